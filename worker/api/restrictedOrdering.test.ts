import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import { CookieJar, login, postJson, sameOriginJson, shopFetch, USERS } from '../test/helpers'
import { ADDRESS, addToCart, cartOf, countRows, getCart } from '../test/cartFixtures'

// spec §1 denyMedListing, docs/decisions/012-restricted-medicines-and-guest-prices.md: a restricted customer cannot put a drug product in the
// cart by any path, nor order one that is already there. rajattu@example.fi (customer 2) is the
// seed's restricted customer; its scope is widened here so that only the flag refuses.
const RESTRICTED_ID = 2
const DRUG = { sku: 'LAA-1001', name: 'Amoksisilliini 250 mg vet' }

const widenScope = () =>
  env.DB.prepare(`UPDATE customers SET scope = '["orders","checkout","shoppinglists"]' WHERE id = ?`)
    .bind(RESTRICTED_ID)
    .run()

async function restrictedCustomer(): Promise<CookieJar> {
  await widenScope()
  return (await login(USERS.restricted)).jar
}

const linesOf = (cart: Cart | null) => (cart?.items ?? []).map((i) => [i.product.sku, i.quantity])
const cartRows = (customerId: number) =>
  env.DB.prepare(
    `SELECT i.product_id, i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id
     WHERE c.customer_id = ? AND c.status = 'active' ORDER BY i.id`,
  )
    .bind(customerId)
    .all()
    .then((r) => r.results)

describe('a restricted customer cannot add a drug product to the cart', () => {
  it('POST /api/cart: 404 in Finnish, as for a product that does not exist, and the cart unchanged', async () => {
    const jar = await restrictedCustomer()
    await cartOf(addToCart(jar, 'HOI-1001', 2))
    const before = await cartRows(RESTRICTED_ID)
    for (const sku of ['LAA-1001', 'LAA-2001', 'RUO-2001']) {
      const res = await addToCart(jar, sku, 1)
      expect(res.status, sku).toBe(404)
      expect(await res.json()).toMatchObject({
        message: 'Tuotetta ei löytynyt.',
        fields: { sku: 'Tuntematon tuotekoodi.' },
      })
    }
    expect(await cartRows(RESTRICTED_ID)).toEqual(before)
    expect(linesOf((await getCart(jar)).cart)).toEqual([['HOI-1001', 2]])
    // Another customer still can.
    const { jar: normal } = await login(USERS.normal)
    expect((await addToCart(normal, DRUG.sku, 1)).status).toBe(200)
  })

  it('a shopping list holding a drug product adds nothing to the cart: 403 naming it', async () => {
    const jar = await restrictedCustomer()
    const created = await postJson('/api/shoppinglist', { title: 'Vanha lista' }, { jar })
    const { shoppinglist_id: listId } = (await created.json()) as { shoppinglist_id: number }
    expect(
      (await postJson(`/api/shoppinglist/${listId}/items`, { sku: 'HOI-1001', quantity: 2 }, { jar })).status,
    ).toBe(200)
    // Adding a drug product to a list is refused like adding it to the cart …
    const refusedItem = await postJson(`/api/shoppinglist/${listId}/items`, { sku: DRUG.sku, quantity: 1 }, { jar })
    expect(refusedItem.status).toBe(404)
    expect(await refusedItem.json()).toMatchObject({ message: 'Tuotetta ei löytynyt.' })
    // … but a list may hold one from before the flag was set.
    await env.DB.prepare(
      `INSERT INTO shopping_list_items (list_id, product_id, quantity, created_at) VALUES (?, 1, 3, 1), (?, 10, 1, 2)`,
    )
      .bind(listId, listId)
      .run()
    await cartOf(addToCart(jar, 'RUO-1001', 1))
    const before = await cartRows(RESTRICTED_ID)
    const res = await shopFetch(`/api/shoppinglist/${listId}/cart`, { jar, method: 'POST', headers: sameOriginJson })
    expect(res.status).toBe(403)
    const { message } = (await res.json()) as { message: string }
    expect(message).toContain('”Amoksisilliini 250 mg vet” ja ”Lääkerehu sioille 25 kg”')
    expect(message).toContain('ei voi tilata tällä asiakastilillä')
    expect(await cartRows(RESTRICTED_ID)).toEqual(before)
  })

  it("a guest cart's drug products stay behind when a restricted customer logs in", async () => {
    await widenScope()
    const jar = new CookieJar()
    await cartOf(addToCart(jar, DRUG.sku, 1))
    await cartOf(addToCart(jar, 'HOI-2001', 2))
    await login(USERS.restricted, undefined, jar)
    expect(linesOf((await getCart(jar)).cart)).toEqual([['HOI-2001', 2]])
  })
})

describe('a restricted customer cannot order a drug product already in the cart', () => {
  const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

  it('placeOrder refuses with 403 naming the lines, places nothing, and orders once they are gone', async () => {
    // Customer 1 fills the cart while it may, then the flag is set.
    const { jar } = await login(USERS.normal)
    await cartOf(addToCart(jar, DRUG.sku, 2))
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const withDrug = await cartOf(addToCart(jar, 'LAA-2001', 1))
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    await env.DB.prepare('UPDATE customers SET deny_med_listing = 1 WHERE id = 1').run()

    const place = () =>
      postJson('/api/checkout/placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true }, { jar })
    const res = await place()
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      message:
        'Tilausta ei voi lähettää: tuotteita ”Amoksisilliini 250 mg vet” ja ”Meloksikaami 1,5 mg/ml oraalisuspensio” ei voi tilata tällä asiakastilillä. Poista ne ostoskorista.',
    })
    expect(await countRows('SELECT * FROM orders')).toBe(0)
    expect((await getCart(jar)).cart?.id).toBe(cart.id)

    // Removing the drug lines lets the rest be ordered.
    for (const item of withDrug.items.filter((i) => i.product.sku.startsWith('LAA'))) {
      expect((await shopFetch(`/api/cart/${item.id}`, { jar, method: 'DELETE', headers: sameOriginJson })).status).toBe(
        200,
      )
    }
    expect((await place()).status).toBe(200)
    expect(await countRows('SELECT * FROM orders')).toBe(1)
  })
})
