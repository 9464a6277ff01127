/**
 * `npm run lint`: every "why" link in code and docs resolves inside the repo (see
 * scripts/references/references.ts for what counts as a reference). Lists file:line of each
 * broken one and exits 1. `node scripts/check-references.ts [root]` checks another tree.
 */
import { checkTree } from './references/tree.ts'

const root = process.argv[2] ?? process.cwd()
const { broken, filesScanned } = checkTree(root)
for (const b of broken) console.error(`${b.path}:${b.line}: ${b.reference} — ${b.reason}`)
if (broken.length > 0) {
  console.error(`check-references: ${broken.length} broken reference(s) in ${filesScanned} files`)
  process.exit(1)
}
console.log(`check-references: all references resolve (${filesScanned} files)`)
