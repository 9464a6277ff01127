/**
 * `npm run search:reindex`: rebuilds product search's index (docs/decisions/022) in the local D1
 * database from the catalogue it holds, for a catalogue loaded otherwise than by the seed (the
 * seed writes the index itself). The same code as the Worker's rebuildSearchIndex computes the
 * rows (worker/search/documents.ts); they are written with one wrangler run.
 * `LOCAL_STATE_DIR` points it at another local state directory, as for the seed loaders.
 */
import { rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, executeFile, query } from '../seed/d1.ts'
import { searchIndexSql } from '../seed/catalogueSql.ts'
import { buildSearchIndex, type SearchCatalogue } from '../worker/search/documents.ts'

/** Reads the catalogue, builds its index and replaces the search tables. Returns the product count. */
export async function reindexLocalSearch(): Promise<number> {
  const products = query<SearchCatalogue['products'][number]>(
    'SELECT id, sku, name, pakkauskokoteksti AS pack, parent_id AS parentId, in_stock AS inStock, vat_class AS vatClass FROM products',
  )
  const categories = query<SearchCatalogue['categories'][number]>(
    'SELECT id, parent_id AS parentId, name, category_has_drugs AS hasDrugs FROM categories',
  )
  const links = query<SearchCatalogue['links'][number]>(
    'SELECT product_id AS productId, category_id AS categoryId FROM product_categories',
  )
  const index = buildSearchIndex({ products, categories, links })
  const file = resolve(ROOT, 'seed/.generated/search-index.sql')
  const clear = ['DELETE FROM search_docs;', 'DELETE FROM search_vocab;', 'DELETE FROM search_typos;']
  await writeFile(file, `${[...clear, ...searchIndexSql(index)].join('\n\n')}\n`)
  try {
    executeFile(file)
  } finally {
    await rm(file, { force: true })
  }
  return products.length
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const started = performance.now()
    const count = await reindexLocalSearch()
    console.log(`search: indexed ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
