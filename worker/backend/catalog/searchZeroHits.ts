import { helsinkiToday, zeroHitQuery } from '../../search/zeroHits'

/**
 * Counts the searches that found nothing, per Helsinki day, so the operator can add synonyms
 * where buyers fail (docs/decisions/066-search-synonyms-and-zero-hits.md). Only the normalised
 * query is written (worker/search/zeroHits.ts).
 */

/** Adds one to today's count of a query that found nothing. */
export function zeroHitStatement(db: D1Database, query: string, nowMs: number): D1PreparedStatement | null {
  const normal = zeroHitQuery(query)
  if (!normal) return null
  return db
    .prepare(
      `INSERT INTO search_zero_hits (day, query, count) VALUES (?1, ?2, 1)
       ON CONFLICT (day, query) DO UPDATE SET count = count + 1`,
    )
    .bind(helsinkiToday(nowMs), normal)
}

/**
 * Counts after the answer has gone (waitUntil), so a search never waits for the write; a failed
 * write is logged and forgotten.
 */
export function countZeroHitInBackground(
  db: D1Database,
  query: string,
  waitUntil: ((promise: Promise<unknown>) => void) | null,
  nowMs = Date.now(),
): Promise<void> | void {
  const statement = zeroHitStatement(db, query, nowMs)
  if (!statement) return
  const work = statement
    .run()
    .then(() => undefined)
    .catch((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', message: 'zero-hit count failed', error: String(error) })),
    )
  if (waitUntil) waitUntil(work)
  else return work
}
