import { ORDER_CHANNEL_LABELS, ORDER_STATUS_LABELS } from '../../../contract/schemas/historyExport'
import type { OrderFilters } from '../../../contract/schemas/historyFilters'
import { orderWhere } from '../orders/historyFilterSql'
import { status } from '../orders/orderHistory'
import { csvCalendarDate, csvDate, csvMoney, csvPercent } from './csvFormat'

/**
 * The rows of GET /api/customer/orders.csv: one per order line (contract/schemas/historyExport.ts
 * ORDER_CSV_COLUMNS), newest order first as in the history, its lines in order. Read from D1 a
 * page at a time with a keyset (created_at, id, line_no), so a page costs the same at the end of
 * a long history as at its start. An order without lines still gets a row.
 */

/** Lines per D1 read: one read per ~70 KB of CSV. */
export const ORDER_EXPORT_PAGE = 500

interface LineRow {
  order_id: number
  order_number: string
  created_at: number
  status: string
  channel: string
  customer_reference: string
  requested_delivery_date: string | null
  line_no: number
  sku: string | null
  name: string | null
  options: string | null
  quantity: number | null
  unit_price_cents: number | null
  row_total_cents: number | null
  vat_rate: number | null
}

function toCells(row: LineRow): string[] {
  const hasLine = row.sku !== null
  return [
    row.order_number,
    csvDate(row.created_at),
    ORDER_STATUS_LABELS[status(row.status)],
    ORDER_CHANNEL_LABELS[row.channel === 'external' ? 'external' : 'web'],
    row.customer_reference,
    csvCalendarDate(row.requested_delivery_date),
    row.sku ?? '',
    row.name ?? '',
    row.options ?? '',
    hasLine ? String(row.quantity) : '',
    hasLine ? csvMoney(row.unit_price_cents ?? 0) : '',
    hasLine ? csvMoney(row.row_total_cents ?? 0) : '',
    hasLine ? csvPercent(row.vat_rate ?? 0) : '',
  ]
}

export async function* orderLinePages(
  db: D1Database,
  companyId: number,
  filters: OrderFilters,
  pageSize = ORDER_EXPORT_PAGE,
): AsyncGenerator<string[][]> {
  const where = orderWhere(companyId, filters)
  let after: { createdAt: number; id: number; lineNo: number } | null = null
  for (;;) {
    const cursor: string = after
      ? ` AND (o.created_at < ? OR (o.created_at = ? AND (o.id < ? OR (o.id = ? AND COALESCE(l.line_no, 0) > ?))))`
      : ''
    const cursorBinds: number[] = after ? [after.createdAt, after.createdAt, after.id, after.id, after.lineNo] : []
    const { results }: D1Result<LineRow> = await db
      .prepare(
        `SELECT o.id AS order_id, o.order_number, o.created_at, o.status, o.channel, o.customer_reference,
           o.requested_delivery_date, COALESCE(l.line_no, 0) AS line_no, l.sku, l.name, l.options, l.quantity,
           l.unit_price_cents, l.row_total_cents, l.vat_rate
         FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
         WHERE ${where.sql}${cursor}
         ORDER BY o.created_at DESC, o.id DESC, COALESCE(l.line_no, 0) ASC
         LIMIT ?`,
      )
      .bind(...where.binds, ...cursorBinds, pageSize)
      .all<LineRow>()
    if (results.length > 0) yield results.map(toCells)
    const last: LineRow | undefined = results.at(-1)
    if (!last || results.length < pageSize) return
    after = { createdAt: last.created_at, id: last.order_id, lineNo: last.line_no }
  }
}
