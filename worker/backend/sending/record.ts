import { sendingRouteOf, type CompanyInvoiceChannel, type SendingRoute } from './route'

/**
 * The sending of a new invoice or credit note (docs/decisions/085-invoice-sending.md): read the
 * company's channel before the invoice is written, then write the sending in the invoice's own
 * batch, so an invoice never exists without it and never has two (its key is the invoice).
 */

export async function readSendingRoute(db: D1Database, companyId: number, customerId: number): Promise<SendingRoute> {
  const row = await db
    .prepare(
      `SELECT co.invoice_channel, co.einvoice_address, co.einvoice_operator, co.billing_email,
              (SELECT email FROM customers WHERE id = ?2) AS orderer_email
       FROM companies co WHERE co.id = ?1`,
    )
    .bind(companyId, customerId)
    .first<CompanyInvoiceChannel & { orderer_email: string | null }>()
  if (!row) throw new Error(`company ${companyId} not found`)
  return sendingRouteOf(row, row.orderer_email ?? '')
}

/** The message id every attempt reuses: the invoice's number and a random part (no two invoices share one). */
const messageIdOf = (invoiceNumber: string) => `${invoiceNumber}.${crypto.randomUUID()}`

export function recordSending(
  db: D1Database,
  invoice: { id: number; number: string },
  route: SendingRoute,
  createdAt: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoice_sendings (invoice_id, channel, recipient, operator, format, message_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM invoices WHERE id = ?1 AND invoice_number = ?8)`,
    )
    .bind(
      invoice.id,
      route.channel,
      route.recipient,
      route.operator,
      route.format,
      messageIdOf(invoice.number),
      createdAt,
      invoice.number,
    )
}
