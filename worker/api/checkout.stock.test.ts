import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import { readOutbox } from '../mail/outbox'
import { customerWithScope, getJson } from '../test/customerFixtures'
import { login, postJson, USERS, type CookieJar } from '../test/helpers'
import { ADDRESS, addToCart, cartOf, countRows } from '../test/cartFixtures'

/**
 * Stock in the order (docs/decisions/073-availability.md): what a line ships now is taken from the
 * shelf in the order's own D1 batch; a line that cannot ship in full waits for the buyer's choice;
 * two buyers never both get the last packs.
 */

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
const placeOrder = (jar: CookieJar, cartId: string) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })
const choose = (jar: CookieJar, cart_item_id: number, fulfilment: string) =>
  postJson('/api/cart/fulfilment', { cart_item_id, fulfilment }, { jar })

async function readyCart(jar: CookieJar, lines: [string, number][]): Promise<Cart> {
  for (const [sku, quantity] of lines) await cartOf(addToCart(jar, sku, quantity))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  return cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
}

const setStock = (sku: string, available: number | null, restock: string | null = null) =>
  env.DB.prepare('UPDATE products SET available = ?2, restock_date = ?3 WHERE sku = ?1')
    .bind(sku, available, restock)
    .run()

const stockOf = async (sku: string) =>
  env.DB.prepare('SELECT available, in_stock FROM products WHERE sku = ?')
    .bind(sku)
    .first<{ available: number | null; in_stock: number }>()

const orderLinesOf = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT l.sku, l.quantity, l.reserved_qty, l.backordered_qty, l.fulfilment, l.expected_date
     FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.line_no`,
  )
    .bind(orderNumber)
    .all()
    .then((r) => r.results)

describe('a line that cannot ship in full', () => {
  it('shows what ships now, and the order waits for the buyer to choose (409 naming the line)', async () => {
    await setStock('HOI-2001', 4, '2026-12-15')
    const { jar } = await login()
    const cart = await readyCart(jar, [['HOI-2001', 10]])
    const line = cart.items[0]!
    expect(line.ships_now).toBe(4)
    expect(line.fulfilment).toBeNull()
    expect(line.product.availability).toMatchObject({ available: 4, restock_date: '2026-12-15' })

    const refused = await placeOrder(jar, cart.id as string)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message: expect.stringContaining('saatavilla 4 / 10 kpl'),
      fields: { [`items.${line.id}.fulfilment`]: expect.stringContaining('valitse') },
    })
    expect(await countRows('SELECT * FROM orders')).toBe(0)
    expect((await stockOf('HOI-2001'))?.available).toBe(4)
  })

  it('waits for all of it when the buyer chooses so: the 4 on the shelf are held, 6 are backordered with the date', async () => {
    await setStock('HOI-2001', 4, '2026-12-15')
    const { jar } = await login()
    const cart = await readyCart(jar, [['HOI-2001', 10]])
    const chosen = await cartOf(choose(jar, cart.items[0]!.id, 'backorder'))
    expect(chosen.items[0]?.fulfilment).toBe('backorder')

    const res = await placeOrder(jar, cart.id as string)
    expect(res.status).toBe(200)
    const { order } = (await res.json()) as { order: { order_number: string } }
    expect(await orderLinesOf(order.order_number)).toEqual([
      {
        sku: 'HOI-2001',
        quantity: 10,
        reserved_qty: 4,
        backordered_qty: 6,
        fulfilment: 'backorder',
        expected_date: '2026-12-15',
      },
    ])
    // Taken from the shelf, and the ships-now flag follows the count (search and filters read it).
    expect(await stockOf('HOI-2001')).toEqual({ available: 0, in_stock: 0 })
    // The order and its confirmation say what was chosen.
    const detail = (await (await getJson(`/api/customer/orders/${order.order_number}`, { jar })).json()) as {
      order: { items: { backorder: unknown }[] }
    }
    expect(detail.order.items[0]?.backorder).toEqual({
      quantity: 6,
      fulfilment: 'backorder',
      expected_date: '2026-12-15',
    })
    const mails = await readOutbox(env.DB, USERS.normal)
    expect(mails.map((m) => m.body_text).join('\n')).toContain(
      'Jälkitoimitus 6 kpl, arvio 15.12. – toimitetaan kerralla',
    )
  })

  it('ships in parts when the buyer chooses so, and a line that ships in full records no choice', async () => {
    await setStock('HOI-2001', 4, null)
    await setStock('HOI-1001', 50)
    const { jar } = await login()
    const cart = await readyCart(jar, [
      ['HOI-2001', 10],
      ['HOI-1001', 3],
    ])
    await cartOf(choose(jar, cart.items[0]!.id, 'partial'))
    const res = await placeOrder(jar, cart.id as string)
    const { order } = (await res.json()) as { order: { order_number: string } }
    expect(await orderLinesOf(order.order_number)).toEqual([
      {
        sku: 'HOI-2001',
        quantity: 10,
        reserved_qty: 4,
        backordered_qty: 6,
        fulfilment: 'partial',
        expected_date: null,
      },
      { sku: 'HOI-1001', quantity: 3, reserved_qty: 3, backordered_qty: 0, fulfilment: null, expected_date: null },
    ])
    expect((await stockOf('HOI-1001'))?.available).toBe(47)
  })

  it('refuses a choice of no known kind, in Finnish, and a line of someone else’s cart as unknown', async () => {
    const { jar } = await login()
    const cart = await readyCart(jar, [['HOI-2001', 1]])
    const bad = await choose(jar, cart.items[0]!.id, 'swap')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { fulfilment: expect.stringContaining('Valitse') } })
    const { jar: other } = await customerWithScope(['checkout'])
    await cartOf(addToCart(other, 'HOI-1001', 1))
    expect((await choose(other, cart.items[0]!.id, 'backorder')).status).toBe(404)
  })

  it('refuses a discontinued product: not added, and not ordered if it was in the cart', async () => {
    const { jar } = await login()
    const cart = await readyCart(jar, [['HOI-2001', 1]])
    await env.DB.prepare("UPDATE products SET discontinued = 1 WHERE sku = 'HOI-2001'").run()
    const res = await placeOrder(jar, cart.id as string)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('poistunut valikoimasta') })
    const add = await addToCart(jar, 'HOI-2001', 1)
    expect(add.status).toBe(409)
    expect(await countRows('SELECT * FROM orders')).toBe(0)
  })

  it('takes nothing twice when the same order is placed again (a double click)', async () => {
    await setStock('HOI-1001', 20)
    const { jar } = await login()
    const cart = await readyCart(jar, [['HOI-1001', 5]])
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(jar, cart.id as string)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect((await stockOf('HOI-1001'))?.available).toBe(15)
  })
})

describe('the race for the last packs', () => {
  it('sells exactly what is available, in total, however the orders interleave', async () => {
    const buyers = await Promise.all([0, 1, 2, 3].map(() => customerWithScope(['checkout'])))
    for (let round = 0; round < 5; round++) {
      await setStock('HOI-2001', 5)
      const carts = await Promise.all(buyers.map(({ jar }) => readyCart(jar, [['HOI-2001', 5]])))
      const answers = await Promise.all(buyers.map(({ jar }, i) => placeOrder(jar, carts[i]!.id as string)))
      const statuses = answers.map((a) => a.status).sort()
      // One buyer gets the 5; the others' lines now ship 0 of 5 and come back to choose.
      expect(statuses, `round ${round}`).toEqual([200, 409, 409, 409])
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(await answer.json()).toMatchObject({ message: expect.stringContaining('saatavilla 0 / 5 kpl') })
      }
      const sold = await env.DB.prepare(
        "SELECT COALESCE(SUM(reserved_qty), 0) AS n FROM order_lines WHERE sku = 'HOI-2001'",
      ).first<{ n: number }>()
      expect(sold?.n).toBe(5 * (round + 1))
      expect((await stockOf('HOI-2001'))?.available).toBe(0)
      await env.DB.prepare(
        "DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE status = 'active')",
      ).run()
    }
  })
})
