import { PRODUCT_ATTRIBUTE_CODES } from '../../../contract/productAttributes'
import type { ListingFilters } from '../../../contract/schemas/listingFilters'
import { COLD_CHAIN_FLAG, MEDICINE_FLAG, MEDICINE_TOKEN, NOT_MEDICINE_TOKEN, anyToken } from '../../search/facetTokens'
import { categoryTree } from './facets'
import { hasContractPrice } from './listingFilters'
import { filteredMatch, filteredSql, type SearchFilterGroup } from './searchFilters'
import { unionAll } from './unionAll'

/**
 * How many hits a search's facets are counted over exactly; above it, over an even sample of
 * about this many, each count then an estimate (docs/decisions/072-search-filters-in-the-index.md),
 * as Algolia's are when it answers `exhaustiveFacetsCount: false`. A query this broad is one the
 * buyer narrows next, and the narrowed one is counted exactly.
 */
export const FACET_SAMPLE = 300

/**
 * A listing's place in the sample: the top 16 bits of its rowid times Knuth's multiplicative
 * constant, modulo 2^32. Taking every k-th rowid itself could see only some residues when the
 * hits fall on a regular stride (a family of SKUs numbered in turn), and then sample none of
 * them; the hash spreads any stride evenly and is the same for the same listing every time.
 */
const SPREAD = (rowid: string) => `(((${rowid} * 2654435761) % 4294967296) >> 16)`

/**
 * The facet counts of a search (docs/decisions/069-facets-and-filters.md), one statement in the
 * page's batch. Disjunctive as a category page's (./facets.ts): a chosen group's values are
 * counted over the hits of every other group, the rest over the hits of all.
 *
 * Each hit set is an FTS5 query with the filters as index words (./searchFilters.ts): FTS5 counts
 * it alone, and its rows are read only up to FACET_SAMPLE, above that about one listing in k
 * (k: its hits over FACET_SAMPLE, rounded up), chosen by a hash of the rowid (SPREAD). Each set reports its `hits` and `sampled` rows, and
 * toFacets scales its counts. A chosen flag (stock, cold chain, contract, a medicine choice)
 * needs no set of its own: with it chosen, its count is the listing's own total, and the other
 * medicine choice is one more FTS5 count. Only a chosen attribute has a set of its own.
 *
 * A sampled row reads the listing's id, stock and cold-chain and medicine bits (search_docs.flags);
 * the attribute and category facets read the listing's own rows, as a category page's do.
 *
 * Bound parameters: ?1 the words' FTS5 expression with every filter, then one per further FTS5 query.
 */
export function searchFacetsSql(opts: {
  expression: string
  groups: SearchFilterGroup[]
  filters: ListingFilters
  /** A restricted view's drug filter on the rowid (./search.ts). */
  drugs: (rowid: string) => string
  withoutDrugs: boolean
  contractOf: number | null
  /** The hits counted exactly: FACET_SAMPLE but in tests of the estimate. */
  sample?: number
}): { sql: string; params: string[] } {
  const { groups } = opts
  const sample = Math.max(1, Math.floor(opts.sample ?? FACET_SAMPLE))
  const params: string[] = []
  /** `search_fts` rows of the query with every group but `except`, and `also` ANDed to its words. */
  const hitsWhere = (except?: string, also?: string) => {
    const match = filteredMatch(opts.expression, groups, except)
    params.push(also ? `(${match}) AND ${also}` : match)
    return `search_fts MATCH ?${params.length}${opts.drugs('search_fts.rowid')}${filteredSql('search_fts.rowid', groups, except)}`
  }
  const chosen = new Set(groups.map((group) => group.key))
  const chosenCodes = PRODUCT_ATTRIBUTE_CODES.filter((code) => chosen.has(code))
  const sets = [undefined, ...chosenCodes].map((except, index) => {
    const where = hitsWhere(except)
    return {
      cte: `n${index} AS MATERIALIZED (SELECT COUNT(*) AS n FROM search_fts WHERE ${where}),
  s${index} AS MATERIALIZED (
    SELECT d.product_id AS id, d.in_stock AS stock, d.flags AS flags
    FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
    WHERE ${where} AND ${SPREAD('search_fts.rowid')} % (SELECT MAX(1, (n + ${sample - 1}) / ${sample}) FROM n${index}) = 0
  )`,
      sizes: [
        `SELECT 'hits' AS facet, NULL AS code, NULL AS value, 0 AS position, n, ${index} AS base FROM n${index}`,
        `SELECT 'sampled', NULL, NULL, 0, COUNT(*), ${index} FROM s${index}`,
      ],
    }
  })
  const has = (flag: number) => `(s.flags & ${flag}) <> 0`
  /** A chosen flag's count: the listing's total, exact (no base). */
  const total = (facet: string, code = 'NULL') => `SELECT '${facet}', ${code}, NULL, 0, n, NULL FROM n0`
  const counts: string[] = []
  const openCodes = PRODUCT_ATTRIBUTE_CODES.filter((code) => !chosen.has(code))
  if (openCodes.length > 0)
    counts.push(`SELECT 'attribute', a.attribute, a.value, 0, COUNT(*), 0 FROM s0 s CROSS JOIN product_attributes a ON a.product_id = s.id
      WHERE a.attribute IN (${openCodes.map((code) => `'${code}'`).join(', ')}) GROUP BY a.attribute, a.value`)
  chosenCodes.forEach((code, i) =>
    counts.push(`SELECT 'attribute', a.attribute, a.value, 0, COUNT(*), ${i + 1} FROM s${i + 1} s
      CROSS JOIN product_attributes a ON a.product_id = s.id AND a.attribute = '${code}' GROUP BY a.value`),
  )
  counts.push(
    chosen.has('stock') ? total('stock') : `SELECT 'stock', NULL, NULL, 0, COUNT(*), 0 FROM s0 s WHERE s.stock <> 0`,
  )
  counts.push(
    chosen.has('cold')
      ? total('cold')
      : `SELECT 'cold', NULL, NULL, 0, COUNT(*), 0 FROM s0 s WHERE ${has(COLD_CHAIN_FLAG)}`,
  )
  if (!opts.withoutDrugs) {
    if (chosen.has('medicine')) {
      const [own, other] = opts.filters.medicine === 'yes' ? ['yes', 'no'] : ['no', 'yes']
      const otherWhere = hitsWhere('medicine', anyToken([other === 'yes' ? MEDICINE_TOKEN : NOT_MEDICINE_TOKEN]))
      counts.push(total('medicine', `'${own}'`))
      counts.push(`SELECT 'medicine', '${other}', NULL, 0, COUNT(*), NULL FROM search_fts WHERE ${otherWhere}`)
    } else {
      counts.push(`SELECT 'medicine', CASE WHEN ${has(MEDICINE_FLAG)} THEN 'yes' ELSE 'no' END, NULL, 0, COUNT(*), 0
        FROM s0 s GROUP BY 2`)
    }
  }
  if (opts.contractOf !== null)
    counts.push(
      chosen.has('contract')
        ? total('contract')
        : `SELECT 'contract', NULL, NULL, 0, COUNT(*), 0 FROM s0 s WHERE ${hasContractPrice('s', opts.contractOf)}`,
    )
  const parent = { parent: opts.filters.category ? ('filter' as const) : null, ...opts }
  // CROSS JOIN keeps the hits first: SQLite would otherwise read every listing's categories.
  counts.push(`SELECT 'category', c.url_path, c.name, c.position, COUNT(DISTINCT s.id), 0
    FROM s0 s CROSS JOIN product_categories pc ON pc.product_id = s.id CROSS JOIN tree ON tree.cat = pc.category_id
    JOIN categories c ON c.id = tree.child GROUP BY tree.child`)
  return {
    sql: `WITH RECURSIVE
  ${categoryTree(parent)},
  ${sets.map((set) => set.cte).join(',\n  ')}
  ${unionAll([...sets.flatMap((set) => set.sizes), ...counts])}`,
    params,
  }
}
