import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brokenReferences, sectionNumbers, type BrokenReference, type SourceFile, type Targets } from './references.ts'

/** Where references live: the source trees, the docs, the README and the root configs. */
const SCANNED_DIRECTORIES = ['app', 'worker', 'contract', 'seed', 'scripts', 'bench', 'tests', 'docs']
const SCANNED_EXTENSIONS = /\.(ts|tsx|js|mjs|md|sql|toml)$/
/** Generated or bulky files that hold no comments of ours, and this check itself (its patterns and fixtures). */
const SKIPPED =
  /(^|\/)(node_modules|dist|\.wrangler|routeTree\.gen\.ts|demo\.sql|seed\/content|scripts\/references)(\/|$)/

function filesUnder(root: string, directory: string): string[] {
  const path = join(root, directory)
  if (!existsSync(path)) return []
  const found: string[] = []
  for (const name of readdirSync(path)) {
    const child = join(directory, name)
    if (SKIPPED.test(child)) continue
    if (statSync(join(root, child)).isDirectory()) found.push(...filesUnder(root, child))
    else if (SCANNED_EXTENSIONS.test(name)) found.push(child)
  }
  return found
}

function read(root: string, path: string): string {
  const full = join(root, path)
  return existsSync(full) ? readFileSync(full, 'utf8') : ''
}

export function targetsOf(root: string): Targets {
  const decisionsDirectory = join(root, 'docs/decisions')
  return {
    requirements: sectionNumbers(read(root, 'docs/requirements.md')),
    architecture: sectionNumbers(read(root, 'docs/architecture.md')),
    decisions: existsSync(decisionsDirectory)
      ? readdirSync(decisionsDirectory)
          .filter((name) => /^\d{3}-.*\.md$/.test(name))
          .map((name) => name.replace(/\.md$/, ''))
      : [],
  }
}

export function checkTree(root: string): { broken: BrokenReference[]; filesScanned: number } {
  const rootFiles = readdirSync(root).filter((name) => /^(README\.md|[^/]+\.config\.ts)$/.test(name))
  const paths = [...rootFiles, ...SCANNED_DIRECTORIES.flatMap((directory) => filesUnder(root, directory))]
  const files: SourceFile[] = paths.map((path) => ({ path: relative(root, join(root, path)), text: read(root, path) }))
  return { broken: brokenReferences(files, targetsOf(root)), filesScanned: files.length }
}
