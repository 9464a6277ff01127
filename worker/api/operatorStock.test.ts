import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { OPERATOR_KEY_NEEDED, type OperatorStockResponse } from '../../contract/schemas/operatorStock'
import { sendStock, type SendFetch } from '../../scripts/stock/sendStock'
import { parseStockCsv } from '../../scripts/stock/stockCsv'
import { ADDRESS, addToCart, cartOf } from '../test/cartFixtures'
import { readOutbox } from '../mail/outbox'
import { CookieJar, login, postJson, sameOriginJson, shopFetch, USERS } from '../test/helpers'

/**
 * The ERP's stock feed (docs/decisions/074-operator-stock-feed.md): PUT /api/operator/stock with
 * the operator's bearer secret, on the shop's own origin; once per batch id; arrivals fill the
 * backordered lines oldest order first.
 */

const SECRET = 'varasto-avain-testi-0123456789'

const feed = (body: unknown, init: { secret?: string | null; extra?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.extra }
  const secret = init.secret === undefined ? SECRET : init.secret
  if (secret !== null) headers.Authorization = `Bearer ${secret}`
  return shopFetch('/api/operator/stock', {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    env: { OPERATOR_STOCK_SECRET: SECRET },
  })
}

const stockOf = (sku: string) =>
  env.DB.prepare('SELECT available, restock_date, discontinued, in_stock FROM products WHERE sku = ?')
    .bind(sku)
    .first<{ available: number | null; restock_date: string | null; discontinued: number; in_stock: number }>()

describe('the stock feed refuses anyone without the operator’s secret', () => {
  const body = { batch_id: 'b-1', items: [{ sku: 'HOI-1001', available: 5 }] }

  it('answers 401 without a secret, with a wrong one and with a customer’s session, and writes nothing', async () => {
    expect((await feed(body, { secret: null })).status).toBe(401)
    expect((await feed(body, { secret: 'vaara-avain-0123456789' })).status).toBe(401)
    const { jar } = await login()
    const token = jar.get('session')
    expect(token).toBeTruthy()
    expect((await feed(body, { secret: token! })).status).toBe(401)
    const withCookies = await shopFetch('/api/operator/stock', {
      method: 'PUT',
      jar,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      env: { OPERATOR_STOCK_SECRET: SECRET },
    })
    expect(withCookies.status).toBe(401)
    expect(await withCookies.json()).toMatchObject({ message: OPERATOR_KEY_NEEDED })
    expect((await stockOf('HOI-1001'))?.available).toBeNull()
  })

  it('is closed where the secret is not set', async () => {
    const res = await shopFetch('/api/operator/stock', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
      body: JSON.stringify(body),
    })
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect((await stockOf('HOI-1001'))?.available).toBeNull()
  })
})

describe('a stock batch', () => {
  it('writes counts, dates and discontinued, lists unknown SKUs, and moves the ships-now flag', async () => {
    const res = await feed({
      batch_id: 'erp-2026-11-27T06:00',
      items: [
        { sku: 'HOI-1001', available: 120 },
        { sku: 'HOI-2001', available: 0, restock_date: '2026-12-10' },
        { sku: 'RUO-1001', available: 3, discontinued: true },
        { sku: 'EI-OLE-1', available: 9 },
      ],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      batch_id: 'erp-2026-11-27T06:00',
      updated: 3,
      unknown: ['EI-OLE-1'],
      filled_lines: 0,
      replayed: false,
    } satisfies OperatorStockResponse)
    expect(await stockOf('HOI-1001')).toMatchObject({ available: 120, in_stock: 1 })
    expect(await stockOf('HOI-2001')).toEqual({
      available: 0,
      restock_date: '2026-12-10',
      discontinued: 0,
      in_stock: 0,
    })
    expect(await stockOf('RUO-1001')).toMatchObject({ available: 3, discontinued: 1, in_stock: 0 })
    // A listing's search rank follows (the in-stock band of docs/decisions/072-search-filters-in-the-index.md).
    const ranked = await env.DB.prepare(
      "SELECT d.in_stock FROM search_docs d JOIN products p ON p.id = d.product_id WHERE p.sku = 'HOI-2001'",
    ).first<{ in_stock: number }>()
    expect(ranked?.in_stock).toBe(0)
  })

  it('is done once per batch id: a repeat answers the same, replayed; the id with other rows is a 409', async () => {
    const body = { batch_id: 'erp-42', items: [{ sku: 'HOI-1001', available: 10 }] }
    const [first, second] = await Promise.all([feed(body), feed(body)])
    const answers = [(await first.json()) as OperatorStockResponse, (await second.json()) as OperatorStockResponse]
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true])
    // A count the shop changed since (an order took 4) is not put back by a repeat.
    await env.DB.prepare("UPDATE products SET available = 6 WHERE sku = 'HOI-1001'").run()
    const third = (await (await feed(body)).json()) as OperatorStockResponse
    expect(third).toMatchObject({ updated: 1, replayed: true })
    expect((await stockOf('HOI-1001'))?.available).toBe(6)
    const other = await feed({ batch_id: 'erp-42', items: [{ sku: 'HOI-1001', available: 11 }] })
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ message: expect.stringContaining('erp-42') })
  })

  it('refuses bad rows in Finnish and writes nothing of the batch', async () => {
    for (const [body, field] of [
      [{ batch_id: 'x', items: [{ sku: 'HOI-1001', available: -1 }] }, 'items.0.available'],
      [
        { batch_id: 'x', items: [{ sku: 'HOI-1001', available: 1, restock_date: '10.12.2026' }] },
        'items.0.restock_date',
      ],
      [{ batch_id: 'x', items: [] }, 'items'],
      [{ batch_id: '', items: [{ sku: 'HOI-1001', available: 1 }] }, 'batch_id'],
      [
        {
          batch_id: 'x',
          items: [
            { sku: 'HOI-1001', available: 1 },
            { sku: 'HOI-1001', available: 2 },
          ],
        },
        'items',
      ],
    ] as const) {
      const res = await feed(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = (await res.json()) as { fields?: Record<string, string> }
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toContain(field)
    }
    expect((await feed('{"batch_id":')).status).toBe(400)
    expect((await stockOf('HOI-1001'))?.available).toBeNull()
  })

  it('takes 5,000 rows in one call, and refuses 5,001', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({ sku: i === 0 ? 'HOI-1001' : `ERP-${i}`, available: i }))
    const res = await feed({
      batch_id: 'iso-era',
      items: items.map((item, i) => (i === 0 ? { ...item, available: 77 } : item)),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ updated: 1, replayed: false })
    expect((await stockOf('HOI-1001'))?.available).toBe(77)
    const tooMany = await feed({ batch_id: 'liian-iso', items: [...items, { sku: 'ERP-X', available: 1 }] })
    expect(tooMany.status).toBe(400)
  })
})

describe('the stock command (npm run stock:import)', () => {
  it('sends a CSV file in batches to the route; the same file again changes nothing', async () => {
    const { rows, errors } = parseStockCsv(
      'sku;available;restock_date\nHOI-1001;30;\nHOI-2001;0;10.12.2026\nEI-OLE;5;\n',
    )
    expect(errors).toEqual([])
    const fetchImpl: SendFetch = (url, init) =>
      shopFetch(url.pathname, { ...init, env: { OPERATOR_STOCK_SECRET: SECRET } })
    const send = () =>
      sendStock(rows, { url: 'https://shop.test', secret: SECRET, fingerprint: 'f1', batchSize: 2, fetchImpl })
    const first = await send()
    expect(first.map((a) => [a.batch_id, a.updated, a.unknown, a.replayed])).toEqual([
      ['csv-f1-1', 2, [], false],
      ['csv-f1-2', 0, ['EI-OLE'], false],
    ])
    expect(await stockOf('HOI-2001')).toMatchObject({ available: 0, restock_date: '2026-12-10' })
    expect((await send()).every((a) => a.replayed)).toBe(true)
    await expect(
      sendStock(rows, { url: 'https://shop.test', secret: 'vaara-avain-0123456789', fingerprint: 'f2', fetchImpl }),
    ).rejects.toThrow(/401/)
  })
})

describe('arrivals fill backordered lines, oldest order first', () => {
  const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

  async function backorder(jar: CookieJar, quantity: number): Promise<string> {
    const cart = await cartOf(addToCart(jar, 'HOI-2001', quantity))
    await cartOf(
      postJson('/api/cart/fulfilment', { cart_item_id: cart.items[0]!.id, fulfilment: 'backorder' }, { jar }),
    )
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    const ready = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    const res = await step(jar, 'placeOrder', { cart_id: ready.id, hasAcceptedTermsAndConditions: true })
    expect(res.status).toBe(200)
    return ((await res.json()) as { order: { order_number: string } }).order.order_number
  }

  const lineOf = (orderNumber: string) =>
    env.DB.prepare(
      `SELECT l.reserved_qty, l.backordered_qty FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.order_number = ?`,
    )
      .bind(orderNumber)
      .first<{ reserved_qty: number; backordered_qty: number }>()

  it('gives 8 arriving units to the first order’s 5 and 3 of the second’s 6; 0 are left to sell', async () => {
    await env.DB.prepare("UPDATE products SET available = 0, restock_date = '2026-12-10' WHERE sku = 'HOI-2001'").run()
    const { jar } = await login()
    const first = await backorder(jar, 5)
    // The second order is a second later: the fill goes by when an order was placed.
    await env.DB.prepare('UPDATE orders SET created_at = created_at - 10 WHERE order_number = ?').bind(first).run()
    const second = await backorder(jar, 6)
    const res = await feed({ batch_id: 'saapuminen-1', items: [{ sku: 'HOI-2001', available: 8 }] })
    expect(await res.json()).toMatchObject({ filled_lines: 2, replayed: false })
    expect(await lineOf(first)).toEqual({ reserved_qty: 5, backordered_qty: 0 })
    expect(await lineOf(second)).toEqual({ reserved_qty: 3, backordered_qty: 3 })
    expect((await stockOf('HOI-2001'))?.available).toBe(0)
    // The buyer hears that the first order's line ships: a notice and one mail for the order.
    const shippedMail = (await readOutbox(env.DB, USERS.normal)).filter(
      (m) => m.subject === `Tilauksesi ${first} jälkitoimitus – VetTarvike`,
    )
    expect(shippedMail).toHaveLength(1)
    expect(shippedMail[0]?.body_text).toContain('5 × Kertakäyttöruisku 5 ml: jälkitoimitus on nyt lähdössä.')
    // The second order's date moves: told once, with the new date; a repeat of the batch tells nothing new.
    const moved = { batch_id: 'arvio-1', items: [{ sku: 'HOI-2001', available: 0, restock_date: '2026-12-20' }] }
    await feed(moved)
    await feed(moved)
    const dateMail = (await readOutbox(env.DB, USERS.normal)).filter(
      (m) => m.subject === `Tilauksesi ${second} jälkitoimitus – VetTarvike`,
    )
    expect(dateMail).toHaveLength(1)
    expect(dateMail[0]?.body_text).toContain('jälkitoimituksen arvio on nyt 20.12.')
    const notices = await env.DB.prepare(
      "SELECT kind, link FROM notifications WHERE customer_id = 1 AND kind LIKE 'backorder_%' ORDER BY id",
    ).all()
    expect(notices.results).toEqual([
      { kind: 'backorder_shipped', link: `/account/order/${first}` },
      { kind: 'backorder_date', link: `/account/order/${second}` },
    ])
    // The next arrival fills the rest, and what is left is for sale.
    await feed({ batch_id: 'saapuminen-2', items: [{ sku: 'HOI-2001', available: 10 }] })
    expect(await lineOf(second)).toEqual({ reserved_qty: 6, backordered_qty: 0 })
    expect(await stockOf('HOI-2001')).toMatchObject({ available: 7, in_stock: 1 })
  })
})

describe('“Ilmoita kun saatavilla”', () => {
  const watch = (jar: CookieJar, sku: string, method: 'GET' | 'PUT' | 'DELETE') =>
    shopFetch(`/api/customer/stockwatch/${sku}`, { jar, method, headers: sameOriginJson })

  it('tells a waiting user once, by a notice and a mail linking the product page, when the product ships again', async () => {
    await env.DB.prepare("UPDATE products SET available = 0 WHERE sku = 'HOI-2001'").run()
    const { jar } = await login()
    expect(await (await watch(jar, 'HOI-2001', 'PUT')).json()).toEqual({ sku: 'HOI-2001', watching: true })
    expect(await (await watch(jar, 'HOI-2001', 'GET')).json()).toEqual({ sku: 'HOI-2001', watching: true })
    await feed({ batch_id: 'saapuu-1', items: [{ sku: 'HOI-2001', available: 0 }] })
    expect(await readOutbox(env.DB, USERS.normal)).toHaveLength(0)

    await feed({ batch_id: 'saapuu-2', items: [{ sku: 'HOI-2001', available: 40 }] })
    const mails = await readOutbox(env.DB, USERS.normal)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain('Kertakäyttöruisku 5 ml on taas saatavilla')
    expect(mails[0]?.body_text).toContain('/product/kertakayttoruisku-5-ml')
    const notice = await env.DB.prepare(
      "SELECT message, link FROM notifications WHERE kind = 'stock_available'",
    ).first()
    expect(notice).toEqual({
      message: 'Kertakäyttöruisku 5 ml on taas saatavilla. Lisää se ostoskoriin tuotesivulta.',
      link: '/product/kertakayttoruisku-5-ml',
    })
    // Told once: no longer waiting, and the next arrival mails nothing.
    expect(await (await watch(jar, 'HOI-2001', 'GET')).json()).toEqual({ sku: 'HOI-2001', watching: false })
    await feed({ batch_id: 'saapuu-3', items: [{ sku: 'HOI-2001', available: 80 }] })
    expect(await readOutbox(env.DB, USERS.normal)).toHaveLength(1)
  })

  it('is stopped by DELETE, refused to guests, and a medicine does not exist for a restricted customer', async () => {
    const { jar } = await login()
    await watch(jar, 'HOI-2001', 'PUT')
    expect(await (await watch(jar, 'HOI-2001', 'DELETE')).json()).toEqual({ sku: 'HOI-2001', watching: false })
    expect((await watch(new CookieJar(), 'HOI-2001', 'PUT')).status).toBe(401)
    const { jar: restricted } = await login(USERS.restricted)
    expect((await watch(restricted, 'LAA-1001', 'PUT')).status).toBe(404)
    expect((await watch(jar, 'HOI-2002', 'PUT')).status).toBe(409)
    expect((await watch(jar, 'EI-OLE-1', 'PUT')).status).toBe(404)
  })
})
