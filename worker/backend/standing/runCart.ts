import { isDrugProduct } from '../catalog/drugs'
import { newCartId } from '../cart/store'
import { nowSeconds } from '../tokens'
import { runReference, type PlannedRun } from './schedule'

/**
 * A run's own cart (docs/decisions/079-standing-orders.md): the standing order's lines, address,
 * method and reference, made once per run. Its order is placed by the normal placeOrder (so the
 * contract prices, pack sizes, stock, the approval rules and the exactly-once of orders.cart_id
 * are the shop's own), and a run caught by a rule is sent by the normal sendForApproval.
 *
 * The run's row and its cart are claimed in ONE batch (a transaction): the row's UNIQUE
 * (standing_order_id, run_date) and the `cart_id IS NULL` condition of every statement make
 * concurrent invocations converge on one row and one cart; the loser's statements change nothing.
 * A restricted customer's (deny_med_listing) run never holds a drug product.
 */
export async function ensureRunCart(
  db: D1Database,
  standing: { id: number; owner_id: number; reference_template: string },
  run: Pick<PlannedRun, 'run_date' | 'dispatch_date'>,
): Promise<{ runId: number; cartId: string }> {
  const now = nowSeconds()
  const cartId = newCartId()
  const bind = [standing.id, run.run_date, cartId, now] as const
  const unclaimed =
    'EXISTS (SELECT 1 FROM standing_order_runs WHERE standing_order_id = ?1 AND run_date = ?2 AND cart_id IS NULL)'
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO standing_order_runs (standing_order_id, run_date, dispatch_date, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (standing_order_id, run_date) DO NOTHING`,
      )
      .bind(standing.id, run.run_date, run.dispatch_date, now),
    db
      .prepare(
        `INSERT INTO carts (id, customer_id, run_owner_id, shipping_address, shipping_method, billing_address,
           billing_same_as_shipping, payment_method, customer_reference, created_at, updated_at)
         SELECT ?3, NULL, s.owner_id, s.shipping_address, s.shipping_method, NULL, 1, s.payment_method, ?5, ?4, ?4
         FROM standing_orders s WHERE s.id = ?1 AND ${unclaimed}`,
      )
      .bind(...bind, runReference(standing.reference_template, run.dispatch_date)),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_id, quantity, fulfilment, created_at)
         SELECT ?3, l.product_id, l.quantity, l.fulfilment, ?4
         FROM standing_order_lines l JOIN products p ON p.id = l.product_id JOIN customers o ON o.id = ?5
         WHERE l.standing_order_id = ?1 AND ${unclaimed} AND NOT (o.deny_med_listing = 1 AND ${isDrugProduct('p')})
         ORDER BY l.position`,
      )
      .bind(...bind, standing.owner_id),
    db
      .prepare(
        'UPDATE standing_order_runs SET cart_id = ?3, updated_at = ?4 WHERE standing_order_id = ?1 AND run_date = ?2 AND cart_id IS NULL',
      )
      .bind(...bind),
    db
      .prepare('SELECT id, cart_id FROM standing_order_runs WHERE standing_order_id = ?1 AND run_date = ?2')
      .bind(standing.id, run.run_date),
  ])
  const row = results.at(-1)?.results[0] as { id: number; cart_id: string } | undefined
  if (!row) throw new Error(`standing order ${standing.id} run ${run.run_date} was not recorded`)
  return { runId: row.id, cartId: row.cart_id }
}
