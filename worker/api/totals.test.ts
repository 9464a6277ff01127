import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import type { OrderDetail, OrderTotals } from '../../contract/schemas/orders'
import { readOutbox } from '../mail/outbox'
import { login, postJson, USERS, type CookieJar } from '../test/helpers'
import { ADDRESS, addToCart, cartOf, deleteItem, getCart } from '../test/cartFixtures'
import { getJson } from '../test/customerFixtures'
import { insertInvoice } from '../test/orderFixtures'

/**
 * Every column of figures that looks like a sum is one, to the cent
 * (docs/decisions/015-totals-add-up.md): subtotal at list prices − discounts + shipping + VAT
 * per rate = grand total, and the rows add up to the subtotal less the discounts. Checked over
 * random carts (mixed VAT classes, contract, catalogue and list prices, every shipping method)
 * for the cart API, and for the placed order, its invoice and its confirmation mail.
 */

const cents = (value: number) => Math.round(value * 100)
const SKUS = [
  'LAA-1001',
  'LAA-1002',
  'LAA-2001',
  'HOI-1001',
  'HOI-1002',
  'HOI-2001',
  'RUO-1001',
  'RUO-1002',
  'RUO-2001',
]
/** seed/test.sql's VAT classes: medicines 10 % (the medicated feed RUO-2001 too), food 14 %, other 25,5 %. */
const vatOf = (sku: string) => (sku.startsWith('LAA') || sku === 'RUO-2001' ? 10 : sku.startsWith('RUO') ? 14 : 25.5)

/** A small deterministic generator: the same carts on every run, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
}

function expectCartAddsUp(cart: Cart) {
  const prices = cart.prices
  if (!prices) throw new Error('a customer cart has prices')
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method?.amount.value ?? 0
  const discount = prices.discounts.reduce((sum, d) => sum + cents(d.amount.value), 0)
  const taxes = prices.applied_taxes.reduce((sum, t) => sum + cents(t.amount.value), 0)
  const rows = cart.items.reduce((sum, item) => sum + cents(item.prices?.row_total.value ?? 0), 0)
  expect(cents(prices.subtotal_excluding_tax.value) - discount + cents(shipping) + taxes).toBe(
    cents(prices.grand_total.value),
  )
  expect(cents(prices.subtotal_excluding_tax.value) - discount).toBe(rows)
  for (const item of cart.items) {
    expect(cents(item.prices?.price.value ?? 0) * item.quantity).toBe(cents(item.prices?.row_total.value ?? 0))
  }
  // VAT is on what is paid, rounded per line, one entry per rate; shipping at 25,5 %.
  const byRate = new Map<number, number>()
  for (const item of cart.items) {
    const rate = vatOf(item.product.sku)
    const row = cents(item.prices?.row_total.value ?? 0)
    byRate.set(rate, (byRate.get(rate) ?? 0) + Math.round((row * rate * 100) / 10_000))
  }
  if (shipping > 0) byRate.set(25.5, (byRate.get(25.5) ?? 0) + Math.round((cents(shipping) * 2550) / 10_000))
  expect(taxes).toBe([...byRate.values()].reduce((a, b) => a + b, 0))
}

function expectTotalsAddUp(totals: OrderTotals) {
  const discount = totals.discounts.reduce((sum, d) => sum + cents(d.amount.value), 0)
  const taxes = totals.applied_taxes.reduce((sum, t) => sum + cents(t.amount.value), 0)
  expect(cents(totals.subtotal_excluding_tax.value) - discount + cents(totals.shipping.value) + taxes).toBe(
    cents(totals.grand_total.value),
  )
}

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

async function emptyCart(jar: CookieJar): Promise<void> {
  const { cart } = await getCart(jar)
  for (const item of cart?.items ?? []) await cartOf(deleteItem(jar, item.id))
}

/** Random contract prices for the test customer: special (type 1) and type 4, dearer or cheaper. */
async function randomContract(random: (n: number) => number): Promise<void> {
  await env.DB.prepare('DELETE FROM contract_prices WHERE customer_id = 1').run()
  for (const sku of SKUS) {
    if (random(2) === 0) continue
    await env.DB.prepare(
      'INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (1, ?, ?, ?)',
    )
      .bind(sku, 100 + random(12_000), random(2) === 0 ? 1 : 4)
      .run()
  }
}

describe('cart totals add up (property over random carts)', () => {
  beforeEach(async () => {
    await env.DB.prepare("UPDATE products SET in_stock = 1 WHERE sku = 'HOI-2002'").run()
  })

  it('for 25 random carts, with and without shipping', async () => {
    const random = generator(20261125)
    const { jar } = await login()
    for (let run = 0; run < 25; run++) {
      await randomContract(random)
      await emptyCart(jar)
      let cart: Cart | null = null
      const count = 1 + random(SKUS.length)
      for (let i = 0; i < count; i++) {
        cart = await cartOf(addToCart(jar, SKUS[random(SKUS.length)] as string, 1 + random(9)))
      }
      if (!cart) throw new Error('no cart')
      expectCartAddsUp(cart)
      const method = ['none', 'posti', 'matkahuolto', 'nouto', 'freeshipping'][random(5)] as string
      if (method !== 'none') {
        await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
        const available = (await getCart(jar)).cart?.available_shipping_methods ?? []
        if (available.some((m) => m.carrier_code === method)) {
          cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: method }))
          expectCartAddsUp(cart)
        }
      }
    }
  })
})

describe('placed orders keep adding up', () => {
  async function placeRandomOrder() {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (1, 'LAA-1001', 2000, 1)",
      ),
    ])
    const { jar } = await login(USERS.normal)
    await cartOf(addToCart(jar, 'HOI-1001', 3)) // contract 8,90 (list 9,90), 25,5 %
    await cartOf(addToCart(jar, 'RUO-1002', 1)) // contract type 4: 65,00 (list 74,90), 14 %
    await cartOf(addToCart(jar, 'LAA-1001', 2)) // 20,00 (list 24,50), 10 %
    await cartOf(addToCart(jar, 'HOI-1002', 1)) // catalogue price 12,90 (list 14,50), 25,5 %
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    expectCartAddsUp(cart)
    const place = () => step(jar, 'placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true })
    const res = await place()
    expect(res.status).toBe(200)
    const { order } = (await res.json()) as { order: { order_number: string } }
    return { jar, cart, orderNumber: order.order_number, place }
  }

  it('in the order view, with the figures the cart showed', async () => {
    const { jar, cart, orderNumber } = await placeRandomOrder()
    const res = await getJson(`/api/customer/orders/${orderNumber}`, { jar })
    expect(res.status).toBe(200)
    const { order } = (await res.json()) as { order: OrderDetail }
    expectTotalsAddUp(order.totals)
    expect(order.totals.subtotal_excluding_tax).toEqual(cart.prices?.subtotal_excluding_tax)
    expect(order.totals.discounts).toEqual(cart.prices?.discounts)
    expect(order.totals.grand_total).toEqual(cart.prices?.grand_total)
    expect(order.items.reduce((sum, l) => sum + cents(l.row_total.value), 0)).toBe(
      cents(order.totals.subtotal_excluding_tax.value) - cents(order.totals.discounts[0]?.amount.value ?? 0),
    )
  })

  it('in the invoice of the order', async () => {
    const { jar, orderNumber } = await placeRandomOrder()
    const order = await env.DB.prepare('SELECT id FROM orders WHERE order_number = ?')
      .bind(orderNumber)
      .first<{ id: number }>()
    await insertInvoice({
      id: 9,
      orderId: order?.id as number,
      invoiceNumber: 'L309999',
      issuedAt: Math.floor(Date.now() / 1000),
      dueDate: '2026-12-09',
    })
    const res = await getJson('/api/customer/invoices/L309999', { jar })
    expect(res.status).toBe(200)
    const { invoice } = (await res.json()) as { invoice: { totals: OrderTotals } }
    expect(invoice.totals.discounts.length).toBe(1)
    expectTotalsAddUp(invoice.totals)
  })

  it('in the confirmation mail, sent once however often placeOrder is retried', async () => {
    const { cart, orderNumber, place } = await placeRandomOrder()
    expect((await place()).status).toBe(200) // a retry answers the same order
    const mails = (await readOutbox(env.DB, USERS.normal)).filter((m) => m.subject.includes(orderNumber))
    expect(mails).toHaveLength(1)
    const text = mails[0]?.body_text ?? ''
    const amount = (label: string) => {
      const line = text.split('\n').find((l) => l.startsWith(label))
      const match = line?.match(/(-?[\d\u00a0]+,\d{2})\u00a0€$/)
      if (!match?.[1]) throw new Error(`no ${label} in the mail:\n${text}`)
      return Number(match[1].replace(/\u00a0/g, '').replace(',', '.'))
    }
    const subtotal = amount('Välisumma listahinnoin')
    const discount = amount('Alennus')
    const shipping = amount('Toimitus')
    const taxes = ['ALV 10 %', 'ALV 14 %', 'ALV 25,5 %'].map(amount)
    const total = amount('Yhteensä')
    expect(discount).toBeLessThan(0)
    expect(cents(subtotal) + cents(discount) + cents(shipping) + taxes.reduce((s, t) => s + cents(t), 0)).toBe(
      cents(total),
    )
    expect(total).toBe(cart.prices?.grand_total.value)
    for (const item of cart.items) expect(text).toContain(item.product.name)
  })
})
