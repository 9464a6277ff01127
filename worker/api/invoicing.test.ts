import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OperatorCreditNoteResponse, OperatorInvoiceResponse } from '../../contract/schemas/operatorInvoicing'
import { OPERATOR_KEY_NEEDED } from '../../contract/schemas/operatorStock'
import type { InvoiceDetailResponse, InvoiceListResponse } from '../../contract/schemas/orders'
import { helsinkiDate } from '../backend/orders/invoices'
import { addColleague } from '../test/customerFixtures'
import { login, shopFetch } from '../test/helpers'
import { operatorCommand } from '../test/operatorFixtures'
import { CUSTOMER, insertOrder, insertTwoRateOrder, LINES } from '../test/orderFixtures'

// The operator's invoicing commands (docs/decisions/084-einvoices.md): an invoice per delivered
// order and a credit note per claim, each exactly once, and a company's credit limit.

const command = (method: 'POST' | 'PUT', path: string, body: unknown, secret?: string | null) =>
  operatorCommand(method, path, body, { secret })

const invoice = (orderNumber: string) => command('POST', 'invoices', { order_number: orderNumber })
const credit = (body: object) => command('POST', 'credit-notes', body)

async function ok<T>(res: Promise<Response>): Promise<T> {
  const answer = await res
  expect(answer.status, await answer.clone().text()).toBe(200)
  return answer.json<T>()
}

beforeEach(async () => {
  await insertTwoRateOrder()
  await insertOrder({
    id: 2,
    customerId: CUSTOMER.normal,
    orderNumber: 'W100002',
    createdAt: 1_767_225_600,
    status: 'processing',
  })
})

describe('invoicing a delivered order', () => {
  it('makes one invoice, 14 days net, that a repeat and a twin call answer', async () => {
    const [first, twin] = await Promise.all([
      ok<OperatorInvoiceResponse>(invoice('W100001')),
      ok<OperatorInvoiceResponse>(invoice('W100001')),
    ])
    expect(first.invoice_number).toMatch(/^L3\d{5}$/)
    expect(twin.invoice_number).toBe(first.invoice_number)
    expect([first.created, twin.created].sort()).toEqual([false, true])
    expect(await ok(invoice('W100001'))).toEqual({ invoice_number: first.invoice_number, created: false })
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM invoices WHERE order_id = 1').first<{
      n: number
    }>())!
    expect(n).toBe(1)

    const { jar } = await login()
    const list = await (await shopFetch('/api/customer/invoices', { jar })).json<InvoiceListResponse>()
    expect(list.items[0]).toMatchObject({
      invoice_number: first.invoice_number,
      order_number: 'W100001',
      status: 'open',
      // 24,50 + 17,80 + 14,90 and VAT 2,45 + 4,54 + 3,80.
      amount: { value: 67.99 },
      due_date: helsinkiDate(Date.now() + 14 * 86_400_000),
    })
  })

  it('moves past an invoice number the ERP already used', async () => {
    // The next id's number is taken by an invoice the ERP wrote with an id of its own.
    const { next } = (await env.DB.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM invoices').first<{
      next: number
    }>())!
    await insertOrder({ id: 9, customerId: CUSTOMER.normal, orderNumber: 'W100009', createdAt: 1_767_225_600 })
    await env.DB.prepare(
      `INSERT INTO invoices (id, invoice_number, customer_id, order_id, issued_at, due_date, amount_cents, vat_cents, reference)
       VALUES (5000, ?, 1, 9, 0, '2026-01-15', 100, 20, '999993')`,
    )
      .bind(`L${300_000 + next + 5000}`)
      .run()
    const made = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    expect(made).toMatchObject({ created: true })
    expect(made.invoice_number).toBe(`L${300_000 + 5000 + 2}`)
  })

  it('refuses an order not yet delivered, an unknown order, a bad body and a call without the secret', async () => {
    const early = await invoice('W100002')
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({
      message: 'Tilausta ei ole vielä toimitettu, joten sitä ei voi laskuttaa.',
    })
    expect((await invoice('W404')).status).toBe(404)
    const bad = await command('POST', 'invoices', { order_number: 'W 1', extra: 1 })
    expect(bad.status).toBe(400)
    const anonymous = await command('POST', 'invoices', { order_number: 'W100001' }, null)
    expect(anonymous.status).toBe(401)
    // The key is the ERP interface's, not the stock feed's alone.
    expect(await anonymous.json()).toMatchObject({ message: OPERATOR_KEY_NEEDED })
    expect((await command('POST', 'invoices', { order_number: 'W100001' }, 'wrong-secret-0123456789')).status).toBe(401)
  })
})

describe('credit notes', () => {
  it('credit an invoice by lines once per claim, never more than invoiced, and then the rest', async () => {
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    // One of the two gauzes (8,90 + 25,5 % = 11,17).
    const claim = { invoice_number, claim_reference: 'RK-2026-1', lines: [{ line_no: 2, quantity: 1 }] }
    const first = await ok<OperatorCreditNoteResponse>(credit(claim))
    expect(first).toMatchObject({ invoice_number, amount: { value: 11.17 }, created: true })
    expect(first.credit_note_number).toMatch(/^H3\d{5}$/)
    // The same claim again: the same credit note, nothing new.
    expect(await ok(credit(claim))).toEqual({ ...first, created: false })
    // The same claim reference for another invoice is refused.
    const other = await credit({ ...claim, invoice_number: 'L999999' })
    expect(other.status).toBe(409)
    // Two more gauzes than are left, and a line the invoice does not have.
    const over = await credit({ invoice_number, claim_reference: 'RK-2026-2', lines: [{ line_no: 2, quantity: 2 }] })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({
      fields: { lines: 'Rivin 2 hyvitettävä määrä ylittää hyvittämättä olevan (1 kpl).' },
    })
    const missing = await credit({ invoice_number, claim_reference: 'RK-2026-2', lines: [{ line_no: 9, quantity: 1 }] })
    expect(await missing.json()).toMatchObject({ fields: { lines: `Laskulla ${invoice_number} ei ole riviä 9.` } })
    // The rest (the medicine, the other gauze and the shipping): 67,99 − 11,17.
    const rest = await ok<OperatorCreditNoteResponse>(credit({ invoice_number, claim_reference: 'RK-2026-3' }))
    expect(rest.amount).toEqual({ value: 56.82 })
    const done = await credit({ invoice_number, claim_reference: 'RK-2026-4' })
    expect(done.status).toBe(409)
    expect(await done.json()).toMatchObject({ message: `Lasku ${invoice_number} on jo hyvitetty kokonaan.` })
  })

  it('leaves no cent open when credits one by one round their VAT apart from the invoice’s', async () => {
    // 3 × 1,04 € at 10 %: the invoice's VAT is 0,31 €, one piece's 0,10 €.
    const cheap = { productId: 4, sku: 'HOI-1001', name: 'Sideharso', quantity: 3, unitCents: 104, vatRate: 10 }
    await insertOrder({
      id: 3,
      customerId: CUSTOMER.normal,
      orderNumber: 'W100003',
      createdAt: 1_767_225_600,
      lines: [cheap],
    })
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100003'))
    for (const claim of ['RK-1', 'RK-2']) {
      const one = await ok<OperatorCreditNoteResponse>(
        credit({ invoice_number, claim_reference: claim, lines: [{ line_no: 1, quantity: 1 }] }),
      )
      expect(one.amount).toEqual({ value: 1.14 })
    }
    // The last piece and the shipping close the invoice: what is left of its sums, 0,01 € of VAT more.
    const last = await ok<OperatorCreditNoteResponse>(credit({ invoice_number, claim_reference: 'RK-3' }))
    expect(last.amount).toEqual({ value: 19.85 }) // 1,15 + 14,90 + 3,80
    const { jar } = await login()
    const list = await (await shopFetch('/api/customer/invoices', { jar })).json<InvoiceListResponse>()
    expect(list.items.find((i) => i.invoice_number === invoice_number)).toMatchObject({
      status: 'paid',
      outstanding: { value: 0 },
    })
    // Credited in full: nothing to pay, and no barcode asking for a sum.
    const detail = await (
      await shopFetch(`/api/customer/invoices/${invoice_number}`, { jar })
    ).json<InvoiceDetailResponse>()
    expect(detail.invoice.payment).toMatchObject({ amount: { value: 0 }, barcode: '' })
  })

  it('two claims at once for the whole invoice credit it once', async () => {
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    const answers = await Promise.all([
      credit({ invoice_number, claim_reference: 'RK-A' }),
      credit({ invoice_number, claim_reference: 'RK-B' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const { total } = (await env.DB.prepare(
      "SELECT SUM(amount_cents) AS total FROM invoices WHERE kind = 'credit_note'",
    ).first<{ total: number }>())!
    expect(total).toBe(6799)
  })

  it('is an e-invoice of its own: a Peppol CreditNote and a Finvoice HYVITYSLASKU naming the invoice', async () => {
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    const { credit_note_number } = await ok<OperatorCreditNoteResponse>(
      credit({ invoice_number, claim_reference: 'RK-1', lines: [{ line_no: 1, quantity: 1 }] }),
    )
    const { jar } = await login()
    const ubl = await (await shopFetch(`/api/customer/invoices/${credit_note_number}/peppol.xml`, { jar })).text()
    expect(ubl).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"')
    expect(ubl).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>')
    expect(ubl).toMatch(new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice_number}</cbc:ID>`))
    expect(ubl).toContain('<cbc:CreditedQuantity unitCode="H87">1</cbc:CreditedQuantity>')
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">26.95</cbc:PayableAmount>')
    const fin = await (await shopFetch(`/api/customer/invoices/${credit_note_number}/finvoice.xml`, { jar })).text()
    expect(fin).toContain('<InvoiceTypeText>HYVITYSLASKU</InvoiceTypeText>')
    expect(fin).toMatch(new RegExp(`<OriginalInvoiceReference>\\s*<InvoiceNumber>${invoice_number}</InvoiceNumber>`))
    expect(fin).toContain(
      '<InvoiceTotalVatIncludedAmount AmountCurrencyIdentifier="EUR">-26,95</InvoiceTotalVatIncludedAmount>',
    )
  })
})

describe('the ledger', () => {
  it('shows each credit note against its invoice, what is still to pay, and the credit limit in use', async () => {
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    const { credit_note_number } = await ok<OperatorCreditNoteResponse>(
      credit({ invoice_number, claim_reference: 'RK-1', lines: [{ line_no: 2, quantity: 1 }] }),
    )
    await ok(command('PUT', 'credit-limit', { business_id: '1234567-1', credit_limit: 500 }))
    // A bookkeeper with only the invoices scope reads the ledger.
    await addColleague({ id: 51, email: 'kirjanpito@example.fi' }, 'Kirjanpitäjä', ['invoices'])
    const { jar } = await login('kirjanpito@example.fi')
    const list = await (await shopFetch('/api/customer/invoices', { jar })).json<InvoiceListResponse>()
    expect(list.items.map((i) => [i.invoice_number, i.kind, i.credits_invoice_number, i.status])).toEqual([
      [credit_note_number, 'credit_note', invoice_number, 'paid'],
      [invoice_number, 'invoice', null, 'open'],
    ])
    expect(list.items[1]).toMatchObject({
      amount: { value: 67.99 },
      credited: { value: 11.17 },
      outstanding: { value: 56.82 },
    })
    // Still to pay 56,82; in use besides it, the order not yet invoiced (W100002: 2 × 8,90 + 14,90 + VAT 8,34 = 41,04).
    expect(list.summary).toMatchObject({
      open_total: { value: 56.82 },
      credit_limit: { value: 500 },
      credit_used: { value: 97.86 },
    })
    const detail = await (
      await shopFetch(`/api/customer/invoices/${invoice_number}`, { jar })
    ).json<InvoiceDetailResponse>()
    expect(detail.invoice.credit_notes).toEqual([
      { invoice_number: credit_note_number, issued_at: expect.any(String), amount: { value: 11.17 } },
    ])
    // The credit note itself: its own line and totals, naming the invoice.
    const note = await (
      await shopFetch(`/api/customer/invoices/${credit_note_number}`, { jar })
    ).json<InvoiceDetailResponse>()
    expect(note.invoice).toMatchObject({
      kind: 'credit_note',
      credits_invoice_number: invoice_number,
      totals: {
        subtotal_excluding_tax: { value: 8.9 },
        applied_taxes: [{ rate: 25.5, amount: { value: 2.27 } }],
        grand_total: { value: 11.17 },
      },
    })
    expect(note.invoice.items.map((l) => [l.sku, l.quantity, l.row_total.value])).toEqual([['HOI-1001', 1, 8.9]])
    // The CSV: a credit note's sums negative, naming its invoice.
    const csv = await (await shopFetch('/api/customer/invoices.csv', { jar })).text()
    expect(csv).toContain(`;-8,90;-2,27;-11,17;`)
    expect(csv).toContain(`;Hyvityslasku;${invoice_number}\r\n`)
    // The order view names the invoice and its credit note.
    const { jar: buyer } = await login()
    const order = await (
      await shopFetch('/api/customer/orders/W100001', { jar: buyer })
    ).json<{
      order: { invoices: unknown }
    }>()
    expect(order.order.invoices).toEqual([
      { invoice_number, status: 'open', kind: 'invoice' },
      { invoice_number: credit_note_number, status: 'paid', kind: 'credit_note' },
    ])
  })

  it('a credit note for the whole invoice settles it; a requester sees no ledger', async () => {
    const { invoice_number } = await ok<OperatorInvoiceResponse>(invoice('W100001'))
    await ok(credit({ invoice_number, claim_reference: 'RK-ALL' }))
    const { jar } = await login()
    const list = await (await shopFetch('/api/customer/invoices?status=open', { jar })).json<InvoiceListResponse>()
    expect(list.items).toEqual([])
    expect(list.summary.open_total).toEqual({ value: 0 })
    await addColleague({ id: 50, email: 'pyytaja@example.fi' }, 'Pyytäjä', ['orders', 'shoppinglists'])
    await env.DB.prepare("UPDATE customers SET role = 'requester' WHERE id = 50").run()
    const requester = (await login('pyytaja@example.fi')).jar
    expect((await shopFetch('/api/customer/invoices', { jar: requester })).status).toBe(403)
    expect((await shopFetch(`/api/customer/invoices/${invoice_number}`, { jar: requester })).status).toBe(403)
  })
})

describe('credit limit', () => {
  it('is set by the company’s Y-tunnus, removed with null, and refused for an unknown or invalid one', async () => {
    const set = (body: object) => command('PUT', 'credit-limit', body)
    expect(await ok(set({ business_id: '1234567-1', credit_limit: 5000 }))).toEqual({
      business_id: '1234567-1',
      credit_limit: { value: 5000 },
    })
    const stored = await env.DB.prepare('SELECT credit_limit_cents FROM companies WHERE id = 1').first()
    expect(stored).toEqual({ credit_limit_cents: 500_000 })
    expect(await ok(set({ business_id: '1234567-1', credit_limit: null }))).toMatchObject({ credit_limit: null })
    expect((await set({ business_id: '1572860-0', credit_limit: 100 })).status).toBe(404)
    // A registration waiting for approval with the same Y-tunnus is not the company.
    await env.DB.prepare(
      "INSERT INTO companies (name, business_id, created_at, approval_pending) VALUES ('Kopio Oy', '1234567-1', 0, 1)",
    ).run()
    expect(await ok(set({ business_id: '1234567-1', credit_limit: 100 }))).toMatchObject({
      credit_limit: { value: 100 },
    })
    const pending = await env.DB.prepare("SELECT credit_limit_cents FROM companies WHERE name = 'Kopio Oy'").first()
    expect(pending).toEqual({ credit_limit_cents: null })
    const invalid = await set({ business_id: '1234567-2', credit_limit: 100 })
    expect(invalid.status).toBe(400)
    expect((await set({ business_id: '1234567-1', credit_limit: -1 })).status).toBe(400)
  })
})
