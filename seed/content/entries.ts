/**
 * Collects the entries in the order the sections write them: that order is the order of
 * `entries` in export.json, so the composition in build.ts decides it.
 */
import type { ExportEntry } from '../../worker/content/exportFormat.ts'
import { localized, publishedSys } from './space.ts'

const entries: ExportEntry[] = []

export function entry(
  contentType: string,
  id: string,
  createdAt: string,
  fields: Record<string, unknown>,
  updatedAt = createdAt,
): string {
  entries.push({
    metadata: { tags: [], concepts: [] },
    sys: {
      ...publishedSys(id, 'Entry', createdAt, updatedAt),
      type: 'Entry',
      automationTags: [],
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields: localized(fields),
  })
  return id
}

export const at = (date: string, time = '09:00') => `${date}T${time}:00.000Z`

/** The entries that `write` creates, in creation order. */
export function collectEntries(write: () => void): ExportEntry[] {
  entries.length = 0
  write()
  return entries.slice()
}
