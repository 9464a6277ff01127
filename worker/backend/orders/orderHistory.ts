import {
  ORDER_STATUSES,
  type ExternalOrder,
  type OrderDetail,
  type OrderListResponse,
  type OrderStatus,
  type OrderSummary,
} from '../../../contract/schemas/orders'
import { euros } from '../cart/totals'
import { PAYMENT_METHODS } from '../cart/methods'
import type { OrderFilters } from '../../../contract/schemas/historyFilters'
import { isoTime, pageWindow, type Paging } from './access'
import { deliveriesOfOrder } from './deliveries'
import { orderWhere } from './historyFilterSql'
import { invoicesOfOrder } from './invoices'
import {
  linesStatement,
  orderDetailsOf,
  orderTotals,
  parseAddress,
  parseBreakdown,
  toLines,
  type OrderRow,
} from './lines'

/**
 * The caller's orders: web orders exactly as checkout wrote them (worker/backend/cart/placeOrder.ts,
 * so a new order shows at once) and external orders of other sales channels. Every query names
 * the customer, so another customer's order number is not found.
 */

/** The status as shown; DERIVED_ORDER_STATUS (./historyFilterSql.ts) is the same rule in SQL. */
export const status = (stored: string): OrderStatus =>
  ORDER_STATUSES.find((s) => s === stored) ?? (stored === 'canceled' ? 'cancelled' : 'processing')

function toSummary(row: OrderRow & { line_count: number }): OrderSummary {
  return {
    order_number: row.order_number,
    created_at: isoTime(row.created_at),
    status: status(row.status),
    channel: row.channel === 'external' ? 'external' : 'web',
    item_count: row.line_count,
    total_quantity: row.total_quantity,
    grand_total: { value: euros(row.grand_total_cents) },
    currency: row.currency,
    ...orderDetailsOf(row),
  }
}

const WITH_LINE_COUNT = `SELECT o.*, (SELECT COUNT(*) FROM order_lines l WHERE l.order_id = o.id) AS line_count FROM orders o`

/** Newest first, narrowed by the history filters (docs/decisions/036-history-filters-and-csv-export.md). */
export async function listOrders(
  db: D1Database,
  companyId: number,
  query: Paging & OrderFilters,
): Promise<OrderListResponse> {
  const { page, pageSize, ...filters } = query
  const paging = { page, pageSize }
  const { limit, offset } = pageWindow(paging)
  const where = orderWhere(companyId, filters)
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where.sql}`).bind(...where.binds),
    db
      .prepare(`${WITH_LINE_COUNT} WHERE ${where.sql} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .bind(...where.binds, limit, offset),
  ])
  return {
    items: ((rows?.results ?? []) as (OrderRow & { line_count: number })[]).map(toSummary),
    total_count: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    page: paging.page,
    page_size: paging.pageSize,
  }
}

interface ExternalRow {
  source_system: string
  external_reference: string
  ordered_by: string
  note: string
}

async function findOrder(db: D1Database, companyId: number, orderNumber: string) {
  const [orderResult, externalResult, standingResult] = await db.batch([
    db.prepare(`${WITH_LINE_COUNT} WHERE o.order_number = ? AND o.company_id = ?`).bind(orderNumber, companyId),
    db
      .prepare(
        `SELECT e.* FROM external_orders e JOIN orders o ON o.id = e.order_id
         WHERE o.order_number = ? AND o.company_id = ?`,
      )
      .bind(orderNumber, companyId),
    db
      .prepare(
        `SELECT s.id, s.name FROM standing_orders s JOIN orders o ON o.standing_order_id = s.id
         WHERE o.order_number = ? AND o.company_id = ? AND s.company_id = o.company_id`,
      )
      .bind(orderNumber, companyId),
  ])
  const standing = (standingResult?.results[0] as { id: number; name: string } | undefined) ?? null
  const order = orderResult?.results[0] as (OrderRow & { line_count: number }) | undefined
  if (!order) return null
  const stored = externalResult?.results[0] as ExternalRow | undefined
  // An external order imported without its source row still says it came from elsewhere.
  const external =
    order.channel === 'external'
      ? (stored ?? {
          source_system: 'Muu myyntikanava',
          external_reference: order.order_number,
          ordered_by: '',
          note: '',
        })
      : null
  return { order, external, standing }
}

/** The caller's order, or null (unknown, or another customer's). */
export async function orderDetail(db: D1Database, companyId: number, orderNumber: string): Promise<OrderDetail | null> {
  const found = await findOrder(db, companyId, orderNumber)
  if (!found) return null
  const { order, external, standing } = found
  const [lines, deliveries, invoices] = await Promise.all([
    linesStatement(db, order.id).all(),
    deliveriesOfOrder(db, order.id),
    invoicesOfOrder(db, order.id),
  ])
  const payment = order.payment_method
  return {
    ...toSummary(order),
    items: toLines(lines.results),
    shipping_address: parseAddress(order.shipping_address),
    billing_address: parseAddress(order.billing_address),
    shipping_method: order.shipping_method
      ? {
          carrier_code: order.shipping_method,
          carrier_title: parseBreakdown(order.shipping_breakdown),
          amount: { value: euros(order.shipping_cents) },
        }
      : null,
    payment_method: payment
      ? { code: payment, title: PAYMENT_METHODS.find((p) => p.code === payment)?.title ?? payment }
      : null,
    totals: orderTotals(order),
    external: external
      ? { source_system: external.source_system, external_reference: external.external_reference }
      : null,
    deliveries,
    invoices,
    standing_order: standing,
  }
}

/** The caller's order of another sales channel, or null (unknown, another customer's, or a web order). */
export async function externalOrder(
  db: D1Database,
  companyId: number,
  orderNumber: string,
): Promise<ExternalOrder | null> {
  const found = await findOrder(db, companyId, orderNumber)
  if (!found?.external) return null
  const { order, external } = found
  const lines = await linesStatement(db, order.id).all()
  return {
    order_number: order.order_number,
    created_at: isoTime(order.created_at),
    status: status(order.status),
    source_system: external.source_system,
    external_reference: external.external_reference,
    ordered_by: external.ordered_by,
    note: external.note,
    items: toLines(lines.results),
    totals: orderTotals(order),
    currency: order.currency,
  }
}
