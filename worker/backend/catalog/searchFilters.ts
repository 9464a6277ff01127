import { PRODUCT_ATTRIBUTE_CODES } from '../../../contract/productAttributes'
import type { ListingFilters } from '../../../contract/schemas/listingFilters'
import { OUT_OF_STOCK_BAND } from '../../search/documents'
import {
  COLD_CHAIN_TOKEN,
  MEDICINE_TOKEN,
  NOT_MEDICINE_TOKEN,
  anyToken,
  attributeToken,
  categoryToken,
} from '../../search/facetTokens'
import { hasContractPrice } from './listingFilters'

/**
 * The filters of a search (docs/decisions/072-search-filters-in-the-index.md): each chosen group
 * is either words of the index's `facets` column, ANDed to the query's FTS5 expression, or (stock
 * and the customer's contract prices, which change without a reindex) SQL on the hit's rowid.
 * The same groups as a category page's (./listingFilters.ts filterGroups) with the same meaning:
 * the index carries each listing's tokens from the rows those tests read.
 */
export interface SearchFilterGroup {
  key: string
  /** An FTS5 expression on the facets column, or null when the group is SQL. */
  match: string | null
  /** SQL on the search_fts rowid `rowid`, or null when the group is words. */
  sql: ((rowid: string) => string) | null
}

export function searchFilterGroups(
  filters: ListingFilters,
  view: { withoutDrugs: boolean; companyId?: number | null },
): SearchFilterGroup[] {
  const words = (key: string, tokens: string[]): SearchFilterGroup => ({ key, match: anyToken(tokens), sql: null })
  const groups: SearchFilterGroup[] = []
  if (filters.category) groups.push(words('category', [categoryToken(filters.category)]))
  // Listings in stock are numbered below the band (worker/search/documents.ts docRowid).
  if (filters.stock) groups.push({ key: 'stock', match: null, sql: (rowid) => `${rowid} < ${OUT_OF_STOCK_BAND}` })
  if (filters.cold) groups.push(words('cold', [COLD_CHAIN_TOKEN]))
  if (filters.contract) {
    const companyId = view.companyId
    groups.push({
      key: 'contract',
      match: null,
      sql: (rowid) =>
        companyId != null
          ? `EXISTS (SELECT 1 FROM search_docs cd JOIN products cp ON cp.id = cd.product_id WHERE cd.id = ${rowid} AND ${hasContractPrice('cp', companyId)})`
          : '0',
    })
  }
  if (filters.medicine && !view.withoutDrugs)
    groups.push(words('medicine', [filters.medicine === 'yes' ? MEDICINE_TOKEN : NOT_MEDICINE_TOKEN]))
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    const values = filters.attributes[code] ?? []
    if (values.length > 0)
      groups.push(
        words(
          code,
          values.map((value) => attributeToken(code, value)),
        ),
      )
  }
  return groups
}

/** The query's FTS5 expression narrowed by every group's words but `except`'s. */
export function filteredMatch(expression: string, groups: SearchFilterGroup[], except?: string): string {
  const chosen = groups.filter((group) => group.key !== except && group.match !== null).map((group) => group.match)
  return chosen.length === 0 ? expression : [`(${expression})`, ...chosen].join(' AND ')
}

/** SQL to AND into a read of search_fts: every SQL group but `except`'s (nothing when none). */
export function filteredSql(rowid: string, groups: SearchFilterGroup[], except?: string): string {
  return groups
    .filter((group) => group.key !== except && group.sql !== null)
    .map((group) => ` AND ${group.sql?.(rowid)}`)
    .join('')
}
