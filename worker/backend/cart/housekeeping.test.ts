import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { GUEST_CART_IDLE_SECONDS, housekeeping } from '../housekeeping'
import { nowSeconds } from '../tokens'

async function insertCart(id: string, customerId: number | null, updatedAgo: number, status = 'active', lines = 1) {
  const updated = nowSeconds() - updatedAgo
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO carts (id, customer_id, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)',
    ).bind(id, customerId, status, updated),
    ...Array.from({ length: lines }, () =>
      env.DB.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, created_at) VALUES (?1, 4, 2, ?2)').bind(
        id,
        updated,
      ),
    ),
  ])
}

const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((r) => r.id).sort()

describe('housekeeping of carts', () => {
  it('deletes guest carts untouched for 30 days with their lines, and nothing else', async () => {
    const day = 24 * 60 * 60
    await insertCart('a'.repeat(32), null, GUEST_CART_IDLE_SECONDS + day) // abandoned
    await insertCart('b'.repeat(32), null, GUEST_CART_IDLE_SECONDS + day, 'merged') // merged long ago
    await insertCart('c'.repeat(32), null, GUEST_CART_IDLE_SECONDS - day) // still in use
    await insertCart('d'.repeat(32), 1, GUEST_CART_IDLE_SECONDS + 90 * day) // a customer's cart stays
    // A guest who emptied the cart and left (docs/decisions/021-guest-cart-at-first-add.md: no other way leaves an empty one).
    await insertCart('e'.repeat(32), null, GUEST_CART_IDLE_SECONDS + day, 'active', 0)

    const removed = await housekeeping(env.DB)
    expect(removed.guestCarts).toBe(3)
    expect(await ids('SELECT id FROM carts')).toEqual(['c'.repeat(32), 'd'.repeat(32)])
    expect(await ids('SELECT DISTINCT cart_id AS id FROM cart_items')).toEqual(['c'.repeat(32), 'd'.repeat(32)])
  })
})
