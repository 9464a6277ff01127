/**
 * Counts the searches that found nothing, per Helsinki day (docs/decisions/066-search-synonyms-and-zero-hits.md).
 * The interface the tests pin; the counting comes with the change.
 */
export function countZeroHitInBackground(
  _db: D1Database,
  _query: string,
  _waitUntil: ((promise: Promise<unknown>) => void) | null,
  _nowMs = Date.now(),
): Promise<void> | void {
  throw new Error('zero-hit counting is not there yet')
}
