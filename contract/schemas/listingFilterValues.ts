/**
 * The values of a listing's filter parameters (contract/schemas/listingFilters.ts): what /api's
 * query schemas (contract/schemas/listingQueries.ts) check them by, and the listing pages'
 * filter helpers (contract/schemas/listingFilters.ts) read them (docs/decisions/030-home-js.md).
 */

export const FILTER_VALUE_SEPARATOR = '|'
/** At most this many values per attribute, and this long each: a URL a page's links can make. */
export const MAX_FILTER_VALUES = 20
export const MAX_FILTER_VALUE_CHARS = 60
export const MEDICINE_VALUES = ['yes', 'no'] as const

/** An attribute parameter's values: split, trimmed, empty and repeated ones dropped. */
export function splitFilterValues(raw: string): string[] {
  return [...new Set(raw.split(FILTER_VALUE_SEPARATOR).map((value) => value.trim()))].filter((value) => value !== '')
}
