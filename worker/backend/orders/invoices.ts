import FinnishBankUtils from 'finnish-bank-utils'
import type {
  InvoiceDetail,
  InvoiceListResponse,
  InvoiceStatus,
  InvoiceSummary,
} from '../../../contract/schemas/orders'
import { helsinkiDate } from '../../../contract/helsinkiDate'
import { euros, vatLabel } from '../cart/totals'
import { einvoiceTotals } from '../einvoice/document'
import type { InvoiceFilters } from '../../../contract/schemas/historyFilters'
import { readSeller } from '../operator/seller'
import { isoTime, pageWindow, type Paging } from './access'
import { invoiceWhere } from './historyFilterSql'
import { linesStatement, orderDetailsOf, orderTotals, parseAddress, toLines, type OrderRow } from './lines'

/**
 * Invoices of the embedded backend. Who is paid: the seller of store_config
 * (worker/backend/operator/seller.ts); a real deployment's invoices come from its ERP.
 */

/** 14 days net (the payment method of checkout, 'Lasku 14 pv netto'). */
export const PAYMENT_TERM_DAYS = 14

/** The terms an invoice states, on paper and in its e-invoices. */
export const PAYMENT_TERMS_TEXT = `${PAYMENT_TERM_DAYS} päivää netto`

/** What a credit note says of its settling (the ledger says the same: app/features/account/invoices/invoicesMessages.ts). */
export const CREDIT_NOTE_SETTLEMENT_TEXT =
  'Hyvitys vähennetään avoimesta laskusta. Jos lasku on jo maksettu, hyvitys palautetaan tai vähennetään seuraavasta laskusta.'

/** Due dates are Helsinki dates (contract/helsinkiDate.ts); re-exported for the backend's many readers. */
export { helsinkiDate }

/**
 * An open invoice is overdue from the day after its due date (paying on the due date is on
 * time); one its credit notes cover in full is settled (docs/decisions/084-einvoices.md). Read
 * from Date.now(), so it follows the clock (and a test's fake clock).
 */
export function invoiceStatus(
  stored: string,
  dueDate: string,
  nowMs = Date.now(),
  outstandingCents = 1,
): InvoiceStatus {
  if (stored === 'paid' || outstandingCents <= 0) return 'paid'
  return dueDate < helsinkiDate(nowMs) ? 'overdue' : 'open'
}

/** The sum of the credit notes against `invoices i`, in SQL. */
export const CREDITED_SQL =
  '(SELECT COALESCE(SUM(c.amount_cents), 0) FROM invoices c WHERE c.credits_invoice_id = i.id)'

/** The same rule in SQL, with ?today bound to helsinkiDate(Date.now()). */
export const derivedStatus = (today: string) =>
  `CASE WHEN i.status = 'paid' OR i.amount_cents <= ${CREDITED_SQL} THEN 'paid'
        WHEN i.due_date < '${today}' THEN 'overdue' ELSE 'open' END`

/** The columns a summary reads besides `i.*`: the order's number, the credited invoice's, and the credits. */
export const SUMMARY_COLUMNS = `(SELECT o.order_number FROM orders o WHERE o.id = i.order_id) AS order_number,
  (SELECT c.invoice_number FROM invoices c WHERE c.id = i.credits_invoice_id) AS credits_invoice_number,
  ${CREDITED_SQL} AS credited_cents`

export interface InvoiceRow {
  id: number
  invoice_number: string
  customer_id: number
  company_id: number
  order_id: number | null
  order_number: string | null
  issued_at: number
  due_date: string
  amount_cents: number
  vat_cents: number
  currency: string
  status: string
  paid_at: number | null
  reference: string
  kind: 'invoice' | 'credit_note'
  credits_invoice_id: number | null
  claim_reference: string | null
}

/** A row read with SUMMARY_COLUMNS. */
export interface SummaryRow extends InvoiceRow {
  credits_invoice_number: string | null
  credited_cents: number
}

/** What an invoice still asks: its amount less its credit notes, nothing once paid or for a credit note. */
export const outstandingCents = (row: SummaryRow) =>
  row.kind === 'credit_note' || row.status === 'paid' ? 0 : Math.max(0, row.amount_cents - row.credited_cents)

function toSummary(row: SummaryRow, nowMs: number): InvoiceSummary {
  const outstanding = outstandingCents(row)
  return {
    invoice_number: row.invoice_number,
    order_number: row.order_number,
    issued_at: isoTime(row.issued_at),
    due_date: row.due_date,
    status: invoiceStatus(row.status, row.due_date, nowMs, row.kind === 'credit_note' ? 0 : outstanding),
    paid_at: row.paid_at === null ? null : isoTime(row.paid_at),
    amount: { value: euros(row.amount_cents) },
    vat: { value: euros(row.vat_cents) },
    currency: row.currency,
    reference: row.reference,
    kind: row.kind,
    credits_invoice_number: row.credits_invoice_number,
    credited: { value: euros(row.credited_cents) },
    outstanding: { value: euros(outstanding) },
  }
}

export async function listInvoices(
  db: D1Database,
  companyId: number,
  query: Paging & InvoiceFilters,
): Promise<InvoiceListResponse> {
  const nowMs = Date.now()
  const today = helsinkiDate(nowMs)
  const { limit, offset } = pageWindow(query)
  // today is yyyy-mm-dd from our own formatter: safe to inline, and it keeps one derivation.
  const derived = derivedStatus(today)
  const where = invoiceWhere(companyId, { from: query.from, to: query.to, status: query.status }, derived)
  const [count, rows, summary, credit] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM invoices i WHERE ${where.sql}`).bind(...where.binds),
    db
      .prepare(
        `SELECT i.*, ${SUMMARY_COLUMNS}
         FROM invoices i WHERE ${where.sql} ORDER BY i.issued_at DESC, i.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...where.binds, limit, offset),
    db
      .prepare(
        // What is still to pay: each open invoice less its credit notes (a credit note is settled when made).
        `SELECT COALESCE(SUM(CASE WHEN ${derived} <> 'paid' THEN i.amount_cents - ${CREDITED_SQL} END), 0) AS open_cents,
           COALESCE(SUM(CASE WHEN ${derived} = 'overdue' THEN i.amount_cents - ${CREDITED_SQL} END), 0) AS overdue_cents,
           COUNT(CASE WHEN ${derived} = 'overdue' THEN 1 END) AS overdue_count
         FROM invoices i WHERE i.company_id = ?1`,
      )
      .bind(companyId),
    db
      .prepare(
        // The credit in use: what the open invoices still ask (above) and the orders not invoiced yet.
        `SELECT co.credit_limit_cents,
           (SELECT COALESCE(SUM(o.grand_total_cents), 0) FROM orders o
            WHERE o.company_id = co.id AND o.status <> 'cancelled'
              AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.order_id = o.id AND x.kind = 'invoice')) AS uninvoiced_cents
         FROM companies co WHERE co.id = ?1`,
      )
      .bind(companyId),
  ])
  const totals = summary?.results[0] as { open_cents: number; overdue_cents: number; overdue_count: number }
  const limits = credit?.results[0] as { credit_limit_cents: number | null; uninvoiced_cents: number } | undefined
  return {
    items: ((rows?.results ?? []) as SummaryRow[]).map((row) => toSummary(row, nowMs)),
    total_count: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    page: query.page,
    page_size: query.pageSize,
    summary: {
      open_total: { value: euros(totals.open_cents) },
      overdue_total: { value: euros(totals.overdue_cents) },
      overdue_count: totals.overdue_count,
      credit_limit: limits?.credit_limit_cents == null ? null : { value: euros(limits.credit_limit_cents) },
      credit_used: { value: euros(totals.open_cents + (limits?.uninvoiced_cents ?? 0)) },
    },
  }
}

/** The invoice of the caller's company, or null (unknown, or another company's). */
export async function invoiceDetail(
  db: D1Database,
  companyId: number,
  invoiceNumber: string,
): Promise<InvoiceDetail | null> {
  const nowMs = Date.now()
  const row = await db
    .prepare(`SELECT i.*, ${SUMMARY_COLUMNS} FROM invoices i WHERE i.invoice_number = ? AND i.company_id = ?`)
    .bind(invoiceNumber, companyId)
    .first<SummaryRow>()
  if (!row) return null
  const seller = await readSeller(db)
  // What the transfer pays: an open invoice's amount less its credit notes (a paid one's, as it was paid).
  const toPay = row.status === 'paid' ? row.amount_cents : outstandingCents(row)
  const [orderResult, linesResult, customerResult, creditNotesResult, sendingResult] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE id = ? AND company_id = ?').bind(row.order_id ?? -1, companyId),
    linesStatement(db, row.order_id ?? -1),
    // The invoice's addressee: the company's customer number in the ERP is theirs.
    db.prepare('SELECT company, business_id, nav_id FROM customers WHERE id = ?').bind(row.customer_id),
    db
      .prepare(
        'SELECT invoice_number, issued_at, amount_cents FROM invoices WHERE credits_invoice_id = ? ORDER BY issued_at, id',
      )
      .bind(row.id),
    db
      .prepare('SELECT channel, recipient, format, status, sent_at FROM invoice_sendings WHERE invoice_id = ?')
      .bind(row.id),
  ])
  const sending = sendingView(sendingResult?.results[0] as SendingViewRow | undefined)
  const creditNotes = (creditNotesResult?.results ?? []) as {
    invoice_number: string
    issued_at: number
    amount_cents: number
  }[]
  const order = orderResult?.results[0] as OrderRow | undefined
  const customer = customerResult?.results[0] as { company: string; business_id: string; nav_id: string } | undefined
  // What an invoice and a credit note show alike: the addressee, the order's details, the sending.
  const common = {
    ...toSummary(row, nowMs),
    billing_address: order ? parseAddress(order.billing_address) : null,
    ...orderDetailsOf(order),
    customer: {
      company: customer?.company ?? '',
      business_id: customer?.business_id ?? '',
      customer_number: customer?.nav_id ?? '',
    },
    sending,
  }
  const payment = (amountCents: number) => ({
    recipient: seller.name,
    iban: FinnishBankUtils.formatFinnishIBAN(seller.iban) ?? seller.iban,
    bic: seller.bic,
    reference: row.reference,
    due_date: row.due_date,
    amount: { value: euros(amountCents) },
    // Nothing to pay (a credit note, or an invoice credited in full): no barcode, whose zero sum would ask the payer for one.
    barcode: amountCents > 0 ? bankBarcode(seller.iban, amountCents, row.reference, row.due_date) : '',
  })
  if (row.kind === 'credit_note') {
    return { ...common, ...(await creditNoteView(db, row)), credit_notes: [], payment: payment(0) }
  }
  const totals = order
    ? orderTotals(order)
    : {
        // A charge of its own (no order): what the invoice itself says.
        subtotal_excluding_tax: { value: euros(row.amount_cents - row.vat_cents) },
        discounts: [],
        shipping: { value: 0 },
        applied_taxes: row.vat_cents > 0 ? [{ label: 'ALV', rate: 0, amount: { value: euros(row.vat_cents) } }] : [],
        grand_total: { value: euros(row.amount_cents) },
      }
  return {
    ...common,
    items: order ? toLines(linesResult?.results ?? []) : [],
    totals,
    credit_notes: creditNotes.map((note) => ({
      invoice_number: note.invoice_number,
      issued_at: isoTime(note.issued_at),
      amount: { value: euros(note.amount_cents) },
    })),
    payment: payment(toPay),
  }
}

type SendingViewRow = Omit<NonNullable<InvoiceDetail['sending']>, 'sent_at'> & { sent_at: number | null }

/** How the shop sent the invoice (docs/decisions/085-invoice-sending.md); null when it did not. */
const sendingView = (row: SendingViewRow | undefined): InvoiceDetail['sending'] =>
  row ? { ...row, sent_at: row.sent_at === null ? null : isoTime(row.sent_at) } : null

/**
 * The Finnish bank barcode (pankkiviivakoodi, version 4, national reference) as its 54 digits:
 * 4 · account (IBAN without 'FI', 16) · euros (6) · cents (2) · 000 · reference (20) · YYMMDD.
 * An amount over 999 999,99 € is written as zero euros (the payer enters the sum).
 */
export function bankBarcode(iban: string, amountCents: number, reference: string, dueDate: string): string {
  const account = iban.replace(/\s+/g, '').replace(/^FI/, '')
  const cents = amountCents > 0 && amountCents <= 99_999_999 ? amountCents : 0
  const euroPart = String(Math.floor(cents / 100)).padStart(6, '0')
  const centPart = String(cents % 100).padStart(2, '0')
  const due = /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? dueDate.slice(2).replace(/-/g, '') : '000000'
  return `4${account}${euroPart}${centPart}000${reference.padStart(20, '0')}${due}`
}

/** The invoices and credit notes of an order, for the order view. */
export async function invoicesOfOrder(db: D1Database, orderId: number) {
  const { results } = await db
    .prepare(`SELECT i.*, ${SUMMARY_COLUMNS} FROM invoices i WHERE i.order_id = ? ORDER BY i.issued_at, i.id`)
    .bind(orderId)
    .all<SummaryRow>()
  const nowMs = Date.now()
  return results.map((r) => {
    const { invoice_number, status, kind } = toSummary(r, nowMs)
    return { invoice_number, status, kind }
  })
}

/**
 * A credit note's own lines and totals, in the order view's shapes: what it credits, by line,
 * VAT per rate as the e-invoice states it (worker/backend/einvoice/document.ts).
 */
async function creditNoteView(db: D1Database, row: SummaryRow): Promise<Pick<InvoiceDetail, 'items' | 'totals'>> {
  const { results } = await db
    .prepare(
      `SELECT l.line_no, l.sku, l.name, l.quantity, l.unit_price_cents, l.net_cents, l.vat_rate, p.url_key
       FROM credit_note_lines l LEFT JOIN products p ON p.sku = l.sku
       WHERE l.credit_note_id = ? ORDER BY l.line_no`,
    )
    .bind(row.id)
    .all<{
      line_no: number
      sku: string
      name: string
      quantity: number
      unit_price_cents: number
      net_cents: number
      vat_rate: number
      url_key: string | null
    }>()
  const totals = einvoiceTotals({
    lines: results.map((l) => ({ netCents: l.net_cents, vatRate: l.vat_rate })),
    payableCents: row.amount_cents,
  })
  return {
    items: results.map((l) => ({
      line_no: l.line_no,
      sku: l.sku,
      name: l.name,
      options: '',
      url_key: l.url_key,
      quantity: l.quantity,
      unit_price: { value: euros(l.unit_price_cents) },
      row_total: { value: euros(l.net_cents) },
      vat_rate: l.vat_rate,
    })),
    totals: {
      subtotal_excluding_tax: { value: euros(totals.netCents) },
      discounts: [],
      shipping: { value: 0 },
      applied_taxes: totals.vat.map((v) => ({
        label: vatLabel(v.rate),
        rate: v.rate,
        amount: { value: euros(v.taxCents) },
      })),
      grand_total: { value: euros(row.amount_cents) },
    },
  }
}
