import { BackendError } from '../errors'
import { ensureCustomerCart, findCustomerCart, newCartId } from '../cart/store'
import { nowSeconds } from '../tokens'

/**
 * The approval checkout (docs/decisions/041-purchase-requests.md). Approving goes through the normal checkout steps for
 * address and payment, so the request's lines (as the approvers left them) become the approver's
 * open cart, marked with the request (carts.purchase_request_id). The approver's own open cart
 * waits meanwhile, parked: customer_id NULL (no customer query finds it, no guest query either:
 * they skip parked_by) and parked_by = the approver. placeOrder of the approval cart gives it
 * back in its batch; so does cancelling.
 */

/** Why nothing may be added to an approval cart (docs/decisions/044). */
export const APPROVAL_CART_IS_THE_REQUEST =
  'Ostoskorissa on hyväksyttävän ostopyynnön rivit, eikä siihen voi lisätä tuotteita tai muuttaa määriä. ' +
  'Muuta määriä ostopyynnöllä, tai keskeytä hyväksyntä palataksesi omaan ostoskoriisi.'

/**
 * An approval cart holds the request's lines only (docs/decisions/044): every path that puts a
 * product or a quantity into a cart calls this first and answers 409 with the reason. The cart
 * writes of cart/store.ts refuse an approval cart too, so a path that forgets this changes nothing.
 */
export async function refuseApprovalCart(db: D1Database, cartId: string): Promise<void> {
  const row = await db
    .prepare('SELECT purchase_request_id FROM carts WHERE id = ?')
    .bind(cartId)
    .first<{ purchase_request_id: number | null }>()
  if (row?.purchase_request_id != null) throw new BackendError(409, APPROVAL_CART_IS_THE_REQUEST)
}

/** The customer's open cart for a write that adds or changes lines: never an approval cart (409). */
export async function ownCartForWriting(db: D1Database, customerId: number): Promise<string> {
  const cartId = await ensureCustomerCart(db, customerId)
  await refuseApprovalCart(db, cartId)
  return cartId
}

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

/**
 * Ends the approval checkouts of the company's users who may no longer approve (no `checkout`,
 * or deactivated) and gives them their parked carts back (docs/decisions/044-approval-cart-is-the-request.md): otherwise they would be
 * left in a cart they can neither order nor leave. Called after every change of scopes or of
 * being active; an approval cart already ordered is never touched.
 */
export async function releaseApprovalCheckouts(db: D1Database, companyId: number): Promise<void> {
  const mayNotApprove = `SELECT id FROM customers WHERE company_id = ?1
    AND (active = 0 OR NOT EXISTS (SELECT 1 FROM json_each(scope) WHERE value = 'checkout'))`
  await db.batch([
    db
      .prepare(
        `DELETE FROM carts WHERE status = 'active' AND purchase_request_id IS NOT NULL
           AND customer_id IN (${mayNotApprove})
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = carts.id)`,
      )
      .bind(companyId),
    db
      .prepare(
        `UPDATE carts SET customer_id = parked_by, parked_by = NULL
         WHERE parked_by IN (${mayNotApprove})
           AND NOT EXISTS (SELECT 1 FROM carts o WHERE o.customer_id = carts.parked_by AND o.status = 'active')`,
      )
      .bind(companyId),
  ])
}
