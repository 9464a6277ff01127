import { readableList } from '../shoppinglists/access'
import { isDrugProduct, quotedList } from '../catalog/drugs'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'

/**
 * spec §1 denyMedListing, docs/decisions/012: a restricted customer orders no drug product.
 * Adding one is refused where it is added (POST /api/cart answers as for an unknown product);
 * these guard the paths where the products are already in front of the customer: a cart filled
 * before the flag was set, and a shopping list. Both answer 403 naming the products, and change
 * nothing.
 */

const drugNames = async (db: D1Database, sql: string, ...binds: unknown[]): Promise<string[]> =>
  (
    await db
      .prepare(sql)
      .bind(...binds)
      .all<{ name: string }>()
  ).results.map((r) => r.name)

/** placeOrder: the open cart's drug lines, by name, refuse the order. */
export async function refuseDrugLines(db: D1Database, customerId: number, cartId: string): Promise<void> {
  if (!(await deniesMedListing(db, customerId))) return
  const names = await drugNames(
    db,
    `SELECT p.name FROM cart_items i JOIN carts c ON c.id = i.cart_id JOIN products p ON p.id = i.product_id
     WHERE i.cart_id = ?1 AND c.customer_id = ?2 AND c.status = 'active' AND ${isDrugProduct('p')} ORDER BY i.id`,
    cartId,
    customerId,
  )
  if (names.length === 0) return
  const one = names.length === 1
  throw new BackendError(
    403,
    `Tilausta ei voi lähettää: ${one ? 'tuotetta' : 'tuotteita'} ${quotedList(names)} ei voi tilata tällä asiakastilillä. Poista ${one ? 'se' : 'ne'} ostoskorista.`,
  )
}

/** Shopping list to cart: a list holding drug products adds nothing, naming them. */
export async function refuseDrugListItems(db: D1Database, customerId: number, listId: number): Promise<void> {
  if (!(await deniesMedListing(db, customerId))) return
  const names = await drugNames(
    db,
    `SELECT p.name FROM shopping_list_items i JOIN shopping_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
     WHERE i.list_id = ?1 AND ${readableList('l', '?2')} AND ${isDrugProduct('p')} ORDER BY i.created_at, i.rowid`,
    listId,
    customerId,
  )
  if (names.length === 0) return
  const one = names.length === 1
  throw new BackendError(
    403,
    `Listan tuotteita ei lisätty ostoskoriin: ${one ? 'tuotetta' : 'tuotteita'} ${quotedList(names)} ei voi tilata tällä asiakastilillä. Poista ${one ? 'se' : 'ne'} listalta ja yritä uudelleen.`,
  )
}
