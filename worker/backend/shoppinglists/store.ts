import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from '../catalog/availability'
import { MAX_QUANTITY } from '../../../contract/schemas/cart'
import {
  MAX_SHOPPING_LIST_ITEMS,
  MAX_SHOPPING_LISTS,
  titleKey,
  type ShoppingList,
} from '../../../contract/schemas/shoppinglist'
import { RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { BackendError } from '../errors'
import { listNotFound, readableList, requireList } from './access'
import { isoTime } from '../orders/access'
import { nowSeconds } from '../tokens'

/**
 * Shopping lists of the embedded backend (spec §3). Every statement names the owning customer,
 * so another customer's list is not found. D1 has no interactive transactions: the caps and
 * the unique titles hold under concurrency because each write is one conditional statement
 * (the counts are read inside the INSERT) or a constraint (UNIQUE (customer_id, title_key)).
 */

const duplicateTitle = (title: string) =>
  new BackendError(409, `Sinulla on jo ostoslista nimeltä ”${title}”. Valitse toinen nimi.`, {
    title: 'Samanniminen ostoslista on jo olemassa.',
  })

interface ListRow {
  id: number
  title: string
  created_at: number
  updated_at: number
  shared: number
  own: number
  owner_name: string
}

interface ItemRow extends RuleRow {
  list_id: number
  quantity: number
  sku: string
  name: string
  url_key: string
  image_url: string
  image_label: string
  pakkauskokoteksti: string
  in_stock: number
}

type ItemWithStock = ItemRow & AvailabilityRow

/** The caller's lists and those shared with them (own first, each oldest first), or the one list `onlyListId`. */
export async function loadLists(db: D1Database, customerId: number, onlyListId?: number): Promise<ShoppingList[]> {
  const only = onlyListId ?? null
  const [listsResult, itemsResult] = await db.batch([
    db
      .prepare(
        `SELECT l.id, l.title, l.created_at, l.updated_at, l.shared, l.customer_id = ?1 AS own,
           o.firstname || ' ' || o.lastname AS owner_name
         FROM shopping_lists l JOIN customers o ON o.id = l.customer_id
         WHERE ${readableList('l', '?1')} AND (?2 IS NULL OR l.id = ?2)
         ORDER BY own DESC, l.created_at, l.id`,
      )
      .bind(customerId, only),
    db
      .prepare(
        `SELECT i.list_id, i.quantity, p.sku, p.name, p.url_key, p.image_url, p.image_label, p.pakkauskokoteksti,
           p.in_stock, ${availabilityColumns('p')}, ${RULE_COLUMNS}
         FROM shopping_list_items i
         JOIN shopping_lists l ON l.id = i.list_id
         JOIN products p ON p.id = i.product_id
         WHERE ${readableList('l', '?1')} AND (?2 IS NULL OR l.id = ?2)
         ORDER BY i.created_at, i.rowid`,
      )
      .bind(customerId, only),
  ])
  const byList = new Map<number, ShoppingList['products']>()
  for (const item of (itemsResult?.results ?? []) as ItemWithStock[]) {
    const products = byList.get(item.list_id) ?? []
    products.push({
      product: {
        sku: item.sku,
        name: item.name,
        url_key: item.url_key,
        image: { url: item.image_url, label: item.image_label },
        pakkauskokoteksti: item.pakkauskokoteksti,
        in_stock: item.in_stock === 1,
        availability: availabilityOfRow(item),
        quantity_rules: rulesOf(item),
      },
      quantity: item.quantity,
    })
    byList.set(item.list_id, products)
  }
  return ((listsResult?.results ?? []) as ListRow[]).map((row) => ({
    shoppinglist_id: row.id,
    title: row.title,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    products: byList.get(row.id) ?? [],
    shared: row.shared === 1,
    ...(row.own === 1 ? {} : { owner: { name: row.owner_name } }),
  }))
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message)

/** A new list; 409 for a title the customer already has or a 51st list. */
export async function createList(db: D1Database, customerId: number, title: string): Promise<number> {
  const now = nowSeconds()
  let created: { id: number } | null
  try {
    created = await db
      .prepare(
        `INSERT INTO shopping_lists (customer_id, title, title_key, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?4
         WHERE (SELECT COUNT(*) FROM shopping_lists WHERE customer_id = ?1) < ${MAX_SHOPPING_LISTS}
         ON CONFLICT (customer_id, title_key) DO NOTHING
         RETURNING id`,
      )
      .bind(customerId, title, titleKey(title), now)
      .first<{ id: number }>()
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTitle(title)
    throw error
  }
  if (created) return created.id
  const taken = await db
    .prepare('SELECT 1 AS found FROM shopping_lists WHERE customer_id = ? AND title_key = ?')
    .bind(customerId, titleKey(title))
    .first()
  if (taken) throw duplicateTitle(title)
  throw new BackendError(
    409,
    `Sinulla voi olla enintään ${MAX_SHOPPING_LISTS} ostoslistaa. Poista jokin lista ennen kuin luot uuden.`,
  )
}

export async function renameList(db: D1Database, customerId: number, listId: number, title: string): Promise<void> {
  let changes: number
  try {
    const result = await db
      .prepare(
        'UPDATE shopping_lists SET title = ?3, title_key = ?4, updated_at = ?5 WHERE id = ?1 AND customer_id = ?2',
      )
      .bind(listId, customerId, title, titleKey(title), nowSeconds())
      .run()
    changes = result.meta.changes
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTitle(title)
    throw error
  }
  if (changes === 0) throw listNotFound()
}

export async function deleteList(db: D1Database, customerId: number, listId: number): Promise<void> {
  const owned = 'EXISTS (SELECT 1 FROM shopping_lists WHERE id = ?1 AND customer_id = ?2)'
  const [, deleted] = await db.batch([
    db.prepare(`DELETE FROM shopping_list_items WHERE list_id = ?1 AND ${owned}`).bind(listId, customerId),
    db.prepare('DELETE FROM shopping_lists WHERE id = ?1 AND customer_id = ?2').bind(listId, customerId),
  ])
  if ((deleted?.meta.changes ?? 0) === 0) throw listNotFound()
}

interface ProductToList extends RuleRow {
  id: number
  name: string
  type: 'simple' | 'configurable' | 'variant'
  option_label: string | null
  discontinued: number
}

/** The quantity of a product on a list, 0 when it is not there. */
export async function listQuantity(db: D1Database, listId: number, productId: number): Promise<number> {
  const row = await db
    .prepare('SELECT quantity FROM shopping_list_items WHERE list_id = ? AND product_id = ?')
    .bind(listId, productId)
    .first<{ quantity: number }>()
  return row?.quantity ?? 0
}

/** The pack-size rules of a SKU, or null for an unknown SKU. */
export function rulesOfSku(db: D1Database, sku: string): Promise<RuleRow | null> {
  return db.prepare(`SELECT ${RULE_COLUMNS} FROM products p WHERE p.sku = ?`).bind(sku).first<RuleRow>()
}

/**
 * The product of a SKU as the cart accepts it: unknown is a 404, a configurable parent a 400, a
 * discontinued product a 409 (docs/decisions/073-availability.md: every add path refuses it).
 */
export async function productForList(db: D1Database, sku: string): Promise<ProductToList> {
  const product = await db
    .prepare(
      `SELECT p.id, p.name, p.type, p.discontinued, ${RULE_COLUMNS},
         (SELECT o.variant_attribute FROM products o WHERE o.parent_id = p.id ORDER BY o.position, o.id LIMIT 1) AS option_label
       FROM products p WHERE p.sku = ?`,
    )
    .bind(sku)
    .first<ProductToList>()
  if (!product) throw new BackendError(404, 'Tuotetta ei löytynyt.', { sku: 'Tuntematon tuotekoodi.' })
  if (product.type === 'configurable') {
    const option = product.option_label?.toLocaleLowerCase('fi') ?? 'vaihtoehto'
    throw new BackendError(400, `Valitse ${option} ennen kuin lisäät tuotteen ostoslistalle.`, {
      sku: `Valitse ${option}.`,
    })
  }
  if (product.discontinued === 1) {
    const message = `Tuote ”${product.name}” on poistunut valikoimasta, eikä sitä voi enää tilata.`
    throw new BackendError(409, message, { sku: 'Tuote on poistunut valikoimasta.' })
  }
  return product
}

/** A list's updated_at follows its products (after a write that changed something). */
async function touchList(db: D1Database, listId: number, customerId: number, now: number): Promise<void> {
  await db
    .prepare('UPDATE shopping_lists SET updated_at = ?3 WHERE id = ?1 AND customer_id = ?2')
    .bind(listId, customerId, now)
    .run()
}

/**
 * Adds a product (out-of-stock products too: a list is a plan). Adding one already on the list
 * adds to its quantity, capped at the product's maximum (999 by default) as in the cart; a new product beyond the 500th is a 409.
 */
export async function addListItem(
  db: D1Database,
  customerId: number,
  listId: number,
  productId: number,
  quantity: number,
  maxQuantity = MAX_QUANTITY,
): Promise<void> {
  const now = nowSeconds()
  const inserted = await db
    .prepare(
      `INSERT INTO shopping_list_items (list_id, product_id, quantity, created_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE EXISTS (SELECT 1 FROM shopping_lists WHERE id = ?1 AND customer_id = ?5)
         AND ((SELECT COUNT(*) FROM shopping_list_items WHERE list_id = ?1) < ${MAX_SHOPPING_LIST_ITEMS}
           OR EXISTS (SELECT 1 FROM shopping_list_items WHERE list_id = ?1 AND product_id = ?2))
       ON CONFLICT (list_id, product_id) DO UPDATE
         SET quantity = MIN(?6, shopping_list_items.quantity + excluded.quantity)`,
    )
    .bind(listId, productId, Math.min(quantity, maxQuantity), now, customerId, Math.min(maxQuantity, MAX_QUANTITY))
    .run()
  if (inserted.meta.changes > 0) return touchList(db, listId, customerId, now)
  await requireList(db, customerId, listId)
  throw new BackendError(
    409,
    `Ostoslistalla voi olla enintään ${MAX_SHOPPING_LIST_ITEMS} tuotetta. Poista tuotteita tai tee uusi lista.`,
  )
}

/** Sets the quantity of a product on the list; false when it is not on the caller's list. */
export async function setListItem(
  db: D1Database,
  customerId: number,
  listId: number,
  sku: string,
  quantity: number,
): Promise<boolean> {
  const updated = await db
    .prepare(
      `UPDATE shopping_list_items SET quantity = ?4
       WHERE list_id = ?1 AND product_id = (SELECT id FROM products WHERE sku = ?3)
         AND EXISTS (SELECT 1 FROM shopping_lists WHERE id = ?1 AND customer_id = ?2)`,
    )
    .bind(listId, customerId, sku, quantity)
    .run()
  if (updated.meta.changes === 0) return false
  await touchList(db, listId, customerId, nowSeconds())
  return true
}

/** Removes a product from the list; false when it is not on the caller's list. */
export async function removeListItem(
  db: D1Database,
  customerId: number,
  listId: number,
  sku: string,
): Promise<boolean> {
  const deleted = await db
    .prepare(
      `DELETE FROM shopping_list_items
       WHERE list_id = ?1 AND product_id = (SELECT id FROM products WHERE sku = ?3)
         AND EXISTS (SELECT 1 FROM shopping_lists WHERE id = ?1 AND customer_id = ?2)`,
    )
    .bind(listId, customerId, sku)
    .run()
  if (deleted.meta.changes === 0) return false
  await touchList(db, listId, customerId, nowSeconds())
  return true
}
