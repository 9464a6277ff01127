import { PRODUCT_ATTRIBUTE_CODES } from '../../../contract/productAttributes'
import type { ListingFacets } from '../../../contract/schemas/listingFacets'
import { isDrugListing } from './drugs'
import { unionAll } from './unionAll'
import { filterDocument, hasContractPrice, type FilterGroup } from './listingFilters'
import { isColdChainProduct } from '../cart/methods'
import type { ListingFilters } from '../../../contract/schemas/listingFilters'

/**
 * The facet counts of a listing (docs/decisions/069-facets-and-filters.md), one statement beside
 * the listing's page in the same batch, so a filtered page is still one D1 round trip.
 *
 * `base` is the listing before any filter: the ids of the products rows it lists. Each of them is
 * read once into `f` with one column per chosen filter group; a group's values are then counted
 * over the rows that pass every other group (values of one group are alternatives, so choosing
 * "M" keeps "L" counted as what choosing it too would add), the way Algolia's disjunctive facets
 * and Zalando's filters count. The attribute counts read the covering primary key of
 * product_attributes per listing (docs/decisions/064-product-attributes.md); nothing is counted in
 * the Worker, so the isolate's CPU does not grow with the hits.
 *
 * `parent` is the category whose subcategories the category facet counts: an id, the filter
 * document's `category` path (search), or null for the top level. A view without drugs descends
 * into no drug category (docs/decisions/012-restricted-medicines-and-guest-prices.md).
 */
/**
 * Which facets a listing answer carries: `1` the audience's (the same for every customer, so the
 * shared cache may keep them), `contract` those and the caller's contract count, for a read made
 * for that one customer (docs/decisions/069-facets-and-filters.md).
 */
export type FacetMode = '1' | 'contract'

export function facetsSql(opts: {
  base: string
  groups: FilterGroup[]
  filters: ListingFilters
  parent: { id: number } | 'filter' | null
  withoutDrugs: boolean
  /** The company whose contract count is read; null for none. */
  contractOf: number | null
}): string {
  const { groups } = opts
  const column = (group: FilterGroup) => `g_${group.key}`
  const pass = (except?: string) =>
    groups
      .filter((group) => group.key !== except)
      .map((group) => `f.${column(group)}`)
      .join(' AND ') || '1'
  const attributePass = groups.some((group) => (PRODUCT_ATTRIBUTE_CODES as readonly string[]).includes(group.key))
    ? `CASE a.attribute ${groups
        .filter((group) => (PRODUCT_ATTRIBUTE_CODES as readonly string[]).includes(group.key))
        .map((group) => `WHEN '${group.key}' THEN ${pass(group.key)}`)
        .join(' ')} ELSE ${pass()} END`
    : pass()
  const groupColumns = groups.map((group) => `, (${group.sql}) AS ${column(group)}`).join('')
  return `WITH RECURSIVE
  ${categoryTree(opts)},
  base(id) AS (${opts.base}),
  f AS MATERIALIZED (
    SELECT p.id, p.in_stock AS stock, ${isColdChainProduct('p')} AS cold,
      ${opts.withoutDrugs ? '0' : isDrugListing('p')} AS med${groupColumns}
    FROM base b JOIN products p ON p.id = b.id
  )
  ${unionAll([
    // CROSS JOIN keeps the hits first: SQLite would otherwise read every listing's categories.
    `SELECT 'attribute' AS facet, a.attribute AS code, a.value AS value, 0 AS position, COUNT(*) AS n
      FROM f CROSS JOIN product_attributes a ON a.product_id = f.id WHERE ${attributePass} GROUP BY a.attribute, a.value`,
    `SELECT 'stock', NULL, NULL, 0, COUNT(*) FROM f WHERE f.stock = 1 AND ${pass('stock')}`,
    `SELECT 'cold', NULL, NULL, 0, COUNT(*) FROM f WHERE f.cold AND ${pass('cold')}`,
    ...(opts.withoutDrugs
      ? []
      : [
          `SELECT 'medicine', CASE f.med WHEN 1 THEN 'yes' ELSE 'no' END, NULL, 0, COUNT(*)
            FROM f WHERE ${pass('medicine')} GROUP BY f.med`,
        ]),
    ...(opts.contractOf === null
      ? []
      : [
          `SELECT 'contract', NULL, NULL, 0, COUNT(*) FROM f WHERE ${hasContractPrice('f', opts.contractOf)} AND ${pass('contract')}`,
        ]),
    `SELECT 'category', c.url_path, c.name, c.position, COUNT(DISTINCT f.id)
      FROM f CROSS JOIN product_categories pc ON pc.product_id = f.id CROSS JOIN tree ON tree.cat = pc.category_id
      JOIN categories c ON c.id = tree.child WHERE ${pass()} GROUP BY tree.child`,
  ])}`
}

/**
 * `tree(cat, child)`: every category under the counted subcategories (`child`), so a listing in
 * `cat` counts for `child`. `parent` as in facetsSql.
 */
export function categoryTree(opts: SubcategoriesOf): string {
  return `tree(cat, child) AS (
    SELECT id, id FROM categories top WHERE ${subcategories('top', opts)}
    UNION ALL SELECT c.id, tree.child FROM categories c JOIN tree ON c.parent_id = tree.cat WHERE 1${noDrugCategory('c', opts.withoutDrugs)}
  )`
}

export interface SubcategoriesOf {
  parent: { id: number } | 'filter' | null
  filters: ListingFilters
  withoutDrugs: boolean
}
const noDrugCategory = (alias: string, withoutDrugs: boolean) =>
  withoutDrugs ? ` AND ${alias}.category_has_drugs = 0` : ''

/** SQL on the categories row `alias`: one of the subcategories the category facet counts. */
function subcategories(alias: string, opts: SubcategoriesOf): string {
  const parent =
    opts.parent === null
      ? 'parent_id IS NULL'
      : opts.parent === 'filter'
        ? `parent_id = (SELECT id FROM categories WHERE url_path = json_extract(${filterDocument(opts.filters)}, '$.category'))`
        : `parent_id = ${Number(opts.parent.id)}`
  return `${alias}.${parent} AND ${alias}.include_in_menu = 1${noDrugCategory(alias, opts.withoutDrugs)}`
}

/** Letter sizes smallest first; the rest as "XS" … "XXL" never are. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']
const leadingNumber = (value: string) => Number.parseFloat(value.replace(',', '.'))

/**
 * The order a buyer reads attribute values in: `yes` before `no`, letter sizes by size, values
 * that start with a number by that number ("2 ml" before "10 ml", "18G" before "22G"), the rest
 * alphabetically in Finnish. The same for every listing, whatever order the catalogue added them in.
 */
export function compareAttributeValues(a: string, b: string): number {
  const rank = (value: string) => (value === 'yes' ? 0 : value === 'no' ? 1 : 2)
  if (rank(a) !== rank(b)) return rank(a) - rank(b)
  const [letterA, letterB] = [LETTER_SIZES.indexOf(a), LETTER_SIZES.indexOf(b)]
  if (letterA >= 0 || letterB >= 0) return letterA < 0 ? 1 : letterB < 0 ? -1 : letterA - letterB
  const [numberA, numberB] = [leadingNumber(a), leadingNumber(b)]
  if (!Number.isNaN(numberA) || !Number.isNaN(numberB)) {
    if (Number.isNaN(numberA)) return 1
    if (Number.isNaN(numberB)) return -1
    if (numberA !== numberB) return numberA - numberB
  }
  return a.localeCompare(b, 'fi')
}

export interface FacetRow {
  /** A count, or (a search's, ./searchFacets.ts) a base's `hits` and `sampled` rows. */
  facet: 'attribute' | 'stock' | 'cold' | 'medicine' | 'category' | 'contract' | 'hits' | 'sampled'
  code: string | null
  value: string | null
  position: number
  n: number
  /** The hit set a search's count was taken over; null or absent for an exact count. */
  base?: number | null
}

/** 1234 → 1200: an estimate shown with no more digits than it has. */
const twoDigits = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1)
  return Math.round(n / unit) * unit
}

/**
 * A search's counts taken over a sample scaled to its base's hits (./searchFacets.ts), and
 * whether any is an estimate; a category page's rows are exact as they are.
 */
function scaled(rows: FacetRow[]): { rows: FacetRow[]; approximate: boolean } {
  const size = (facet: 'hits' | 'sampled', base: number) =>
    rows.find((row) => row.facet === facet && row.base === base)?.n ?? 0
  // Any set read from a sample makes the answer an estimate, even where every count it gave is 0.
  const approximate = rows.some((row) => row.facet === 'hits' && row.base != null && size('sampled', row.base) < row.n)
  const counts = rows
    .filter((row) => row.facet !== 'hits' && row.facet !== 'sampled')
    .map((row) => {
      if (row.base == null) return row
      const [hits, sampled] = [size('hits', row.base), size('sampled', row.base)]
      if (sampled >= hits || sampled === 0 || row.n === 0) return row
      return { ...row, n: Math.min(hits, Math.max(1, twoDigits((row.n * hits) / sampled))) }
    })
  return { rows: counts, approximate }
}

/** The rows of facetsSql in the contract's shape: attributes in the page's order, values in the catalogue's. */
export function toFacets(counted: FacetRow[], withoutDrugs: boolean): ListingFacets {
  const { rows, approximate } = scaled(counted)
  const contract = rows.find((row) => row.facet === 'contract')
  const count = (facet: FacetRow['facet'], code: string | null = null) =>
    rows.find((row) => row.facet === facet && row.code === code)?.n ?? 0
  const byPosition = (a: FacetRow, b: FacetRow) => a.position - b.position
  const facets: ListingFacets = {
    categories: rows
      .filter((row) => row.facet === 'category' && row.n > 0)
      .sort(byPosition)
      .map((row) => ({ url_path: row.code ?? '', name: row.value ?? '', count: row.n })),
    in_stock: count('stock'),
    cold_chain: count('cold'),
    attributes: PRODUCT_ATTRIBUTE_CODES.map((code) => ({
      code,
      values: rows
        .filter((row) => row.facet === 'attribute' && row.code === code && row.n > 0)
        .map((row) => ({ value: row.value ?? '', count: row.n }))
        .sort((a, b) => compareAttributeValues(a.value, b.value)),
    })).filter((attribute) => attribute.values.length > 0),
  }
  if (!withoutDrugs) facets.medicine = { yes: count('medicine', 'yes'), no: count('medicine', 'no') }
  if (contract) facets.contract = contract.n
  if (approximate) facets.approximate = true
  return facets
}
