import type { ApprovalReason } from '../../../contract/schemas/purchaseRequests'
import { isDrugProduct } from '../catalog/drugs'
import { unitCents, type CartState, type PriceRow } from '../cart/view'
import { euroText } from './money'
import { helsinkiMonthStart } from './month'
import { standingDueThisMonth } from '../standing/dueThisMonth'

/**
 * Which approval rules catch an order of this cart (spec §12). An empty list means the user
 * may place it directly; otherwise it can only be sent for approval, with these reasons.
 *
 * A user without the `checkout` scope (a requester) always sends: that rule is built in. The
 * company's own rules (migrations/0016: amount, medicines or cold chain, monthly budget) hold
 * every other user of the company too, but not its administrators (users with `permissions`):
 * an administrator is the approver of last resort, and could not order at all if their own
 * orders waited for themselves (docs/decisions/043).
 */
export async function approvalReasons(db: D1Database, customerId: number, state: CartState): Promise<ApprovalReason[]> {
  const user = await userRules(db, customerId)
  const scope = scopeOf(user?.scope)
  const reasons: ApprovalReason[] = []
  if (!scope.includes('checkout')) {
    reasons.push({
      code: 'requester',
      message: 'Sinulla ei ole tilausoikeutta, joten tilaus lähetetään yrityksesi hyväksyjälle.',
    })
  }
  if (!user || scope.includes('permissions')) return reasons

  const subtotal = state.totals.subtotalCents
  // spec §3: subtotal is the goods at the prices paid, alv 0 %; "over" the limit, not at it.
  if (user.amount_limit_cents !== null && subtotal > user.amount_limit_cents) {
    reasons.push({
      code: 'amount',
      message: `Tilauksen arvo ${euroText(subtotal)} (alv 0 %) ylittää hyväksyntärajan ${euroText(user.amount_limit_cents)}.`,
    })
  }
  if (user.restricted_products === 1 && (state.coldChain || (await hasDrug(db, state)))) {
    reasons.push({ code: 'restricted_products', message: 'Tilauksessa on lääkkeitä tai kylmäketjutuotteita.' })
  }
  if (user.monthly_budget_cents !== null) {
    const spent = await orderedThisMonth(db, customerId)
    // This month's standing order runs still to come count too (docs/decisions/079-standing-orders.md).
    const standing = await standingDueThisMonth(db, customerId, state.row.id)
    if (spent + standing + subtotal > user.monthly_budget_cents) {
      const coming = standing > 0 ? ` ja vakiotilauksissa tulossa ${euroText(standing)}` : ''
      reasons.push({
        code: 'monthly_budget',
        message: `Kuukausibudjettisi ${euroText(user.monthly_budget_cents)} ylittyisi: tässä kuussa tilattu tai hyväksyttävänä ${euroText(spent)}${coming}.`,
      })
    }
  }
  return reasons
}

/** The user's scope and their company's rules (no row: every configurable rule off). */
export function userRules(db: D1Database, customerId: number): Promise<UserRules | null> {
  return db
    .prepare(
      `SELECT c.scope, r.amount_limit_cents, r.restricted_products, r.monthly_budget_cents
       FROM customers c LEFT JOIN company_approval_rules r ON r.company_id = c.company_id
       WHERE c.id = ?`,
    )
    .bind(customerId)
    .first<UserRules>()
}

export interface UserRules {
  scope: string
  amount_limit_cents: number | null
  restricted_products: number | null
  monthly_budget_cents: number | null
}

export function scopeOf(raw: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** Whether a line is a drug product (VAT class medicine or a `category_has_drugs` category, spec §1). */
async function hasDrug(db: D1Database, state: CartState): Promise<boolean> {
  if (state.lines.length === 0) return false
  const row = await db
    .prepare(
      `SELECT 1 AS drug FROM products p WHERE p.id IN (SELECT value FROM json_each(?)) AND ${isDrugProduct('p')} LIMIT 1`,
    )
    .bind(JSON.stringify(state.lines.map((l) => l.productId)))
    .first<{ drug: number }>()
  return row !== null
}

/**
 * What the user has spent this Helsinki calendar month (alv 0 %), for the monthly budget: the
 * orders they placed themselves; of the orders placed by approving purchase requests, what the
 * requester asked for counts for the requester (an approver places those, but the budget is the
 * requester's) and what the approver raised a line above it counts for the approver, who decided
 * it (docs/decisions/044); and their requests still pending at today's prices, so that several
 * requests cannot together pass the budget unseen. An order line the request does not know (made
 * before docs/decisions/044-approval-cart-is-the-request.md) counts for the requester.
 */
export async function orderedThisMonth(db: D1Database, customerId: number): Promise<number> {
  const monthStart = helsinkiMonthStart()
  const [ordered, pending] = await db.batch([
    db
      .prepare(
        `SELECT COALESCE(SUM(cents), 0) AS cents FROM (
           SELECT o.subtotal_cents AS cents FROM orders o
           WHERE o.created_at >= ?2 AND o.status <> 'cancelled' AND o.customer_id = ?1
             AND NOT EXISTS (SELECT 1 FROM purchase_requests pr WHERE pr.order_number = o.order_number)
           UNION ALL
           SELECT ol.unit_price_cents * (
               CASE WHEN pr.requester_id = ?1 THEN MIN(ol.quantity, COALESCE(l.requested_quantity, ol.quantity)) ELSE 0 END
             + CASE WHEN pr.decided_by = ?1 THEN MAX(0, ol.quantity - COALESCE(l.requested_quantity, ol.quantity)) ELSE 0 END)
           FROM orders o
           JOIN purchase_requests pr ON pr.order_number = o.order_number
           JOIN order_lines ol ON ol.order_id = o.id
           LEFT JOIN purchase_request_lines l ON l.request_id = pr.id AND l.product_id = ol.product_id
           WHERE o.created_at >= ?2 AND o.status <> 'cancelled' AND (pr.requester_id = ?1 OR pr.decided_by = ?1))`,
      )
      .bind(customerId, monthStart),
    db
      .prepare(
        `SELECT MIN(l.quantity, l.requested_quantity) AS quantity, p.sku, p.final_price_cents, p.regular_price_cents, cp.special_price_cents, cp.price_type
         FROM purchase_requests pr
         JOIN purchase_request_lines l ON l.request_id = pr.id
         JOIN products p ON p.id = l.product_id
         LEFT JOIN contract_prices cp ON cp.company_id = pr.company_id AND cp.product_no = p.sku
         WHERE pr.requester_id = ?1 AND pr.status = 'pending' AND l.quantity > 0 AND l.requested_quantity > 0`,
      )
      .bind(customerId),
  ])
  const placed = (ordered?.results[0] as { cents: number } | undefined)?.cents ?? 0
  const waiting = ((pending?.results ?? []) as (PriceRow & { quantity: number })[]).reduce(
    (sum, row) => sum + unitCents(row, true) * row.quantity,
    0,
  )
  return placed + waiting
}
