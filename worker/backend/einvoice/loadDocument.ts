import { SHIPPING_VAT_RATE, taxCents, VAT_RATES } from '../cart/totals'
import { BackendError } from '../errors'
import { readSeller } from '../operator/seller'
import { helsinkiDate, type InvoiceRow } from '../orders/invoices'
import { parseAddress, type OrderRow } from '../orders/lines'
import type { EInvoiceDocument, EInvoiceLine } from './document'

/**
 * An invoice or credit note of the caller's company as its e-invoice document
 * (docs/decisions/084-einvoices.md), or null for an unknown number or another company's (a 404,
 * as in every format). An invoice's lines are its order's, each with the product's GTIN and Vnr,
 * and its shipping as a line of its own; a credit note's are its own. The buyer is the company
 * with the addressee's e-invoice address.
 */
export async function loadInvoiceDocument(
  db: D1Database,
  companyId: number,
  invoiceNumber: string,
): Promise<EInvoiceDocument | null> {
  const invoice = await db
    .prepare(
      `SELECT i.*, c.invoice_number AS credits_number, c.issued_at AS credits_issued_at
       FROM invoices i LEFT JOIN invoices c ON c.id = i.credits_invoice_id
       WHERE i.invoice_number = ? AND i.company_id = ?`,
    )
    .bind(invoiceNumber, companyId)
    .first<InvoiceRow & { credits_number: string | null; credits_issued_at: number | null }>()
  if (!invoice) return null
  const orderId = invoice.order_id ?? -1
  const [orderResult, buyerResult, deliveredResult] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE id = ? AND company_id = ?').bind(orderId, companyId),
    db
      .prepare(
        // The invoice's company (not the addressee's company of today), with the addressee's customer number.
        `SELECT co.name, co.business_id, cu.nav_id, cu.street, cu.postcode, cu.city, co.einvoice_address, co.einvoice_operator
         FROM companies co JOIN customers cu ON cu.id = ?2 WHERE co.id = ?1`,
      )
      .bind(companyId, invoice.customer_id),
    db.prepare('SELECT MAX(delivered_at) AS at FROM deliveries WHERE order_id = ?').bind(orderId),
  ])
  const order = orderResult?.results[0] as OrderRow | undefined
  const buyer = buyerResult?.results[0] as BuyerRow | undefined
  if (!buyer) return null
  const deliveredAt = (deliveredResult?.results[0] as { at: number | null } | undefined)?.at ?? null
  const billing = order ? parseAddress(order.billing_address) : null
  const isCreditNote = invoice.kind === 'credit_note'
  return {
    kind: isCreditNote ? 'credit_note' : 'invoice',
    number: invoice.invoice_number,
    issueDate: helsinkiDate(invoice.issued_at * 1000),
    dueDate: invoice.due_date,
    deliveryDate: deliveredAt === null ? null : helsinkiDate(deliveredAt * 1000),
    currency: invoice.currency,
    buyerOrderReference: order?.customer_reference ?? '',
    orderNumber: order?.order_number ?? null,
    credits:
      isCreditNote && invoice.credits_number && invoice.credits_issued_at !== null
        ? { number: invoice.credits_number, issueDate: helsinkiDate(invoice.credits_issued_at * 1000) }
        : null,
    seller: await readSeller(db),
    buyer: {
      name: buyer.name,
      businessId: buyer.business_id,
      customerNumber: buyer.nav_id,
      street: billing?.street.join(' ') || buyer.street || '',
      postcode: billing?.postcode || buyer.postcode || '',
      city: billing?.city || buyer.city || '',
      einvoice:
        buyer.einvoice_address === null
          ? null
          : { address: buyer.einvoice_address, operator: buyer.einvoice_operator ?? '' },
    },
    lines: isCreditNote ? await creditNoteLines(db, invoice.id) : await invoiceLinesOf(db, invoice, order),
    reference: invoice.reference,
    payableCents: invoice.amount_cents,
  }
}

/** What an invoice invoiced: its order's lines and shipping, or for a charge without an order its one line. */
export async function invoiceLinesOf(db: D1Database, invoice: InvoiceRow, order?: OrderRow): Promise<EInvoiceLine[]> {
  if (invoice.order_id === null) return [chargeLine(invoice)]
  const stored =
    order ?? (await db.prepare('SELECT * FROM orders WHERE id = ?').bind(invoice.order_id).first<OrderRow>())
  if (!stored) return [chargeLine(invoice)]
  const { results } = await db
    .prepare(
      `SELECT l.line_no, l.sku, l.name, l.quantity, l.unit_price_cents, l.row_total_cents, l.vat_rate, p.ean, p.vnr
       FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.order_id = ? ORDER BY l.line_no`,
    )
    .bind(invoice.order_id)
    .all<LineRow>()
  return orderLines(results, stored)
}

async function creditNoteLines(db: D1Database, creditNoteId: number): Promise<EInvoiceLine[]> {
  const { results } = await db
    .prepare(
      `SELECT line_no AS lineNo, sku, name, gtin, vnr, quantity, unit_price_cents AS unitPriceCents,
         net_cents AS netCents, vat_rate AS vatRate
       FROM credit_note_lines WHERE credit_note_id = ? ORDER BY line_no`,
    )
    .bind(creditNoteId)
    .all<EInvoiceLine>()
  return results
}

interface BuyerRow {
  name: string
  business_id: string
  nav_id: string
  street: string | null
  postcode: string | null
  city: string | null
  einvoice_address: string | null
  einvoice_operator: string | null
}

interface LineRow {
  line_no: number
  sku: string
  name: string
  quantity: number
  unit_price_cents: number
  row_total_cents: number
  vat_rate: number
  ean: string | null
  vnr: string | null
}

/** The order's lines and, when it was charged, its shipping (taxed at 25,5 % as checkout did). */
function orderLines(rows: LineRow[], order: OrderRow): EInvoiceLine[] {
  const lines: EInvoiceLine[] = rows.map((row) => ({
    lineNo: row.line_no,
    sku: row.sku,
    name: row.name,
    gtin: row.ean,
    vnr: row.vnr,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    netCents: row.row_total_cents,
    vatRate: row.vat_rate,
  }))
  if (order.shipping_cents > 0) {
    lines.push({
      lineNo: Math.max(0, ...rows.map((r) => r.line_no)) + 1,
      sku: 'TOIMITUS',
      name: 'Toimituskulut',
      gtin: null,
      vnr: null,
      quantity: 1,
      unitPriceCents: order.shipping_cents,
      netCents: order.shipping_cents,
      vatRate: SHIPPING_VAT_RATE,
    })
  }
  return lines
}

/**
 * A charge without an order is one line whose VAT rate is the Finnish rate that gives its VAT;
 * one that no rate explains cannot be written as an e-invoice honestly.
 */
function chargeLine(invoice: InvoiceRow): EInvoiceLine {
  const net = invoice.amount_cents - invoice.vat_cents
  const rate = Object.values(VAT_RATES).find((r) => taxCents(net, r) === invoice.vat_cents)
  if (rate === undefined) {
    throw new BackendError(409, 'Tätä laskua ei voi muodostaa verkkolaskuksi. Pyydä se asiakaspalvelusta.')
  }
  return {
    lineNo: 1,
    sku: invoice.invoice_number,
    name: `Lasku ${invoice.invoice_number}`,
    gtin: null,
    vnr: null,
    quantity: 1,
    unitPriceCents: net,
    netCents: net,
    vatRate: rate,
  }
}
