import type { Limit } from './limits'

export interface Count {
  /** Requests in the current window, this one included. */
  count: number
  /** When the current window ends (unix seconds). */
  windowEnds: number
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Keys are hashed: the table holds no e-mail or address in clear. */
export async function counterKey(parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Counts one request in the key's fixed window (migrations/0008_auth_throttle.sql), starting a
 * new window when the last one has ended. One statement, so parallel requests cannot both
 * read the same count.
 */
export async function countRequest(db: D1Database, key: string, limit: Limit, now = nowSeconds()): Promise<Count> {
  const row = await db
    .prepare(
      `INSERT INTO throttle_counters (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(key, now, limit.windowSeconds)
    .first<{ count: number; window_start: number }>()
  if (!row) return { count: 1, windowEnds: now + limit.windowSeconds }
  return { count: row.count, windowEnds: row.window_start + limit.windowSeconds }
}

/** Forgets a key's window (an account's failed logins after a successful one). */
export async function clearCount(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM throttle_counters WHERE key = ?1').bind(key).run()
}

/** Takes one request back out of a key's window (a successful login is not a failure). */
export async function uncountRequest(db: D1Database, key: string): Promise<void> {
  await db.prepare('UPDATE throttle_counters SET count = MAX(count - 1, 0) WHERE key = ?1').bind(key).run()
}

/** Housekeeping: windows that ended a day ago or more. */
export const DELETE_ENDED_COUNTERS = 'DELETE FROM throttle_counters WHERE window_start <= ?1 - 86400'
