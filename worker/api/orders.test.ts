import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DeliveryDetailResponseSchema,
  ExternalOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  type DeliveryDetail,
  type OrderDetail,
  type OrderListResponse,
} from '../../contract/schemas/orders'
import { CookieJar, login, shopFetch, USERS } from '../test/helpers'
import { ADDRESS } from '../test/cartFixtures'
import {
  addCustomer,
  CUSTOMER,
  insertDelivery,
  insertOrder,
  LINES,
  placeOrderThroughCheckout,
} from '../test/orderFixtures'

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0) / 1000 // 1.6.2026 12.00 in Helsinki
const DAY = 86_400

async function getJson<S extends v.GenericSchema>(jar: CookieJar, path: string, schema: S): Promise<v.InferOutput<S>> {
  const res = await shopFetch(path, { jar })
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
  expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  return v.parse(schema, await res.json())
}

const orderList = (jar: CookieJar, query = '') =>
  getJson(jar, `/api/customer/orders${query}`, OrderListResponseSchema) as Promise<OrderListResponse>
const orderDetail = async (jar: CookieJar, orderNumber: string): Promise<OrderDetail> =>
  (await getJson(jar, `/api/customer/orders/${orderNumber}`, OrderDetailResponseSchema)).order

afterEach(() => {
  vi.useRealTimers()
})

describe('the account documents need a login', () => {
  it.each([
    '/api/customer/orders',
    '/api/customer/orders/W100001',
    '/api/customer/orders/E500001/external',
    '/api/customer/invoices',
    '/api/customer/invoices/L300001',
    '/api/customer/deliveries',
    '/api/customer/deliveries/1',
  ])('answers a guest 401 on %s', async (path) => {
    const res = await shopFetch(path)
    expect(res.status).toBe(401)
    const body = (await res.json()) as { message: string }
    expect(body.message).toMatch(/^Kirjaudu sisään/)
  })
})

describe('order history', () => {
  it('pages the orders newest first', async () => {
    for (let i = 1; i <= 25; i++) {
      await insertOrder({
        id: i,
        customerId: CUSTOMER.normal,
        orderNumber: `W1000${String(i).padStart(2, '0')}`,
        createdAt: T0 + i * DAY,
      })
    }
    await insertOrder({ id: 26, customerId: CUSTOMER.pharmacy, orderNumber: 'W100026', createdAt: T0 + 30 * DAY })
    const { jar } = await login()

    const first = await orderList(jar)
    expect(first).toMatchObject({ total_count: 25, page: 1, page_size: 20 })
    expect(first.items).toHaveLength(20)
    expect(first.items[0]).toEqual({
      order_number: 'W100025',
      created_at: new Date((T0 + 25 * DAY) * 1000).toISOString(),
      status: 'delivered',
      channel: 'web',
      item_count: 1,
      total_quantity: 2,
      // 2 × 8,90 + 14,90 posti + 25,5 % VAT of both (4,54 + 3,80)
      grand_total: { value: 41.04 },
      currency: 'EUR',
      customerReference: '',
      requestedDeliveryDate: null,
      deliveryNote: '',
    })
    const page3 = await orderList(jar, '?page=3&pageSize=10')
    expect(page3).toMatchObject({ total_count: 25, page: 3, page_size: 10 })
    expect(page3.items.map((o) => o.order_number)).toEqual(['W100005', 'W100004', 'W100003', 'W100002', 'W100001'])
    expect((await orderList(jar, '?page=4&pageSize=10')).items).toEqual([])
  })

  it.each(['?page=0', '?pageSize=51', '?page=abc', '?pageSize=', '?sort=asc'])(
    'rejects %s with a 400',
    async (query) => {
      const { jar } = await login()
      const res = await shopFetch(`/api/customer/orders${query}`, { jar })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe('Tarkista lähetetyt tiedot.')
    },
  )

  it('shows an order placed through checkout at once, with the totals of the cart it came from', async () => {
    const { jar } = await login()
    const before = await orderList(jar)
    expect(before.total_count).toBe(0)

    // HOI-1001 at the contract price 8,90; RUO-1002 at the type-4 contract price 65,00 (food, 14 %).
    const { orderNumber, cart } = await placeOrderThroughCheckout(jar, [
      ['HOI-1001', 3],
      ['RUO-1002', 1],
    ])
    const list = await orderList(jar)
    expect(list.total_count).toBe(1)
    expect(list.items[0]).toMatchObject({
      order_number: orderNumber,
      status: 'received',
      channel: 'web',
      item_count: 2,
      total_quantity: 4,
      grand_total: { value: cart.prices?.grand_total.value },
      currency: 'EUR',
    })
    expect(Date.parse(list.items[0]?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const order = await orderDetail(jar, orderNumber)
    expect(order.items).toEqual([
      {
        line_no: 1,
        sku: 'HOI-1001',
        name: 'Sideharso 10 cm x 4 m',
        options: '',
        url_key: 'sideharso-10-cm',
        quantity: 3,
        unit_price: { value: 8.9 },
        row_total: { value: 26.7 },
        vat_rate: 25.5,
      },
      {
        line_no: 2,
        sku: 'RUO-1002',
        name: 'Suolistodieetti koiralle 12 kg',
        options: '',
        url_key: 'suolistodieetti-koiralle-12-kg',
        quantity: 1,
        unit_price: { value: 65 },
        row_total: { value: 65 },
        vat_rate: 14,
      },
    ])
    expect(order.shipping_address).toEqual(ADDRESS)
    expect(order.billing_address).toEqual(ADDRESS)
    expect(order.shipping_method).toEqual({
      carrier_code: 'posti',
      carrier_title: [{ name: 'Posti', value: 14.9 }],
      amount: { value: 14.9 },
    })
    expect(order.payment_method).toEqual({ code: 'invoice', title: 'Lasku 14 pv netto' })
    const prices = cart.prices
    expect(order.totals).toEqual({
      subtotal_excluding_tax: prices?.subtotal_excluding_tax,
      discounts: prices?.discounts,
      shipping: { value: 14.9 },
      applied_taxes: [
        { label: 'ALV 14 %', rate: 14, amount: { value: 9.1 } },
        { label: 'ALV 25,5 %', rate: 25.5, amount: { value: 10.61 } },
      ],
      grand_total: prices?.grand_total,
    })
    expect(order.totals.applied_taxes.map(({ label, amount }) => ({ label, amount }))).toEqual(prices?.applied_taxes)
    expect(order).toMatchObject({ external: null, deliveries: [], invoices: [] })
  })

  it('answers 404 for another customer’s order, an unknown one and a malformed number', async () => {
    await insertOrder({ id: 1, customerId: CUSTOMER.pharmacy, orderNumber: 'W100001', createdAt: T0 })
    await insertOrder({
      id: 2,
      customerId: CUSTOMER.pharmacy,
      orderNumber: 'E500002',
      createdAt: T0,
      channel: 'external',
      external: { source: 'EDI', reference: 'EDI-1' },
    })
    const { jar } = await login()
    for (const path of [
      '/api/customer/orders/W100001',
      '/api/customer/orders/E500002',
      '/api/customer/orders/E500002/external',
      '/api/customer/orders/W999999',
      '/api/customer/orders/W1%2F..',
    ]) {
      const res = await shopFetch(path, { jar })
      expect(res.status, path).toBe(404)
      expect(((await res.json()) as { message: string }).message).toMatch(/^Tilausta ei löytynyt/)
    }
    expect((await orderList(jar)).total_count).toBe(0)
  })

  it('answers 403 without the orders scope', async () => {
    await addCustomer(4, 'laskut@example.fi', ['invoices'])
    await insertOrder({ id: 1, customerId: 4, orderNumber: 'W100001', createdAt: T0 })
    await insertDelivery({ id: 1, orderId: 1, trackingCode: 'JJFI1', packedAt: T0 })
    const { jar } = await login('laskut@example.fi')
    for (const path of [
      '/api/customer/orders',
      '/api/customer/orders/W100001',
      '/api/customer/deliveries',
      '/api/customer/deliveries/1',
    ]) {
      const res = await shopFetch(path, { jar })
      expect(res.status, path).toBe(403)
      expect(((await res.json()) as { message: string }).message).toBe(
        'Sinulla ei ole oikeutta nähdä tilauksia ja toimituksia. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
      )
    }
    // The same customer with the scope sees them.
    await env.DB.prepare(`UPDATE customers SET scope = '["orders"]' WHERE id = 4`).run()
    expect((await orderList(jar)).total_count).toBe(1)
  })
})

describe('orders of other sales channels', () => {
  it('shows the source system, the external reference and the lines; a web order has none', async () => {
    await insertOrder({
      id: 7,
      customerId: CUSTOMER.normal,
      orderNumber: 'E500007',
      createdAt: T0,
      channel: 'external',
      status: 'shipped',
      lines: [LINES.amoksi, { ...LINES.sideharso, productId: null }],
      external: {
        source: 'Puhelinmyynti',
        reference: 'PM-2026-0412',
        orderedBy: 'Anna Virtanen',
        note: 'Soitto klo 8.15',
      },
    })
    await insertOrder({ id: 8, customerId: CUSTOMER.normal, orderNumber: 'W100008', createdAt: T0 + DAY })
    const { jar } = await login()

    const list = await orderList(jar)
    expect(list.items.map((o) => [o.order_number, o.channel])).toEqual([
      ['W100008', 'web'],
      ['E500007', 'external'],
    ])
    const detail = await orderDetail(jar, 'E500007')
    expect(detail).toMatchObject({
      channel: 'external',
      status: 'shipped',
      external: { source_system: 'Puhelinmyynti', external_reference: 'PM-2026-0412' },
    })

    const { order } = await getJson(jar, '/api/customer/orders/E500007/external', ExternalOrderResponseSchema)
    expect(order).toMatchObject({
      order_number: 'E500007',
      status: 'shipped',
      source_system: 'Puhelinmyynti',
      external_reference: 'PM-2026-0412',
      ordered_by: 'Anna Virtanen',
      note: 'Soitto klo 8.15',
      currency: 'EUR',
    })
    expect(order.items.map((l) => [l.sku, l.quantity, l.unit_price.value, l.vat_rate, l.url_key])).toEqual([
      ['LAA-1001', 1, 24.5, 10, 'amoksisilliini-250-mg-vet'],
      // A line whose product is no longer sold keeps its snapshot, without a product page.
      ['HOI-1001', 2, 8.9, 25.5, null],
    ])
    expect(order.totals.grand_total.value).toBe(detail.grand_total.value)

    const web = await shopFetch('/api/customer/orders/W100008/external', { jar })
    expect(web.status).toBe(404)
    expect(await web.json()).toMatchObject({ message: 'Tilausta ei löytynyt muista myyntikanavista.' })
  })
})

describe('deliveries', () => {
  it('lists the parcels newest first and follows the timeline with the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((T0 + 2 * DAY) * 1000)
    await insertOrder({ id: 1, customerId: CUSTOMER.normal, orderNumber: 'W100001', createdAt: T0, status: 'shipped' })
    await insertOrder({ id: 2, customerId: CUSTOMER.pharmacy, orderNumber: 'W100002', createdAt: T0 })
    await insertDelivery({
      id: 1,
      orderId: 1,
      trackingCode: 'JJFI64250210000012345',
      packedAt: T0 + 3600,
      shippedAt: T0 + DAY,
      // Planned ahead: not reached until the clock gets there.
      outForDeliveryAt: T0 + 3 * DAY,
      deliveredAt: T0 + 3 * DAY + 4 * 3600,
    })
    await insertDelivery({ id: 2, orderId: 1, carrier: 'matkahuolto', trackingCode: 'MH123', packedAt: T0 + 7200 })
    await insertDelivery({ id: 3, orderId: 2, trackingCode: 'JJFIOTHER', packedAt: T0 })
    const { jar } = await login()

    const res = await shopFetch('/api/customer/deliveries?pageSize=1', { jar })
    expect(res.status).toBe(200)
    const page = (await res.json()) as { items: unknown[]; total_count: number }
    expect(page.total_count).toBe(2)
    expect(page.items).toEqual([
      {
        id: 2,
        order_number: 'W100001',
        carrier: 'matkahuolto',
        carrier_name: 'Matkahuolto',
        tracking_code: 'MH123',
        tracking_url: 'https://www.matkahuolto.fi/seuranta?parcelNumber=MH123',
        status: 'packed',
        updated_at: new Date((T0 + 7200) * 1000).toISOString(),
      },
    ])

    const detail = async (): Promise<DeliveryDetail> =>
      (await getJson(jar, '/api/customer/deliveries/1', DeliveryDetailResponseSchema)).delivery
    const iso = (s: number) => new Date(s * 1000).toISOString()
    expect(await detail()).toEqual({
      id: 1,
      order_number: 'W100001',
      carrier: 'posti',
      carrier_name: 'Posti',
      tracking_code: 'JJFI64250210000012345',
      tracking_url: 'https://www.posti.fi/fi/seuranta#/lahetys/JJFI64250210000012345',
      status: 'shipped',
      updated_at: iso(T0 + DAY),
      events: [
        { status: 'packed', at: iso(T0 + 3600) },
        { status: 'shipped', at: iso(T0 + DAY) },
        { status: 'out-for-delivery', at: null },
        { status: 'delivered', at: null },
      ],
      // A parcel the ERP sent no lines for (docs/decisions/081-delivery-lots.md), never claimed.
      lines: [],
      claim_sent_at: null,
    })
    expect((await orderDetail(jar, 'W100001')).deliveries).toEqual([
      { id: 1, carrier: 'posti', tracking_code: 'JJFI64250210000012345', status: 'shipped' },
      { id: 2, carrier: 'matkahuolto', tracking_code: 'MH123', status: 'packed' },
    ])

    vi.setSystemTime((T0 + 3 * DAY + 5 * 3600) * 1000)
    const later = await login()
    const delivered = (await getJson(later.jar, '/api/customer/deliveries/1', DeliveryDetailResponseSchema)).delivery
    expect(delivered.status).toBe('delivered')
    expect(delivered.events.map((e) => e.at)).toEqual([
      iso(T0 + 3600),
      iso(T0 + DAY),
      iso(T0 + 3 * DAY),
      iso(T0 + 3 * DAY + 4 * 3600),
    ])

    for (const path of ['/api/customer/deliveries/3', '/api/customer/deliveries/999', '/api/customer/deliveries/x']) {
      const res = await shopFetch(path, { jar: later.jar })
      expect(res.status, path).toBe(404)
      expect(await res.json()).toMatchObject({ message: 'Toimitusta ei löytynyt.' })
    }
  })

  it('lets a customer with only the orders scope see deliveries', async () => {
    const { jar } = await login(USERS.restricted)
    const res = await shopFetch('/api/customer/deliveries', { jar })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ items: [], total_count: 0, page: 1, page_size: 20 })
  })
})
