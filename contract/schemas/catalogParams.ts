/**
 * Values of the catalogue's URL parameters (contract/schemas/catalog.ts). Plain values with no
 * valibot, so a route's search validation can use them without pulling the catalogue schemas
 * into the root chunk of the app.
 */

/** The whole-catalogue category (spec §2: /category/kaikki-tuotteet is all products). */
export const ALL_PRODUCTS_PATH = 'kaikki-tuotteet'
/**
 * The orders of a category's products. `newest` reads the new-from date (none last); the price
 * orders read the customer's own price, the contract price where it applies (contract/pricing.ts
 * priceView), so they are private to the customer and never offered to a guest
 * (docs/decisions/063-search-paging-and-sort.md).
 */
export const SORTS = ['position', 'name_asc', 'name_desc', 'newest', 'price_asc', 'price_desc'] as const
/** The orders of search results: relevance first (docs/decisions/022-finnish-product-search.md), then the listing's. */
export const SEARCH_SORTS = ['relevance', 'name_asc', 'name_desc', 'newest', 'price_asc', 'price_desc'] as const
export type ListingSort = (typeof SORTS)[number]
export type SearchSort = (typeof SEARCH_SORTS)[number]
export type AnySort = ListingSort | SearchSort
/** The orders a guest may not ask for: a guest sees no price (spec §1). */
export const PRICE_SORTS = ['price_asc', 'price_desc'] as const
export const isPriceSort = (sort: string): sort is (typeof PRICE_SORTS)[number] =>
  (PRICE_SORTS as readonly string[]).includes(sort)
/** The order a visitor gets: a guest's price order (from a shared link) is the page's default. */
export const allowedSort = <S extends AnySort>(sort: S, loggedIn: boolean, fallback: S): S =>
  loggedIn || !isPriceSort(sort) ? sort : fallback
/** The orders a visitor may choose: a guest none by price. */
export const sortsFor = <S extends AnySort>(sorts: readonly S[], loggedIn: boolean): S[] =>
  sorts.filter((s) => loggedIn || !isPriceSort(s))

export const PAGE_SIZES = [24, 48, 96] as const
/** The page size of the category page and the search results page alike: one place. */
export const LISTING_PAGE_SIZE = PAGE_SIZES[0]

/**
 * The highest page number anyone may ask for. Listings clamp a page past their last one to the
 * last page anyway (worker/backend/catalog); this bound only keeps the offset arithmetic small.
 */
export const MAX_PAGE = 1_000_000

/**
 * A paging number from a URL (issue: out-of-range paging is clamped, not refused). A number,
 * or text that reads as one, is cut to an integer inside [min, max]; anything else (missing,
 * empty, "abc") is the fallback. The API and the category page's URL apply this same rule, so
 * `?page=abc` is page 1 and `?page=-3` is page 1 in both.
 */
export function clampInt(raw: unknown, min: number, max: number, fallback: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  if (Number.isNaN(n)) return fallback
  return Math.min(max, Math.max(min, Math.trunc(n)))
}

/** A category page size: the smallest of PAGE_SIZES that holds the asked number, at most the largest. */
export function categoryPageSize(raw: unknown): number {
  const [smallest, , largest] = PAGE_SIZES
  const n = clampInt(raw, smallest, largest, smallest)
  return PAGE_SIZES.find((size) => size >= n) ?? largest
}
