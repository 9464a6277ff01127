import { type Cart } from '../../../contract/schemas/cart'
import { type ListToCartRounded } from '../../../contract/schemas/shoppinglist'
import { BackendError } from '../errors'
import { ownCartForWriting } from '../approvals/approvalCart'
import { cartQuantities } from '../cart/store'
import { loadCart } from '../cart/view'
import { landedQuantity, RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { nowSeconds } from '../tokens'
import { readableList } from './access'

interface ListLine extends RuleRow {
  product_id: number
  sku: string
  quantity: number
  addable: number
}

/**
 * Adds every product of a list to the caller's cart, as POST /api/cart would add them one by
 * one: into the customer's open cart, the cart's revision moved so a placeOrder that priced the
 * old cart notices. A list's quantity is copied, not typed, so each line lands on the nearest
 * quantity its product's pack-size rules allow, the cart's own quantity included, and the
 * answer names the lines rounded (docs/decisions/048-quantity-rules-on-every-path.md).
 * Discontinued products are skipped (the cart refuses them) and reported; what cannot ship now is
 * added, to wait for or choose about in the cart (docs/decisions/073-availability.md). One batch instead of
 * one addItem per product: a list has up to 500 products, and D1 limits the queries of one
 * Worker invocation. Every write of the batch holds only at the cart revision the quantities
 * were reckoned on; a cart changed meanwhile is reckoned again.
 */
export async function addListToCart(
  db: D1Database,
  customerId: number,
  listId: number,
): Promise<{ cart: Cart; skipped: string[]; rounded: ListToCartRounded[] }> {
  const { results: listLines } = await db
    .prepare(
      `SELECT i.product_id, p.sku, i.quantity, ${RULE_COLUMNS},
         (p.discontinued = 0 AND p.type <> 'configurable') AS addable
       FROM shopping_list_items i
       JOIN shopping_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
       WHERE i.list_id = ?1 AND ${readableList('l', '?2')}
       ORDER BY i.created_at, i.rowid`,
    )
    .bind(listId, customerId)
    .all<ListLine>()
  const skipped = listLines.filter((line) => line.addable !== 1).map((line) => line.sku)
  const adds = listLines.filter((line) => line.addable === 1)
  // A cart closed by a concurrent placeOrder is replaced by a fresh one: add there (as POST /api/cart).
  for (let attempt = 0; attempt < 3; attempt++) {
    const cartId = await ownCartForWriting(db, customerId)
    const revision = await db
      .prepare("SELECT revision FROM carts WHERE id = ? AND status = 'active'")
      .bind(cartId)
      .first<{ revision: number }>()
    if (!revision) continue
    const inCart = await cartQuantities(db, cartId)
    const now = nowSeconds()
    const open =
      "EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND customer_id = ?2 AND status = 'active' AND revision = ?3 AND purchase_request_id IS NULL)"
    const landed = adds.map((line) => {
      const existing = inCart.get(line.product_id) ?? 0
      return { line, existing, quantity: landedQuantity(rulesOf(line), existing, line.quantity) }
    })
    const results = await db.batch([
      ...landed.map(({ line, quantity }) =>
        db
          .prepare(
            `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
             SELECT ?1, ?4, ?5, ?6 WHERE ${open}
             ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
          )
          .bind(cartId, customerId, revision.revision, line.product_id, quantity, now),
      ),
      db
        .prepare(`UPDATE carts SET revision = revision + 1, updated_at = ?4 WHERE id = ?1 AND ${open}`)
        .bind(cartId, customerId, revision.revision, now),
    ])
    if ((results.at(-1)?.meta.changes ?? 0) === 0) continue
    const state = await loadCart(db, cartId, customerId)
    if (!state) break
    const rounded = landed
      .filter(({ line, existing, quantity }) => quantity !== existing + line.quantity)
      .map(({ line, quantity }) => ({ sku: line.sku, quantity }))
    return { cart: state.view, skipped, rounded }
  }
  throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
}
