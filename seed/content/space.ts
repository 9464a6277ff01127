/**
 * The space the export belongs to and the system fields Contentful gives every published
 * entity (content types, assets, entries), plus the link and locale wrappers they share.
 */
import type { ExportSys, Link } from '../../worker/content/exportFormat.ts'

export const SPACE_ID = 'vettarvike01'
export const ENVIRONMENT_ID = 'master'
export const LOCALE = 'fi-FI'
/** Where the illustrations are served from (public/media/content/). */
export const MEDIA_PATH = '/media/content/'

export const space: Link<'Space'> = { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } }
export const environment: Link<'Environment'> = { sys: { type: 'Link', linkType: 'Environment', id: ENVIRONMENT_ID } }
export const editor: Link<'User'> = { sys: { type: 'Link', linkType: 'User', id: '3nSisaltoTiimi' } }

export const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } })
export const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } })

/**
 * System fields as the Management API reports a published entity: created (version 1),
 * published (version 2, publishedVersion 1); every later edit + publish adds two versions.
 */
export function publishedSys(id: string, type: string, createdAt: string, updatedAt = createdAt): ExportSys {
  const publishes = updatedAt === createdAt ? 1 : 2
  return {
    space,
    id,
    type,
    createdAt,
    updatedAt,
    environment,
    createdBy: editor,
    updatedBy: editor,
    publishedVersion: publishes * 2 - 1,
    publishedAt: updatedAt,
    firstPublishedAt: createdAt,
    publishedCounter: publishes,
    publishedBy: editor,
    version: publishes * 2,
  }
}

export const localized = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { [LOCALE]: value }]),
  )
