import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { placeOrder } from './placeOrder'
import { addItem, ensureCustomerCart, updateCheckout } from './store'

const ADDRESS = {
  firstname: 'Testi',
  lastname: 'Käyttäjä',
  company: 'Eläinklinikka Testi Oy',
  street: ['Klinikkatie 5'],
  postcode: '00100',
  city: 'Helsinki',
  country_code: 'FI' as const,
  telephone: '040 123 4567',
}

async function readyCart(): Promise<string> {
  const cartId = await ensureCustomerCart(env.DB, 1)
  await addItem(env.DB, cartId, 4, 2) // HOI-1001
  await updateCheckout(env.DB, cartId, { shippingAddress: ADDRESS })
  await updateCheckout(env.DB, cartId, { shippingMethod: 'posti' })
  await updateCheckout(env.DB, cartId, { paymentMethod: 'invoice' })
  await updateCheckout(env.DB, cartId, { billingAddress: 'same-as-shipping' })
  return cartId
}

/**
 * A D1 on which another request lands just before batch number `at`: placeOrder's first batch
 * reads and prices the cart, its second writes the order.
 */
function racingDb(at: 1 | 2, interfere: () => Promise<unknown>): D1Database {
  let batches = 0
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (++batches === at) await interfere()
          return target.batch(statements)
        }
      }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

describe('placeOrder against a cart that changes under it', () => {
  it('prices the cart again, so the order holds the line added between pricing and writing', async () => {
    const cartId = await readyCart()
    const db = racingDb(2, () => addItem(env.DB, cartId, 6, 1)) // HOI-2001
    const number = await placeOrder(db, 1, cartId)

    const { results } = await env.DB.prepare(
      'SELECT l.sku, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.line_no',
    )
      .bind(number)
      .all()
    expect(results).toEqual([
      { sku: 'HOI-1001', quantity: 2 },
      { sku: 'HOI-2001', quantity: 1 },
    ])
    const order = await env.DB.prepare('SELECT subtotal_cents FROM orders WHERE order_number = ?').bind(number).first()
    expect(order).toEqual({ subtotal_cents: 2 * 890 + 1200 })
  })

  it.each([1, 2] as const)('answers the order that another request placed just before batch %i', async (at) => {
    const cartId = await readyCart()
    let other = ''
    const db = racingDb(at, async () => {
      other = await placeOrder(env.DB, 1, cartId)
    })
    expect(await placeOrder(db, 1, cartId)).toBe(other)
    expect(other).toMatch(/^W\d+$/)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first('n')).toBe(1)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM order_lines').first('n')).toBe(1)
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM carts WHERE status = 'active'").first('n')).toBe(1)
  })
})
