import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import type { CartSubstitutesResponse } from '../../contract/schemas/substitutes'
import { readOutbox } from '../mail/outbox'
import { getJson } from '../test/customerFixtures'
import { login, postJson, USERS, type CookieJar } from '../test/helpers'
import { ADDRESS, addToCart, cartOf } from '../test/cartFixtures'

/**
 * Substitutes (docs/decisions/077-substitutes.md): the operator's pairs are offered on a line that
 * cannot ship in full, in the quantity the pack sizes convert it to, only what the buyer may order
 * and what ships now; taking one swaps the line and the order says what it replaced.
 */

const substitutesOf = async (jar: CookieJar): Promise<CartSubstitutesResponse> => {
  const res = await getJson('/api/cart/substitutes', { jar })
  expect(res.status).toBe(200)
  return (await res.json()) as CartSubstitutesResponse
}
const choose = (jar: CookieJar, body: Record<string, unknown>) => postJson('/api/cart/fulfilment', body, { jar })
const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

const setStock = (sku: string, available: number | null, restock: string | null = null) =>
  env.DB.prepare('UPDATE products SET available = ?2, restock_date = ?3 WHERE sku = ?1')
    .bind(sku, available, restock)
    .run()

async function pair(sku: string, substituteSku: string, reason: string, position = 0) {
  await env.DB.prepare(
    `INSERT INTO product_substitutes (product_id, substitute_id, reason, position)
     SELECT p.id, s.id, ?3, ?4 FROM products p, products s WHERE p.sku = ?1 AND s.sku = ?2`,
  )
    .bind(sku, substituteSku, reason, position)
    .run()
}

const SAME_MEDICINE = 'Sama vaikuttava aine, vahvuus, lääkemuoto ja eläinlaji'

/** The substitute of every test here, as both substitute answers name it. */
const FIFTY_ML = {
  sku: 'LAA-2002',
  name: 'Meloksikaami 1,5 mg/ml oraalisuspensio 50 ml',
  url_key: 'meloksikaami-oraalisuspensio-50-ml',
  pakkauskokoteksti: '50 ml',
  reason: SAME_MEDICINE,
}
const FORTY_ON_THE_SHELF = { available: 40, restock_date: null, discontinued: false, shortage: null }

beforeEach(async () => {
  // The 50 ml pack of the test seed's 100 ml oral suspension, a medicine like it.
  await env.DB.prepare(
    `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label,
       regular_price_cents, final_price_cents, vat_class, in_stock, position)
     VALUES (91, 'LAA-2002', 'Meloksikaami 1,5 mg/ml oraalisuspensio 50 ml', 'meloksikaami-oraalisuspensio-50-ml',
       'Tulehduskipulääke.', '50 ml', '/media/meloksikaami.png', 'Meloksikaami', 1800, 1800, 'medicine', 1, 2)`,
  ).run()
  await env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (91, 12, 2)').run()
  await pair('LAA-2001', 'LAA-2002', SAME_MEDICINE)
  await setStock('LAA-2001', 0, '2026-12-20')
  await setStock('LAA-2002', 40)
})

describe('substitutes on a line that cannot ship', () => {
  it('offers the 50 ml pack for the 100 ml one: 2 × 50 ml, priced, with the reason and its stock', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'LAA-2001', 1))
    const line = cart.items[0]!
    expect(line.ships_now).toBe(0)

    const { items } = await substitutesOf(jar)
    expect(items).toEqual([
      {
        cart_item_id: line.id,
        substitutes: [
          {
            ...FIFTY_ML,
            quantity: 2,
            note: '2 × 50 ml korvaa 100 ml',
            availability: FORTY_ON_THE_SHELF,
            prices: { price: { value: 18 }, row_total: { value: 36 } },
          },
        ],
      },
    ])
  })

  it('is taken: the line becomes 2 × 50 ml, says what it replaces, and the order and its mail say so too', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'LAA-2001', 1))
    const itemId = cart.items[0]!.id
    const swapped = await cartOf(
      choose(jar, { cart_item_id: itemId, fulfilment: 'substitute', substitute_sku: 'LAA-2002' }),
    )
    expect(swapped.items).toHaveLength(1)
    expect(swapped.items[0]).toMatchObject({
      id: itemId,
      quantity: 2,
      ships_now: 2,
      product: { sku: 'LAA-2002' },
      replaces: {
        sku: 'LAA-2001',
        name: 'Meloksikaami 1,5 mg/ml oraalisuspensio',
        quantity: 1,
        reason: SAME_MEDICINE,
        note: '2 × 50 ml korvaa 100 ml',
      },
    })
    // A line that replaced something offers nothing more: it ships, and the original can be taken back.
    expect((await substitutesOf(jar)).items).toEqual([])

    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    const ready = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    const placed = await postJson(
      '/api/checkout/placeOrder',
      { cart_id: ready.id, hasAcceptedTermsAndConditions: true },
      { jar },
    )
    expect(placed.status).toBe(200)
    const { order } = (await placed.json()) as { order: { order_number: string } }
    const detail = await getJson(`/api/customer/orders/${order.order_number}`, { jar })
    const { order: shown } = (await detail.json()) as { order: { items: Cart['items'] & { replaces?: unknown }[] } }
    expect(shown.items[0]).toMatchObject({
      sku: 'LAA-2002',
      quantity: 2,
      replaces: {
        sku: 'LAA-2001',
        name: 'Meloksikaami 1,5 mg/ml oraalisuspensio',
        quantity: 1,
        note: `2 × 50 ml korvaa 100 ml. ${SAME_MEDICINE}`,
      },
    })
    // The substitute was taken from the shelf; the original's count is untouched.
    const stock = await env.DB.prepare(
      "SELECT sku, available FROM products WHERE sku IN ('LAA-2001', 'LAA-2002') ORDER BY sku",
    ).all()
    expect(stock.results).toEqual([
      { sku: 'LAA-2001', available: 0 },
      { sku: 'LAA-2002', available: 38 },
    ])
    const mails = await readOutbox(env.DB, USERS.normal)
    expect(mails.map((m) => m.body_text).join('\n')).toContain(
      `Korvaa tuotetta ”Meloksikaami 1,5 mg/ml oraalisuspensio” (LAA-2001), 1 kpl. 2 × 50 ml korvaa 100 ml. ${SAME_MEDICINE}.`,
    )
  })

  it('gives the original back when the buyer changes their mind', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'LAA-2001', 3))
    const itemId = cart.items[0]!.id
    await cartOf(choose(jar, { cart_item_id: itemId, fulfilment: 'substitute', substitute_sku: 'LAA-2002' }))
    const back = await cartOf(choose(jar, { cart_item_id: itemId, fulfilment: 'original' }))
    expect(back.items[0]).toMatchObject({ id: itemId, quantity: 3, product: { sku: 'LAA-2001' }, ships_now: 0 })
    expect(back.items[0]?.replaces).toBeUndefined()
    // Nothing to give back now.
    const again = await choose(jar, { cart_item_id: itemId, fulfilment: 'original' })
    expect(again.status).toBe(409)
  })

  it('offers nothing that cannot ship the converted quantity, is discontinued or is in the cart already', async () => {
    const { jar } = await login()
    const short = await cartOf(addToCart(jar, 'LAA-2001', 30))
    // 30 × 100 ml is 60 × 50 ml: 40 on the shelf is not enough, and what is not offered cannot be taken.
    expect((await substitutesOf(jar)).items).toEqual([])
    const notEnough = await choose(jar, {
      cart_item_id: short.items[0]!.id,
      fulfilment: 'substitute',
      substitute_sku: 'LAA-2002',
    })
    expect(notEnough.status).toBe(404)

    await setStock('LAA-2002', 500)
    await env.DB.prepare("UPDATE products SET discontinued = 1 WHERE sku = 'LAA-2002'").run()
    expect((await substitutesOf(jar)).items).toEqual([])

    await env.DB.prepare("UPDATE products SET discontinued = 0 WHERE sku = 'LAA-2002'").run()
    const both = await cartOf(addToCart(jar, 'LAA-2002', 1))
    expect((await substitutesOf(jar)).items).toEqual([])
    const refused = await choose(jar, {
      cart_item_id: both.items.find((i) => i.product.sku === 'LAA-2001')!.id,
      fulfilment: 'substitute',
      substitute_sku: 'LAA-2002',
    })
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({ message: 'Tälle riville ei ole tarjolla tätä korvaavaa tuotetta.' })
  })

  it('is refused for a restricted customer when the substitute is a medicine, which is never offered to them', async () => {
    // A diet food short; the operator names a medicated feed (a drug product) and a smaller pack.
    await pair('RUO-1002', 'RUO-2001', 'Sama käyttötarkoitus', 0)
    await pair('RUO-1002', 'RUO-1001', 'Sama valmistaja ja ruokavalio', 1)
    await setStock('RUO-1002', 0)
    await setStock('RUO-1001', 100)
    await setStock('RUO-2001', 100)

    const restricted = (await login(USERS.restricted)).jar
    const cart = await cartOf(addToCart(restricted, 'RUO-1002', 1))
    const itemId = cart.items[0]!.id
    const offered = await substitutesOf(restricted)
    expect(offered.items[0]?.substitutes.map((s) => [s.sku, s.quantity, s.note])).toEqual([
      ['RUO-1001', 6, '6 × 2 kg korvaa 12 kg'],
    ])
    const refused = await choose(restricted, {
      cart_item_id: itemId,
      fulfilment: 'substitute',
      substitute_sku: 'RUO-2001',
    })
    expect(refused.status).toBe(404)
    const after = await getJson('/api/cart', { jar: restricted })
    expect(((await after.json()) as { cart: Cart }).cart.items[0]).toMatchObject({
      quantity: 1,
      product: { sku: 'RUO-1002' },
    })

    // Anyone else is offered both, the medicine first as the operator ordered them.
    const { jar } = await login()
    await cartOf(addToCart(jar, 'RUO-1002', 1))
    expect((await substitutesOf(jar)).items[0]?.substitutes.map((s) => s.sku)).toEqual(['RUO-2001', 'RUO-1001'])
  })

  it('answers a choice without its product, or of an unknown kind, with a Finnish 400', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'LAA-2001', 1))
    const itemId = cart.items[0]!.id
    const noSku = await choose(jar, { cart_item_id: itemId, fulfilment: 'substitute' })
    expect(noSku.status).toBe(400)
    const unknown = await choose(jar, { cart_item_id: itemId, fulfilment: 'swap' })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(await unknown.json())).toContain('korvaava tuote')
  })
})

describe("a product page's substitutes", () => {
  const substitutesOfProduct = (jar: CookieJar, sku: string) => getJson(`/api/customer/substitutes/${sku}`, { jar })

  it('lists them with the reason, how many replace one pack and their availability', async () => {
    const { jar } = await login()
    const res = await substitutesOfProduct(jar, 'LAA-2001')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toContain('private')
    expect(await res.json()).toEqual({
      sku: 'LAA-2001',
      substitutes: [
        {
          ...FIFTY_ML,
          note: '2 × 50 ml korvaa 100 ml',
          in_stock: true,
          availability: FORTY_ON_THE_SHELF,
        },
      ],
    })
  })

  it('never lists a medicine to a restricted customer, whose medicine pages are unknown too', async () => {
    await pair('RUO-1002', 'RUO-2001', 'Sama käyttötarkoitus', 0)
    await pair('RUO-1002', 'RUO-1001', 'Sama valmistaja ja ruokavalio', 1)
    const restricted = (await login(USERS.restricted)).jar
    const own = (await (await substitutesOfProduct(restricted, 'RUO-1002')).json()) as {
      substitutes: { sku: string }[]
    }
    expect(own.substitutes.map((s) => s.sku)).toEqual(['RUO-1001'])
    expect((await substitutesOfProduct(restricted, 'LAA-2001')).status).toBe(404)
    const { jar } = await login()
    const all = (await (await substitutesOfProduct(jar, 'RUO-1002')).json()) as { substitutes: { sku: string }[] }
    expect(all.substitutes.map((s) => s.sku)).toEqual(['RUO-2001', 'RUO-1001'])
  })

  it('is for customers only, and a malformed or unknown product is a 404', async () => {
    expect((await getJson('/api/customer/substitutes/LAA-2001')).status).toBe(401)
    const { jar } = await login()
    expect((await substitutesOfProduct(jar, 'EI-OLE-1')).status).toBe(404)
    expect((await substitutesOfProduct(jar, '%20bad')).status).toBe(404)
  })
})
