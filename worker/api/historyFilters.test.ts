import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvoiceListResponseSchema, OrderListResponseSchema } from '../../contract/schemas/orders'
import { helsinkiTime, insertHistoryOrder, seedHistory } from '../test/historyFixtures'
import { login, shopFetch } from '../test/helpers'
import { insertInvoice } from '../test/orderFixtures'

// docs/decisions/036-history-filters-and-csv-export.md: the order history filters by date range (Helsinki days), status, own
// reference and product; the invoices by date range and status. Through the shop's /api, on a
// real D1, with another customer's matching order in the database.

async function orderNumbers(query: string): Promise<string[]> {
  const { jar } = await login()
  const res = await shopFetch(`/api/customer/orders?${query}`, { jar })
  expect(res.status, await res.clone().text()).toBe(200)
  return v.parse(OrderListResponseSchema, await res.json()).items.map((o) => o.order_number)
}

describe('order history filters', () => {
  it.each([
    ['from=2026-04-01', ['W4', 'W3']],
    ['to=2026-03-31', ['W2', 'W1']],
    ['from=2026-03-02&to=2026-04-30', ['W4', 'W3', 'W2']],
    ['from=2026-04-30&to=2026-04-30', ['W4']],
  ])('filters by Helsinki calendar days, both ends included: %s', async (query, expected) => {
    await seedHistory()
    expect(await orderNumbers(query)).toEqual(expected)
  })

  it('filters by the status as shown (a stored "canceled" is cancelled)', async () => {
    await seedHistory()
    expect(await orderNumbers('status=cancelled')).toEqual(['W3'])
    expect(await orderNumbers('status=shipped')).toEqual(['W2'])
    expect(await orderNumbers('status=processing')).toEqual([])
  })

  it('finds a part of the own reference, whatever the case, Finnish letters too', async () => {
    await seedHistory()
    expect(await orderNumbers('reference=po-2026')).toEqual(['W4', 'W1'])
    expect(await orderNumbers('reference=0412')).toEqual(['W1'])
    expect(await orderNumbers(`reference=${encodeURIComponent('ITÄ / virt')}`)).toEqual(['W2'])
    // The customer's % and _ are letters, not wildcards.
    expect(await orderNumbers('reference=PO%25')).toEqual([])
    expect(await orderNumbers('reference=PO_2026')).toEqual([])
  })

  it('finds orders by a product on any line: a part of the SKU or the name, or the EAN or Vnr', async () => {
    await seedHistory()
    expect(await orderNumbers('product=hoi-10')).toEqual(['W4', 'W3', 'W1'])
    expect(await orderNumbers('product=amoksisill')).toEqual(['W3', 'W2'])
    await env.DB.prepare("UPDATE products SET ean = '6430012345678', vnr = '123456' WHERE sku = 'LAA-1001'").run()
    expect(await orderNumbers('product=6430012345678')).toEqual(['W3', 'W2'])
    expect(await orderNumbers('product=123456')).toEqual(['W3', 'W2'])
    expect(await orderNumbers('product=ruisku')).toEqual([])
  })

  it('combines the filters, and pages the filtered list', async () => {
    await seedHistory()
    expect(await orderNumbers('from=2026-03-01&to=2026-03-31&product=sideharso')).toEqual(['W1'])
    expect(await orderNumbers('status=delivered&reference=PO&product=HOI-1001')).toEqual(['W1'])
    expect(await orderNumbers('from=2026-03-01&status=received&reference=0500&product=side')).toEqual(['W4'])

    const { jar } = await login()
    const page = async (n: number) => {
      const res = await shopFetch(`/api/customer/orders?product=HOI-1001&pageSize=2&page=${n}`, { jar })
      return v.parse(OrderListResponseSchema, await res.json())
    }
    expect(await page(1)).toMatchObject({ total_count: 3, page: 1, page_size: 2 })
    expect((await page(1)).items.map((o) => o.order_number)).toEqual(['W4', 'W3'])
    expect((await page(2)).items.map((o) => o.order_number)).toEqual(['W1'])
  })

  it('treats an empty field of a submitted form as no filter', async () => {
    await seedHistory()
    expect(await orderNumbers('from=&to=&status=&reference=&product=')).toEqual(['W4', 'W3', 'W2', 'W1'])
  })

  it.each([
    ['from=2026-02-30', 'from', 'Alkupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).'],
    ['to=1.3.2026', 'to', 'Loppupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).'],
    ['from=2026-04-02&to=2026-04-01', 'to', 'Alkupäivä on loppupäivän jälkeen.'],
    ['status=lost', 'status', 'Tuntematon tilauksen tila.'],
    [`reference=${'x'.repeat(36)}`, 'reference', 'Oma viite on enintään 35 merkkiä.'],
    [`product=${'x'.repeat(65)}`, 'product', 'Tuotehaku on enintään 64 merkkiä.'],
    ['customer=3', 'customer', 'Tuntematon kenttä.'],
  ])('refuses %s with a 400 naming the field in Finnish', async (query, field, message) => {
    const { jar } = await login()
    const res = await shopFetch(`/api/customer/orders?${query}`, { jar })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; fields: Record<string, string> }
    expect(body.message).toBe('Tarkista lähetetyt tiedot.')
    expect(body.fields[field]).toBe(message)
  })

  it('never shows another customer’s order, whatever the filter', async () => {
    await seedHistory()
    await insertHistoryOrder({ id: 10, number: 'W10', customerId: 3, date: '2026-04-30', reference: 'PO-2026-0500' })
    for (const query of ['reference=PO-2026-0412', 'product=amoksi', 'from=2026-03-20&to=2026-03-20', 'reference=0500'])
      expect(await orderNumbers(query), query).not.toContain('W9')
    expect(await orderNumbers('from=2026-03-20&to=2026-03-20')).toEqual([])
  })
})

describe('invoice filters', () => {
  async function seedInvoices() {
    await seedHistory()
    // Issued on the Helsinki days 2.3., 16.3. and 2.4.; the first paid, the second long overdue, the last open.
    await insertInvoice({
      id: 1,
      orderId: 1,
      invoiceNumber: 'L1',
      issuedAt: helsinkiTime('2026-03-02', 18),
      dueDate: '2026-03-16',
      paidAt: helsinkiTime('2026-03-10', 12),
    })
    await insertInvoice({
      id: 2,
      orderId: 2,
      invoiceNumber: 'L2',
      issuedAt: helsinkiTime('2026-03-16', 18),
      dueDate: '2026-03-30',
    })
    await insertInvoice({
      id: 3,
      orderId: 4,
      invoiceNumber: 'L3',
      issuedAt: helsinkiTime('2026-04-02', 0, 10),
      dueDate: '2099-04-16',
    })
    await insertInvoice({
      id: 4,
      orderId: 9,
      invoiceNumber: 'L9',
      issuedAt: helsinkiTime('2026-03-16', 18),
      dueDate: '2026-03-30',
    })
  }
  async function invoiceNumbers(query: string): Promise<string[]> {
    const { jar } = await login()
    const res = await shopFetch(`/api/customer/invoices?${query}`, { jar })
    expect(res.status, await res.clone().text()).toBe(200)
    return v.parse(InvoiceListResponseSchema, await res.json()).items.map((i) => i.invoice_number)
  }

  it('filters by the issue day in Helsinki and by status, alone and together', async () => {
    await seedInvoices()
    expect(await invoiceNumbers('')).toEqual(['L3', 'L2', 'L1'])
    expect(await invoiceNumbers('from=2026-04-02')).toEqual(['L3'])
    expect(await invoiceNumbers('to=2026-04-01')).toEqual(['L2', 'L1'])
    expect(await invoiceNumbers('status=overdue')).toEqual(['L2'])
    expect(await invoiceNumbers('from=2026-03-01&to=2026-03-31&status=paid')).toEqual(['L1'])
    expect(await invoiceNumbers('from=2026-03-03&to=2026-03-31&status=paid')).toEqual([])
  })

  it.each([
    ['from=2026-13-01', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['status=late', 'status'],
    ['reference=PO', 'reference'],
  ])('refuses %s with a 400', async (query, field) => {
    const { jar } = await login()
    const res = await shopFetch(`/api/customer/invoices?${query}`, { jar })
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual([field])
  })
})
