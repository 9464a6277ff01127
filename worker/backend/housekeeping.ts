import { nowSeconds } from './tokens'

/** Guest carts untouched this long are abandoned; the guest_cart cookie lives as long (spec §9). */
export const GUEST_CART_IDLE_SECONDS = 30 * 24 * 60 * 60

/**
 * The scheduled housekeeping of ARCHITECTURE decision 12. Deletes expired tokens and guest
 * carts untouched for 30 days (with their lines); later features add their own tables (used
 * reset and login links) here.
 */
export async function housekeeping(
  db: D1Database,
  now = nowSeconds(),
): Promise<{ tokens: number; guestCarts: number }> {
  const abandoned = 'SELECT id FROM carts WHERE customer_id IS NULL AND updated_at <= ?1'
  const [tokens, , guestCarts] = await db.batch([
    db.prepare('DELETE FROM tokens WHERE expires_at <= ?1 OR max_expires_at <= ?1').bind(now),
    db.prepare(`DELETE FROM cart_items WHERE cart_id IN (${abandoned})`).bind(now - GUEST_CART_IDLE_SECONDS),
    db.prepare(`DELETE FROM carts WHERE id IN (${abandoned})`).bind(now - GUEST_CART_IDLE_SECONDS),
  ])
  return { tokens: tokens?.meta.changes ?? 0, guestCarts: guestCarts?.meta.changes ?? 0 }
}
