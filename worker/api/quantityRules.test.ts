import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ProductSearchResponse } from '../../contract/schemas/catalog'
import { CookieJar, login, postJson, shopFetch } from '../test/helpers'
import { CUSTOMER, setScope } from '../test/orderFixtures'
import { ADDRESS, addToCart, cartOf, getCart, updateItem } from '../test/cartFixtures'

/** HOI-2003 (seed/test.sql) is sold by ten: at least 10, at most 990, in steps of 10. */
const BY_TEN = 'HOI-2003'
const RULES = { min_sale_qty: 10, max_sale_qty: 990, qty_increments: 10 }

const errorOf = async (res: Response) => (await res.json()) as { message: string; fields?: Record<string, string> }

describe('pack sizes and quantity rules (docs/decisions/048-quantity-rules-on-every-path.md)', () => {
  it('the catalogue answers carry the rules and the codes', async () => {
    const { jar } = await login()
    const res = await shopFetch('/api/catalog/productsearch?q=injektioneula&page=1&pageSize=12', { jar })
    const { items } = (await res.json()) as ProductSearchResponse
    const needle = items.find((i) => i.sku === BY_TEN)
    expect(needle).toMatchObject({ quantity_rules: RULES, ean: '6430009000116', vnr: null })
    expect(items.find((i) => i.sku === 'HOI-2002')?.quantity_rules).toEqual({
      min_sale_qty: 1,
      max_sale_qty: 999,
      qty_increments: 1,
    })
  })

  it('a customer cart refuses a quantity off the increment or under the minimum, with the rounded offer', async () => {
    const { jar } = await login()
    const off = await addToCart(jar, BY_TEN, 23)
    expect(off.status).toBe(400)
    expect(await errorOf(off)).toMatchObject({
      message: 'Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 20 kpl:een?',
      fields: { quantity: 'Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 20 kpl:een?' },
    })
    const under = await addToCart(jar, BY_TEN, 5)
    expect(under.status).toBe(400)
    expect((await errorOf(under)).message).toBe('Vähimmäismäärä on 10 kpl.')

    const cart = await cartOf(addToCart(jar, BY_TEN, 20))
    const line = cart.items.find((i) => i.product.sku === BY_TEN)
    expect(line).toMatchObject({ quantity: 20, product: { quantity_rules: RULES } })
    // Adding to the line keeps it on the increment; the sum stops at the product's maximum, 990.
    expect((await addToCart(jar, BY_TEN, 15)).status).toBe(400)
    const capped = await cartOf(addToCart(jar, BY_TEN, 980))
    expect(capped.items.find((i) => i.product.sku === BY_TEN)?.quantity).toBe(990)

    // Updating a line is judged by the same rule.
    const id = line?.id ?? 0
    const bad = await updateItem(jar, id, 35)
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields?.quantity).toBe('Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 40 kpl:een?')
    expect((await cartOf(updateItem(jar, id, 40))).items.find((i) => i.id === id)?.quantity).toBe(40)
  })

  it("a guest's first add is judged too, and a product without rules takes any 1…999", async () => {
    const jar = new CookieJar()
    expect((await addToCart(jar, BY_TEN, 7)).status).toBe(400)
    expect(jar.get('guest_cart')).toBeUndefined()
    const cart = await cartOf(addToCart(jar, 'HOI-1001', 7))
    expect(cart.total_quantity).toBe(7)
  })

  it('a shopping list holds what the cart would accept', async () => {
    await setScope(CUSTOMER.normal, ['shoppinglists'])
    const { jar } = await login()
    const created = await postJson('/api/shoppinglist', { title: 'Neulat' }, { jar })
    expect(created.status, await created.clone().text()).toBe(200)
    const listId = ((await created.json()) as { shoppinglist_id: number }).shoppinglist_id
    const add = (quantity: number) => postJson(`/api/shoppinglist/${listId}/items`, { sku: BY_TEN, quantity }, { jar })
    const bad = await add(12)
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).message).toBe('Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 10 kpl:een?')
    expect((await add(30)).status).toBe(200)
    const set = (quantity: number) => postJson(`/api/shoppinglist/${listId}/items/${BY_TEN}`, { quantity }, { jar })
    expect((await set(45)).status).toBe(400)
    expect((await set(50)).status).toBe(200)
  })

  it('a list written before its product went to cartons of 12 lands in the cart as 12, named; placeOrder refuses a line left at 10', async () => {
    await setScope(CUSTOMER.normal, ['orders', 'checkout', 'shoppinglists'])
    const { jar } = await login()
    const created = await postJson('/api/shoppinglist', { title: 'Jaettu' }, { jar })
    const listId = ((await created.json()) as { shoppinglist_id: number }).shoppinglist_id
    expect(
      (await postJson(`/api/shoppinglist/${listId}/items`, { sku: 'HOI-1001', quantity: 10 }, { jar })).status,
    ).toBe(200)
    // The operator changes the product's carton (docs/decisions/048-quantity-rules-on-every-path.md).
    await env.DB.prepare("UPDATE products SET qty_increment = 12, min_sale_qty = 12 WHERE sku = 'HOI-1001'").run()
    const res = await postJson(`/api/shoppinglist/${listId}/cart`, {}, { jar })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      cart: { items: { product: { sku: string }; quantity: number }[] }
      rounded: unknown
    }
    expect(body.rounded).toEqual([{ sku: 'HOI-1001', quantity: 12 }])
    expect(body.cart.items.find((i) => i.product.sku === 'HOI-1001')?.quantity).toBe(12)

    // A line that the rules left behind is named when the order is placed, and nothing is ordered.
    await env.DB.prepare(
      "UPDATE cart_items SET quantity = 10 WHERE product_id = (SELECT id FROM products WHERE sku = 'HOI-1001')",
    ).run()
    for (const [path, body] of [
      ['shippingAddress', { address: ADDRESS }],
      ['shippingMethods', { carrier_code: 'posti' }],
      ['paymentMethod', { code: 'invoice' }],
      ['billingAddress', { same_as_shipping: true }],
    ] as const) {
      expect((await postJson(`/api/checkout/${path}`, body, { jar })).status).toBe(200)
    }
    const cart = (await getCart(jar)).cart
    const placed = await postJson(
      '/api/checkout/placeOrder',
      { cart_id: cart?.id, hasAcceptedTermsAndConditions: true },
      { jar },
    )
    expect(placed.status).toBe(409)
    expect((await errorOf(placed)).message).toBe(
      'Tilausta ei voi lähettää: ”Sideharso 10 cm x 4 m” 10 kpl (myydään 12 kpl:n erissä, lähin sallittu määrä 12 kpl). Korjaa määrät ostoskorissa.',
    )
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first('n')).toBe(0)
  })

  it('search finds a product by its EAN and a medicine by its Vnr', async () => {
    const search = async (q: string) => {
      const res = await shopFetch(`/api/catalog/productsearch?q=${q}&page=1&pageSize=12`)
      return ((await res.json()) as ProductSearchResponse).items.map((i) => i.sku)
    }
    expect(await search('6430009000116')).toEqual([BY_TEN])
    expect((await search('114873'))[0]).toBe('LAA-1002')
  })
})
