import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BulkAddResponse, QuickOrderCheckResponse } from '../../contract/schemas/quickOrder'
import { addCatalogueExtras, getCart } from '../test/cartFixtures'
import { CookieJar, login, postJson, USERS } from '../test/helpers'

/** Quick order's line check and the bulk add (spec §10). */

const check = (jar: CookieJar | undefined, lines: { code: string; quantity: number }[]) =>
  postJson('/api/cart/bulk/check', { lines }, { jar })

const bulk = (jar: CookieJar | undefined, items: { sku: string; quantity: number }[], key?: string) =>
  postJson('/api/cart/bulk', { items }, { jar, headers: key === undefined ? {} : { 'Idempotency-Key': key } })

const cartQuantities = async (jar: CookieJar) =>
  Object.fromEntries(((await getCart(jar)).cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))

beforeEach(addCatalogueExtras)

describe('quick order line check', () => {
  it('is for customers only', async () => {
    const res = await check(new CookieJar(), [{ code: 'HOI-1001', quantity: 1 }])
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Kirjaudu sisään käyttääksesi pikatilausta.' })
    expect((await bulk(new CookieJar(), [{ sku: 'HOI-1001', quantity: 1 }], 'guest-key-1')).status).toBe(401)
  })

  it('finds products by SKU in any case, by EAN with spaces and by Vnr, and judges every line', async () => {
    const { jar } = await login()
    const res = await check(jar, [
      { code: 'hoi-1001', quantity: 2 }, // SKU, lower case
      { code: '6 430009 000116', quantity: 20 }, // EAN of HOI-2003 (sold by ten) as printed
      { code: '114873', quantity: 1 }, // Vnr of LAA-1002
      { code: 'HOI-2003', quantity: 5 }, // the same needle again: merged into line 2
      { code: 'HOI-3000', quantity: 1 }, // configurable: pick a size
      { code: 'HOI-2002', quantity: 1 }, // out of stock
      { code: 'sideharso', quantity: 1 }, // not a code: suggestions
      { code: '', quantity: 1 },
      { code: 'HOI-1002', quantity: 2.5 },
    ])
    expect(res.status).toBe(200)
    const { lines } = (await res.json()) as QuickOrderCheckResponse
    expect(lines.map((l) => [l.line, l.ok, l.problem ?? null, l.product?.sku ?? null])).toEqual([
      [0, true, null, 'HOI-1001'],
      [1, false, 'quantity', 'HOI-2003'],
      [2, true, null, 'LAA-1002'],
      [3, false, 'duplicate', 'HOI-2003'],
      [4, false, 'choose-variant', 'HOI-3000'],
      [5, false, 'discontinued', 'HOI-2002'],
      [6, false, 'unknown', null],
      [7, false, 'empty', null],
      [8, false, 'quantity', 'HOI-1002'],
    ])
    // 20 + 5 needles sold by ten: the merged line is offered rounded.
    expect(lines[1]).toMatchObject({
      quantity: 25,
      suggested_quantity: 30,
      message: 'Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 30 kpl:een?',
    })
    expect(lines[3]).toMatchObject({ duplicate_of: 1, message: 'Sama tuote on myös rivillä 2: määrät yhdistetään.' })
    expect(lines[4]).toMatchObject({
      message: 'Valitse koko.',
      variants: [
        { sku: 'HOI-3000-S', label: 'S', in_stock: true },
        { sku: 'HOI-3000-M', label: 'M', in_stock: true },
      ],
    })
    expect(lines[6]?.message).toBe('Tuntematon tuotekoodi. Tarkoititko jotain näistä?')
    expect(lines[6]?.suggestions?.map((s) => s.sku)).toContain('HOI-1001')
    expect(lines[6]?.suggestions?.length).toBeLessThanOrEqual(3)
    expect(lines[8]).toMatchObject({ suggested_quantity: 3, message: expect.stringContaining('kokonaisluku') })
    expect(lines[0]?.product).toMatchObject({ name: 'Sideharso 10 cm x 4 m', pakkauskokoteksti: '20 kpl' })
  })

  it('refuses a drug product to a denyMedListing customer without describing it', async () => {
    const { jar } = await login(USERS.restricted)
    const { lines } = (await (await check(jar, [{ code: 'LAA-1001', quantity: 1 }])).json()) as QuickOrderCheckResponse
    expect(lines[0]).toEqual({
      line: 0,
      code: 'LAA-1001',
      quantity: 1,
      ok: false,
      problem: 'not-allowed',
      message: 'Tuote ei ole tilattavissa asiakkuudellasi.',
    })
  })

  it('answers a clear 400 for more than 500 lines or a malformed body', async () => {
    const { jar } = await login()
    const many = Array.from({ length: 501 }, () => ({ code: 'HOI-1001', quantity: 1 }))
    const res = await check(jar, many)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Kerralla voi lisätä enintään 500 riviä.')
    expect((await postJson('/api/cart/bulk/check', { lines: 'HOI-1001;2' }, { jar })).status).toBe(400)
  })
})

describe('bulk add', () => {
  const items = [
    { sku: 'HOI-1001', quantity: 2 },
    { sku: 'HOI-2003', quantity: 20 },
    { sku: 'HOI-2003', quantity: 10 },
    { sku: 'HOI-2002', quantity: 1 },
    { sku: 'EI-OLE', quantity: 1 },
  ]

  it('adds the valid lines in one request, merges duplicates and reports the rest', async () => {
    const { jar } = await login()
    const res = await bulk(jar, items, 'quick-order-0001')
    expect(res.status).toBe(200)
    const body = (await res.json()) as BulkAddResponse
    expect(body.lines.map((l) => [l.ok, l.problem ?? null])).toEqual([
      [true, null],
      [true, null],
      [false, 'duplicate'],
      [false, 'discontinued'],
      [false, 'unknown'],
    ])
    expect(body.lines[1]?.quantity).toBe(30)
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 2, 'HOI-2003': 30 })
    expect(body.cart.total_quantity).toBe(32)
  })

  it('adds nothing twice for a retried Idempotency-Key, also when both arrive at once', async () => {
    const { jar } = await login()
    const [a, b] = await Promise.all([bulk(jar, items, 'quick-order-0002'), bulk(jar, items, 'quick-order-0002')])
    expect([a.status, b.status]).toEqual([200, 200])
    const retry = await bulk(jar, items, 'quick-order-0002')
    expect(retry.status).toBe(200)
    const answers = [(await a.json()) as BulkAddResponse, (await b.json()) as BulkAddResponse]
    const retried = (await retry.json()) as BulkAddResponse
    expect(retried.lines).toEqual(answers[0]?.lines)
    expect(answers[1]?.lines).toEqual(answers[0]?.lines)
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 2, 'HOI-2003': 30 })
    // A new key is a new add.
    await bulk(jar, [{ sku: 'HOI-1001', quantity: 1 }], 'quick-order-0003')
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 3, 'HOI-2003': 30 })
  })

  it('refuses the same key with another body, and a missing or malformed key', async () => {
    const { jar } = await login()
    expect((await bulk(jar, items, 'quick-order-0004')).status).toBe(200)
    const reused = await bulk(jar, [{ sku: 'HOI-1001', quantity: 5 }], 'quick-order-0004')
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({ message: expect.stringContaining('Idempotency-Key') })
    expect((await bulk(jar, items)).status).toBe(400)
    expect((await bulk(jar, items, 'x')).status).toBe(400)
    expect((await bulk(jar, [{ sku: 'HOI-1001', quantity: 0 }], 'quick-order-0005')).status).toBe(400)
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 2, 'HOI-2003': 30 })
  })

  it('keys are per customer: another customer with the same key adds to their own cart', async () => {
    const { jar } = await login()
    const other = await login(USERS.pharmacy)
    expect((await bulk(jar, items, 'shared-key-0001')).status).toBe(200)
    expect((await bulk(other.jar, [{ sku: 'HOI-1002', quantity: 4 }], 'shared-key-0001')).status).toBe(200)
    expect(await cartQuantities(other.jar)).toEqual({ 'HOI-1002': 4 })
  })

  it('stops at the 500-line cart cap and says which lines did not fit', async () => {
    const { jar } = await login()
    const ids = Array.from({ length: 499 }, (_, i) => 1000 + i)
    await env.DB.batch(
      ids.map((id) =>
        env.DB.prepare(
          `INSERT INTO products (id, sku, name, url_key, image_url, image_label, regular_price_cents, final_price_cents, vat_class)
           VALUES (?1, ?2, ?3, lower(?2), '/media/x.png', 'x', 100, 100, 'other')`,
        ).bind(id, `BULK-${id}`, `Tuote ${id}`),
      ),
    )
    const first = await bulk(
      jar,
      ids.map((id) => ({ sku: `BULK-${id}`, quantity: 1 })),
      'fill-cart-0001',
    )
    expect(first.status).toBe(200)
    expect(((await first.json()) as BulkAddResponse).lines.every((l) => l.ok)).toBe(true)
    const res = await bulk(
      jar,
      [
        { sku: 'HOI-1001', quantity: 1 },
        { sku: 'HOI-1002', quantity: 1 },
        { sku: 'BULK-1000', quantity: 1 },
      ],
      'fill-cart-0002',
    )
    const { lines } = (await res.json()) as BulkAddResponse
    expect(lines.map((l) => [l.ok, l.problem ?? null])).toEqual([
      [true, null],
      [false, 'cart-full'],
      [true, null],
    ])
    const cart = await cartQuantities(jar)
    expect(Object.keys(cart)).toHaveLength(500)
    expect(cart['BULK-1000']).toBe(2)
  })
})
