import { SHIPPING_VAT_RATE, taxCents, VAT_RATES } from '../cart/totals'
import { BackendError } from '../errors'
import { readSeller } from '../operator/seller'
import { helsinkiDate, type InvoiceRow } from '../orders/invoices'
import { parseAddress, type OrderRow } from '../orders/lines'
import type { EInvoiceDocument, EInvoiceLine } from './document'

/**
 * An invoice of the caller's company as its e-invoice document (docs/decisions/084-einvoices.md),
 * or null for an unknown number or another company's invoice (a 404, as in every format). The
 * lines are the invoiced order's, each with the product's GTIN and Vnr, and its shipping as a
 * line of its own; the buyer is the company with the addressee's e-invoice address.
 */
export async function loadInvoiceDocument(
  db: D1Database,
  companyId: number,
  invoiceNumber: string,
): Promise<EInvoiceDocument | null> {
  const invoice = await db
    .prepare('SELECT * FROM invoices WHERE invoice_number = ? AND company_id = ?')
    .bind(invoiceNumber, companyId)
    .first<InvoiceRow>()
  if (!invoice) return null
  const orderId = invoice.order_id ?? -1
  const [orderResult, linesResult, buyerResult, deliveredResult] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE id = ? AND company_id = ?').bind(orderId, companyId),
    db
      .prepare(
        `SELECT l.line_no, l.sku, l.name, l.quantity, l.unit_price_cents, l.row_total_cents, l.vat_rate, p.ean, p.vnr
         FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
         WHERE l.order_id = ? ORDER BY l.line_no`,
      )
      .bind(orderId),
    db
      .prepare(
        `SELECT co.name, co.business_id, cu.nav_id, cu.street, cu.postcode, cu.city, cu.einvoice_address, cu.einvoice_operator
         FROM customers cu JOIN companies co ON co.id = cu.company_id WHERE cu.id = ?`,
      )
      .bind(invoice.customer_id),
    db.prepare('SELECT MAX(delivered_at) AS at FROM deliveries WHERE order_id = ?').bind(orderId),
  ])
  const order = orderResult?.results[0] as OrderRow | undefined
  const buyer = buyerResult?.results[0] as BuyerRow | undefined
  if (!buyer) return null
  const deliveredAt = (deliveredResult?.results[0] as { at: number | null } | undefined)?.at ?? null
  const billing = order ? parseAddress(order.billing_address) : null
  const lines = order ? orderLines(linesResult?.results as LineRow[], order) : [chargeLine(invoice)]
  return {
    kind: 'invoice',
    number: invoice.invoice_number,
    issueDate: helsinkiDate(invoice.issued_at * 1000),
    dueDate: invoice.due_date,
    deliveryDate: deliveredAt === null ? null : helsinkiDate(deliveredAt * 1000),
    currency: invoice.currency,
    buyerOrderReference: order?.customer_reference ?? '',
    orderNumber: order?.order_number ?? null,
    credits: null,
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
    lines,
    reference: invoice.reference,
    payableCents: invoice.amount_cents,
  }
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
