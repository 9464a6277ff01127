import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'
import type { FacetedSearchResponse } from '../../../contract/schemas/listingFacets'
import { isDrugProduct } from './drugs'
import { codeKey } from '../../search/documents'
import {
  EXACT_CODE_RANK,
  exactCodeExpression,
  matchExpression,
  parseQuery,
  rankingWords,
  tierExpression,
  tierLists,
  type QueryWord,
} from '../../search/query'
import { suggestionLookups, readSuggestions, type Suggestions } from './searchSuggestions'
import { sameAlternatives, synonymReader } from './searchSynonyms'
import { expandWords } from '../../search/queryCompounds'
import { listingOrderBy } from './listingOrder'
import { unionAll } from './unionAll'
import type { SearchSort } from '../../../contract/schemas/catalogParams'
import { NO_FILTERS, type ListingFilters } from '../../../contract/schemas/listingFilters'
import { toFacets, type FacetMode, type FacetRow } from './facets'
import { filteredMatch, filteredSql, searchFilterGroups, type SearchFilterGroup } from './searchFilters'
import { searchFacetsSql } from './searchFacets'

/**
 * The ranked page of listings as `page(id, tier)`, and its parameters: ?1 the FTS5 query of all
 * hits, ?2/?3 LIMIT/OFFSET, the rest from ?4. search_docs rows are listings numbered in ranking
 * order (worker/search/documents.ts docRowid: in stock first, then SKU, docs/decisions/009-search-cache-short-prefixes.md and docs/decisions/011-catalogue-input-and-audience.md),
 * so the order is (tier, row id) and nothing but the tier is computed per hit.
 *
 * One word, the usual keystroke: every tier is its own FTS5 query read in rowid order, and only
 * its first LIMIT + OFFSET rows are read; a listing ranks by the best tier it turned up in. That
 * is exact: a listing of the page is among the first rows of its own tier, since every row before
 * it there ranks above it; a listing seen only in a worse tier than its own ranks after the page.
 * A prefix found in thousands of products thus costs the index reads, not a sort of thousands.
 *
 * Several words: the tier is the sum of the words' tiers, tested per hit as rowid sets
 * (worker/search/query.ts tierExpression), the hits being the fewer for each word ANDed.
 *
 * A denyMedListing caller (./drugs.ts, docs/decisions/012-restricted-medicines-and-guest-prices.md) reads only listings that are no drug
 * products (DRUG_LISTINGS).
 */
function pageSql(
  words: QueryWord[],
  code: string,
  corrections: string[][],
  withoutDrugs: boolean,
  groups: SearchFilterGroup[],
): { sql: string; params: string[] } {
  const filter = (rowid: string) => hitFilter(rowid, withoutDrugs, groups)
  const narrow = (expression: string) => filteredMatch(expression, groups)
  const exactCode = exactCodeExpression(code)
  const ranking = rankingWords(words)
  const [word] = ranking
  if (ranking.length === 1 && word) {
    // The other words (numbers, single letters) must match but do not rank: each list is ANDed with them.
    const others = words
      .map((w, i) => (w === word ? null : matchExpression([w], [corrections[i] ?? []])))
      .filter((e) => e !== null)
    const all = matchExpression(words, corrections)
    const params: string[] = []
    const lists = [
      ...(exactCode ? [{ expression: exactCode, tier: EXACT_CODE_RANK }] : []),
      ...tierLists(word, corrections[words.indexOf(word)]),
    ].map(({ expression, tier }) => {
      // Every list reads only hits of the whole query, so the page never shows what the count leaves out.
      params.push(
        narrow(tier === EXACT_CODE_RANK ? `(${expression}) AND ${all}` : [`(${expression})`, ...others].join(' AND ')),
      )
      return `SELECT * FROM (SELECT rowid AS id, ${tier} AS tier FROM search_fts WHERE search_fts MATCH ?${3 + params.length}${filter('search_fts.rowid')} ORDER BY rowid LIMIT ?2 + ?3)`
    })
    return {
      sql: `page AS (
    SELECT id, MIN(tier) AS tier FROM (${unionAll(lists)})
    GROUP BY id ORDER BY tier, id LIMIT ?2 OFFSET ?3
  )`,
      params,
    }
  }
  const tiers = tierExpression(words, 4 + (exactCode ? 1 : 0), corrections)
  const codeRank = exactCode
    ? `CASE WHEN h.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?4) THEN ${EXACT_CODE_RANK} ELSE 0 END + `
    : ''
  return {
    sql: `hits AS (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ?1${filter('search_fts.rowid')}),
  page AS (SELECT h.id, ${codeRank}${tiers.sql} AS tier FROM hits h ORDER BY tier, h.id LIMIT ?2 OFFSET ?3)`,
    params: [...(exactCode ? [exactCode] : []), ...tiers.params],
  }
}

/** The listings of drug products, as one uncorrelated set SQLite builds once a statement. */
const DRUG_LISTINGS = `SELECT d.id FROM search_docs d JOIN products p ON p.id = d.product_id WHERE ${isDrugProduct('p')}`

/** SQL to AND into a read of search_fts: a restricted view's drug filter. */
const drugsFilter = (withoutDrugs: boolean) => (rowid: string) =>
  withoutDrugs ? ` AND ${rowid} NOT IN (${DRUG_LISTINGS})` : ''

/**
 * SQL to AND into a read of search_fts: a restricted view's drug filter and the buyer's filters
 * that are not index words (stock, contract prices: ./searchFilters.ts,
 * docs/decisions/072-search-filters-in-the-index.md); the rest are ANDed to the FTS5 expression.
 */
const hitFilter = (rowid: string, withoutDrugs: boolean, groups: SearchFilterGroup[]): string =>
  drugsFilter(withoutDrugs)(rowid) + filteredSql(rowid, groups)

/** SQL counting (as `n`) the listings the FTS5 query ?1 finds. */
const countSql = (withoutDrugs: boolean, groups: SearchFilterGroup[]) =>
  `SELECT COUNT(*) AS n FROM search_fts WHERE search_fts MATCH ?1${hitFilter('search_fts.rowid', withoutDrugs, groups)}`

/**
 * Product search (spec §7 productsearch) in Finnish (docs/decisions/022): plural and case forms,
 * consonant gradation, compound parts, category names, codes in any shape, ä/ö left out, and typos
 * in any word of 5+ letters (docs/decisions/065-typos-in-any-word.md). Variants are found by their own SKU and words but listed as their parent.
 *
 * Search-as-you-type runs this on every keystroke (docs/architecture.md §13: p95 ≤ 20 ms on 20,000
 * products), so a keystroke is one D1 round trip: the ranked page, batched with the synonym
 * table's version row (./searchSynonyms.ts). Only a query that finds fewer than 8 products pays a
 * second, for the vocabulary lookups behind "Tarkoititko" (with, when it found nothing, the query
 * read again by its own compounds and derived forms in the same batch,
 * docs/decisions/067-units-sizes-and-query-compounds.md), and one of those with a correction a
 * third, for the results with the corrected words. A page past the last one is
 * clamped to the last (issue: out-of-range paging is clamped); only that rare request costs more.
 */
/** A query finding fewer products than this is checked for typos ("Tarkoititko"). */
const SUGGEST_BELOW = 8

export async function searchProducts(
  db: D1Database,
  query: string,
  page: number,
  pageSize: number,
  view: { withoutDrugs: boolean; companyId?: number | null } = { withoutDrugs: false },
  sort: SearchSort = 'relevance',
  listing: {
    filters?: ListingFilters
    facets?: FacetMode
    /** ./searchFacets.ts FACET_SAMPLE, smaller in its tests. */ facetSample?: number
  } = {},
): Promise<FacetedSearchResponse> {
  const filters = listing.filters ?? NO_FILTERS
  const groups = searchFilterGroups(filters, view)
  /** ?1 of every statement: the words and the filters that are index words. */
  const hitsOf = (read: QueryWord[], corrections: string[][]) =>
    filteredMatch(matchExpression(read, corrections), groups)
  const empty = { items: [], total_count: 0, page: 1, page_size: pageSize }
  const parsed = parseQuery(query)
  if (parsed.length === 0 || query.trim().length < 3) return empty
  // The operator's synonyms (docs/decisions/066-search-synonyms-and-zero-hits.md): from the isolate's memory, checked in the page's own batch.
  const synonyms = await synonymReader(db)
  let words = synonyms.apply(parsed)
  const code = codeKey(query)
  const statement = (read: QueryWord[], corrections: string[][], limit: number, offset: number, select: string) => {
    const page = pageSql(read, code, corrections, view.withoutDrugs, groups)
    return db.prepare(`WITH ${page.sql} ${select}`).bind(hitsOf(read, corrections), limit, offset, ...page.params)
  }
  const pageStatement = (corrections: string[][], n: number, read = words) =>
    sort !== 'relevance'
      ? sortedStatement(corrections, n, read)
      : statement(
          read,
          corrections,
          pageSize,
          (n - 1) * pageSize,
          `SELECT (${countSql(view.withoutDrugs, groups)}) AS total, ${SUMMARY_COLUMNS}
       FROM page JOIN search_docs d ON d.id = page.id JOIN products p ON p.id = d.product_id ORDER BY page.tier, page.id`,
        )
  // Another order than relevance sorts the whole hit set (docs/decisions/063-search-paging-and-sort.md):
  // the tiers are not needed, only the hits of ?1. Only the results page asks for it, never a keystroke.
  const sortedStatement = (corrections: string[][], n: number, read: QueryWord[]) =>
    db
      .prepare(
        // The hits are read once, for the order and the total both.
        `WITH hits AS MATERIALIZED (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ?1${hitFilter('search_fts.rowid', view.withoutDrugs, groups)})
         SELECT (SELECT COUNT(*) FROM hits) AS total, ${SUMMARY_COLUMNS}
         FROM hits JOIN search_docs d ON d.id = hits.id JOIN products p ON p.id = d.product_id
         ORDER BY ${listingOrderBy(sort, view.companyId ?? null)} LIMIT ?2 OFFSET ?3`,
      )
      .bind(hitsOf(read, corrections), pageSize, (n - 1) * pageSize)
  // The facet counts of the hits (./facets.ts), read in the same batch as the page they describe.
  const facetStatements = (corrections: string[][], read = words) => {
    if (!listing.facets) return []
    const counted = searchFacetsSql({
      expression: matchExpression(read, corrections),
      groups,
      filters,
      drugs: drugsFilter(view.withoutDrugs),
      withoutDrugs: view.withoutDrugs,
      contractOf: listing.facets === 'contract' ? (view.companyId ?? null) : null,
      sample: listing.facetSample,
    })
    return [db.prepare(counted.sql).bind(...counted.params)]
  }
  let facetRows: unknown[] | null = null
  /** A page and its facets in one round trip. */
  const readPage = async (corrections: string[][], n: number, read = words) => {
    const [answer, faceted] = await db.batch([
      pageStatement(corrections, n, read),
      ...facetStatements(corrections, read),
    ])
    if (faceted) facetRows = faceted.results
    return (answer?.results ?? []) as (ProductRow & { total: number })[]
  }
  const toPage = (results: (ProductRow & { total: number })[], n: number, suggestions: Suggestions) => {
    const first = results[0]
    if (!first) return null
    const answer = {
      items: results.map(toSummary),
      total_count: first.total,
      page: n,
      page_size: pageSize,
      ...withFacets(),
    }
    return suggestions.text ? { ...answer, suggestion: suggestions.text } : answer
  }
  const withFacets = () => (facetRows ? { facets: toFacets(facetRows as FacetRow[], view.withoutDrugs) } : {})

  const first = await synonyms.read<ProductRow & { total: number }>(pageStatement([], page), facetStatements([]))
  let results = first.results
  if (first.also[0]) facetRows = first.also[0].results
  if (first.stale && !sameAlternatives(synonyms.apply(parsed), words)) {
    // The table changed since this isolate read it, and the change concerns this query.
    words = synonyms.apply(parsed)
    results = await readPage([], page)
  }
  // A typo leaves few or no products; only then are the vocabulary lookups worth a round trip.
  // A keystroke that finds a full page (the usual one) stays a single statement.
  const fewFound = (results[0]?.total ?? 0) < SUGGEST_BELOW
  const lookups = fewFound ? suggestionLookups(db, words, view) : []
  // Nothing as typed: the query's own compounds and derived forms are read in the same trip as
  // the lookups (../../search/queryCompounds.ts, docs/decisions/067-units-sizes-and-query-compounds.md).
  const typed = words
  const expanded = results.length === 0 ? expandWords(typed, synonyms.apply) : null
  const again = expanded ? [pageStatement([], page, expanded), ...facetStatements([], expanded)] : []
  const answers = lookups.length + again.length > 0 ? await db.batch([...lookups, ...again]) : []
  const found = (answers[lookups.length]?.results ?? []) as (ProductRow & { total: number })[]
  const understood = expanded !== null && found.length > 0
  if (understood) {
    results = found
    words = expanded
    const faceted = answers[lookups.length + 1]
    if (faceted) facetRows = faceted.results
  }
  // A query its own compounds explained needs no "Tarkoititko" (docs/decisions/065-typos-in-any-word.md).
  const suggestions: Suggestions = understood
    ? { text: null, corrections: words.map(() => []) }
    : readSuggestions(typed, answers.slice(0, lookups.length), results[0]?.total ?? 0)
  let corrections: string[][] = []
  if (suggestions.text) {
    // Little or nothing as typed: the corrected words find what the buyer meant too, ranked
    // below every hit of the query as typed (docs/decisions/065-typos-in-any-word.md).
    corrections = suggestions.corrections
    results = await readPage(corrections, page)
  }
  const answered = toPage(results, page, suggestions)
  if (answered) return answered
  const none = { ...empty, ...withFacets() }
  if (page === 1) return suggestions.text ? { ...none, suggestion: suggestions.text } : none
  // A page past the end has no rows to carry the total; only then is it counted on its own.
  const counted = await db
    .prepare(countSql(view.withoutDrugs, groups))
    .bind(hitsOf(words, corrections))
    .first<{ n: number }>()
  const total = counted?.n ?? 0
  if (total === 0) return none
  const last = Math.ceil(total / pageSize)
  const lastPage = await pageStatement(corrections, last).all<ProductRow & { total: number }>()
  return toPage(lastPage.results, last, suggestions) ?? none
}
