import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import type { DeliveryDatesResponse } from '../../contract/schemas/orderDetails'
import type { InvoiceDetail, OrderDetail, OrderListResponse } from '../../contract/schemas/orders'
import { readOutbox } from '../mail/outbox'
import { ADDRESS, addCatalogueExtras, addToCart, cartOf, countRows, getCart } from '../test/cartFixtures'
import { customerWithScope, getJson } from '../test/customerFixtures'
import { CookieJar, login, pageFetch, postJson, USERS } from '../test/helpers'

/**
 * docs/decisions/035-order-details-and-delivery-dates.md: the order reference, requested delivery date and delivery note of the
 * billing step, the delivery date rules on the server (docs/decisions/035-order-details-and-delivery-dates.md),
 * and the order, list, invoice and confirmation e-mail that show them.
 */

/** Helsinki wall-clock time in winter (EET, UTC+2). */
const at = (local: string) => vi.setSystemTime(Date.parse(`${local}:00+02:00`))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  at('2026-11-26T10:00') // Thursday
})
afterEach(() => {
  vi.useRealTimers()
})

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
const details = (jar: CookieJar, body: unknown) => step(jar, 'orderDetails', body)

async function readyCart(lines: [string, number][] = [['HOI-1001', 3]]) {
  const { jar } = await login()
  for (const [sku, quantity] of lines) await cartOf(addToCart(jar, sku, quantity))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
  return { jar, cartId: cart.id as string }
}

const placeOrder = (jar: CookieJar, cartId: string) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })

async function errorOf(res: Response) {
  expect(res.status).toBe(400)
  return (await res.json()) as { message: string; fields: Record<string, string> }
}

const savedDetails = async (jar: CookieJar) => ((await getCart(jar)).cart as Cart).order_details

describe('GET /api/checkout/deliveryDates', () => {
  it('needs a login and the checkout scope', async () => {
    expect((await getJson('/api/checkout/deliveryDates', { jar: new CookieJar() })).status).toBe(401)
    const { jar } = await customerWithScope(['orders'])
    expect((await getJson('/api/checkout/deliveryDates', { jar })).status).toBe(403)
  })

  it('answers the next 90 days with the reason for each day not offered', async () => {
    const { jar } = await readyCart()
    const res = await getJson('/api/checkout/deliveryDates', { jar })
    expect(res.status).toBe(200)
    const body = (await res.json()) as DeliveryDatesResponse
    expect(body.coldChain).toBe(false)
    expect(body.earliest).toBe('2026-11-27')
    expect(body.dates).toHaveLength(90)
    expect(body.dates.slice(0, 4)).toEqual([
      { date: '2026-11-27', offered: true, reason: null },
      { date: '2026-11-28', offered: false, reason: 'Viikonloppu' },
      { date: '2026-11-29', offered: false, reason: 'Viikonloppu' },
      { date: '2026-11-30', offered: true, reason: null },
    ])
    expect(body.dates.find((d) => d.date === '2026-12-24')?.reason).toBe('Aattopäivä: Jouluaatto')
    expect(body.dates.find((d) => d.date === '2026-12-25')?.reason).toBe('Pyhäpäivä: Joulupäivä')
  })

  it('follows the cart: with a vaccine in it, Mondays are not offered', async () => {
    await addCatalogueExtras()
    at('2026-11-27T09:00') // Friday
    const { jar } = await readyCart([['LAA-3001', 1]])
    const body = (await (await getJson('/api/checkout/deliveryDates', { jar })).json()) as DeliveryDatesResponse
    expect(body.coldChain).toBe(true)
    expect(body.earliest).toBe('2026-12-01')
    expect(body.dates.find((d) => d.date === '2026-11-30')).toEqual({
      date: '2026-11-30',
      offered: false,
      reason: 'Kylmäketjutuotteita ei lähetetä perjantaisin',
    })
  })
})

describe('POST /api/checkout/orderDetails', () => {
  it('stores the reference, date and note on the cart', async () => {
    const { jar } = await readyCart()
    const cart = await cartOf(
      details(jar, { customerReference: ' PO-2026-118 ', requestedDeliveryDate: '2026-12-01', deliveryNote: 'Ovi B' }),
    )
    expect(cart.order_details).toEqual({
      customerReference: 'PO-2026-118',
      requestedDeliveryDate: '2026-12-01',
      deliveryNote: 'Ovi B',
    })
    expect(await savedDetails(jar)).toEqual(cart.order_details)
    // Clearing the date: the first possible day.
    const cleared = await cartOf(details(jar, { customerReference: 'PO-2026-118', requestedDeliveryDate: '' }))
    expect(cleared.order_details).toEqual({
      customerReference: 'PO-2026-118',
      requestedDeliveryDate: null,
      deliveryNote: '',
    })
  })

  it.each([
    ['a Saturday', '2026-11-28', 'Toimituspäivää la 28.11.2026 ei voi valita: Viikonloppu.'],
    ['Epiphany (loppiainen)', '2027-01-06', 'Toimituspäivää ke 06.01.2027 ei voi valita: Pyhäpäivä: Loppiainen.'],
    ['Christmas Day', '2026-12-25', 'Toimituspäivää pe 25.12.2026 ei voi valita: Pyhäpäivä: Joulupäivä.'],
    [
      'more than 90 days ahead',
      '2027-02-25',
      'Toimituspäivää to 25.02.2027 ei voi valita: Toimituspäivä voi olla enintään 90 päivän päässä (viimeistään ke 24.02.2027).',
    ],
    [
      'today',
      '2026-11-26',
      'Toimituspäivää to 26.11.2026 ei voi valita: Aikaisin mahdollinen toimituspäivä on pe 27.11.2026.',
    ],
  ])('refuses %s with a Finnish message by the field, changing nothing', async (_, date, message) => {
    const { jar } = await readyCart()
    await cartOf(details(jar, { customerReference: 'ENNEN', requestedDeliveryDate: '2026-12-01' }))
    const res = await details(jar, { customerReference: 'JÄLKEEN', requestedDeliveryDate: date })
    const error = await errorOf(res)
    expect(error.fields).toEqual({ requestedDeliveryDate: message })
    expect(error.message).toBe(message)
    expect(await savedDetails(jar)).toEqual({
      customerReference: 'ENNEN',
      requestedDeliveryDate: '2026-12-01',
      deliveryNote: '',
    })
  })

  it('refuses the day after the 14.00 cut-off that it offered before it', async () => {
    at('2026-11-26T13:59')
    const { jar } = await readyCart()
    expect((await details(jar, { requestedDeliveryDate: '2026-11-27' })).status).toBe(200)
    at('2026-11-26T14:00')
    expect((await errorOf(await details(jar, { requestedDeliveryDate: '2026-11-27' }))).fields).toEqual({
      requestedDeliveryDate:
        'Toimituspäivää pe 27.11.2026 ei voi valita: Tilausten viimeinen lähetysaika 14.00 on ohitettu.',
    })
  })

  it.each([
    [{ requestedDeliveryDate: '27.11.2026' }, 'requestedDeliveryDate', 'muodossa vvvv-kk-pp'],
    [{ requestedDeliveryDate: '2026-02-30' }, 'requestedDeliveryDate', 'muodossa vvvv-kk-pp'],
    [{ customerReference: 'P'.repeat(36) }, 'customerReference', 'enintään 35 merkkiä'],
    [{ deliveryNote: 'n'.repeat(251) }, 'deliveryNote', 'enintään 250 merkkiä'],
    [{ customerReference: 42 }, 'customerReference', 'Oman viitteen pitää olla tekstiä.'],
    [{ viite: 'x' }, 'viite', 'Tuntematon kenttä.'],
  ])('answers bad input %j with a 400 naming the field', async (body, field, text) => {
    const { jar } = await readyCart()
    const error = await errorOf(await details(jar, body))
    expect(error.fields[field]).toContain(text)
  })

  it('needs the checkout scope', async () => {
    const { jar } = await customerWithScope(['orders'])
    expect((await details(jar, { customerReference: 'X' })).status).toBe(403)
  })
})

describe('placing an order with its details', () => {
  it('copies them onto the order, which the order, the list, the invoice and the e-mail show', async () => {
    const { jar, cartId } = await readyCart()
    await cartOf(
      details(jar, {
        customerReference: 'PO-2026-118',
        requestedDeliveryDate: '2026-12-01',
        deliveryNote: 'Toimitus takaovelle.\nSoita 040 123 4567.',
      }),
    )
    const placed = await placeOrder(jar, cartId)
    expect(placed.status).toBe(200)
    const { order } = (await placed.json()) as { order: { order_number: string } }

    const detail = (await (await getJson(`/api/customer/orders/${order.order_number}`, { jar })).json()) as {
      order: OrderDetail
    }
    expect(detail.order).toMatchObject({
      customerReference: 'PO-2026-118',
      requestedDeliveryDate: '2026-12-01',
      deliveryNote: 'Toimitus takaovelle.\nSoita 040 123 4567.',
    })
    const list = (await (await getJson('/api/customer/orders', { jar })).json()) as OrderListResponse
    expect(list.items[0]).toMatchObject({ order_number: order.order_number, customerReference: 'PO-2026-118' })

    const [mail] = await readOutbox(env.DB, USERS.normal)
    expect(mail?.body_text).toContain('Oma viite: PO-2026-118')
    expect(mail?.body_text).toContain('Toivottu toimituspäivä: 01.12.2026')
    expect(mail?.body_text).toContain('Toimitusohje:\n  Toimitus takaovelle.\n  Soita 040 123 4567.')

    // The ERP invoices the order: the invoice view names the reference too.
    await env.DB.prepare(
      `INSERT INTO invoices (invoice_number, customer_id, order_id, issued_at, due_date, amount_cents, vat_cents, reference)
       SELECT 'L900001', customer_id, id, created_at, '2026-12-10', grand_total_cents, tax_cents, '90000012'
       FROM orders WHERE order_number = ?`,
    )
      .bind(order.order_number)
      .run()
    const invoice = (await (await getJson('/api/customer/invoices/L900001', { jar })).json()) as {
      invoice: InvoiceDetail
    }
    expect(invoice.invoice).toMatchObject({ customerReference: 'PO-2026-118', requestedDeliveryDate: '2026-12-01' })

    // The pages as served: the order, its print view and the invoice view show all three.
    for (const path of [
      `/account/order/${order.order_number}`,
      `/account/order/${order.order_number}/print`,
      '/account/invoice/L900001',
    ]) {
      const res = await pageFetch(path, { jar })
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toMatch(/<dt[^>]*>Oma viite<\/dt><dd[^>]*>PO-2026-118<\/dd>/)
      expect(html, path).toMatch(/<dt[^>]*>Toivottu toimituspäivä<\/dt><dd[^>]*>01\.12\.2026<\/dd>/)
      expect(html, path).toContain('Toimitus takaovelle.\nSoita 040 123 4567.')
    }
  }, 60_000)

  it('places an order without details, the date being the first possible day', async () => {
    const { jar, cartId } = await readyCart()
    const { order } = (await (await placeOrder(jar, cartId)).json()) as { order: { order_number: string } }
    const detail = (await (await getJson(`/api/customer/orders/${order.order_number}`, { jar })).json()) as {
      order: OrderDetail
    }
    expect(detail.order).toMatchObject({ customerReference: '', requestedDeliveryDate: null, deliveryNote: '' })
    const [mail] = await readOutbox(env.DB, USERS.normal)
    expect(mail?.body_text).toContain('Toivottu toimituspäivä: ensimmäinen mahdollinen')
    expect(mail?.body_text).not.toContain('Oma viite')
  })

  it('refuses the order when the chosen day passed its cut-off meanwhile, placing nothing', async () => {
    at('2026-11-26T13:50')
    const { jar, cartId } = await readyCart()
    await cartOf(details(jar, { requestedDeliveryDate: '2026-11-27' }))
    at('2026-11-26T14:05')
    const error = await errorOf(await placeOrder(jar, cartId))
    expect(error.fields).toEqual({
      requestedDeliveryDate:
        'Toivottu toimituspäivä pe 27.11.2026 ei ole enää mahdollinen: Tilausten viimeinen lähetysaika 14.00 on ohitettu. Valitse uusi päivä.',
    })
    expect(await countRows('SELECT * FROM orders')).toBe(0)
    // The cart keeps everything: a new day and the order goes through.
    await cartOf(details(jar, { requestedDeliveryDate: '2026-11-30' }))
    expect((await placeOrder(jar, cartId)).status).toBe(200)
  })

  it('refuses a Monday once a vaccine joins the cart (cold chain: no Friday dispatch)', async () => {
    await addCatalogueExtras()
    const { jar, cartId } = await readyCart()
    await cartOf(details(jar, { requestedDeliveryDate: '2026-11-30' }))
    await cartOf(addToCart(jar, 'LAA-3001', 1))
    const error = await errorOf(await placeOrder(jar, cartId))
    expect(error.fields.requestedDeliveryDate).toContain('Kylmäketjutuotteita ei lähetetä perjantaisin')
    expect(await countRows('SELECT * FROM orders')).toBe(0)
  })

  it('places the same order once, details and all, when the request is sent twice', async () => {
    const { jar, cartId } = await readyCart()
    await cartOf(details(jar, { customerReference: 'PO-1', requestedDeliveryDate: '2026-12-02' }))
    const [a, b] = await Promise.all([placeOrder(jar, cartId), placeOrder(jar, cartId)])
    const numbers = await Promise.all([a, b].map(async (r) => (await r.json()) as { order: { order_number: string } }))
    expect(numbers[0]).toEqual(numbers[1])
    expect(await countRows("SELECT * FROM orders WHERE customer_reference = 'PO-1'")).toBe(1)
  })
})
