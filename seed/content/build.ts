/**
 * The shop's content as a `contentful space export` file (worker/content/export.json): content
 * model, editor interfaces, entries, assets and the one locale, fi-FI. Ops can load it into a
 * space with `contentful space import --content-file worker/content/export.json`; the worker's
 * local content source (worker/content/local.ts) serves it when CONTENT_SOURCE is "local".
 *
 * Pure: no file system, so the worker tests can check the committed JSON against it.
 */
import { assets } from './assets.ts'
import { blogPosts } from './blogPosts.ts'
import { contentBlocks } from './contentBlocks.ts'
import { editorInterfaces } from './editorInterfaces.ts'
import { collectEntries } from './entries.ts'
import type { ContentfulExport } from '../../worker/content/exportFormat.ts'
import { links } from './links.ts'
import { locales } from './locales.ts'
import { contentTypes } from './model.ts'
import { navigation } from './navigation.ts'
import { notices } from './notices.ts'
import { pages } from './pages.ts'

/** The whole export, in the key order `contentful space export` writes. */
export function buildContentExport(): ContentfulExport {
  // The entries in the order they appear in export.json.
  const entries = collectEntries(() => {
    const l = links()
    navigation(l)
    notices()
    const blocks = contentBlocks(l)
    pages(blocks)
    blogPosts()
  })
  return {
    contentTypes: contentTypes(),
    tags: [],
    editorInterfaces: editorInterfaces(),
    entries,
    assets: assets(),
    locales: locales(),
    webhooks: [],
    roles: [],
  }
}
