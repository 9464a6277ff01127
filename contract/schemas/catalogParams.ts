/**
 * Values of the catalogue's URL parameters (contract/schemas/catalog.ts). Plain values with no
 * valibot, so a route's search validation can use them without pulling the catalogue schemas
 * into the root chunk of the app.
 */

/** The whole-catalogue category (spec §2: /category/kaikki-tuotteet is all products). */
export const ALL_PRODUCTS_PATH = 'kaikki-tuotteet'
export const SORTS = ['position', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const
export const PAGE_SIZES = [24, 48, 96] as const
