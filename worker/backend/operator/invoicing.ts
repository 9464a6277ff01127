import type {
  OperatorCreditLimitRequest,
  OperatorCreditLimitResponse,
  OperatorCreditNoteRequest,
  OperatorCreditNoteResponse,
  OperatorInvoiceRequest,
  OperatorInvoiceResponse,
} from '../../../contract/schemas/operatorInvoicing'
import { euros, taxCents } from '../cart/totals'
import { invoiceLinesOf } from '../einvoice/loadDocument'
import { BackendError } from '../errors'
import { helsinkiDate, PAYMENT_TERM_DAYS, type InvoiceRow } from '../orders/invoices'
import { referenceNumber } from '../orders/reference'
import { readSendingRoute, recordSending } from '../sending/record'

/**
 * The operator's invoicing commands (docs/decisions/084-einvoices.md), each exactly once: an
 * order is invoiced once (a unique index on the order's invoice), a claim is credited once (a
 * unique index on its reference), and a repeat answers what the first call made.
 */

/** Invoice numbers and reference bases follow the seed's: L300001, … (credit notes H300002, …). */
const NUMBER_BASE = 300_000
const DAY_MS = 86_400_000

const isUniqueViolation = (error: unknown) => String(error).includes('UNIQUE constraint failed')

/**
 * The next free id (past `skip` ids already found taken), its number and its reference. A twin
 * insert of the same id, or a number or reference the ERP already used, fails on its unique index,
 * and the caller tries the next one.
 */
async function nextDocument(db: D1Database, prefix: 'L' | 'H', skip: number) {
  const row = await db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM invoices').first<{ id: number }>()
  const id = (row?.id ?? 1) + skip
  return { id, number: `${prefix}${NUMBER_BASE + id}`, reference: referenceNumber(String(NUMBER_BASE + id)) }
}

const ATTEMPTS = 5

async function invoiceOfOrder(db: D1Database, orderId: number) {
  return db
    .prepare("SELECT invoice_number FROM invoices WHERE order_id = ? AND kind = 'invoice'")
    .bind(orderId)
    .first<{ invoice_number: string }>()
}

/** Invoices a delivered order for its total, 14 days net from today; a repeat answers its invoice. */
export async function invoiceOrder(db: D1Database, request: OperatorInvoiceRequest): Promise<OperatorInvoiceResponse> {
  const order = await db
    .prepare(
      `SELECT o.id, o.customer_id, o.company_id, o.status, o.grand_total_cents, o.tax_cents, o.currency,
         EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = o.id AND d.delivered_at IS NOT NULL) AS delivered
       FROM orders o WHERE o.order_number = ?`,
    )
    .bind(request.order_number)
    .first<{
      id: number
      customer_id: number
      company_id: number
      status: string
      grand_total_cents: number
      tax_cents: number
      currency: string
      delivered: number
    }>()
  if (!order) throw new BackendError(404, 'Tilausta ei löytynyt.')
  const existing = await invoiceOfOrder(db, order.id)
  if (existing) return { invoice_number: existing.invoice_number, created: false }
  if (order.status === 'cancelled') throw new BackendError(409, 'Peruttua tilausta ei laskuteta.')
  if (order.status !== 'delivered' && !order.delivered) {
    throw new BackendError(409, 'Tilausta ei ole vielä toimitettu, joten sitä ei voi laskuttaa.')
  }
  const route = await readSendingRoute(db, order.company_id, order.customer_id)
  const nowMs = Date.now()
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const next = await nextDocument(db, 'L', attempt)
    try {
      const invoice = db
        .prepare(
          // The order's company, as the order says (not the customer's company of today).
          `INSERT INTO invoices (id, invoice_number, customer_id, company_id, order_id, issued_at, due_date, amount_cents,
             vat_cents, currency, reference, kind)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'invoice')`,
        )
        .bind(
          next.id,
          next.number,
          order.customer_id,
          order.company_id,
          order.id,
          Math.floor(nowMs / 1000),
          helsinkiDate(nowMs + PAYMENT_TERM_DAYS * DAY_MS),
          order.grand_total_cents,
          order.tax_cents,
          order.currency,
          next.reference,
        )
      // The invoice and its one sending (docs/decisions/085-invoice-sending.md) in one transaction.
      await db.batch([invoice, recordSending(db, next, route, Math.floor(nowMs / 1000))])
      return { invoice_number: next.number, created: true }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // A twin call invoiced the order meanwhile: its invoice. Else the id, number or reference was taken: the next.
      const twin = await invoiceOfOrder(db, order.id)
      if (twin) return { invoice_number: twin.invoice_number, created: false }
    }
  }
  throw new BackendError(409, 'Laskua ei voitu tehdä juuri nyt. Lähetä komento uudelleen.')
}

interface CreditedNote {
  credit_note_number: string
  invoice_number: string
  amount_cents: number
}

async function creditNoteOfClaim(db: D1Database, claimReference: string) {
  return db
    .prepare(
      `SELECT cn.invoice_number AS credit_note_number, inv.invoice_number, cn.amount_cents
       FROM invoices cn JOIN invoices inv ON inv.id = cn.credits_invoice_id WHERE cn.claim_reference = ?`,
    )
    .bind(claimReference)
    .first<CreditedNote>()
}

function repeatOf(note: CreditedNote, request: OperatorCreditNoteRequest): OperatorCreditNoteResponse {
  if (note.invoice_number !== request.invoice_number) {
    throw new BackendError(
      409,
      `Reklamaatio ${request.claim_reference} on jo hyvitetty laskulla ${note.invoice_number}.`,
    )
  }
  return {
    credit_note_number: note.credit_note_number,
    invoice_number: note.invoice_number,
    amount: { value: euros(note.amount_cents) },
    created: false,
  }
}

/**
 * Credits an invoice once per claim: the lines given (or all that is not credited yet) at the
 * invoice's prices, never more than was invoiced less what earlier credit notes took. The check
 * is made again inside the write's transaction, so two claims at once cannot credit a line twice.
 */
export async function creditInvoice(
  db: D1Database,
  request: OperatorCreditNoteRequest,
): Promise<OperatorCreditNoteResponse> {
  const earlier = await creditNoteOfClaim(db, request.claim_reference)
  if (earlier) return repeatOf(earlier, request)
  const invoice = await db
    .prepare("SELECT * FROM invoices WHERE invoice_number = ? AND kind = 'invoice'")
    .bind(request.invoice_number)
    .first<InvoiceRow>()
  if (!invoice) throw new BackendError(404, 'Laskua ei löytynyt.')
  const invoiced = await invoiceLinesOf(db, invoice)
  const { results: creditedRows } = await db
    .prepare(
      `SELECT l.line_no, SUM(l.quantity) AS quantity FROM credit_note_lines l
       JOIN invoices cn ON cn.id = l.credit_note_id WHERE cn.credits_invoice_id = ? GROUP BY l.line_no`,
    )
    .bind(invoice.id)
    .all<{ line_no: number; quantity: number }>()
  const credited = new Map(creditedRows.map((r) => [r.line_no, r.quantity]))
  const remaining = (lineNo: number) =>
    (invoiced.find((l) => l.lineNo === lineNo)?.quantity ?? 0) - (credited.get(lineNo) ?? 0)
  const asked =
    request.lines ??
    invoiced.filter((l) => remaining(l.lineNo) > 0).map((l) => ({ line_no: l.lineNo, quantity: remaining(l.lineNo) }))
  if (asked.length === 0) throw new BackendError(409, `Lasku ${invoice.invoice_number} on jo hyvitetty kokonaan.`)
  const fields: Record<string, string> = {}
  for (const line of asked) {
    if (!invoiced.some((l) => l.lineNo === line.line_no)) {
      fields.lines = `Laskulla ${invoice.invoice_number} ei ole riviä ${line.line_no}.`
    } else if (line.quantity > remaining(line.line_no)) {
      fields.lines = `Rivin ${line.line_no} hyvitettävä määrä ylittää hyvittämättä olevan (${remaining(line.line_no)} kpl).`
    }
  }
  if (fields.lines) throw new BackendError(400, fields.lines, fields)

  const lines = asked.map((ask) => {
    const line = invoiced.find((l) => l.lineNo === ask.line_no)!
    const net = line.unitPriceCents * ask.quantity
    return { ...line, quantity: ask.quantity, netCents: net, invoicedQuantity: line.quantity }
  })
  let vat = lines.reduce((sum, l) => sum + taxCents(l.netCents, l.vatRate), 0)
  let amount = lines.reduce((sum, l) => sum + l.netCents, 0) + vat
  // The credit that takes what is left of the invoice takes what is left of its sums: VAT rounded
  // per credit note, or an invoice whose stored sum differs from its lines by a cent, must not
  // leave a cent open (or credit one too many).
  const closing = invoiced.every(
    (l) => remaining(l.lineNo) === (asked.find((a) => a.line_no === l.lineNo)?.quantity ?? 0),
  )
  if (closing) {
    const before = await db
      .prepare(
        'SELECT COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(vat_cents), 0) AS vat FROM invoices WHERE credits_invoice_id = ?',
      )
      .bind(invoice.id)
      .first<{ amount: number; vat: number }>()
    amount = invoice.amount_cents - (before?.amount ?? 0)
    vat = invoice.vat_cents - (before?.vat ?? 0)
  }
  const route = await readSendingRoute(db, invoice.company_id, invoice.customer_id)
  const nowMs = Date.now()
  const issuedAt = Math.floor(nowMs / 1000)
  const json = JSON.stringify(lines)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const next = await nextDocument(db, 'H', attempt)
    let wrote = false
    try {
      const [made] = await db.batch([
        db
          .prepare(
            // A credit note is settled when made: it lowers what its invoice still asks.
            `INSERT INTO invoices (id, invoice_number, customer_id, company_id, order_id, issued_at, due_date, amount_cents,
               vat_cents, currency, status, paid_at, reference, kind, credits_invoice_id, claim_reference)
             SELECT ?1, ?2, ?3, ?14, ?4, ?5, ?6, ?7, ?8, ?9, 'paid', ?5, ?10, 'credit_note', ?11, ?12
             WHERE NOT EXISTS (SELECT 1 FROM json_each(?13) j
               WHERE (SELECT COALESCE(SUM(l.quantity), 0) FROM credit_note_lines l JOIN invoices cn ON cn.id = l.credit_note_id
                      WHERE cn.credits_invoice_id = ?11 AND l.line_no = j.value ->> '$.lineNo')
                 + (j.value ->> '$.quantity') > (j.value ->> '$.invoicedQuantity'))`,
          )
          .bind(
            next.id,
            next.number,
            invoice.customer_id,
            invoice.order_id,
            issuedAt,
            helsinkiDate(nowMs),
            amount,
            vat,
            invoice.currency,
            next.reference,
            invoice.id,
            request.claim_reference,
            json,
            invoice.company_id,
          ),
        db
          .prepare(
            `INSERT INTO credit_note_lines (credit_note_id, line_no, sku, name, gtin, vnr, quantity, unit_price_cents,
               net_cents, vat_rate)
             SELECT ?1, j.value ->> '$.lineNo', j.value ->> '$.sku', j.value ->> '$.name', j.value ->> '$.gtin',
               j.value ->> '$.vnr', j.value ->> '$.quantity', j.value ->> '$.unitPriceCents', j.value ->> '$.netCents',
               j.value ->> '$.vatRate'
             FROM json_each(?2) j WHERE EXISTS (SELECT 1 FROM invoices WHERE id = ?1 AND claim_reference = ?3)`,
          )
          .bind(next.id, json, request.claim_reference),
        // Its sending, only when the credit note was written (docs/decisions/085-invoice-sending.md).
        recordSending(db, next, route, issuedAt),
      ])
      wrote = (made?.meta.changes ?? 0) > 0
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const twin = await creditNoteOfClaim(db, request.claim_reference)
      if (twin) return repeatOf(twin, request)
      continue
    }
    const made = await creditNoteOfClaim(db, request.claim_reference)
    if (!made) {
      throw new BackendError(409, 'Hyvitystä ei voitu tehdä: laskun hyvitykset muuttuivat. Lähetä komento uudelleen.')
    }
    // Written by this call, or (nothing written here) by a twin with the same claim a moment before.
    return { ...repeatOf(made, request), created: wrote }
  }
  throw new BackendError(409, 'Hyvitystä ei voitu tehdä juuri nyt. Lähetä komento uudelleen.')
}

/** Sets a company's credit limit by its Y-tunnus; null removes it. */
export async function setCreditLimit(
  db: D1Database,
  request: OperatorCreditLimitRequest,
): Promise<OperatorCreditLimitResponse> {
  const cents = request.credit_limit === null ? null : Math.round(request.credit_limit * 100)
  // The approved company of the Y-tunnus (a registration waiting for approval may repeat one:
  // docs/decisions/045-invitations-and-company-approval.md); never several at once.
  const { results } = await db
    .prepare('SELECT id FROM companies WHERE business_id = ? AND approval_pending = 0')
    .bind(request.business_id)
    .all<{ id: number }>()
  if (results.length === 0) throw new BackendError(404, `Yritystä ${request.business_id} ei löytynyt.`)
  if (results.length > 1) {
    throw new BackendError(
      409,
      `Y-tunnuksella ${request.business_id} on useita yrityksiä. Aseta luottoraja asiakaspalvelussa.`,
    )
  }
  await db.prepare('UPDATE companies SET credit_limit_cents = ? WHERE id = ?').bind(cents, results[0]!.id).run()
  return { business_id: request.business_id, credit_limit: cents === null ? null : { value: euros(cents) } }
}
