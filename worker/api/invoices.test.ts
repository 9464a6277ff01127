import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  InvoiceDetailResponseSchema,
  InvoiceListResponseSchema,
  type InvoiceListResponse,
} from '../../contract/schemas/orders'
import { isValidReference } from '../backend/orders/reference'
import { login, shopFetch, USERS, type CookieJar } from '../test/helpers'
import { ADDRESS } from '../test/cartFixtures'
import { addCustomer, CUSTOMER, insertInvoice, insertOrder, LINES, setScope } from '../test/orderFixtures'

const DAY = 86_400
/** 1.6.2026 12.00 in Helsinki. */
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0) / 1000

async function invoiceList(jar: CookieJar, query = ''): Promise<InvoiceListResponse> {
  const res = await shopFetch(`/api/customer/invoices${query}`, { jar })
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return v.parse(InvoiceListResponseSchema, await res.json())
}

/**
 * Customer 1: three invoices issued 1.6.2026 (due 15.6.), 20.6. (due 4.7.) and 1.5. (paid
 * 10.5.); customer 3: one invoice.
 */
async function seedInvoices() {
  await insertOrder({ id: 1, customerId: CUSTOMER.normal, orderNumber: 'W100001', createdAt: T0 - DAY })
  await insertOrder({
    id: 2,
    customerId: CUSTOMER.normal,
    orderNumber: 'W100002',
    createdAt: T0 + 18 * DAY,
    lines: [LINES.amoksi, LINES.sideharso],
  })
  await insertOrder({ id: 3, customerId: CUSTOMER.normal, orderNumber: 'W100003', createdAt: T0 - 32 * DAY })
  await insertOrder({ id: 4, customerId: CUSTOMER.pharmacy, orderNumber: 'W100004', createdAt: T0 })
  return {
    first: await insertInvoice({ id: 1, orderId: 1, invoiceNumber: 'L300001', issuedAt: T0, dueDate: '2026-06-15' }),
    second: await insertInvoice({
      id: 2,
      orderId: 2,
      invoiceNumber: 'L300002',
      issuedAt: T0 + 19 * DAY,
      dueDate: '2026-07-04',
    }),
    paid: await insertInvoice({
      id: 3,
      orderId: 3,
      invoiceNumber: 'L300003',
      issuedAt: T0 - 31 * DAY,
      dueDate: '2026-05-15',
      paidAt: T0 - 22 * DAY,
    }),
    other: await insertInvoice({ id: 4, orderId: 4, invoiceNumber: 'L300004', issuedAt: T0, dueDate: '2026-06-15' }),
  }
}

/** Sets the clock to a moment and logs in then (a token lives an hour without use). */
async function at(iso: string) {
  vi.setSystemTime(new Date(iso))
  return (await login()).jar
}

afterEach(() => {
  vi.useRealTimers()
})

describe('invoices', () => {
  it('lists newest first with the status derived from the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const refs = await seedInvoices()

    // 25.6.2026: L300001 (due 15.6.) is overdue, L300002 open, L300003 paid.
    let jar = await at('2026-06-25T10:00:00Z')
    const list = await invoiceList(jar)
    expect(list).toMatchObject({ total_count: 3, page: 1, page_size: 20 })
    expect(list.items.map((i) => [i.invoice_number, i.order_number, i.status])).toEqual([
      ['L300002', 'W100002', 'open'],
      ['L300001', 'W100001', 'overdue'],
      ['L300003', 'W100003', 'paid'],
    ])
    expect(list.items[1]).toEqual({
      invoice_number: 'L300001',
      order_number: 'W100001',
      issued_at: new Date(T0 * 1000).toISOString(),
      due_date: '2026-06-15',
      status: 'overdue',
      paid_at: null,
      amount: { value: 41.04 },
      vat: { value: 8.34 },
      currency: 'EUR',
      reference: refs.first,
      kind: 'invoice',
      credits_invoice_number: null,
      credited: { value: 0 },
      outstanding: { value: 41.04 },
    })
    expect(list.items[2]?.paid_at).toBe(new Date((T0 - 22 * DAY) * 1000).toISOString())
    expect(list.summary).toEqual({
      open_total: { value: 41.04 + list.items[0]!.amount.value },
      overdue_total: { value: 41.04 },
      overdue_count: 1,
      // No limit agreed; in use, the open invoices (every order here is invoiced).
      credit_limit: null,
      credit_used: { value: 41.04 + list.items[0]!.amount.value },
    })

    const overdue = await invoiceList(jar, '?status=overdue')
    expect(overdue.items.map((i) => i.invoice_number)).toEqual(['L300001'])
    expect(overdue.total_count).toBe(1)
    expect((await invoiceList(jar, '?status=open')).items.map((i) => i.invoice_number)).toEqual(['L300002'])
    expect((await invoiceList(jar, '?status=paid&pageSize=1')).items.map((i) => i.invoice_number)).toEqual(['L300003'])

    // On the due date itself (15.6. late evening in Helsinki) the invoice is still open.
    jar = await at('2026-06-15T20:30:00Z')
    expect((await invoiceList(jar, '?status=overdue')).total_count).toBe(0)
    // Half an hour later it is 16.6. in Helsinki.
    jar = await at('2026-06-15T21:30:00Z')
    expect((await invoiceList(jar, '?status=overdue')).items.map((i) => i.invoice_number)).toEqual(['L300001'])
  })

  it.each(['?status=late', '?page=0', '?pageSize=100', '?foo=1'])('rejects %s with a 400', async (query) => {
    const { jar } = await login()
    const res = await shopFetch(`/api/customer/invoices${query}`, { jar })
    expect(res.status).toBe(400)
  })

  it('shows an invoice with the order lines, totals, due date, reference and the shop’s account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const refs = await seedInvoices()
    const jar = await at('2026-06-25T10:00:00Z')
    const res = await shopFetch('/api/customer/invoices/L300002', { jar })
    expect(res.status).toBe(200)
    const { invoice } = v.parse(InvoiceDetailResponseSchema, await res.json())
    expect(isValidReference(invoice.reference)).toBe(true)
    expect(invoice.reference).toBe(refs.second)
    // 24,50 (10 %: 2,45) + 2 × 8,90 and 14,90 shipping (25,5 %: 4,54 + 3,80)
    expect(invoice).toMatchObject({
      invoice_number: 'L300002',
      order_number: 'W100002',
      status: 'open',
      due_date: '2026-07-04',
      amount: { value: 67.99 },
      vat: { value: 10.79 },
      billing_address: ADDRESS,
      customer: { company: 'Eläinklinikka Testi Oy', business_id: '1234567-1', customer_number: 'C10001' },
      // The fixture order stores no discount; the totals column adds up: 42,30 + 14,90 + 10,79.
      totals: {
        subtotal_excluding_tax: { value: 42.3 },
        discounts: [],
        shipping: { value: 14.9 },
        applied_taxes: [
          { label: 'ALV 10 %', rate: 10, amount: { value: 2.45 } },
          { label: 'ALV 25,5 %', rate: 25.5, amount: { value: 8.34 } },
        ],
        grand_total: { value: 67.99 },
      },
      payment: {
        recipient: 'VetTarvike Oy',
        iban: 'FI21 1234 5600 0007 85',
        bic: 'NDEAFIHH',
        reference: refs.second,
        due_date: '2026-07-04',
        amount: { value: 67.99 },
      },
    })
    expect(invoice.items.map((l) => [l.sku, l.quantity, l.row_total.value])).toEqual([
      ['LAA-1001', 1, 24.5],
      ['HOI-1001', 2, 17.8],
    ])
    expect(invoice.payment.barcode).toBe(
      ['4', '2112345600000785', '000067', '99', '000', refs.second.padStart(20, '0'), '260704'].join(''),
    )

    // The order view names its invoice with the same status.
    const order = await shopFetch('/api/customer/orders/W100002', { jar })
    expect(((await order.json()) as { order: { invoices: unknown } }).order.invoices).toEqual([
      { invoice_number: 'L300002', status: 'open', kind: 'invoice' },
    ])
  })

  it('pays into the configured seller’s account, and stops with a clear error when that configuration is broken', async () => {
    await seedInvoices()
    const { jar } = await login()
    const setConfig = (key: string, value: string) =>
      env.DB.prepare('UPDATE store_config SET value = ? WHERE key = ?').bind(value, key).run()
    // Another valid account (its IBAN check digits hold) is the one on the invoice and in its barcode.
    await setConfig('seller_iban', 'FI5810171000000122')
    const res = await shopFetch('/api/customer/invoices/L300002', { jar })
    const { invoice } = v.parse(InvoiceDetailResponseSchema, await res.json())
    expect(invoice.payment.iban).toBe('FI58 1017 1000 0001 22')
    expect(invoice.payment.barcode.slice(0, 17)).toBe('45810171000000122')
    // A typo in the account: no invoice to pay into a wrong account, and no detail of why to the buyer.
    await setConfig('seller_iban', 'FI5810171000000123')
    // The backend answers 503; the shop, as for any failing upstream, a 502 with its own words.
    const broken = await shopFetch('/api/customer/invoices/L300002', { jar })
    expect(broken.status).toBe(502)
    const body = await broken.text()
    expect(JSON.parse(body)).toHaveProperty('message')
    expect(body).not.toContain('seller_')
    // The VAT number and the OVT code belong to the seller's own Y-tunnus.
    await setConfig('seller_iban', 'FI5810171000000122')
    await setConfig('seller_vat_number', 'FI12345671')
    expect((await shopFetch('/api/customer/invoices/L300002', { jar })).status).toBe(502)
  })

  it('shows an order’s invoice numbers only to users with the invoices scope', async () => {
    await seedInvoices()
    const { jar } = await login()
    const invoicesOf = async () =>
      ((await (await shopFetch('/api/customer/orders/W100002', { jar })).json()) as { order: { invoices: unknown } })
        .order.invoices
    expect(await invoicesOf()).toMatchObject([{ invoice_number: 'L300002' }])
    await setScope(CUSTOMER.normal, ['orders'])
    const res = await shopFetch('/api/customer/orders/W100002', { jar })
    expect(res.status).toBe(200)
    expect(await invoicesOf()).toEqual([])
    expect(JSON.stringify(await res.json())).not.toContain('L30000')
  })

  it('answers 404 for another customer’s invoice and 403 without the invoices scope', async () => {
    await seedInvoices()
    const { jar } = await login()
    for (const path of [
      '/api/customer/invoices/L300004',
      '/api/customer/invoices/L999999',
      '/api/customer/invoices/%20',
    ]) {
      const res = await shopFetch(path, { jar })
      expect(res.status, path).toBe(404)
      expect(await res.json()).toMatchObject({ message: 'Laskua ei löytynyt.' })
    }

    // rajattu@example.fi has 'orders' only; a new customer with 'orders' only, too.
    await addCustomer(5, 'tilaaja@example.fi', ['orders', 'shoppinglists'])
    for (const email of [USERS.restricted, 'tilaaja@example.fi']) {
      const other = await login(email)
      for (const path of ['/api/customer/invoices', '/api/customer/invoices/L300001']) {
        const res = await shopFetch(path, { jar: other.jar })
        expect(res.status, `${email} ${path}`).toBe(403)
        expect(await res.json()).toMatchObject({
          message: 'Sinulla ei ole oikeutta nähdä laskuja. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
        })
      }
    }
    // A scope taken away applies at once, within the same session.
    await setScope(CUSTOMER.normal, ['orders'])
    expect((await shopFetch('/api/customer/invoices', { jar })).status).toBe(403)
  })
})
