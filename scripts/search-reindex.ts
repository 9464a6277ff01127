/**
 * `npm run search:reindex`: rebuilds product search's index (docs/decisions/022) in the local D1
 * database from the catalogue it holds, for a catalogue loaded otherwise than by the seed (the
 * seed writes the index itself). The same code as the Worker's rebuildSearchIndex computes the
 * rows (worker/search/documents.ts); they are written with one wrangler run.
 * `LOCAL_STATE_DIR` points it at another local state directory, as for the seed loaders.
 *
 * `-- --remote [--env production]` does the same for a deployed D1 database (after migration
 * 0010, or after a catalogue import): it reads and writes through `wrangler d1 execute --remote`.
 */
import { spawnSync } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, executeFile, query } from '../seed/d1.ts'
import { searchIndexSql } from '../seed/catalogueSql.ts'
import { buildSearchIndex, type SearchCatalogue } from '../worker/search/documents.ts'

export interface Database {
  query: <T>(sql: string) => T[]
  executeFile: (file: string) => void
}

/** A deployed D1 database through wrangler (`--env` picks the environment of wrangler.toml). */
export function remoteDatabase(env: string | undefined): Database {
  const run = (args: string[]) => {
    const envArgs = env ? ['--env', env] : []
    const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--remote', '--yes', ...envArgs, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
    if (result.status !== 0) throw new Error(`wrangler d1 execute --remote failed:\n${result.stderr || result.stdout}`)
    return result.stdout
  }
  return {
    query: <T>(sql: string) => {
      const out = run(['--command', sql, '--json'])
      return (JSON.parse(out.slice(out.indexOf('['))) as { results?: T[] }[]).flatMap((r) => r.results ?? [])
    },
    executeFile: (file: string) => void run(['--file', file]),
  }
}

export const localDatabase: Database = { query, executeFile }

/** Reads the catalogue, builds its index and replaces the search tables. Returns the product count. */
export async function reindexLocalSearch(db: Database = localDatabase): Promise<number> {
  const products = db.query<SearchCatalogue['products'][number]>(
    'SELECT id, sku, name, pakkauskokoteksti AS pack, parent_id AS parentId, in_stock AS inStock, vat_class AS vatClass FROM products',
  )
  const categories = db.query<SearchCatalogue['categories'][number]>(
    'SELECT id, parent_id AS parentId, name, category_has_drugs AS hasDrugs, url_path AS urlPath FROM categories',
  )
  const links = db.query<SearchCatalogue['links'][number]>(
    'SELECT product_id AS productId, category_id AS categoryId FROM product_categories',
  )
  const attributes = db.query<SearchCatalogue['attributes'][number]>(
    'SELECT product_id AS productId, attribute AS code, value FROM product_attributes',
  )
  const index = buildSearchIndex({ products, categories, links, attributes })
  const file = resolve(ROOT, 'seed/.generated/search-index.sql')
  const clear = ['DELETE FROM search_docs;', 'DELETE FROM search_vocab;', 'DELETE FROM search_typos;']
  await writeFile(file, `${[...clear, ...searchIndexSql(index)].join('\n\n')}\n`)
  try {
    db.executeFile(file)
  } finally {
    await rm(file, { force: true })
  }
  return products.length
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const started = performance.now()
    const args = process.argv.slice(2)
    const env = args.find((a, i) => args[i - 1] === '--env') ?? args.find((a) => a.startsWith('--env='))?.slice(6)
    const count = await reindexLocalSearch(args.includes('--remote') ? remoteDatabase(env) : localDatabase)
    console.log(`search: indexed ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
