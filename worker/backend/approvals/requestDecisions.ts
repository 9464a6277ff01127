import { recordAudit } from '../company/auditTrail'
import { RULE_COLUMNS, type RuleRow } from '../catalog/quantityRules'
import { nowSeconds } from '../tokens'

/**
 * The writes of an approver's or requester's decision on a purchase request (spec §12). Each one
 * holds only while the request is pending, so a decision taken meanwhile by someone else wins:
 * the caller reads `changes` and answers "already decided" when it is 0. The audit record goes in
 * the same batch under the same condition (docs/decisions/047-audit-trail.md).
 */

/** Who decides on whose request, for its audit record. */
export interface RequestAudit {
  companyId: number
  actorId: number
  targetUserId: number
  requestId: number
}

export type RequestLineWithRules = RuleRow & { product_id: number; quantity: number; sku: string; name: string }

export interface LineChange {
  productId: number
  sku: string
  name: string
  was: number
  quantity: number
}

const PENDING = "EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?1 AND status = 'pending')"

/** A request's lines with their products' pack-size rules, for judging an approver's new quantities. */
export async function requestLinesWithRules(db: D1Database, requestId: number): Promise<RequestLineWithRules[]> {
  const { results } = await db
    .prepare(
      `SELECT l.product_id, l.quantity, p.sku, p.name, ${RULE_COLUMNS} FROM purchase_request_lines l
       JOIN products p ON p.id = l.product_id WHERE l.request_id = ?`,
    )
    .bind(requestId)
    .all<RequestLineWithRules>()
  return results
}

/**
 * Sets the changed lines' quantities, noting who changed them; an approval cart of the request
 * open meanwhile takes the same quantities in the same batch: its lines are the request's, and
 * changing them here is the only way (docs/decisions/044-approval-cart-is-the-request.md).
 * Answers how many requests changed (0: decided meanwhile).
 */
export async function changeRequestLines(db: D1Database, audit: RequestAudit, changed: LineChange[]): Promise<number> {
  const id = audit.requestId
  const now = nowSeconds()
  const lines = changed.map((ch) => ({ sku: ch.sku, name: ch.name, from: ch.was, to: ch.quantity }))
  const [, first] = await db.batch([
    recordAudit(db, { ...audit, action: 'request_lines_changed', details: { lines } }, { when: PENDING, binds: [id] }),
    db.prepare(`UPDATE purchase_requests SET updated_at = ?2 WHERE id = ?1 AND status = 'pending'`).bind(id, now),
    ...changed.map((ch) =>
      db
        .prepare(
          `UPDATE purchase_request_lines SET quantity = ?3, changed_by = ?4, changed_at = ?5
           WHERE request_id = ?1 AND product_id = ?2 AND ${PENDING}`,
        )
        .bind(id, ch.productId, ch.quantity, audit.actorId, now),
    ),
    ...changed.map((ch) => syncApprovalCartLine(db, id, ch.productId, ch.quantity)),
    db
      .prepare(
        "UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE purchase_request_id = ?1 AND status = 'active'",
      )
      .bind(id, now),
  ])
  return first?.meta.changes ?? 0
}

/** The line of the request's open approval carts, set to the request's new quantity (0 removes it). */
function syncApprovalCartLine(db: D1Database, requestId: number, productId: number, quantity: number) {
  const approvalCarts = "SELECT id FROM carts WHERE purchase_request_id = ?1 AND status = 'active'"
  if (quantity === 0) {
    return db
      .prepare(`DELETE FROM cart_items WHERE product_id = ?2 AND cart_id IN (${approvalCarts}) AND ${PENDING}`)
      .bind(requestId, productId)
  }
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
       SELECT id, ?2, ?3, ?4 FROM (${approvalCarts}) WHERE ${PENDING}
       ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    )
    .bind(requestId, productId, quantity, nowSeconds())
}

/** Rejects a pending request with the approver's reason; answers how many requests changed. */
export async function rejectRequest(db: D1Database, audit: RequestAudit, reason: string): Promise<number> {
  const id = audit.requestId
  const [, result] = await db.batch([
    recordAudit(db, { ...audit, action: 'request_rejected', details: { reason } }, { when: PENDING, binds: [id] }),
    db
      .prepare(
        `UPDATE purchase_requests SET status = 'rejected', reject_reason = ?2, decided_by = ?3, decided_at = ?4, updated_at = ?4
         WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(id, reason, audit.actorId, nowSeconds()),
  ])
  return result?.meta.changes ?? 0
}

/** The requester takes back their own pending request; answers how many requests changed. */
export async function withdrawRequest(db: D1Database, requestId: number, requesterId: number): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE purchase_requests SET status = 'withdrawn', decided_at = ?3, updated_at = ?3
       WHERE id = ?1 AND requester_id = ?2 AND status = 'pending'`,
    )
    .bind(requestId, requesterId, nowSeconds())
    .run()
  return result.meta.changes
}
