import { MAX_QUANTITY, type Cart } from '../../../contract/schemas/cart'
import { BackendError } from '../errors'
import { ownCartForWriting } from '../approvals/approvalCart'
import { loadCart } from '../cart/view'
import { nowSeconds } from '../tokens'
import { readableList } from './access'

/**
 * Adds every product of a list to the caller's cart, as POST /api/cart would add them one by
 * one (worker/backend/cart/store.ts addItem): into the customer's open cart, quantities of a
 * product already in the cart summed and capped at 999, the cart's revision moved so a
 * placeOrder that priced the old cart notices. Out-of-stock products are skipped (the cart
 * refuses them) and reported. One batch instead of one addItem per product: a list has up to
 * 500 products, and D1 limits the queries of one Worker invocation.
 */
export async function addListToCart(
  db: D1Database,
  customerId: number,
  listId: number,
): Promise<{ cart: Cart; skipped: string[] }> {
  // A cart closed by a concurrent placeOrder is replaced by a fresh one: add there (as POST /api/cart).
  for (let attempt = 0; attempt < 2; attempt++) {
    const cartId = await ownCartForWriting(db, customerId)
    const now = nowSeconds()
    const [skippedResult, , touched] = await db.batch([
      db
        .prepare(
          `SELECT p.sku FROM shopping_list_items i
           JOIN shopping_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
           WHERE i.list_id = ?1 AND ${readableList('l', '?2')} AND (p.in_stock <> 1 OR p.type = 'configurable')
           ORDER BY i.created_at, i.rowid`,
        )
        .bind(listId, customerId),
      db
        .prepare(
          `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
           SELECT ?1, i.product_id, i.quantity, ?4 FROM shopping_list_items i
           JOIN shopping_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
           WHERE i.list_id = ?2 AND ${readableList('l', '?3')} AND p.in_stock = 1 AND p.type <> 'configurable'
             AND EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND customer_id = ?3 AND status = 'active' AND purchase_request_id IS NULL)
           ORDER BY i.created_at, i.rowid
           ON CONFLICT (cart_id, product_id) DO UPDATE
             SET quantity = MIN(${MAX_QUANTITY}, cart_items.quantity + excluded.quantity)`,
        )
        .bind(cartId, listId, customerId, now),
      db
        .prepare("UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE id = ?1 AND status = 'active'")
        .bind(cartId, now),
    ])
    if ((touched?.meta.changes ?? 0) === 0) continue
    const state = await loadCart(db, cartId, customerId)
    if (!state) break
    const skipped = ((skippedResult?.results ?? []) as { sku: string }[]).map((r) => r.sku)
    return { cart: state.view, skipped }
  }
  throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
}
