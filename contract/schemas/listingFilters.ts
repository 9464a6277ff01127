import { PRODUCT_ATTRIBUTE_CODES, type ProductAttributeCode } from '../productAttributes'
import {
  FILTER_VALUE_SEPARATOR,
  MAX_FILTER_VALUE_CHARS,
  MAX_FILTER_VALUES,
  splitFilterValues,
} from './listingFilterValues'

export {
  FILTER_VALUE_SEPARATOR,
  MAX_FILTER_VALUE_CHARS,
  MAX_FILTER_VALUES,
  MEDICINE_VALUES,
  splitFilterValues,
} from './listingFilterValues'

/**
 * The filters of a listing (docs/decisions/069-facets-and-filters.md): what a buyer narrows a
 * category or a search by, as URL parameters shared by the page's address, /api and the
 * upstream. Plain values with no valibot, so a route's search validation can use them without
 * pulling the catalogue schemas into the root chunk.
 *
 * - `category` (search only): a category's url_path; the hits in its subtree.
 * - `stock=1`: in stock. `cold=1`: cold chain. `contract=1`: products with the customer's
 *   contract price (customers only). `medicine=yes|no`: medicines or everything else (never for
 *   a denyMedListing customer, who sees no medicine at all).
 * - One parameter per attribute code (contract/productAttributes.ts): its chosen values joined by
 *   `|` (values hold commas: "0,5 ml"). Values of one attribute are alternatives (OR); the
 *   filters of different groups all hold (AND).
 */
export interface ListingFilters {
  category?: string
  stock?: true
  cold?: true
  contract?: true
  medicine?: 'yes' | 'no'
  attributes: Partial<Record<ProductAttributeCode, string[]>>
}

/** The flag filters' parameters: `1` switches one on. */
export const FLAG_FILTERS = ['stock', 'cold', 'contract'] as const
export type FlagFilter = (typeof FLAG_FILTERS)[number]
const CATEGORY_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

export const NO_FILTERS: ListingFilters = { attributes: {} }

/**
 * The filters of a page's address, leniently: what is not a filter, or not a valid one, is
 * left out (a mistyped link shows the listing unfiltered instead of an error page). /api reads
 * the same parameters strictly (contract/schemas/listingQueries.ts ListingFilterEntries).
 */
export function filtersFromParams(params: Record<string, unknown>): ListingFilters {
  const text = (key: string) => {
    const raw = params[key]
    return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : ''
  }
  const filters: ListingFilters = { attributes: {} }
  const category = text('category')
  if (category.length <= 300 && CATEGORY_PATH.test(category)) filters.category = category
  for (const flag of FLAG_FILTERS) if (text(flag) === '1') filters[flag] = true
  const medicine = text('medicine')
  if (medicine === 'yes' || medicine === 'no') filters.medicine = medicine
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    const values = splitFilterValues(text(code))
    if (
      values.length > 0 &&
      values.length <= MAX_FILTER_VALUES &&
      values.every((v) => v.length <= MAX_FILTER_VALUE_CHARS)
    )
      filters.attributes[code] = values
  }
  return filters
}

/**
 * The filters as URL parameters, in one fixed order (so one listing has one address and one
 * cache key); values of an attribute sorted.
 */
export function filterParams(filters: ListingFilters): Record<string, string> {
  const params: Record<string, string> = {}
  if (filters.category) params.category = filters.category
  for (const flag of FLAG_FILTERS) if (filters[flag]) params[flag] = '1'
  if (filters.medicine) params.medicine = filters.medicine
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    const values = filters.attributes[code]
    if (values && values.length > 0) params[code] = [...values].sort().join(FILTER_VALUE_SEPARATOR)
  }
  return params
}

/** Whether any filter narrows the listing (the search category counts). */
export const hasFilters = (filters: ListingFilters): boolean => Object.keys(filterParams(filters)).length > 0

/** The filters a visitor may use: a guest has no contract, a denyMedListing customer no medicine filter. */
export function allowedFilters(
  filters: ListingFilters,
  view: { loggedIn: boolean; medicines: boolean },
): ListingFilters {
  const { contract, medicine, ...rest } = filters
  return {
    ...rest,
    ...(contract && view.loggedIn ? { contract } : {}),
    ...(medicine && view.medicines ? { medicine } : {}),
  }
}

/** The filters with one attribute value chosen or unchosen. */
export function toggleAttribute(filters: ListingFilters, code: ProductAttributeCode, value: string): ListingFilters {
  const current = filters.attributes[code] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  const attributes = { ...filters.attributes }
  if (next.length > 0) attributes[code] = next
  else delete attributes[code]
  return { ...filters, attributes }
}

/** The filters with a flag switched. */
export function toggleFlag(filters: ListingFilters, flag: FlagFilter): ListingFilters {
  const next = { ...filters }
  if (next[flag]) delete next[flag]
  else next[flag] = true
  return next
}

/** The filters of an /api query its schema has parsed (contract/schemas/listingQueries.ts ListingFilterEntries). */
export function filtersOfQuery(
  query: { category?: string; medicine?: 'yes' | 'no' } & Partial<Record<FlagFilter, '1'>> &
    Partial<Record<ProductAttributeCode, string[]>>,
): ListingFilters {
  const filters: ListingFilters = { attributes: {} }
  if (query.category) filters.category = query.category
  for (const flag of FLAG_FILTERS) if (query[flag] === '1') filters[flag] = true
  if (query.medicine) filters.medicine = query.medicine
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    const values = query[code]
    if (values && values.length > 0) filters.attributes[code] = values
  }
  return filters
}
