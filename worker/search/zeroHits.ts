/**
 * Searches that found nothing (docs/decisions/066-search-synonyms-and-zero-hits.md): the query
 * as it is counted, and the listing `npm run search:zero-hits` prints. The interface the tests
 * pin; the normalising and the listing come with the change.
 */
const pending = (): never => {
  throw new Error('zero-hit listing is not there yet')
}

export interface ZeroHitRow {
  query: string
  searches: number
  days: number
  last: string
}

export const zeroHitQuery = (_query: string): string | null => pending()
export const helsinkiToday = (_nowMs = Date.now()): string => pending()
export const topZeroHitsSql = (_days: number, _today: string): string => pending()
export const collapsePrefixes = (_rows: readonly ZeroHitRow[]): ZeroHitRow[] => pending()
export const formatZeroHits = (_rows: readonly ZeroHitRow[], _days: number): string => pending()
