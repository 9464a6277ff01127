import { buildSearchIndex, searchIndexRows, type SearchCatalogue, type SearchIndex } from '../../search/documents'

/**
 * Rebuilds product search's index (docs/decisions/022) from the catalogue in D1: reads products,
 * categories and their links, computes every product's word forms with the same code the seed
 * generator uses (worker/search/documents.ts), and replaces search_docs, search_vocab and
 * search_typos, then has FTS5 rebuild its index from search_docs. Run after any change to
 * product names, SKUs, package texts, categories or attributes (the seed does it; `npm run search:reindex`
 * does it for a database loaded otherwise).
 */
export async function rebuildSearchIndex(
  db: D1Database,
): Promise<{ products: number; documents: number; vocabulary: number }> {
  const [products, categories, links, attributes] = await db.batch<Record<string, unknown>>([
    db.prepare(
      'SELECT id, sku, name, pakkauskokoteksti AS pack, parent_id AS parentId, in_stock AS inStock, vat_class AS vatClass, ean, vnr FROM products',
    ),
    db.prepare(
      'SELECT id, parent_id AS parentId, name, category_has_drugs AS hasDrugs, url_path AS urlPath FROM categories',
    ),
    db.prepare('SELECT product_id AS productId, category_id AS categoryId FROM product_categories'),
    db.prepare('SELECT product_id AS productId, attribute AS code, value FROM product_attributes'),
  ])
  const catalogue = {
    products: products?.results ?? [],
    categories: categories?.results ?? [],
    links: links?.results ?? [],
    attributes: attributes?.results ?? [],
  } as unknown as SearchCatalogue
  const index = buildSearchIndex(catalogue)
  await db.batch([
    db.prepare('DELETE FROM search_docs'),
    db.prepare('DELETE FROM search_vocab'),
    db.prepare('DELETE FROM search_typos'),
  ])
  for (const statements of chunks(searchIndexInserts(index), 50)) {
    await db.batch(statements.map(({ sql, values }) => db.prepare(sql).bind(...values)))
  }
  await db.prepare("INSERT INTO search_fts(search_fts) VALUES ('rebuild')").run()
  return { products: catalogue.products.length, documents: index.documents.length, vocabulary: index.vocabulary.length }
}

type Value = string | number | null

/** Multi-row INSERTs of an index, at most `rows` rows and D1's 100 bound values a statement. */
export function searchIndexInserts(index: SearchIndex): { sql: string; values: Value[] }[] {
  return searchIndexRows(index).flatMap(({ table, columns, rows }) => rowsInserts(table, columns, rows))
}

function rowsInserts(table: string, columns: string[], rows: Value[][]): { sql: string; values: Value[] }[] {
  const perStatement = Math.floor(100 / columns.length)
  const tuple = `(${columns.map(() => '?').join(', ')})`
  return chunks(rows, perStatement).map((batch) => ({
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`,
    values: batch.flat(),
  }))
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
