import { productsByIds } from './rows'
import type { ProductListResponse } from '../../../contract/schemas/catalog'

/**
 * Turns what a user typed into an FTS5 query: every word becomes a quoted prefix term
 * (`"karpro"*`), all must match. Quoting keeps FTS5 syntax (AND, NEAR, -, :) inert.
 */
export function toFtsQuery(input: string): string | null {
  const words = input
    .normalize('NFC')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((w) => w.length > 0)
    .slice(0, 8)
  if (words.length === 0) return null
  return words.map((w) => `"${w}"*`).join(' ')
}

/**
 * Product search (spec §7 productsearch): FTS5 prefix matching over names, SKUs and package
 * texts. Variants are found by their own SKU but listed as their parent. Ranking: an exact
 * SKU first, then bm25 with the name weighted above the SKU and the package text.
 */
export async function searchProducts(
  db: D1Database,
  query: string,
  page: number,
  pageSize: number,
): Promise<ProductListResponse> {
  const fts = toFtsQuery(query)
  if (!fts || query.trim().length < 3) return { items: [], total_count: 0 }
  // bm25() may only run in the FTS query itself, so it is ranked there; the LIMIT keeps SQLite
  // from flattening that subquery into the grouping one.
  const hits = `
    WITH ranked AS (
      SELECT rowid AS id, bm25(products_fts, 10.0, 4.0, 1.0) AS score
      FROM products_fts WHERE products_fts MATCH ?1 LIMIT 100000
    ),
    hits AS (
      SELECT COALESCE(p.parent_id, p.id) AS pid,
             ranked.score - CASE WHEN p.sku = ?2 COLLATE NOCASE THEN 1000 ELSE 0 END AS score
      FROM ranked JOIN products p ON p.id = ranked.id
    )`
  const [ranked, counted] = await db.batch<{ pid: number; n?: number }>([
    db
      .prepare(`${hits} SELECT pid FROM hits GROUP BY pid ORDER BY MIN(score), pid LIMIT ?3 OFFSET ?4`)
      .bind(fts, query.trim(), pageSize, (page - 1) * pageSize),
    db.prepare(`${hits} SELECT COUNT(DISTINCT pid) AS n FROM hits`).bind(fts, query.trim()),
  ])
  const ids = (ranked?.results ?? []).map((r) => r.pid)
  return { items: await productsByIds(db, ids), total_count: counted?.results[0]?.n ?? 0 }
}
