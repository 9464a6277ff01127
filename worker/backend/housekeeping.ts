import { nowSeconds } from './tokens'

/**
 * The scheduled housekeeping of ARCHITECTURE decision 12. Deletes expired tokens; later
 * features add their own tables (used reset and login links, abandoned guest carts) here.
 */
export async function housekeeping(db: D1Database, now = nowSeconds()): Promise<{ tokens: number }> {
  const tokens = await db.prepare('DELETE FROM tokens WHERE expires_at <= ?1 OR max_expires_at <= ?1').bind(now).run()
  return { tokens: tokens.meta.changes ?? 0 }
}
