import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import { backend } from '../backend/app'
import { CookieJar, login, postJson, setCookies, USERS } from '../test/helpers'
import { customerWithScope } from '../test/customerFixtures'
import { ADDRESS, addCatalogueExtras, addToCart, cartOf, countRows, getCart, updateItem } from '../test/cartFixtures'

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
const placeOrder = (jar: CookieJar, cartId: string) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })

async function currentCart(jar: CookieJar): Promise<Cart> {
  const { cart } = await getCart(jar)
  if (!cart?.id) throw new Error('no customer cart')
  return cart
}

/** A logged-in customer whose cart is ready to order: lines, address, posti, invoice, billing. */
async function readyCart(lines: [string, number][] = [['HOI-1001', 3]]) {
  const { jar } = await login()
  for (const [sku, quantity] of lines) await cartOf(addToCart(jar, sku, quantity))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
  return { jar, cart, cartId: cart.id as string }
}

const orderCount = () => countRows('SELECT * FROM orders')

describe('checkout needs a login', () => {
  it.each([
    ['shippingAddress', { address: ADDRESS }],
    ['shippingMethods', { carrier_code: 'posti' }],
    ['paymentMethod', { code: 'invoice' }],
    ['billingAddress', { same_as_shipping: true }],
    ['placeOrder', { cart_id: '0'.repeat(32) }],
  ])('answers a guest 401 on %s', async (path, body) => {
    const jar = new CookieJar()
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const res = await step(jar, path, body)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Kirjaudu sisään tehdäksesi tilauksen.' })
  })
})

describe('checkout needs the checkout scope (spec §6)', () => {
  it.each([
    ['shippingAddress', { address: ADDRESS }],
    ['shippingMethods', { carrier_code: 'posti' }],
    ['paymentMethod', { code: 'invoice' }],
    ['billingAddress', { same_as_shipping: true }],
  ])('answers a customer without it 403 on %s', async (path, body) => {
    const { jar } = await customerWithScope(['orders', 'invoices', 'shoppinglists'])
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const res = await step(jar, path, body)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('tehdä tilauksia') })
  })

  it('refuses placeOrder with 403 and creates no order, even for a cart made ready before the scope was taken away', async () => {
    const { jar, cartId } = await readyCart()
    await env.DB.prepare(`UPDATE customers SET scope = '["orders","invoices"]' WHERE id = 1`).run()
    const res = await placeOrder(jar, cartId)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('tehdä tilauksia') })
    expect(await orderCount()).toBe(0)
    // The cart is still there and still open: nothing was lost.
    expect((await currentCart(jar)).id).toBe(cartId)
  })
})

describe('checkout steps', () => {
  it('stores the shipping address, method, payment and billing address on the cart', async () => {
    const { jar } = await login()
    let cart = await cartOf(addToCart(jar, 'HOI-2001', 2)) // 24,00
    expect(cart.shipping_addresses).toEqual([])
    expect(cart.available_payment_methods).toEqual([{ code: 'invoice', title: 'Lasku 14 pv netto' }])

    const early = await step(jar, 'shippingMethods', { carrier_code: 'posti' })
    expect(early.status).toBe(400)
    expect(await early.json()).toMatchObject({ message: 'Anna ensin toimitusosoite.' })

    cart = await cartOf(step(jar, 'shippingAddress', { address: { ...ADDRESS, street: ['  Klinikkatie 5 ', ''] } }))
    expect(cart.shipping_addresses).toEqual([{ ...ADDRESS, street: ['Klinikkatie 5'], selected_shipping_method: null }])

    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    expect(cart.shipping_addresses[0]?.selected_shipping_method).toEqual({
      carrier_code: 'posti',
      carrier_title: [{ name: 'Posti', value: 14.9 }],
      amount: { value: 14.9 },
    })
    // Shipping is taxed at 25,5 %: (24,00 + 14,90) × 25,5 % = 6,12 + 3,80.
    expect(cart.prices).toEqual({
      subtotal_excluding_tax: { value: 24 },
      discounts: [],
      applied_taxes: [{ label: 'ALV 25,5 %', amount: { value: 9.92 } }],
      grand_total: { value: 48.82 },
    })

    cart = await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    expect(cart.selected_payment_method).toEqual({ code: 'invoice' })

    cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    expect(cart.billing_address).toEqual({ ...ADDRESS, street: ['Klinikkatie 5'] })
    const billing = { ...ADDRESS, company: 'Eläinklinikka Testi Oy / Reskontra', street: ['PL 123'], postcode: '00101' }
    cart = await cartOf(step(jar, 'billingAddress', { address: billing }))
    expect(cart.billing_address).toEqual(billing)
    expect(cart.shipping_addresses[0]?.postcode).toBe('00100')
  })

  it.each([
    ['a 4-digit postcode', { address: { ...ADDRESS, postcode: '0010' } }, 'address.postcode'],
    ['a foreign country', { address: { ...ADDRESS, country_code: 'SE' } }, 'address.country_code'],
    ['three street lines', { address: { ...ADDRESS, street: ['a', 'b', 'c'] } }, 'address.street'],
    ['no company', { address: { ...ADDRESS, company: ' ' } }, 'address.company'],
    ['a bad telephone', { address: { ...ADDRESS, telephone: 'soita' } }, 'address.telephone'],
    ['an unknown field', { address: { ...ADDRESS, email: 'x@example.fi' } }, 'address.email'],
  ])('rejects a shipping address with %s', async (_, body, field) => {
    const { jar } = await login()
    const res = await step(jar, 'shippingAddress', body)
    expect(res.status).toBe(400)
    const error = (await res.json()) as { fields: Record<string, string> }
    expect(Object.keys(error.fields)).toContain(field)
    // Nothing stored: the refused step created no cart (a read creates none either).
    expect((await getCart(jar)).cart).toBeNull()
  })

  it('rejects unknown methods and an ambiguous billing body', async () => {
    const { jar } = await login()
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    expect((await step(jar, 'shippingMethods', { carrier_code: 'dhl' })).status).toBe(400)
    expect((await step(jar, 'paymentMethod', { code: 'card' })).status).toBe(400)
    expect((await step(jar, 'billingAddress', {})).status).toBe(400)
    expect((await step(jar, 'billingAddress', { same_as_shipping: true, address: ADDRESS })).status).toBe(400)
    expect((await step(jar, 'billingAddress', { same_as_shipping: false })).status).toBe(400)
  })

  it('offers free shipping only from the limit on, and drops it when the cart falls under', async () => {
    const { jar } = await login()
    let cart = await cartOf(addToCart(jar, 'RUO-2001', 2)) // 198,00
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    const refused = await step(jar, 'shippingMethods', { carrier_code: 'freeshipping' })
    expect(refused.status).toBe(400)
    expect((await refused.json()) as { message: string }).toMatchObject({
      message: 'Ilmainen toimitus ei ole käytettävissä: tilauksen arvo ei ole vielä ilmaisen toimituksen rajalla.',
    })

    cart = await cartOf(updateItem(jar, cart.items[0]?.id as number, 4)) // 396,00
    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'freeshipping' }))
    expect(cart.shipping_addresses[0]?.selected_shipping_method).toEqual({
      carrier_code: 'freeshipping',
      carrier_title: [{ name: 'Posti', value: 0 }],
      amount: { value: 0 },
    })
    expect(cart.prices?.grand_total).toEqual({ value: 435.6 }) // 396,00 + ALV 10 % 39,60

    cart = await cartOf(updateItem(jar, cart.items[0]?.id as number, 1))
    expect(cart.shipping_addresses[0]?.selected_shipping_method).toBeNull()
  })

  it('adds the cold-chain surcharge for vaccines, except for pickup', async () => {
    await addCatalogueExtras()
    const { jar } = await login()
    await cartOf(addToCart(jar, 'LAA-3001', 2))
    let cart = await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    const methods = Object.fromEntries(cart.available_shipping_methods.map((m) => [m.carrier_code, m]))
    expect(methods.posti).toEqual({
      carrier_code: 'posti',
      carrier_title: [
        { name: 'Posti', value: 14.9 },
        { name: 'Kylmäkuljetuslisä', value: 9.9 },
      ],
      amount: { value: 24.8 },
      pickup_point: null,
    })
    expect(methods.matkahuolto?.amount).toEqual({ value: 22.8 })
    expect(methods.nouto).toMatchObject({
      carrier_title: [{ name: 'Nouto varastolta', value: 0 }],
      amount: { value: 0 },
      pickup_point: { name: 'Keskusvarasto, Vantaa', postcode: '01530', city: 'Vantaa' },
    })

    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'nouto' }))
    // 30,00 medicine at 10 %; no shipping, so no 25,5 % entry.
    expect(cart.prices?.applied_taxes).toEqual([{ label: 'ALV 10 %', amount: { value: 3 } }])
    expect(cart.prices?.grand_total).toEqual({ value: 33 })
  })

  // docs/decisions/059-honest-delivery-prices-and-empty-states.md
  it('names no method free that costs: past the limit a cold-chain cart pays the surcharge on the free Posti', async () => {
    await addCatalogueExtras()
    const { jar } = await login()
    await cartOf(addToCart(jar, 'LAA-3001', 2))
    let cart = await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    expect(cart.available_shipping_methods.map((m) => m.carrier_title[0]?.name)).toEqual([
      'Posti',
      'Matkahuolto',
      'Nouto varastolta',
    ])
    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))

    // Past the limit the chosen Posti is the free Posti; the surcharge stays, a row of its own.
    cart = await cartOf(addToCart(jar, 'RUO-2001', 4))
    expect(cart.available_shipping_methods.map((m) => m.carrier_code)).toEqual(['freeshipping', 'matkahuolto', 'nouto'])
    expect(cart.shipping_addresses[0]?.selected_shipping_method).toEqual({
      carrier_code: 'freeshipping',
      carrier_title: [
        { name: 'Posti', value: 0 },
        { name: 'Kylmäkuljetuslisä', value: 9.9 },
      ],
      amount: { value: 9.9 },
    })
    for (const method of cart.available_shipping_methods) {
      if (method.amount.value > 0) expect(method.carrier_title.map((b) => b.name).join(' ')).not.toMatch(/ilmai/i)
    }
    // Asking for the paid Posti past the limit stores the free one.
    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'matkahuolto' }))
    cart = await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    expect(cart.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe('freeshipping')
  })
})

describe('placeOrder', () => {
  it('refuses until shipping method, payment method and billing address are set (spec §4)', async () => {
    const { jar } = await login()
    // An open cart with no lines (GET /api/cart creates none, spec §7).
    const emptyId = 'e'.repeat(32)
    await env.DB.prepare('INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES (?, 1, 0, 0)')
      .bind(emptyId)
      .run()
    const empty = await placeOrder(jar, emptyId)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ message: 'Ostoskori on tyhjä.' })

    const cart = await cartOf(addToCart(jar, 'HOI-1001', 2))
    const cartId = cart.id as string
    const expectMissing = async (message: string, fields: string[]) => {
      const res = await placeOrder(jar, cartId)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string; fields: Record<string, string> }
      expect(body.message).toBe(message)
      expect(Object.keys(body.fields)).toEqual(fields)
    }
    await expectMissing('Tilausta ei voi vielä lähettää: toimitustapa, maksutapa ja laskutusosoite puuttuu.', [
      'shipping_method',
      'payment_method',
      'billing_address',
    ])
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await expectMissing('Tilausta ei voi vielä lähettää: toimitustapa, maksutapa ja laskutusosoite puuttuu.', [
      'shipping_method',
      'payment_method',
      'billing_address',
    ])
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'matkahuolto' }))
    await expectMissing('Tilausta ei voi vielä lähettää: maksutapa ja laskutusosoite puuttuu.', [
      'payment_method',
      'billing_address',
    ])
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    await expectMissing('Tilausta ei voi vielä lähettää: laskutusosoite puuttuu.', ['billing_address'])
    expect(await orderCount()).toBe(0)

    await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    const res = await placeOrder(jar, cartId)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ order: { order_number: 'W100001' } })
    expect(await orderCount()).toBe(1)
  })

  it('sets the short-lived checkout_success flag, holding the order number, for the success page', async () => {
    const { jar, cartId } = await readyCart()
    const res = await placeOrder(jar, cartId)
    const flag = setCookies(res).get('checkout_success')
    expect(flag?.value).toBe('W100001')
    expect(new Set(flag?.attributes)).toEqual(
      new Set(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/checkout/success', 'Max-Age=600']),
    )
    const refused = await placeOrder(new CookieJar({ session: jar.get('session') as string }), '0'.repeat(32))
    expect(refused.status).toBe(404)
    expect(setCookies(refused).has('checkout_success')).toBe(false)
  })

  it('stores the order with its lines, addresses, methods and totals for the account area', async () => {
    await env.DB.prepare(
      "INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (1, 'LAA-1001', 2000, 1)",
    ).run()
    const { jar, cart, cartId } = await readyCart([
      ['HOI-1001', 3],
      ['LAA-1001', 2],
      ['RUO-1001', 1],
    ])
    const { order } = (await (await placeOrder(jar, cartId)).json()) as { order: { order_number: string } }

    const row = await env.DB.prepare('SELECT * FROM orders WHERE order_number = ?').bind(order.order_number).first()
    expect(row).toMatchObject({
      cart_id: cartId,
      customer_id: 1,
      channel: 'web',
      status: 'received',
      shipping_method: 'posti',
      payment_method: 'invoice',
      currency: 'EUR',
      total_quantity: 6,
      subtotal_cents: 2670 + 4000 + 2890,
      discount_cents: 300 + 900,
      shipping_cents: 1490,
    })
    expect(row?.created_at).toBeTypeOf('number')
    expect(JSON.parse(row?.shipping_address as string)).toEqual(ADDRESS)
    expect(JSON.parse(row?.billing_address as string)).toEqual(ADDRESS)
    expect(JSON.parse(row?.shipping_breakdown as string)).toEqual([{ name: 'Posti', value: 14.9 }])
    // The order keeps exactly what the cart showed.
    expect(((row?.grand_total_cents as number) / 100).toFixed(2)).toBe(cart.prices?.grand_total.value.toFixed(2))
    expect(JSON.parse(row?.taxes as string)).toEqual([
      { rate: 10, label: 'ALV 10 %', amount_cents: 400 },
      { rate: 14, label: 'ALV 14 %', amount_cents: 405 },
      { rate: 25.5, label: 'ALV 25,5 %', amount_cents: 681 + 380 },
    ])

    const { results: lines } = await env.DB.prepare(
      `SELECT line_no, sku, name, quantity, unit_price_cents, regular_price_cents, row_total_cents, vat_rate, tax_cents
       FROM order_lines WHERE order_id = ? ORDER BY line_no`,
    )
      .bind(row?.id)
      .all()
    expect(lines).toEqual([
      {
        line_no: 1,
        sku: 'HOI-1001',
        name: 'Sideharso 10 cm x 4 m',
        quantity: 3,
        unit_price_cents: 890,
        regular_price_cents: 990,
        row_total_cents: 2670,
        vat_rate: 25.5,
        tax_cents: 681,
      },
      {
        line_no: 2,
        sku: 'LAA-1001',
        name: 'Amoksisilliini 250 mg vet',
        quantity: 2,
        unit_price_cents: 2000,
        regular_price_cents: 2450,
        row_total_cents: 4000,
        vat_rate: 10,
        tax_cents: 400,
      },
      {
        line_no: 3,
        sku: 'RUO-1001',
        name: 'Munuaisdieetti kissalle 2 kg',
        quantity: 1,
        unit_price_cents: 2890,
        regular_price_cents: 2890,
        row_total_cents: 2890,
        vat_rate: 14,
        tax_cents: 405,
      },
    ])
  })

  it('is exactly once for a retried placeOrder, and the next order gets a new number', async () => {
    const { jar, cartId } = await readyCart()
    const first = await placeOrder(jar, cartId)
    const retry = await placeOrder(jar, cartId)
    expect(first.status).toBe(200)
    expect(retry.status).toBe(200)
    const number = ((await first.json()) as { order: { order_number: string } }).order.order_number
    expect(await retry.json()).toEqual({ order: { order_number: number } })
    expect(await orderCount()).toBe(1)
    expect(await countRows('SELECT * FROM order_lines')).toBe(1)

    // The customer now has a fresh, empty cart; the old one is closed.
    const fresh = await currentCart(jar)
    expect(fresh.id).not.toBe(cartId)
    expect(fresh).toMatchObject({ total_quantity: 0, items: [], shipping_addresses: [], billing_address: null })
    expect(await env.DB.prepare('SELECT status FROM carts WHERE id = ?').bind(cartId).first('status')).toBe('ordered')
    expect(await countRows("SELECT * FROM carts WHERE customer_id = 1 AND status = 'active'")).toBe(1)

    // A new order on the fresh cart is a new order, not a retry.
    await cartOf(addToCart(jar, 'HOI-2001', 1))
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'nouto' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    const second = await placeOrder(jar, fresh.id as string)
    const secondNumber = ((await second.json()) as { order: { order_number: string } }).order.order_number
    expect(secondNumber).not.toBe(number)
    expect(await orderCount()).toBe(2)
    // The first cart still answers its own order.
    expect(await (await placeOrder(jar, cartId)).json()).toEqual({ order: { order_number: number } })
  })

  it('makes one order of concurrent placeOrder calls (a double click)', async () => {
    const { jar, cartId } = await readyCart([
      ['HOI-1001', 3],
      ['RUO-1001', 2],
    ])
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(jar, cartId)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const numbers = new Set(
      await Promise.all(
        answers.map(async (r) => ((await r.json()) as { order: { order_number: string } }).order.order_number),
      ),
    )
    expect(numbers.size).toBe(1)
    expect(await orderCount()).toBe(1)
    expect(await countRows('SELECT * FROM order_lines')).toBe(2)
    expect(await countRows("SELECT * FROM carts WHERE customer_id = 1 AND status = 'active'")).toBe(1)
  })

  it("never places another customer's cart", async () => {
    const { cartId } = await readyCart()
    const { jar: other } = await customerWithScope(['checkout'])
    const res = await placeOrder(other, cartId)
    expect(res.status).toBe(404)
    expect(await orderCount()).toBe(0)
  })

  it('asks how a line that cannot ship now ships, with 409 (checkout.stock.test.ts has the choices)', async () => {
    const { jar, cartId } = await readyCart([['HOI-2001', 1]])
    await env.DB.prepare("UPDATE products SET in_stock = 0 WHERE sku = 'HOI-2001'").run()
    const res = await placeOrder(jar, cartId)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      message: expect.stringContaining('tuotetta ”Kertakäyttöruisku 5 ml” on saatavilla 0 / 1 kpl'),
    })
    expect(await orderCount()).toBe(0)
  })

  it('refuses an order without the terms accepted (spec §3 hasAcceptedTermsAndConditions): 400, in Finnish, nothing placed', async () => {
    const { jar, cartId } = await readyCart()
    const terms = 'Hyväksy toimitusehdot ennen kuin lähetät tilauksen.'
    for (const body of [
      { cart_id: cartId },
      { cart_id: cartId, hasAcceptedTermsAndConditions: false },
      { cart_id: cartId, hasAcceptedTermsAndConditions: 'true' },
    ]) {
      const res = await postJson('/api/checkout/placeOrder', body, { jar })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/toimitusehdot|Tarkista/) })
      expect(setCookies(res).has('checkout_success')).toBe(false)
    }
    const missing = await postJson('/api/checkout/placeOrder', { cart_id: cartId }, { jar })
    expect(await missing.json()).toMatchObject({ message: terms, fields: { hasAcceptedTermsAndConditions: terms } })
    // The embedded backend (the upstream contract) refuses it on its own too, for any other client.
    const direct = await backend.fetch(
      new Request('https://backend.test/api/checkout/placeOrder', {
        method: 'POST',
        headers: { Authorization: `Bearer ${jar.get('session')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ cart_id: cartId }),
      }),
      env,
    )
    expect(direct.status).toBe(400)
    expect(await direct.json()).toMatchObject({ message: terms })
    expect(await orderCount()).toBe(0)
    expect((await currentCart(jar)).id).toBe(cartId)
    // Accepted, the same cart is ordered.
    expect((await placeOrder(jar, cartId)).status).toBe(200)
    expect(await orderCount()).toBe(1)
  })

  it('rejects a malformed body', async () => {
    const { jar } = await readyCart()
    expect((await postJson('/api/checkout/placeOrder', {}, { jar })).status).toBe(400)
    expect((await postJson('/api/checkout/placeOrder', { cart_id: 'x' }, { jar })).status).toBe(400)
    expect(await orderCount()).toBe(0)
  })
})
