import { DESK_DELIVERIES, DESK_LISTS, DESK_ORDERS, type DeskResponse } from '../../../contract/schemas/desk'
import { euros } from '../cart/totals'
import { readableList } from '../shoppinglists/access'
import { CUSTOMER_SCOPE_SQL, isoTime, scopesOf } from '../orders/access'
import { carrierName, deliveryStatus } from '../orders/deliveries'
import { CREDITED_SQL, derivedStatus, helsinkiDate } from '../orders/invoices'
import { status } from '../orders/orderHistory'

/** What the desk may show (spec §6): each part needs its scope, the approvals the `checkout` scope. */
export interface DeskScopes {
  orders: boolean
  invoices: boolean
  shoppinglists: boolean
  checkout: boolean
}

const n = (result: D1Result | undefined) => (result?.results[0] as { n: number } | undefined)?.n ?? 0

/**
 * The buyer's desk (docs/decisions/061-home-desk-and-session-switch.md) in one D1 batch: a few rows
 * and counts of each part, never whole documents, and the caller's scope read now in the same
 * batch (a changed permission applies at once, without a trip of its own). Every query names the
 * caller's company or the caller, so nothing of another customer is read.
 */
export async function readDesk(
  db: D1Database,
  caller: { customerId: number; companyId: number },
): Promise<DeskResponse> {
  const now = Math.floor(Date.now() / 1000)
  const today = helsinkiDate(Date.now())
  const { customerId, companyId } = caller
  const [scopeRow, orders, lists, mine, toSend, toApprove, deliveryCount, deliveries, invoices] = await db.batch([
    db.prepare(CUSTOMER_SCOPE_SQL).bind(customerId),
    db
      .prepare(
        `SELECT o.order_number, o.created_at, o.status, o.grand_total_cents,
           (SELECT COUNT(*) FROM order_lines l WHERE l.order_id = o.id) AS item_count
         FROM orders o WHERE o.company_id = ?1 ORDER BY o.created_at DESC, o.id DESC LIMIT ?2`,
      )
      .bind(companyId, DESK_ORDERS),
    db
      .prepare(
        `SELECT l.id, l.title, l.shared, l.customer_id = ?1 AS own,
           CASE WHEN l.customer_id = ?1 THEN '' ELSE o.firstname || ' ' || o.lastname END AS owner_name,
           (SELECT COUNT(*) FROM shopping_list_items i WHERE i.list_id = l.id) AS item_count
         FROM shopping_lists l JOIN customers o ON o.id = l.customer_id
         WHERE ${readableList('l', '?1')} ORDER BY own DESC, l.updated_at DESC, l.id LIMIT ?2`,
      )
      .bind(customerId, DESK_LISTS),
    db
      .prepare("SELECT COUNT(*) AS n FROM purchase_requests WHERE requester_id = ?1 AND status = 'pending'")
      .bind(customerId),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id
         WHERE c.customer_id = ?1 AND c.status = 'active'`,
      )
      .bind(customerId),
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM purchase_requests WHERE company_id = ?1 AND status = 'pending' AND requester_id <> ?2",
      )
      .bind(companyId, customerId),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM deliveries d JOIN orders o ON o.id = d.order_id
         WHERE o.company_id = ?1 AND (d.delivered_at IS NULL OR d.delivered_at > ?2)`,
      )
      .bind(companyId, now),
    db
      .prepare(
        `SELECT d.*, o.order_number FROM deliveries d JOIN orders o ON o.id = d.order_id
         WHERE o.company_id = ?1 AND (d.delivered_at IS NULL OR d.delivered_at > ?2)
         ORDER BY d.packed_at DESC, d.id DESC LIMIT ?3`,
      )
      .bind(companyId, now, DESK_DELIVERIES),
    db
      .prepare(
        // What is still to pay, as the ledger counts it: open invoices less their credit notes
        // (docs/decisions/084-einvoices.md); `today` is our own yyyy-mm-dd.
        `SELECT COUNT(*) AS n, COALESCE(SUM(i.amount_cents - ${CREDITED_SQL}), 0) AS cents,
           COALESCE(SUM(CASE WHEN ${derivedStatus(today)} = 'overdue' THEN 1 ELSE 0 END), 0) AS overdue
         FROM invoices i WHERE i.company_id = ?1 AND ${derivedStatus(today)} <> 'paid'`,
      )
      .bind(companyId),
  ])
  const scopes: DeskScopes = scopesOf((scopeRow?.results[0] as { scope: string } | undefined)?.scope ?? null)
  const invoiceRow = invoices?.results[0] as { n: number; cents: number; overdue: number } | undefined
  return {
    orders: scopes.orders
      ? (orders?.results ?? []).map((row) => {
          const o = row as {
            order_number: string
            created_at: number
            status: string
            grand_total_cents: number
            item_count: number
          }
          return {
            order_number: o.order_number,
            created_at: isoTime(o.created_at),
            status: status(o.status),
            item_count: o.item_count,
            grand_total: { value: euros(o.grand_total_cents) },
          }
        })
      : null,
    lists: scopes.shoppinglists
      ? (lists?.results ?? []).map((row) => {
          const l = row as {
            id: number
            title: string
            shared: number
            own: number
            owner_name: string
            item_count: number
          }
          return {
            id: l.id,
            title: l.title,
            item_count: l.item_count,
            own: l.own === 1,
            shared: l.shared === 1,
            owner_name: l.owner_name ?? '',
          }
        })
      : null,
    requests: {
      mine: n(mine),
      toSend: scopes.checkout ? 0 : n(toSend),
      toApprove: scopes.checkout ? n(toApprove) : null,
    },
    deliveries: scopes.orders
      ? {
          count: n(deliveryCount),
          items: (deliveries?.results ?? []).map((row) => {
            const d = row as Parameters<typeof deliveryStatus>[0] & { order_number: string; carrier: string }
            return {
              id: d.id,
              order_number: d.order_number,
              carrier_name: carrierName(d.carrier),
              status: deliveryStatus(d, now),
            }
          }),
        }
      : null,
    invoices: scopes.invoices
      ? {
          count: invoiceRow?.n ?? 0,
          overdue: invoiceRow?.overdue ?? 0,
          total: { value: euros(invoiceRow?.cents ?? 0) },
        }
      : null,
  }
}
