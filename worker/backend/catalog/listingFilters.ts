import { PRODUCT_ATTRIBUTE_CODES, type ProductAttributeCode } from '../../../contract/productAttributes'
import type { ListingFilters } from '../../../contract/schemas/listingFilters'
import { isColdChainProduct } from '../cart/methods'
import { isDrugListing } from './drugs'
import { utf8Hex } from '../../search/facetTokens'

/**
 * The filters of a listing as SQL (docs/decisions/069-facets-and-filters.md). Each chosen filter is
 * a group, a condition on a listing's products row: the values of one attribute are alternatives,
 * the groups all hold. The facet counts need the groups one by one (a group's own values are
 * counted with the other groups only), so they stay apart until `allGroups` joins them.
 */
export interface FilterGroup {
  /** `stock`, `cold`, `contract`, `medicine`, `category` or an attribute code. */
  key: string
  /** A condition on the products row `alias`. */
  sql: string
}

/**
 * The buyer's text (attribute values, a category path) enters SQL as one JSON document written as
 * a hex blob literal: hex digits cannot end the literal or the statement, so nothing typed in a
 * URL can change the query, and the numbered parameters of the statements around it (search's
 * tiers, paging) keep their places.
 */
export function filterDocument(filters: ListingFilters): string {
  const json = JSON.stringify({ category: filters.category ?? null, attributes: filters.attributes })
  return `CAST(X'${utf8Hex(json)}' AS TEXT)`
}

/**
 * SQL: the listing row `alias` (or one of its variants) has a contract price of the company.
 * `companyId` is the session's, a number, never text from a request.
 */
export function hasContractPrice(alias: string, companyId: number): string {
  if (!Number.isSafeInteger(companyId)) throw new Error('A contract filter needs a company.')
  return `EXISTS (SELECT 1 FROM contract_prices fcp WHERE fcp.company_id = ${companyId} AND fcp.product_no IN (
    SELECT sku FROM products WHERE id = ${alias}.id UNION ALL SELECT sku FROM products WHERE parent_id = ${alias}.id))`
}

/*
 * Both tests below read the listing's own rows (a seek on the primary key or on
 * product_categories_product), so a filter costs per hit; `x IN (SELECT product_id …)` would build
 * the set of every product with that value first, a pass as large as the value is common.
 * The category's subtree and the chosen values are small sets, built once per statement.
 */

/** The listing is in the subtree of the category named by the filter document's path. */
const inCategoryOf = (alias: string, document: string) =>
  `EXISTS (SELECT 1 FROM product_categories fpc WHERE fpc.product_id = ${alias}.id AND fpc.category_id IN (
    WITH RECURSIVE fsub(id) AS (
      SELECT id FROM categories WHERE url_path = json_extract(${document}, '$.category')
      UNION ALL SELECT c.id FROM categories c JOIN fsub ON c.parent_id = fsub.id)
    SELECT id FROM fsub))`

/** The listing has one of the chosen values of the attribute. */
const hasAttribute = (alias: string, code: ProductAttributeCode, document: string) =>
  `EXISTS (SELECT 1 FROM product_attributes fa WHERE fa.product_id = ${alias}.id AND fa.attribute = '${code}'
    AND fa.value IN (SELECT value FROM json_each(${document}, '$.attributes.${code}')))`

/**
 * The chosen filters' groups on the listing row `alias`. A contract filter without a company reads
 * nothing (the routes refuse it before), a medicine filter in a view without medicines nothing
 * either: the view has already left every medicine out.
 */
export function filterGroups(
  filters: ListingFilters,
  alias: string,
  view: { withoutDrugs: boolean; companyId?: number | null },
): FilterGroup[] {
  const document = filterDocument(filters)
  const groups: FilterGroup[] = []
  if (filters.category) groups.push({ key: 'category', sql: inCategoryOf(alias, document) })
  if (filters.stock) groups.push({ key: 'stock', sql: `${alias}.in_stock = 1` })
  if (filters.cold) groups.push({ key: 'cold', sql: isColdChainProduct(alias) })
  if (filters.contract)
    groups.push({
      key: 'contract',
      sql: view.companyId != null ? hasContractPrice(alias, view.companyId) : '0',
    })
  if (filters.medicine && !view.withoutDrugs)
    groups.push({
      key: 'medicine',
      sql: filters.medicine === 'yes' ? isDrugListing(alias) : `NOT ${isDrugListing(alias)}`,
    })
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    if ((filters.attributes[code]?.length ?? 0) > 0)
      groups.push({ key: code, sql: hasAttribute(alias, code, document) })
  }
  return groups
}

/** SQL: every group holds, but the one left out (`1` when none is left). */
export const allGroups = (groups: FilterGroup[], except?: string): string =>
  groups
    .filter((group) => group.key !== except)
    .map((group) => `(${group.sql})`)
    .join(' AND ') || '1'

/** SQL to AND into a query over the listing `alias`: nothing without filters. */
export const filterClause = (groups: FilterGroup[]): string => (groups.length === 0 ? '' : ` AND ${allGroups(groups)}`)
