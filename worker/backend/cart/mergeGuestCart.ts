import { drugFilter } from '../catalog/drugs'
import { landedQuantity, RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { nowSeconds } from '../tokens'
import { cartQuantities, touchCart } from './store'

interface GuestLine extends RuleRow {
  product_id: number
  quantity: number
}

const GUEST_OPEN =
  "EXISTS (SELECT 1 FROM carts WHERE id = ?2 AND customer_id IS NULL AND parked_by IS NULL AND run_owner_id IS NULL AND status = 'active')"
const CUSTOMER_AT =
  "EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND customer_id IS NOT NULL AND status = 'active' AND revision = ?3 AND purchase_request_id IS NULL)"

/**
 * Merges a guest cart into the customer's open cart at login (docs/decisions/005-cart-merge.md):
 * - only an open guest cart is merged: a cart that belongs to a customer never is;
 * - quantities of the same product are added, and the line lands on the nearest quantity the
 *   product's pack-size rules allow, which caps it at the maximum (docs/decisions/048-quantity-rules-on-every-path.md);
 * - the guest cart is closed ('merged') in the same batch, so a retried login merges nothing twice;
 * - `withoutDrugs` (a denyMedListing customer, docs/decisions/012-restricted-medicines-and-guest-prices.md): drug products stay behind.
 * The batch holds only at the customer cart's revision the sums were made on; a cart changed
 * meanwhile is merged again. False when there was no open guest cart to merge (or the customer
 * cart closed meanwhile).
 */
export async function mergeGuestCart(
  db: D1Database,
  guestCartId: string,
  customerCartId: string,
  view: { withoutDrugs: boolean } = { withoutDrugs: false },
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const customer = await db
      .prepare("SELECT revision FROM carts WHERE id = ? AND customer_id IS NOT NULL AND status = 'active'")
      .bind(customerCartId)
      .first<{ revision: number }>()
    if (!customer) return false
    const { results: guest } = await db
      .prepare(
        `SELECT g.product_id, g.quantity, ${RULE_COLUMNS} FROM cart_items g JOIN products p ON p.id = g.product_id
         WHERE g.cart_id = ?1${drugFilter('p', view.withoutDrugs)} ORDER BY g.id`,
      )
      .bind(guestCartId)
      .all<GuestLine>()
    const inCart = await cartQuantities(db, customerCartId)
    const now = nowSeconds()
    const bind = [customerCartId, guestCartId, customer.revision, now] as const
    const results = await db.batch([
      ...guest.map((line) =>
        db
          .prepare(
            `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
             SELECT ?1, ?5, ?6, ?4 WHERE ${GUEST_OPEN} AND ${CUSTOMER_AT}
             ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
          )
          .bind(
            ...bind,
            line.product_id,
            landedQuantity(rulesOf(line), inCart.get(line.product_id) ?? 0, line.quantity),
          ),
      ),
      db
        .prepare(
          `UPDATE carts SET status = 'merged', updated_at = ?4
           WHERE id = ?2 AND customer_id IS NULL AND parked_by IS NULL AND run_owner_id IS NULL AND status = 'active' AND ${CUSTOMER_AT}`,
        )
        .bind(...bind),
      touchCart(db, customerCartId),
    ])
    if ((results.at(-2)?.meta.changes ?? 0) > 0) return true
    const stillOpen = await db.prepare(`SELECT 1 AS open WHERE ${GUEST_OPEN}`).bind(null, guestCartId).first()
    if (!stillOpen) return false
  }
  return false
}
