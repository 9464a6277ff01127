import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'
import type { ProductSearchResponse } from '../../../contract/schemas/catalog'
import { drugFilter } from './drugs'
import { codeKey } from '../../search/documents'
import { parseQuery, matchExpression, tierExpression, type QueryWord } from '../../search/query'
import { suggestionLookups, readSuggestions, type Suggestions } from './searchSuggestions'

/**
 * The ranked page of parent ids. ?1 the FTS5 query, ?2 the typed text as a code key for the
 * exact-SKU bonus, ?3/?4 LIMIT/OFFSET, the tier needles from ?5 (worker/search/query.ts).
 * The LIMIT keeps SQLite from flattening the FTS subquery into the grouping one. Ranking reads
 * search_docs (narrow rows with parent, SKU and stock), never the wide product rows; those are
 * joined for the page only. Order: exact SKU, then the sum of the words' tiers (exact word,
 * compound part, inflected form, prefix, compound by stem, category or package text, typo), in
 * stock first, and SKU, so a product family keeps its supplier's order (decisions 009, 011).
 * The tiers replace bm25: its length and frequency weights reordered products of one tier by
 * accidents of their names. `filter` is ANDed for a denyMedListing caller (./drugs.ts,
 * decision 012); only then are product rows read for every hit.
 */
function hitsSql(
  words: QueryWord[],
  corrections: string[][],
  withoutDrugs: boolean,
): { sql: string; params: (string | number)[] } {
  const tiers = tierExpression(words, 5, corrections)
  const drugJoin = withoutDrugs ? `JOIN products p ON p.id = d.id WHERE 1${drugFilter('p', true)}` : ''
  return {
    sql: `
  WITH ranked AS (
    SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ?1 LIMIT 100000
  ),
  page AS (
    SELECT COALESCE(d.parent_id, d.id) AS pid,
           MIN(CASE WHEN d.code_key = ?2 THEN -1000 ELSE 0 END + ${tiers.sql}) AS tier,
           MAX(d.in_stock) AS stock,
           MIN(d.sku) AS sku,
           COUNT(*) OVER () AS total
    FROM ranked JOIN search_docs d INDEXED BY search_docs_rank ON d.id = ranked.id ${drugJoin}
    GROUP BY pid ORDER BY tier, stock DESC, sku, pid LIMIT ?3 OFFSET ?4
  )`,
    params: tiers.params,
  }
}

/**
 * Product search (spec §7 productsearch) in Finnish (docs/decisions/022): plural and case forms,
 * consonant gradation, compound parts, category names, codes in any shape, ä/ö left out, and one
 * typo in a longer word. Variants are found by their own SKU and words but listed as their parent.
 *
 * Search-as-you-type runs this on every keystroke (docs/architecture.md §13: p95 ≤ 20 ms on 20,000
 * products), so a keystroke is one D1 round trip: the ranked page. Only a query that finds fewer
 * than 8 products pays a second, for the vocabulary lookups behind "Tarkoititko", and one that
 * finds nothing as typed but has a correction a third, for the corrected results. A page past the last one is
 * clamped to the last (issue: out-of-range paging is clamped); only that rare request costs more.
 */
/** A query finding fewer products than this is checked for typos ("Tarkoititko"). */
const SUGGEST_BELOW = 8

export async function searchProducts(
  db: D1Database,
  query: string,
  page: number,
  pageSize: number,
  view: { withoutDrugs: boolean } = { withoutDrugs: false },
): Promise<ProductSearchResponse> {
  const empty = { items: [], total_count: 0, page: 1, page_size: pageSize }
  const words = parseQuery(query)
  if (words.length === 0 || query.trim().length < 3) return empty
  const code = codeKey(query)
  const statement = (corrections: string[][], limit: number, offset: number, select: string) => {
    const hits = hitsSql(words, corrections, view.withoutDrugs)
    return db
      .prepare(`${hits.sql} ${select}`)
      .bind(matchExpression(words, corrections), code, limit, offset, ...hits.params)
  }
  const pageStatement = (corrections: string[][], n: number) =>
    statement(
      corrections,
      pageSize,
      (n - 1) * pageSize,
      `SELECT page.total, ${SUMMARY_COLUMNS} FROM page JOIN products p ON p.id = page.pid ORDER BY page.tier, page.stock DESC, page.sku, page.pid`,
    )
  const toPage = (results: (ProductRow & { total: number })[], n: number, suggestions: Suggestions) => {
    const first = results[0]
    if (!first) return null
    const answer = { items: results.map(toSummary), total_count: first.total, page: n, page_size: pageSize }
    return suggestions.text ? { ...answer, suggestion: suggestions.text } : answer
  }

  let results = (await pageStatement([], page).all<ProductRow & { total: number }>()).results
  // A typo leaves few or no products; only then are the vocabulary lookups worth a round trip.
  // A keystroke that finds a full page (the usual one) stays a single statement.
  const fewFound = (results[0]?.total ?? 0) < SUGGEST_BELOW
  const lookups = fewFound ? suggestionLookups(db, words, view) : []
  const suggestions = readSuggestions(words, lookups.length > 0 ? await db.batch(lookups) : [])
  let corrections: string[][] = []
  if (results.length === 0 && suggestions.text) {
    // Nothing as typed: the corrected words find what the buyer meant, ranked as typos.
    corrections = suggestions.corrections
    results = (await pageStatement(corrections, page).all<ProductRow & { total: number }>()).results
  }
  const answered = toPage(results, page, suggestions)
  if (answered) return answered
  if (page === 1) return suggestions.text ? { ...empty, suggestion: suggestions.text } : empty
  // A page past the end has no rows to carry the total; only then is it counted on its own.
  const counted = await statement(corrections, -1, 0, 'SELECT COUNT(*) AS n FROM page').first<{ n: number }>()
  const total = counted?.n ?? 0
  if (total === 0) return empty
  const last = Math.ceil(total / pageSize)
  const lastPage = await pageStatement(corrections, last).all<ProductRow & { total: number }>()
  return toPage(lastPage.results, last, suggestions) ?? empty
}
