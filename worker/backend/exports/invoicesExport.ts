import { INVOICE_STATUS_LABELS } from '../../../contract/schemas/historyExport'
import type { InvoiceFilters } from '../../../contract/schemas/historyFilters'
import { invoiceWhere } from '../orders/historyFilterSql'
import {
  derivedStatus,
  helsinkiDate,
  invoiceStatus,
  outstandingCents,
  SUMMARY_COLUMNS,
  type SummaryRow,
} from '../orders/invoices'
import { csvCalendarDate, csvDate, csvMoney, csvReference } from './csvFormat'

/**
 * The rows of GET /api/customer/invoices.csv: one per invoice (INVOICE_CSV_COLUMNS), newest
 * first as in the list, read a page at a time with a keyset (issued_at, id). The status is the
 * one shown (open, overdue, paid), read with the clock of the request's start.
 */

export const INVOICE_EXPORT_PAGE = 500

const toCells = (row: SummaryRow, nowMs: number): string[] => {
  const sign = row.kind === 'credit_note' ? -1 : 1
  return [
    row.invoice_number,
    row.order_number ?? '',
    csvDate(row.issued_at),
    csvCalendarDate(row.due_date),
    INVOICE_STATUS_LABELS[invoiceStatus(row.status, row.due_date, nowMs, outstandingCents(row))],
    csvDate(row.paid_at),
    csvMoney(sign * (row.amount_cents - row.vat_cents)),
    csvMoney(sign * row.vat_cents),
    csvMoney(sign * row.amount_cents),
    csvReference(row.reference),
    row.kind === 'credit_note' ? 'Hyvityslasku' : 'Lasku',
    row.credits_invoice_number ?? '',
  ]
}

export async function* invoicePages(
  db: D1Database,
  companyId: number,
  filters: InvoiceFilters,
  pageSize = INVOICE_EXPORT_PAGE,
): AsyncGenerator<string[][]> {
  const nowMs = Date.now()
  const where = invoiceWhere(companyId, filters, derivedStatus(helsinkiDate(nowMs)))
  let after: { issuedAt: number; id: number } | null = null
  for (;;) {
    const cursor: string = after ? ' AND (i.issued_at < ? OR (i.issued_at = ? AND i.id < ?))' : ''
    const cursorBinds: number[] = after ? [after.issuedAt, after.issuedAt, after.id] : []
    const { results }: D1Result<SummaryRow> = await db
      .prepare(
        `SELECT i.*, ${SUMMARY_COLUMNS}
         FROM invoices i WHERE ${where.sql}${cursor}
         ORDER BY i.issued_at DESC, i.id DESC LIMIT ?`,
      )
      .bind(...where.binds, ...cursorBinds, pageSize)
      .all<SummaryRow>()
    if (results.length > 0) yield results.map((row) => toCells(row, nowMs))
    const last: SummaryRow | undefined = results.at(-1)
    if (!last || results.length < pageSize) return
    after = { issuedAt: last.issued_at, id: last.id }
  }
}
