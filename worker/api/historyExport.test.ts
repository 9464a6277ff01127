/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi, afterEach } from 'vitest'
import { INVOICE_CSV_COLUMNS, ORDER_CSV_COLUMNS } from '../../contract/schemas/historyExport'
import worker from '../index'
import { helsinkiTime, insertHistoryOrder, seedHistory } from '../test/historyFixtures'
import { CookieJar, login, ORIGIN, shopFetch, USERS } from '../test/helpers'
import { insertInvoice, insertOrder, LINES, setScope } from '../test/orderFixtures'

// docs/decisions/036-history-filters-and-csv-export.md: GET /api/customer/orders.csv and /invoices.csv, as a Finnish Excel opens
// them (BOM, ;, decimal comma, dd.MM.yyyy), with the lists' filters, formulas escaped, streamed,
// and only the caller's own documents.

const BOM = [0xef, 0xbb, 0xbf]

afterEach(() => {
  vi.useRealTimers()
})

async function csvOf(jar: CookieJar, path: string): Promise<{ res: Response; bytes: Uint8Array; rows: string[] }> {
  const res = await shopFetch(path, { jar })
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200)
  const bytes = new Uint8Array(await res.arrayBuffer())
  const text = new TextDecoder().decode(bytes) // drops the BOM
  expect(text.endsWith('\r\n')).toBe(true)
  return { res, bytes, rows: text.slice(0, -2).split('\r\n') }
}

describe('the order history as CSV', () => {
  it('is a download a Finnish Excel opens: BOM, semicolons, decimal commas, dd.MM.yyyy, one row per line', async () => {
    await seedHistory()
    const { jar } = await login()
    const { res, bytes, rows } = await csvOf(jar, '/api/customer/orders.csv')
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="tilausrivit-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/)
    expect([...bytes.slice(0, 3)]).toEqual(BOM)
    expect(rows).toEqual([
      ORDER_CSV_COLUMNS.join(';'),
      'W4;30.04.2026;Vastaanotettu;Verkkokauppa;PO-2026-0500;04.05.2026;HOI-1001;Sideharso 10 cm x 4 m;;2;8,90;17,80;25,5',
      // 1.4. 00.30 in Helsinki is 31.3. in UTC: the export says the customer's day.
      'W3;01.04.2026;Peruttu;Verkkokauppa;;;HOI-1001;Sideharso 10 cm x 4 m;;2;8,90;17,80;25,5',
      'W3;01.04.2026;Peruttu;Verkkokauppa;;;LAA-1001;Amoksisilliini 250 mg vet;;1;24,50;24,50;10',
      'W2;15.03.2026;Lähetetty;Verkkokauppa;Klinikka Itä / Virtanen;;LAA-1001;Amoksisilliini 250 mg vet;;1;24,50;24,50;10',
      'W1;01.03.2026;Toimitettu;Verkkokauppa;PO-2026-0412;;HOI-1001;Sideharso 10 cm x 4 m;;2;8,90;17,80;25,5',
    ])
    expect(rows.join('\n')).not.toContain('W9') // another customer's order with the same reference and products
  })

  it('holds exactly the rows of the filtered list', async () => {
    await seedHistory()
    const { jar } = await login()
    const numbers = async (query: string) =>
      (await csvOf(jar, `/api/customer/orders.csv?${query}`)).rows.slice(1).map((row) => row.split(';')[0])
    expect(await numbers('from=2026-04-01')).toEqual(['W4', 'W3', 'W3'])
    expect(await numbers('status=cancelled')).toEqual(['W3', 'W3'])
    expect(await numbers('reference=po-2026')).toEqual(['W4', 'W1'])
    // The product filter picks orders; the export then has all their lines.
    expect(await numbers('product=amoksi&to=2026-04-01')).toEqual(['W3', 'W3', 'W2'])
    const empty = await csvOf(jar, '/api/customer/orders.csv?from=2027-01-01')
    expect(empty.rows).toEqual([ORDER_CSV_COLUMNS.join(';')])
  })

  it('never writes a cell that could start a formula, and quotes ; " and line breaks (RFC 4180)', async () => {
    await insertHistoryOrder({
      id: 1,
      number: 'W1',
      date: '2026-03-02',
      reference: '=HYPERLINK("http://x.test";"klik")',
      lines: [
        { ...LINES.sideharso, sku: '-1+1', name: '@SUM(A1:A9)' },
        { ...LINES.sideharso, sku: '+358401234567', name: '\tSarkain' },
        { ...LINES.sideharso, sku: 'HOI-1', name: 'Side; harso "Extra"' },
        { ...LINES.sideharso, sku: 'HOI-2', name: 'Rivi\r\nkaksi' },
        { ...LINES.sideharso, sku: 'HOI-3', name: '=1+1\nx' },
      ],
    })
    const { jar } = await login()
    const res = await shopFetch('/api/customer/orders.csv', { jar })
    const text = (await res.text()).replace(/^\uFEFF/, '')
    const row = (sku: string, name: string) =>
      `W1;02.03.2026;Toimitettu;Verkkokauppa;"'=HYPERLINK(""http://x.test"";""klik"")";;${sku};${name};;2;8,90;17,80;25,5`
    expect(text.split('\r\n').slice(1, 4)).toEqual([
      row(`"'-1+1"`, `"'@SUM(A1:A9)"`),
      row(`"'+358401234567"`, `"'\tSarkain"`),
      row('HOI-1', '"Side; harso ""Extra"""'),
    ])
    expect(text).toContain(`${row('HOI-2', '"Rivi\r\nkaksi"')}\r\n${row('HOI-3', `"'=1+1\nx"`)}\r\n`)
  })

  it('streams a long history a page at a time: 1,000 lines, in order, never one string', async () => {
    // 40 orders of 25 lines; orders 2k and 2k+1 are placed in the same second, so the id breaks the tie.
    const statements = []
    for (let i = 1; i <= 40; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO orders (id, order_number, customer_id, status, total_quantity, subtotal_cents, tax_cents,
             grand_total_cents, created_at) VALUES (?, ?, 1, 'delivered', 25, 2500, 638, 3138, ?)`,
        ).bind(i, `W${1000 + i}`, helsinkiTime('2026-01-05', 8) + Math.floor(i / 2) * 3600),
        env.DB.prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25)
           INSERT INTO order_lines (order_id, line_no, product_id, sku, name, quantity, unit_price_cents,
             regular_price_cents, row_total_cents, vat_rate, tax_cents)
           SELECT ?1, i, 4, 'HOI-' || (1000 + i), 'Tuote ' || i, 1, 100, 100, 100, 25.5, 26 FROM n`,
        ).bind(i),
      )
    }
    await env.DB.batch(statements)
    const { jar } = await login()

    const ctx = createExecutionContext()
    const request = new Request(`${ORIGIN}/api/customer/orders.csv`, { headers: { Cookie: jar.header() } })
    const res = await worker.fetch(request, env, ctx)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Length')).toBeNull()
    const reader = res.body!.getReader()
    const chunks: Uint8Array[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
    }
    await waitOnExecutionContext(ctx)
    // The header with the first 500 lines, then the next 500: the D1 is read in pages as the body is read.
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    const text = new TextDecoder().decode(concat(chunks))
    const rows = text.slice(0, -2).split('\r\n').slice(1)
    expect(rows).toHaveLength(1000)
    const expected: string[] = []
    const orderIds = Array.from({ length: 40 }, (_, k) => k + 1).sort(
      (a, b) => Math.floor(b / 2) - Math.floor(a / 2) || b - a,
    )
    for (const id of orderIds) for (let line = 1; line <= 25; line++) expected.push(`W${1000 + id}:HOI-${1000 + line}`)
    expect(rows.map((r) => `${r.split(';')[0]}:${r.split(';')[6]}`)).toEqual(expected)
  })

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=2026-04-02&to=2026-04-01', 'to'],
    ['status=lost', 'status'],
    [`reference=${'x'.repeat(36)}`, 'reference'],
    ['page=2', 'page'],
  ])('refuses %s with a JSON 400 and no file', async (query, field) => {
    const { jar } = await login()
    const res = await shopFetch(`/api/customer/orders.csv?${query}`, { jar })
    expect(res.status).toBe(400)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(res.headers.get('Content-Disposition')).toBeNull()
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual([field])
  })
})

describe('the invoices as CSV', () => {
  it('is one row per invoice of the caller, with amounts, dates, status and the reference as printed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-04-10T09:00:00Z'))
    await seedHistory()
    const paid = await insertInvoice({
      id: 1,
      orderId: 1,
      invoiceNumber: 'L1',
      issuedAt: helsinkiTime('2026-03-02', 18),
      dueDate: '2026-03-16',
      paidAt: helsinkiTime('2026-03-10', 12),
    })
    const overdue = await insertInvoice({
      id: 2,
      orderId: 2,
      invoiceNumber: 'L2',
      issuedAt: helsinkiTime('2026-03-16', 18),
      dueDate: '2026-03-30',
    })
    await insertInvoice({
      id: 9,
      orderId: 9,
      invoiceNumber: 'L9',
      issuedAt: helsinkiTime('2026-03-16', 18),
      dueDate: '2026-03-30',
    })
    const { jar } = await login()
    const { res, bytes, rows } = await csvOf(jar, '/api/customer/invoices.csv')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="laskut-2026-04-10.csv"')
    expect([...bytes.slice(0, 3)]).toEqual(BOM)
    const grouped = (reference: string) => reference.replace(/\B(?=(\d{5})+$)/g, ' ')
    // W1: 2 × 8,90 + 14,90 shipping, VAT 25,5 % 8,34 → 41,04; W2: 24,50 (10 %: 2,45) + 14,90 (3,80) → 45,65.
    expect(rows).toEqual([
      INVOICE_CSV_COLUMNS.join(';'),
      `L2;W2;16.03.2026;30.03.2026;Erääntynyt;;39,40;6,25;45,65;${grouped(overdue)};Lasku;`,
      `L1;W1;02.03.2026;16.03.2026;Maksettu;10.03.2026;32,70;8,34;41,04;${grouped(paid)};Lasku;`,
    ])
    const filtered = await csvOf(jar, '/api/customer/invoices.csv?status=paid&from=2026-03-01&to=2026-03-31')
    expect(filtered.rows.slice(1).map((r) => r.split(';')[0])).toEqual(['L1'])
  })

  it('refuses bad filters with a JSON 400', async () => {
    const { jar } = await login()
    for (const query of ['from=2026-13-01', 'status=late', 'product=side']) {
      const res = await shopFetch(`/api/customer/invoices.csv?${query}`, { jar })
      expect(res.status, query).toBe(400)
    }
  })
})

describe('who may export', () => {
  it.each(['/api/customer/orders.csv', '/api/customer/invoices.csv?status=open'])(
    'answers a guest 401 on %s',
    async (path) => {
      const res = await shopFetch(path)
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toMatch(/^Kirjaudu sisään/)
    },
  )

  it('answers 403 without the scope of the list', async () => {
    await setScope(1, ['orders'])
    const { jar } = await login()
    expect((await shopFetch('/api/customer/invoices.csv', { jar })).status).toBe(403)
    expect((await shopFetch('/api/customer/orders.csv', { jar })).status).toBe(200)
  })

  it('gives each customer only their own orders', async () => {
    await seedHistory()
    await setScope(3, ['orders'])
    const { jar } = await login(USERS.pharmacy)
    const { rows } = await csvOf(jar, '/api/customer/orders.csv')
    expect(rows.slice(1).map((r) => r.split(';')[0])).toEqual(['W9', 'W9'])
    await insertOrder({ id: 20, customerId: 1, orderNumber: 'W20', createdAt: helsinkiTime('2026-03-20', 9) })
    expect((await csvOf(jar, '/api/customer/orders.csv?from=2026-03-20&to=2026-03-20')).rows.slice(1)).toEqual([
      expect.stringMatching(/^W9;/),
      expect.stringMatching(/^W9;/),
    ])
  })
})

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.byteLength
  }
  return out
}
