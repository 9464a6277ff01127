import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Where code may reach (shared/CONVENTIONS.md, read beside the model codebases): `seed/` loads
 * data and is never imported by what runs in the shop; SQL lives in the backend's stores, not in
 * its route files; the upstream client does not depend on the /api above it.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function sourcesUnder(directory: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(join(root, directory))) {
    const path = join(directory, name)
    if (statSync(join(root, path)).isDirectory()) found.push(...sourcesUnder(path))
    else if (/\.(ts|tsx)$/.test(name)) found.push(path)
  }
  return found
}

const importsOf = (path: string) =>
  [...readFileSync(join(root, path), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!)

/** Test code and test support may load the seed's fixtures; the shop's runtime may not. */
const isRuntime = (path: string) => !/\.test\.tsx?$/.test(path) && !path.startsWith('worker/test/')

describe('layering', () => {
  it('runtime code (worker/, app/, contract/) imports nothing from seed/', () => {
    const offenders = ['worker', 'app', 'contract']
      .flatMap(sourcesUnder)
      .filter(isRuntime)
      .flatMap((path) =>
        importsOf(path)
          .filter((specifier) => specifier.startsWith('.'))
          .filter((specifier) => relative(root, join(root, dirname(path), specifier)).split('/')[0] === 'seed')
          .map((specifier) => `${path} → ${specifier}`),
      )
    expect(offenders).toEqual([])
  })

  it("the backend's route files run no SQL: it lives in the stores", () => {
    const offenders = sourcesUnder('worker/backend/routes').filter((path) =>
      /\.prepare\(/.test(readFileSync(join(root, path), 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('the upstream client imports nothing from the /api', () => {
    const offenders = sourcesUnder('worker/upstream').flatMap((path) =>
      importsOf(path)
        .filter((specifier) => relative(root, join(root, dirname(path), specifier)).startsWith('worker/api'))
        .map((specifier) => `${path} → ${specifier}`),
    )
    expect(offenders).toEqual([])
  })
})
