import { BackendError } from '../errors'
import { ensureCustomerCart, findCustomerCart, newCartId } from '../cart/store'
import { nowSeconds } from '../tokens'

/**
 * The approval checkout (decision 041). Approving goes through the normal checkout steps for
 * address and payment, so the request's lines (as the approvers left them) become the approver's
 * open cart, marked with the request (carts.purchase_request_id). The approver's own open cart
 * waits meanwhile, parked: customer_id NULL (no customer query finds it, no guest query either:
 * they skip parked_by) and parked_by = the approver. placeOrder of the approval cart gives it
 * back in its batch; so does cancelling.
 */

/**
 * Makes the request's lines the approver's open cart; answers its id. Starting again the same
 * request answers the cart already made; an approval cart of another request is dropped first
 * (the parked cart stays parked). One batch, every step only while the request is pending.
 */
export async function startApprovalCheckout(
  db: D1Database,
  opts: { customerId: number; requestId: number },
): Promise<string> {
  const current = await ensureCustomerCart(db, opts.customerId)
  const row = await db
    .prepare('SELECT purchase_request_id FROM carts WHERE id = ?')
    .bind(current)
    .first<{ purchase_request_id: number | null }>()
  if (row?.purchase_request_id === opts.requestId) return current

  const cartId = newCartId()
  const now = nowSeconds()
  const pending = "EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?3 AND status = 'pending')"
  const aside =
    row?.purchase_request_id != null
      ? // Another request's approval cart: nothing of the approver's own is in it.
        db
          .prepare(
            `DELETE FROM carts WHERE id = ?1 AND customer_id = ?2 AND status = 'active'
               AND purchase_request_id IS NOT NULL AND ${pending}`,
          )
          .bind(current, opts.customerId, opts.requestId)
      : db
          .prepare(
            `UPDATE carts SET customer_id = NULL, parked_by = ?2
             WHERE id = ?1 AND customer_id = ?2 AND status = 'active' AND purchase_request_id IS NULL AND ${pending}`,
          )
          .bind(current, opts.customerId, opts.requestId)
  await db.batch([
    aside,
    db
      .prepare(
        `INSERT INTO carts (id, customer_id, purchase_request_id, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?4 WHERE ${pending}
           AND NOT EXISTS (SELECT 1 FROM carts WHERE customer_id = ?2 AND status = 'active')`,
      )
      .bind(cartId, opts.customerId, opts.requestId, now),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
         SELECT ?1, l.product_id, l.quantity, ?2 FROM purchase_request_lines l
         WHERE l.request_id = ?3 AND l.quantity > 0 AND EXISTS (SELECT 1 FROM carts WHERE id = ?1)
         ORDER BY l.position`,
      )
      .bind(cartId, now, opts.requestId),
  ])
  const open = await findCustomerCart(db, opts.customerId)
  if (open !== cartId) {
    throw new BackendError(409, 'Ostopyyntö tai ostoskorisi muuttui. Päivitä sivu ja yritä uudelleen.')
  }
  return cartId
}

/**
 * Gives the approver their own cart back: the approval cart of the request (if open, not
 * ordered) is deleted, and the parked cart becomes their open cart again. Idempotent.
 * `requestId` null drops whatever approval cart is open (an approval that can no longer be placed).
 */
export async function cancelApprovalCheckout(
  db: D1Database,
  customerId: number,
  requestId: number | null,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `DELETE FROM carts WHERE customer_id = ?1 AND status = 'active' AND purchase_request_id IS NOT NULL
           AND (?2 IS NULL OR purchase_request_id = ?2)
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = carts.id)`,
      )
      .bind(customerId, requestId),
    restoreParkedCart(db, customerId),
  ])
}

/** The parked cart back as the open cart, when the customer has none open (in any batch). */
export function restoreParkedCart(db: D1Database, customerId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE carts SET customer_id = parked_by, parked_by = NULL
       WHERE parked_by = ?1 AND NOT EXISTS (SELECT 1 FROM carts WHERE customer_id = ?1 AND status = 'active')`,
    )
    .bind(customerId)
}
