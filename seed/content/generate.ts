/**
 * Writes the content export and its illustrations:
 *   worker/content/export.json     (the `contentful space export` file the worker bundles)
 *   public/media/content/*.svg     (the assets it references by relative URL)
 * Run with `npx node seed/content/generate.ts`; both outputs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildContentExport } from './build.ts'
import { contentMedia } from './media.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const mediaDir = join(root, 'public', 'media', 'content')

const data = buildContentExport()
writeFileSync(join(root, 'worker', 'content', 'export.json'), `${JSON.stringify(data, null, 2)}\n`)
mkdirSync(mediaDir, { recursive: true })
for (const media of contentMedia()) writeFileSync(join(mediaDir, media.fileName), media.svg)

const counts = new Map<string, number>()
for (const e of data.entries) counts.set(e.sys.contentType.sys.id, (counts.get(e.sys.contentType.sys.id) ?? 0) + 1)
console.log(
  `content export: ${data.contentTypes.length} content types, ${data.entries.length} entries (${[...counts]
    .map(([type, n]) => `${type} ${n}`)
    .join(', ')}), ${data.assets.length} assets`,
)
