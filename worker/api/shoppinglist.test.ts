import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../contract/schemas/cart'
import {
  CreateShoppingListResponseSchema,
  listsBySku,
  ShoppingListsResponseSchema,
  ShoppingListToCartResponseSchema,
  type ShoppingList,
} from '../../contract/schemas/shoppinglist'
import { CookieJar, login, postJson, sameOriginJson, shopFetch, USERS } from '../test/helpers'
import { addCatalogueExtras, addToCart, cartOf, getCart } from '../test/cartFixtures'
import { addCustomer, CUSTOMER, setScope } from '../test/orderFixtures'

const create = (jar: CookieJar | undefined, title: unknown) => postJson('/api/shoppinglist', { title }, { jar })
const rename = (jar: CookieJar | undefined, id: number | string, title: unknown) =>
  postJson(`/api/shoppinglist/${id}`, { title }, { jar })
const remove = (jar: CookieJar | undefined, id: number | string) =>
  shopFetch(`/api/shoppinglist/${id}`, { jar, method: 'DELETE', headers: sameOriginJson })
const addItem = (jar: CookieJar | undefined, id: number | string, sku: string, quantity: unknown) =>
  postJson(`/api/shoppinglist/${id}/items`, { sku, quantity }, { jar })
const setItem = (jar: CookieJar | undefined, id: number | string, sku: string, quantity: unknown) =>
  postJson(`/api/shoppinglist/${id}/items/${sku}`, { quantity }, { jar })
const removeItem = (jar: CookieJar | undefined, id: number | string, sku: string) =>
  shopFetch(`/api/shoppinglist/${id}/items/${sku}`, { jar, method: 'DELETE', headers: sameOriginJson })
const toCart = (jar: CookieJar | undefined, id: number | string) =>
  shopFetch(`/api/shoppinglist/${id}/cart`, { jar, method: 'POST', headers: sameOriginJson })

async function listsOf(res: Response | Promise<Response>): Promise<ShoppingList[]> {
  const answer = await res
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`)
  return v.parse(ShoppingListsResponseSchema, await answer.json()).items
}

const getLists = (jar: CookieJar) => listsOf(shopFetch('/api/shoppinglist', { jar }))

async function createList(jar: CookieJar, title: string): Promise<number> {
  const res = await create(jar, title)
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return v.parse(CreateShoppingListResponseSchema, await res.json()).shoppinglist_id
}

/** Every list row and item row: what a refused write must leave as it was. */
const snapshot = async () => ({
  lists: (await env.DB.prepare('SELECT * FROM shopping_lists ORDER BY id').all()).results,
  items: (await env.DB.prepare('SELECT * FROM shopping_list_items ORDER BY list_id, product_id').all()).results,
})

const quantities = (list: ShoppingList | undefined) =>
  Object.fromEntries((list?.products ?? []).map((p) => [p.product.sku, p.quantity]))

beforeEach(async () => {
  await setScope(CUSTOMER.normal, ['orders', 'invoices', 'shoppinglists'])
  await setScope(CUSTOMER.pharmacy, ['shoppinglists'])
})

describe('shopping lists need a login and the shoppinglists scope', () => {
  const calls: [string, (jar?: CookieJar) => Promise<Response>][] = [
    ['GET /api/shoppinglist', (jar) => shopFetch('/api/shoppinglist', { jar })],
    ['POST /api/shoppinglist', (jar) => create(jar, 'Viikkotilaus')],
    ['GET /api/shoppinglist/1', (jar) => shopFetch('/api/shoppinglist/1', { jar })],
    ['POST /api/shoppinglist/1', (jar) => rename(jar, 1, 'Uusi')],
    ['DELETE /api/shoppinglist/1', (jar) => remove(jar, 1)],
    ['POST /api/shoppinglist/1/items', (jar) => addItem(jar, 1, 'HOI-1001', 1)],
    ['POST /api/shoppinglist/1/items/HOI-1001', (jar) => setItem(jar, 1, 'HOI-1001', 2)],
    ['DELETE /api/shoppinglist/1/items/HOI-1001', (jar) => removeItem(jar, 1, 'HOI-1001')],
    ['POST /api/shoppinglist/1/cart', (jar) => toCart(jar, 1)],
  ]

  it.each(calls)('answers a guest 401 on %s', async (_, call) => {
    const res = await call()
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Kirjaudu sisään käyttääksesi ostoslistoja.' })
  })

  it.each(calls)('answers 403 on %s without the scope', async (_, call) => {
    const { jar } = await login()
    await createList(jar, 'Viikkotilaus')
    await addCustomer(4, 'ei-listoja@example.fi', ['orders', 'invoices'])
    const before = await snapshot()
    for (const email of [USERS.restricted, 'ei-listoja@example.fi']) {
      const other = await login(email)
      const res = await call(other.jar)
      expect(res.status, email).toBe(403)
      expect(await res.json()).toMatchObject({
        message: 'Sinulla ei ole oikeutta käyttää ostoslistoja. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
      })
    }
    expect(await snapshot()).toEqual(before)
  })
})

describe('shopping list CRUD', () => {
  it('creates, reads, renames and deletes lists; every write answers all lists', async () => {
    const { jar } = await login()
    expect(await getLists(jar)).toEqual([])

    const res = await create(jar, '  Viikkotilaus  ')
    expect(res.status).toBe(200)
    const created = v.parse(CreateShoppingListResponseSchema, await res.json())
    expect(created.items).toEqual([
      {
        shoppinglist_id: created.shoppinglist_id,
        title: 'Viikkotilaus',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        products: [],
        shared: false,
      },
    ])
    const weekly = created.shoppinglist_id
    const surgery = await createList(jar, 'Leikkaussali')

    let lists = await listsOf(addItem(jar, weekly, 'HOI-1001', 3))
    lists = await listsOf(addItem(jar, weekly, 'RUO-1002', 1))
    lists = await listsOf(addItem(jar, surgery, 'HOI-1001', 10))
    expect(lists.map((l) => l.title)).toEqual(['Viikkotilaus', 'Leikkaussali'])
    expect(lists[0]?.products).toEqual([
      {
        product: {
          sku: 'HOI-1001',
          name: 'Sideharso 10 cm x 4 m',
          url_key: 'sideharso-10-cm',
          image: { url: '/media/sideharso.png', label: 'Sideharso' },
          pakkauskokoteksti: '20 kpl',
          in_stock: true,
          // Not counted by a warehouse in the test seed (docs/decisions/073-availability.md).
          availability: { available: null, restock_date: null, discontinued: false, shortage: null },
          quantity_rules: { min_sale_qty: 1, max_sale_qty: 999, qty_increments: 1 },
        },
        quantity: 3,
      },
      expect.objectContaining({ product: expect.objectContaining({ sku: 'RUO-1002' }), quantity: 1 }),
    ])
    // spec §3: the derived map of SKU to lists.
    expect(listsBySku(lists).get('HOI-1001')).toEqual([
      { title: 'Viikkotilaus', shoppinglist_id: weekly },
      { title: 'Leikkaussali', shoppinglist_id: surgery },
    ])

    const one = await shopFetch(`/api/shoppinglist/${surgery}`, { jar })
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({ shoppinglist: lists[1] })

    lists = await listsOf(rename(jar, surgery, 'Leikkaussali 2'))
    expect(lists.map((l) => l.title)).toEqual(['Viikkotilaus', 'Leikkaussali 2'])

    lists = await listsOf(setItem(jar, weekly, 'HOI-1001', 7))
    expect(quantities(lists[0])).toEqual({ 'HOI-1001': 7, 'RUO-1002': 1 })
    lists = await listsOf(removeItem(jar, weekly, 'HOI-1001'))
    expect(quantities(lists[0])).toEqual({ 'RUO-1002': 1 })
    const missing = await removeItem(jar, weekly, 'HOI-1001')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Tuotetta ei ole ostoslistalla.' })
    expect((await setItem(jar, weekly, 'HOI-1001', 2)).status).toBe(404)

    lists = await listsOf(remove(jar, weekly))
    expect(lists.map((l) => l.title)).toEqual(['Leikkaussali 2'])
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM shopping_list_items WHERE list_id = ?').bind(weekly).first('n'),
    ).toBe(0)
    expect((await remove(jar, weekly)).status).toBe(404)
  })

  it('adds up quantities of the same product up to 999, and takes out-of-stock products', async () => {
    const { jar } = await login()
    const id = await createList(jar, 'Rokotteet')
    await listsOf(addItem(jar, id, 'HOI-1001', 600))
    let lists = await listsOf(addItem(jar, id, 'HOI-1001', 600))
    expect(quantities(lists[0])).toEqual({ 'HOI-1001': 999 })
    // Sold out but still sold: it waits for its delivery (a discontinued product is refused).
    await env.DB.prepare("UPDATE products SET discontinued = 0, available = 0 WHERE sku = 'HOI-2002'").run()
    lists = await listsOf(addItem(jar, id, 'HOI-2002', 5))
    expect(lists[0]?.products[1]).toMatchObject({ product: { sku: 'HOI-2002', in_stock: false }, quantity: 5 })
  })

  it('keeps titles unique per customer whatever the case, and lets two customers use the same title', async () => {
    const { jar } = await login()
    const weekly = await createList(jar, 'Viikkotilaus')
    const vaccines = await createList(jar, 'Rokotteet')
    const before = await snapshot()
    const attempts: [string, () => Promise<Response>][] = [
      ['VIIKKOTILAUS', () => create(jar, 'VIIKKOTILAUS')],
      ['viikkotilaus', () => create(jar, '  viikkotilaus ')],
      ['Viikkotilaus', () => rename(jar, vaccines, 'Viikkotilaus')],
    ]
    for (const [title, attempt] of attempts) {
      const res = await attempt()
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({
        message: `Sinulla on jo ostoslista nimeltä ”${title}”. Valitse toinen nimi.`,
        fields: { title: 'Samanniminen ostoslista on jo olemassa.' },
      })
    }
    expect(await snapshot()).toEqual(before)
    // Äö: Finnish letters fold too.
    await createList(jar, 'Äitiyslomalle')
    expect((await create(jar, 'äITIYSLOMALLE')).status).toBe(409)
    // Renaming a list to its own title in another case is fine.
    expect((await listsOf(rename(jar, weekly, 'VIIKKOTILAUS')))[0]?.title).toBe('VIIKKOTILAUS')

    const pharmacy = await login(USERS.pharmacy)
    expect((await create(pharmacy.jar, 'Viikkotilaus')).status).toBe(200)
  })

  it('allows at most 50 lists per customer', async () => {
    const { jar } = await login()
    await env.DB.batch(
      Array.from({ length: 49 }, (_, i) =>
        env.DB.prepare(
          'INSERT INTO shopping_lists (customer_id, title, title_key, created_at, updated_at) VALUES (1, ?1, lower(?1), 0, 0)',
        ).bind(`Lista ${i + 1}`),
      ),
    )
    await createList(jar, 'Viideskymmenes')
    const before = await snapshot()
    const res = await create(jar, 'Viideskymmenesensimmäinen')
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      message: 'Sinulla voi olla enintään 50 ostoslistaa. Poista jokin lista ennen kuin luot uuden.',
    })
    expect(await snapshot()).toEqual(before)
    // Another customer's lists do not count.
    expect((await create((await login(USERS.pharmacy)).jar, 'Viikkotilaus')).status).toBe(200)
  })

  it('allows at most 500 products per list', async () => {
    const { jar } = await login()
    const id = await createList(jar, 'Iso lista')
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO products (id, sku, name, url_key, image_url, image_label, regular_price_cents, final_price_cents, vat_class)
       SELECT 1000 + i, 'CAP-' || i, 'Tuote ' || i, 'cap-' || i, '/media/x.png', 'x', 100, 100, 'other' FROM n`,
    ).run()
    await env.DB.prepare(
      "INSERT INTO shopping_list_items (list_id, product_id, quantity, created_at) SELECT ?, id, 1, 0 FROM products WHERE sku LIKE 'CAP-%'",
    )
      .bind(id)
      .run()
    const before = await snapshot()
    const res = await addItem(jar, id, 'HOI-1001', 1)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      message: 'Ostoslistalla voi olla enintään 500 tuotetta. Poista tuotteita tai tee uusi lista.',
    })
    expect(await snapshot()).toEqual(before)
    // A product already on the full list can still be added to.
    const lists = await listsOf(addItem(jar, id, 'CAP-1', 2))
    expect(lists[0]?.products).toHaveLength(500)
    expect(lists[0]?.products[0]).toMatchObject({ product: { sku: 'CAP-1' }, quantity: 3 })
  })
})

describe('validation changes nothing', () => {
  it.each([
    ['an empty title', () => ({ title: '' })],
    ['a blank title', () => ({ title: '   ' })],
    ['81 characters', () => ({ title: 'x'.repeat(81) })],
    ['a control character', () => ({ title: 'Viikko\u0007tilaus' })],
    ['a number', () => ({ title: 5 })],
    ['an unknown field', () => ({ title: 'Uusi', color: 'red' })],
    ['no body fields', () => ({})],
  ])('refuses a title with %s', async (_, body) => {
    const { jar } = await login()
    const id = await createList(jar, 'Viikkotilaus')
    const before = await snapshot()
    for (const res of [
      await postJson('/api/shoppinglist', body(), { jar }),
      await postJson(`/api/shoppinglist/${id}`, body(), { jar }),
    ]) {
      expect(res.status).toBe(400)
      const error = (await res.json()) as { message: string; fields?: Record<string, string> }
      expect(error.message).toBe('Tarkista lähetetyt tiedot.')
    }
    expect(await snapshot()).toEqual(before)
  })

  it('accepts a title of 80 characters', async () => {
    const { jar } = await login()
    expect((await listsOf(create(jar, 'ä'.repeat(80))))[0]?.title).toBe('ä'.repeat(80))
  })

  it('refuses bad items, unknown products and configurable parents', async () => {
    const { jar } = await login()
    await addCatalogueExtras()
    const id = await createList(jar, 'Viikkotilaus')
    await listsOf(addItem(jar, id, 'HOI-1001', 2))
    const before = await snapshot()
    for (const quantity of [0, 1000, 1.5, '2', null]) {
      expect((await addItem(jar, id, 'HOI-1001', quantity)).status, String(quantity)).toBe(400)
      expect((await setItem(jar, id, 'HOI-1001', quantity)).status, String(quantity)).toBe(400)
    }
    expect((await postJson(`/api/shoppinglist/${id}/items`, '{"sku":', { jar })).status).toBe(400)
    expect(
      (await postJson(`/api/shoppinglist/${id}/items`, { sku: 'HOI-1001', quantity: 1, note: 'x' }, { jar })).status,
    ).toBe(400)
    expect((await addItem(jar, id, 'HOI 1001', 1)).status).toBe(400)

    const unknown = await addItem(jar, id, 'EI-OLE', 1)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      message: 'Tuotetta ei löytynyt.',
      fields: { sku: 'Tuntematon tuotekoodi.' },
    })
    const parent = await addItem(jar, id, 'HOI-3000', 1)
    expect(parent.status).toBe(400)
    expect(await parent.json()).toMatchObject({ message: 'Valitse koko ennen kuin lisäät tuotteen ostoslistalle.' })
    expect(await snapshot()).toEqual(before)
    // A variant is a product of its own.
    expect(quantities((await listsOf(addItem(jar, id, 'HOI-3000-M', 1)))[0])).toEqual({
      'HOI-1001': 2,
      'HOI-3000-M': 1,
    })
  })
})

describe('another customer’s list', () => {
  it('is not found for reading, writing or ordering, and stays as it was', async () => {
    const pharmacy = await login(USERS.pharmacy)
    const theirs = await createList(pharmacy.jar, 'Apteekin lista')
    await listsOf(addItem(pharmacy.jar, theirs, 'LAA-1001', 4))
    const { jar } = await login()
    const before = await snapshot()
    const calls = [
      () => shopFetch(`/api/shoppinglist/${theirs}`, { jar }),
      () => rename(jar, theirs, 'Minun'),
      () => remove(jar, theirs),
      () => addItem(jar, theirs, 'HOI-1001', 1),
      () => setItem(jar, theirs, 'LAA-1001', 9),
      () => removeItem(jar, theirs, 'LAA-1001'),
      () => toCart(jar, theirs),
      () => shopFetch('/api/shoppinglist/999999', { jar }),
      () => shopFetch('/api/shoppinglist/abc', { jar }),
    ]
    for (const call of calls) {
      const res = await call()
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ message: 'Ostoslistaa ei löytynyt.' })
    }
    expect(await snapshot()).toEqual(before)
    expect(await getLists(jar)).toEqual([])
    expect((await getCart(jar)).cart?.items ?? []).toEqual([])
  })
})

describe('adding a list to the cart', () => {
  it('adds every product in stock at the customer’s prices and reports the skipped ones', async () => {
    const { jar } = await login()
    const id = await createList(jar, 'Viikkotilaus')
    await listsOf(addItem(jar, id, 'HOI-1001', 3))
    // On the list while still sold, discontinued since: the cart skips it and says so.
    await env.DB.prepare("UPDATE products SET discontinued = 0 WHERE sku = 'HOI-2002'").run()
    await listsOf(addItem(jar, id, 'HOI-2002', 2))
    await env.DB.prepare("UPDATE products SET discontinued = 1 WHERE sku = 'HOI-2002'").run()
    await listsOf(addItem(jar, id, 'RUO-1002', 1))
    await cartOf(addToCart(jar, 'HOI-1001', 998))
    const revision = await env.DB.prepare(
      "SELECT revision FROM carts WHERE customer_id = 1 AND status = 'active'",
    ).first('revision')

    const res = await toCart(jar, id)
    expect(res.status).toBe(200)
    const body = v.parse(ShoppingListToCartResponseSchema, await res.json())
    expect(body.skipped).toEqual(['HOI-2002'])
    // The same cart as POST /api/cart answers and GET /api/cart reads.
    expect(v.safeParse(CartResponseSchema, { cart: body.cart }).success).toBe(true)
    expect(body.cart).toEqual((await getCart(jar)).cart)
    expect(body.cart.items.map((i) => [i.product.sku, i.quantity, i.prices?.price.value])).toEqual([
      ['HOI-1001', 999, 8.9], // 998 + 3, capped at 999; contract price
      ['RUO-1002', 1, 65], // contract price (type 4)
    ])
    expect(
      await env.DB.prepare("SELECT revision FROM carts WHERE customer_id = 1 AND status = 'active'").first('revision'),
    ).toBe(Number(revision) + 1)
    // The list itself is kept.
    expect(quantities((await getLists(jar))[0])).toEqual({ 'HOI-1001': 3, 'HOI-2002': 2, 'RUO-1002': 1 })
  })

  it('creates the customer cart when there is none, and answers an empty list with the cart unchanged', async () => {
    const { jar } = await login()
    const empty = await createList(jar, 'Tyhjä')
    const first = v.parse(ShoppingListToCartResponseSchema, await (await toCart(jar, empty)).json())
    expect(first).toMatchObject({ cart: { total_quantity: 0, items: [] }, skipped: [] })

    const id = await createList(jar, 'Rokotteet')
    await listsOf(addItem(jar, id, 'LAA-1001', 2))
    const again = v.parse(ShoppingListToCartResponseSchema, await (await toCart(jar, id)).json())
    expect(again.cart.id).toBe(first.cart.id)
    expect(again.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['LAA-1001', 2]])
  })
})
