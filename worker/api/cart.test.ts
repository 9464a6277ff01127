import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import { CookieJar, deletesCookie, login, postJson, setCookies, shopFetch, USERS } from '../test/helpers'
import { addCatalogueExtras, addToCart, cartOf, countRows, deleteItem, getCart, updateItem } from '../test/cartFixtures'

const HEX32 = /^[a-f0-9]{32}$/

/** A guest whose cart exists: created, as in the shop, by the first add (docs/decisions/021-guest-cart-at-first-add.md). */
async function guestWithCart(sku: string, quantity: number): Promise<CookieJar> {
  const jar = new CookieJar()
  await cartOf(addToCart(jar, sku, quantity))
  expect(jar.get('guest_cart')).toMatch(HEX32)
  return jar
}

const quantities = (cart: Cart | null) =>
  Object.fromEntries((cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))
const lineOf = (cart: Cart, sku: string) => {
  const line = cart.items.find((i) => i.product.sku === sku)
  if (!line) throw new Error(`no line ${sku}`)
  return line
}

describe('guest cart', () => {
  it('has no cart until one is created, and GET creates none', async () => {
    const res = await shopFetch('/api/cart')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ cart: null, customerCart: null })
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(setCookies(res).has('guest_cart')).toBe(false)
    expect(await countRows('SELECT * FROM carts')).toBe(0)
  })

  it('the first add keeps a random 128-bit id in an HttpOnly cookie of 30 days', async () => {
    const jar = new CookieJar()
    const res = await addToCart(jar, 'HOI-1001', 2)
    expect(res.status).toBe(200)
    const cookie = setCookies(res).get('guest_cart')
    expect(cookie?.value).toMatch(HEX32)
    expect(new Set(cookie?.attributes)).toEqual(
      new Set(['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']),
    )
    // The id stays in the cookie: the body does not carry it.
    const text = await res.text()
    expect(text).not.toContain(cookie?.value)
    const { cart } = JSON.parse(text) as { cart: Cart }
    expect(cart).toMatchObject({ id: null, total_quantity: 2, prices: null, free_shipping: null })
    expect(
      await env.DB.prepare('SELECT customer_id, status FROM carts WHERE id = ?').bind(cookie?.value).first(),
    ).toEqual({ customer_id: null, status: 'active' })

    // createEmptyCart answers the stored cart and gives the cookie its 30 days again.
    const again = await postJson('/api/cart/createEmptyCart', {}, { jar })
    expect(again.status).toBe(200)
    expect(setCookies(again).get('guest_cart')?.value).toBe(cookie?.value)
    expect(quantities(await cartOf(again))).toEqual({ 'HOI-1001': 2 })
    expect(await countRows('SELECT * FROM carts')).toBe(1)
  })

  it('creates no cart for a client without a cookie until its first successful add (docs/decisions/021-guest-cart-at-first-add.md)', async () => {
    await addCatalogueExtras()
    const calls = [
      () => postJson('/api/cart/createEmptyCart', {}),
      () => shopFetch('/api/cart'),
      () => addToCart(undefined, 'EI-OLE-1', 1), // unknown product: 404
      () => addToCart(undefined, 'HOI-2002', 1), // sold out: 409
      () => addToCart(undefined, 'HOI-3000', 1), // a configurable parent: 400
      () => addToCart(undefined, 'HOI-1001', 1000), // over the quantity limit: 400
      () => deleteItem(undefined, 1), // nothing to delete: 404
    ]
    for (let round = 0; round < 50; round++) {
      const answers = await Promise.all(calls.map((call) => call()))
      expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 409, 400, 400, 404])
      for (const res of answers) expect(setCookies(res).has('guest_cart')).toBe(false)
      if (round === 0) {
        expect(await answers[0]?.json()).toEqual({
          cart: {
            id: null,
            total_quantity: 0,
            items: [],
            prices: null,
            shipping_addresses: [],
            available_shipping_methods: [],
            selected_payment_method: null,
            available_payment_methods: [],
            billing_address: null,
            free_shipping: null,
            order_details: null,
          },
        })
      }
    }
    expect(await countRows('SELECT * FROM carts')).toBe(0)

    const jar = new CookieJar()
    const first = await addToCart(jar, 'HOI-1001', 3)
    expect(first.status).toBe(200)
    expect(setCookies(first).get('guest_cart')?.value).toMatch(HEX32)
    expect(await countRows('SELECT * FROM carts')).toBe(1)
    expect(await countRows('SELECT * FROM cart_items WHERE cart_id = ? AND quantity = 3', jar.get('guest_cart'))).toBe(
      1,
    )
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'HOI-1001': 3 })
  })

  it('a gone cart is forgotten by createEmptyCart, and a refused add starts no new one', async () => {
    const jar = await guestWithCart('HOI-1001', 1)
    const old = jar.get('guest_cart') as string
    await env.DB.prepare("UPDATE carts SET status = 'merged' WHERE id = ?").bind(old).run()

    const refused = await addToCart(new CookieJar({ guest_cart: old }), 'HOI-2002', 1)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message: expect.stringContaining('eikä sitä voi enää tilata'),
    })
    const empty = await postJson('/api/cart/createEmptyCart', {}, { jar })
    expect(empty.status).toBe(200)
    expect(deletesCookie(empty, 'guest_cart')).toBe(true)
    expect((await cartOf(empty)).items).toEqual([])
    expect(await countRows('SELECT * FROM carts')).toBe(1)
  })

  it('adds, updates and deletes lines, and shows no prices (spec §6)', async () => {
    const jar = new CookieJar()
    await cartOf(addToCart(jar, 'HOI-1001', 2))
    let cart = await cartOf(addToCart(jar, 'HOI-1001', 3))
    await cartOf(addToCart(jar, 'RUO-1001', 1))
    cart = await cartOf(addToCart(jar, 'LAA-1001', 4))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 5, 'RUO-1001': 1, 'LAA-1001': 4 })
    expect(cart.total_quantity).toBe(10)
    expect(cart.prices).toBeNull()
    expect(cart.free_shipping).toBeNull()
    expect(cart.items.every((i) => i.prices === null)).toBe(true)
    expect(lineOf(cart, 'HOI-1001').product).toMatchObject({
      name: 'Sideharso 10 cm x 4 m',
      url_key: 'sideharso-10-cm',
      image: { url: '/media/sideharso.png', label: 'Sideharso' },
      pakkauskokoteksti: '20 kpl',
      variants: [],
    })
    expect(JSON.stringify(cart)).not.toMatch(/9\.9|8\.9|"value"/)

    cart = await cartOf(updateItem(jar, lineOf(cart, 'HOI-1001').id, 7))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 7, 'RUO-1001': 1, 'LAA-1001': 4 })
    cart = await cartOf(deleteItem(jar, lineOf(cart, 'RUO-1001').id))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 7, 'LAA-1001': 4 })

    const read = await getCart(jar)
    expect(read.customerCart).toBeNull()
    expect(quantities(read.cart)).toEqual({ 'HOI-1001': 7, 'LAA-1001': 4 })
    expect(read.cart?.prices).toBeNull()
  })

  it('creates the guest cart on demand at the first add (both spellings of the path)', async () => {
    const jar = new CookieJar()
    const res = await postJson('/api/cart', { sku: 'HOI-2001', quantity: 2 }, { jar })
    expect(res.status).toBe(200)
    expect(setCookies(res).get('guest_cart')?.value).toMatch(HEX32)
    const cart = await cartOf(addToCart(jar, 'HOI-2001', 1))
    expect(quantities(cart)).toEqual({ 'HOI-2001': 3 })
    expect(await countRows('SELECT * FROM carts')).toBe(1)
  })

  it('forgets a guest cart that is gone and starts a new one at the next add', async () => {
    const jar = await guestWithCart('HOI-2001', 1)
    const old = jar.get('guest_cart')
    await env.DB.prepare("UPDATE carts SET status = 'merged' WHERE id = ?").bind(old).run()

    const read = await shopFetch('/api/cart', { jar })
    expect(await read.json()).toEqual({ cart: null, customerCart: null })
    expect(deletesCookie(read, 'guest_cart')).toBe(true)

    jar.set('guest_cart', old as string)
    const cart = await cartOf(addToCart(jar, 'HOI-1001', 1))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 1 })
    expect(jar.get('guest_cart')).toMatch(HEX32)
    expect(jar.get('guest_cart')).not.toBe(old)
  })
})

describe('validation', () => {
  it.each([
    ['quantity 0', { sku: 'HOI-1001', quantity: 0 }],
    ['a negative quantity', { sku: 'HOI-1001', quantity: -1 }],
    ['a fractional quantity', { sku: 'HOI-1001', quantity: 1.5 }],
    ['quantity 1000', { sku: 'HOI-1001', quantity: 1000 }],
    ['a quantity as a string', { sku: 'HOI-1001', quantity: '2' }],
    ['no quantity', { sku: 'HOI-1001' }],
    ['no sku', { quantity: 1 }],
    ['an unknown field', { sku: 'HOI-1001', quantity: 1, price: 0 }],
    ['a sku with spaces inside', { sku: 'HOI 1001', quantity: 1 }],
  ])('rejects an add with %s (400) and changes nothing', async (_, body) => {
    const jar = await guestWithCart('HOI-1001', 2)
    const res = await postJson('/api/cart/', body, { jar })
    expect(res.status).toBe(400)
    const error = (await res.json()) as { message: string; fields: Record<string, string> }
    expect(error.message).toBe('Tarkista lähetetyt tiedot.')
    expect(Object.keys(error.fields).length).toBeGreaterThan(0)
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'HOI-1001': 2 })
  })

  it('rejects an update outside 1..999 or of a non-integer, and changes nothing', async () => {
    const jar = new CookieJar()
    const cart = await cartOf(addToCart(jar, 'HOI-1001', 2))
    const id = lineOf(cart, 'HOI-1001').id
    for (const quantity of [0, -3, 2.5, 1000]) {
      const res = await updateItem(jar, id, quantity)
      expect(res.status).toBe(400)
    }
    expect((await postJson('/api/cart/update', { cart_item_id: id }, { jar })).status).toBe(400)
    expect((await postJson('/api/cart/update', { cart_item_id: String(id), quantity: 3 }, { jar })).status).toBe(400)
    expect((await deleteItem(jar, 'abc')).status).toBe(400)
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'HOI-1001': 2 })
  })

  it('caps the quantity of a line at 999', async () => {
    const jar = await guestWithCart('HOI-1001', 998)
    const cart = await cartOf(addToCart(jar, 'HOI-1001', 5))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 999 })
    expect(quantities(await cartOf(updateItem(jar, lineOf(cart, 'HOI-1001').id, 999)))).toEqual({ 'HOI-1001': 999 })
  })

  it('answers an unknown SKU with 404 and a discontinued product with 409, in Finnish', async () => {
    const jar = await guestWithCart('HOI-1001', 1)
    const unknown = await addToCart(jar, 'EI-OLE-1', 1)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: 'Tuotetta ei löytynyt.' })

    const soldOut = await addToCart(jar, 'HOI-2002', 1)
    expect(soldOut.status).toBe(409)
    expect(await soldOut.json()).toMatchObject({
      message: 'Tuote ”Injektioneula 0,6 x 25 mm” on poistunut valikoimasta, eikä sitä voi enää tilata.',
    })
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'HOI-1001': 1 })
  })

  it('asks to choose an option for a configurable product, and adds a variant with its option', async () => {
    await addCatalogueExtras()
    const jar = new CookieJar()
    const parent = await addToCart(jar, 'HOI-3000', 1)
    expect(parent.status).toBe(400)
    expect(await parent.json()).toMatchObject({ message: 'Valitse koko ennen kuin lisäät tuotteen ostoskoriin.' })

    const cart = await cartOf(addToCart(jar, 'HOI-3000-M', 2))
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      product: {
        sku: 'HOI-3000-M',
        name: 'Nitriilikäsine puuteriton, M',
        variants: [
          { sku: 'HOI-3000-S', option_label: 'Koko', value_label: 'S', in_stock: true },
          { sku: 'HOI-3000-M', option_label: 'Koko', value_label: 'M', in_stock: true },
        ],
      },
      configurable_options: [{ option_label: 'Koko', value_label: 'M' }],
    })
  })
})

describe('one cart never touches another', () => {
  it('answers 404 for lines of another cart and leaves them alone', async () => {
    const alice = new CookieJar()
    const aliceLine = lineOf(await cartOf(addToCart(alice, 'HOI-1001', 2)), 'HOI-1001').id
    const bob = await guestWithCart('HOI-2001', 1)
    const { jar: customer } = await login()
    const customerLine = lineOf(await cartOf(addToCart(customer, 'RUO-1001', 3)), 'RUO-1001').id

    for (const [jar, id] of [
      [bob, aliceLine],
      [bob, customerLine],
      [customer, aliceLine],
    ] as const) {
      const update = await updateItem(jar, id, 9)
      expect(update.status).toBe(404)
      expect(await update.json()).toMatchObject({ message: 'Tuotetta ei löytynyt ostoskorista.' })
      expect((await deleteItem(jar, id)).status).toBe(404)
    }
    expect(quantities((await getCart(alice)).cart)).toEqual({ 'HOI-1001': 2 })
    expect(quantities((await getCart(customer)).cart)).toEqual({ 'RUO-1001': 3 })
  })

  it('does not open a customer cart sent as a guest cart cookie', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'RUO-1001', 3))
    const guest = new CookieJar({ guest_cart: cart.id as string })
    expect((await getCart(guest)).cart).toBeNull()
    expect((await updateItem(guest, lineOf(cart, 'RUO-1001').id, 1)).status).toBe(404)
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'RUO-1001': 3 })
  })

  it('a guest without a cart has nothing to update or delete', async () => {
    expect((await updateItem(undefined, 1, 2)).status).toBe(404)
    expect((await deleteItem(undefined, 1)).status).toBe(404)
    expect(await countRows('SELECT * FROM carts')).toBe(0)
  })
})

describe('customer cart', () => {
  it('is the current cart and the customerCart, with an id, once the first add created it', async () => {
    const { jar } = await login()
    // A read creates no cart (spec §7: no GET writes).
    expect(await getCart(jar)).toEqual({ cart: null, customerCart: null })
    expect(await countRows("SELECT * FROM carts WHERE customer_id = 1 AND status = 'active'")).toBe(0)
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const { cart, customerCart } = await getCart(jar)
    expect(cart?.id).toMatch(HEX32)
    expect(customerCart).toEqual(cart)
    expect(cart).toMatchObject({ total_quantity: 1 })
    expect(await countRows("SELECT * FROM carts WHERE customer_id = 1 AND status = 'active'")).toBe(1)
  })

  it('applies contract prices to row totals, VAT per line by class, and the discount', async () => {
    // Contract price of this test: amoxicillin 20,00 € instead of 24,50 € for the test customer.
    await env.DB.prepare(
      "INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (1, 'LAA-1001', 2000, 1)",
    ).run()
    const { jar } = await login()
    await cartOf(addToCart(jar, 'HOI-1001', 3)) // seed contract 8,90 (list 9,90), VAT 25,5 %
    await cartOf(addToCart(jar, 'RUO-1002', 1)) // seed contract type 4: 65,00 (list 74,90, final 69,90), VAT 14 %
    await cartOf(addToCart(jar, 'LAA-1001', 2)) // 20,00 (list 24,50), VAT 10 %
    const cart = await cartOf(addToCart(jar, 'HOI-2001', 1)) // no contract: 12,00, VAT 25,5 %

    expect(lineOf(cart, 'HOI-1001').prices).toEqual({ price: { value: 8.9 }, row_total: { value: 26.7 } })
    expect(lineOf(cart, 'RUO-1002').prices).toEqual({ price: { value: 65 }, row_total: { value: 65 } })
    expect(lineOf(cart, 'LAA-1001').prices).toEqual({ price: { value: 20 }, row_total: { value: 40 } })
    expect(lineOf(cart, 'HOI-2001').prices).toEqual({ price: { value: 12 }, row_total: { value: 12 } })

    // spec §3's shape (docs/decisions/015-totals-add-up.md): the subtotal is at list prices
    // (3 × 9,90 + 74,90 + 2 × 24,50 + 12,00 = 165,60), the saving is subtracted (21,90), and the
    // rows add up to what is paid (143,70).
    // VAT per line on what is paid: 26,70 × 25,5 % = 6,8085 → 6,81; 12,00 × 25,5 % = 3,06;
    // 65,00 × 14 % = 9,10; 40,00 × 10 % = 4,00.
    expect(cart.prices).toEqual({
      subtotal_excluding_tax: { value: 165.6 },
      discounts: [{ label: 'Alennus', amount: { value: 21.9, currency: 'EUR' } }],
      applied_taxes: [
        { label: 'ALV 10 %', amount: { value: 4 } },
        { label: 'ALV 14 %', amount: { value: 9.1 } },
        { label: 'ALV 25,5 %', amount: { value: 9.87 } },
      ],
      grand_total: { value: 166.67 },
    })
    // 165,60 − 21,90 + 4,00 + 9,10 + 9,87 = 166,67: the column the buyer reads is a sum.
    expect(Math.round((165.6 - 21.9 + 4 + 9.1 + 9.87) * 100)).toBe(16667)
    expect(cart.items.reduce((sum, item) => sum + Math.round((item.prices?.row_total.value ?? 0) * 100), 0)).toBe(14370)
    expect(cart.free_shipping).toEqual({
      has_free_shipping_limit: true,
      is_free_shipping: false,
      distance_to_free_shipping: 156.3,
    })

    // Another customer pays list prices for the same lines.
    const { jar: other } = await login(USERS.pharmacy)
    const otherCart = await cartOf(addToCart(other, 'HOI-1001', 3))
    expect(lineOf(otherCart, 'HOI-1001').prices).toEqual({ price: { value: 9.9 }, row_total: { value: 29.7 } })
    expect(otherCart.prices?.discounts).toEqual([])
  })

  it('reaches free shipping at the store limit (300 €, alv 0 %)', async () => {
    const { jar } = await login()
    let cart = await cartOf(addToCart(jar, 'RUO-2001', 3)) // 297,00
    expect(cart.free_shipping).toEqual({
      has_free_shipping_limit: true,
      is_free_shipping: false,
      distance_to_free_shipping: 3,
    })
    expect(cart.available_shipping_methods.map((m) => m.carrier_code)).toEqual(['posti', 'matkahuolto', 'nouto'])
    cart = await cartOf(addToCart(jar, 'RUO-2001', 1)) // 396,00
    expect(cart.free_shipping).toEqual({
      has_free_shipping_limit: true,
      is_free_shipping: true,
      distance_to_free_shipping: 0,
    })
    // From the limit on, Posti without postage takes the paid Posti's place (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
    expect(cart.available_shipping_methods.map((m) => m.carrier_code)).toEqual(['freeshipping', 'matkahuolto', 'nouto'])

    await env.DB.prepare("DELETE FROM store_config WHERE key = 'free_shipping_limit'").run()
    await env.DB.prepare("INSERT INTO store_config (key, value) VALUES ('free_shipping_limit', '0')").run()
    expect((await getCart(jar)).cart?.free_shipping).toEqual({
      has_free_shipping_limit: false,
      is_free_shipping: false,
      distance_to_free_shipping: 0,
    })
  })

  it('sums concurrent adds of the same product', async () => {
    const { jar } = await login()
    await Promise.all(Array.from({ length: 10 }, () => addToCart(jar, 'HOI-1001', 3)))
    expect(quantities((await getCart(jar)).cart)).toEqual({ 'HOI-1001': 30 })
    expect(await countRows("SELECT * FROM carts WHERE customer_id = 1 AND status = 'active'")).toBe(1)

    const guest = await guestWithCart('HOI-1001', 1)
    const answers = await Promise.all(Array.from({ length: 8 }, () => addToCart(guest, 'HOI-2001', 2)))
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(quantities((await getCart(guest)).cart)).toEqual({ 'HOI-1001': 1, 'HOI-2001': 16 })
  })
})

describe('merge at login (docs/decisions/005-cart-merge.md)', () => {
  it('adds the guest lines to the customer cart, caps at 999, closes the guest cart and clears the cookie', async () => {
    // The customer already has 500 bandages in the customer cart.
    const first = await login()
    await cartOf(addToCart(first.jar, 'HOI-1001', 500))
    await postJson('/api/auth/logout', {}, { jar: first.jar })

    const jar = await guestWithCart('HOI-1001', 600)
    await cartOf(addToCart(jar, 'HOI-2001', 2))
    const guestCartId = jar.get('guest_cart') as string

    const { res } = await login(USERS.normal, undefined, jar)
    expect(res.status).toBe(200)
    expect(deletesCookie(res, 'guest_cart')).toBe(true)
    expect(jar.get('guest_cart')).toBeUndefined()

    const { cart } = await getCart(jar)
    expect(quantities(cart)).toEqual({ 'HOI-1001': 999, 'HOI-2001': 2 })
    expect(lineOf(cart as Cart, 'HOI-1001').prices?.price.value).toBe(8.9)
    expect(await env.DB.prepare('SELECT status FROM carts WHERE id = ?').bind(guestCartId).first('status')).toBe(
      'merged',
    )

    // A replayed old cookie merges nothing twice.
    const replay = new CookieJar({ guest_cart: guestCartId })
    const again = await login(USERS.normal, undefined, replay)
    expect(deletesCookie(again.res, 'guest_cart')).toBe(true)
    expect(quantities((await getCart(again.jar)).cart)).toEqual({ 'HOI-1001': 999, 'HOI-2001': 2 })
  })

  it('never merges a cart that belongs to a customer', async () => {
    const pharmacy = await login(USERS.pharmacy)
    const theirs = await cartOf(addToCart(pharmacy.jar, 'LAA-1001', 4))

    const jar = new CookieJar({ guest_cart: theirs.id as string })
    const { res } = await login(USERS.normal, undefined, jar)
    expect(res.status).toBe(200)
    expect(deletesCookie(res, 'guest_cart')).toBe(true)
    expect((await getCart(jar)).cart?.items).toEqual([])
    expect(quantities((await getCart(pharmacy.jar)).cart)).toEqual({ 'LAA-1001': 4 })
  })

  it('logs in without a guest cart as before', async () => {
    const { res } = await login()
    expect(setCookies(res).has('guest_cart')).toBe(false)
  })
})
