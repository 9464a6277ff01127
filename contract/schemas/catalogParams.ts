/**
 * Values of the catalogue's URL parameters (contract/schemas/catalog.ts). Plain values with no
 * valibot, so a route's search validation can use them without pulling the catalogue schemas
 * into the root chunk of the app.
 */

/** The whole-catalogue category (spec §2: /category/kaikki-tuotteet is all products). */
export const ALL_PRODUCTS_PATH = 'kaikki-tuotteet'
export const SORTS = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const
export const PAGE_SIZES = [24, 48, 96] as const

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
