import type { InvoiceFilters, OrderFilters } from '../../../contract/schemas/historyFilters'
import { helsinkiDayEnd, helsinkiDayStart } from './helsinkiDays'

/**
 * The history filters (contract/schemas/historyFilters.ts) as SQL conditions with their bound
 * values, for the lists and the CSV exports alike: whatever the customer filters on screen is
 * what the export holds. Every condition comes after `company_id = ?`, so a filter can only
 * narrow the caller's own documents.
 */

export interface Where {
  sql: string
  binds: (string | number)[]
}

/**
 * The order status as the history shows it (worker/backend/orders/orderHistory.ts `status`):
 * a stored 'canceled' is 'cancelled', anything unknown is 'processing'.
 */
export const DERIVED_ORDER_STATUS = `CASE WHEN o.status IN ('received', 'processing', 'shipped', 'delivered', 'cancelled')
  THEN o.status WHEN o.status = 'canceled' THEN 'cancelled' ELSE 'processing' END`

/** SQLite's lower() folds ASCII only; Finnish letters are folded here, and `fold` does the same to the text. */
const foldSql = (column: string) => `lower(replace(replace(replace(${column}, 'Ä', 'ä'), 'Ö', 'ö'), 'Å', 'å'))`
const fold = (text: string) => text.replace(/[A-ZÄÖÅ]/g, (c) => c.toLowerCase())

/**
 * `instr(column, ?) > 0` rather than LIKE: D1 refuses a LIKE pattern over 50 bytes ("pattern too
 * complex"), which a 64-character filter with escapes or Finnish letters exceeds; instr takes
 * any text, and the customer's % and _ are letters without escaping.
 */
const contains = (column: string) => `instr(${foldSql(column)}, ?) > 0`

function dateRange(column: string, from: string | undefined, to: string | undefined, where: Where) {
  if (from) {
    where.sql += ` AND ${column} >= ?`
    where.binds.push(helsinkiDayStart(from))
  }
  if (to) {
    where.sql += ` AND ${column} < ?`
    where.binds.push(helsinkiDayEnd(to))
  }
}

/** Conditions on `orders o` of one customer. */
export function orderWhere(companyId: number, filters: OrderFilters): Where {
  const where: Where = { sql: 'o.company_id = ?', binds: [companyId] }
  dateRange('o.created_at', filters.from, filters.to, where)
  if (filters.status) {
    where.sql += ` AND ${DERIVED_ORDER_STATUS} = ?`
    where.binds.push(filters.status)
  }
  if (filters.standing) {
    where.sql += ' AND o.standing_order_id = ?'
    where.binds.push(Number(filters.standing))
  }
  if (filters.reference) {
    where.sql += ` AND ${contains('o.customer_reference')}`
    where.binds.push(fold(filters.reference))
  }
  if (filters.product) {
    // A part of a line's SKU or name as ordered, or the whole EAN or Vnr of the product it was.
    const text = fold(filters.product)
    where.sql += ` AND EXISTS (SELECT 1 FROM order_lines fl WHERE fl.order_id = o.id AND (
      ${contains('fl.sku')} OR ${contains('fl.name')}
      OR fl.product_id IN (SELECT p.id FROM products p WHERE p.ean = ? OR p.vnr = ?)))`
    where.binds.push(text, text, filters.product, filters.product)
  }
  return where
}

/** Conditions on `invoices i` of one customer; `derivedStatus` is the SQL of the status as shown (open, overdue, paid). */
export function invoiceWhere(companyId: number, filters: InvoiceFilters, derivedStatus: string): Where {
  const where: Where = { sql: 'i.company_id = ?', binds: [companyId] }
  dateRange('i.issued_at', filters.from, filters.to, where)
  if (filters.status) {
    where.sql += ` AND ${derivedStatus} = ?`
    where.binds.push(filters.status)
  }
  return where
}
