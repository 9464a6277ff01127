import { MAX_CART_LINES, MAX_QUANTITY, type Fulfilment } from '../../../contract/schemas/cart'
import { type Address } from '../../../contract/schemas/cartRequests'
import { type OrderDetails } from '../../../contract/schemas/orderDetails'
import { RULE_COLUMNS, type RuleRow } from '../catalog/quantityRules'
import { nowSeconds } from '../tokens'

/**
 * Cart writes. D1 has no interactive transactions, so every write is one statement (or one
 * batch) whose WHERE clause re-checks what it relies on: a write to a cart that placeOrder
 * closed meanwhile changes nothing and reports false, and the caller retries on the fresh cart.
 */

/** A random 128-bit cart id as 32 hex characters. */
export function newCartId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export async function findCustomerCart(db: D1Database, customerId: number): Promise<string | null> {
  const row = await db
    .prepare("SELECT id FROM carts WHERE customer_id = ? AND status = 'active'")
    .bind(customerId)
    .first<{ id: string }>()
  return row?.id ?? null
}

/**
 * The customer's active cart, created on first use. Concurrent first calls converge on one
 * cart: the partial unique index allows one active cart per customer.
 */
export async function ensureCustomerCart(db: D1Database, customerId: number): Promise<string> {
  const found = await findCustomerCart(db, customerId)
  if (found) return found
  const now = nowSeconds()
  await db
    .prepare(
      'INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3) ON CONFLICT DO NOTHING',
    )
    .bind(newCartId(), customerId, now)
    .run()
  const created = await findCustomerCart(db, customerId)
  if (!created) throw new Error(`no active cart for customer ${customerId}`)
  return created
}

/**
 * A guest cart is born with its first line, in one batch (docs/decisions/021-guest-cart-at-first-add.md):
 * no call can leave an empty guest cart behind, so a client without a cookie cannot pile up
 * carts by calling anything but a successful add. The caller has checked the product.
 */
export async function createGuestCartWithItem(
  db: D1Database,
  productId: number,
  quantity: number,
  maxQuantity = MAX_QUANTITY,
): Promise<string> {
  const id = newCartId()
  const now = nowSeconds()
  await db.batch([
    db.prepare('INSERT INTO carts (id, created_at, updated_at) VALUES (?1, ?2, ?2)').bind(id, now),
    db
      .prepare('INSERT INTO cart_items (cart_id, product_id, quantity, created_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(id, productId, Math.min(quantity, maxQuantity, MAX_QUANTITY), now),
  ])
  return id
}

/** An open guest cart; a customer's cart id sent as a guest cart opens nothing. */
export async function findGuestCart(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(
      "SELECT id FROM carts WHERE id = ? AND customer_id IS NULL AND parked_by IS NULL AND run_owner_id IS NULL AND status = 'active'",
    )
    .bind(id)
    .first<{ id: string }>()
  return row?.id ?? null
}

// Line writes never reach an approval cart: its lines are the request's (docs/decisions/044).
const ACTIVE = "EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'active' AND purchase_request_id IS NULL)"

/** Every change moves the revision, so placeOrder notices a cart that changed under it. */
const touch = (db: D1Database, cartId: string, now: number) =>
  db
    .prepare("UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE id = ?1 AND status = 'active'")
    .bind(cartId, now)

async function writeAndTouch(db: D1Database, cartId: string, write: D1PreparedStatement): Promise<boolean> {
  const [result] = await db.batch([write, touch(db, cartId, nowSeconds())])
  return (result?.meta.changes ?? 0) > 0
}

/**
 * Adds a product: one atomic upsert, so concurrent adds of the same product sum up and the
 * quantity never passes the product's maximum (999 by default, spec §5; on the increment, docs/decisions/048-quantity-rules-on-every-path.md).
 * A new line only while the cart has fewer than MAX_CART_LINES.
 * False when the cart is not open or is full (cartIsFull tells which).
 */
export function addItem(
  db: D1Database,
  cartId: string,
  productId: number,
  quantity: number,
  maxQuantity = MAX_QUANTITY,
): Promise<boolean> {
  return writeAndTouch(db, cartId, addItemStatement(db, cartId, productId, quantity, maxQuantity))
}

/** The upsert of addItem as a statement, for a batch that adds many lines at once (bulk add). */
export function addItemStatement(
  db: D1Database,
  cartId: string,
  productId: number,
  quantity: number,
  maxQuantity = MAX_QUANTITY,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE ${ACTIVE}
         AND (EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1 AND product_id = ?2)
              OR (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?1) < ${MAX_CART_LINES})
       ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = MIN(?5, cart_items.quantity + excluded.quantity)`,
    )
    .bind(cartId, productId, Math.min(quantity, maxQuantity), nowSeconds(), Math.min(maxQuantity, MAX_QUANTITY))
}

/** The revision bump of every cart write, as a statement for a batch. */
export const touchCart = (db: D1Database, cartId: string): D1PreparedStatement => touch(db, cartId, nowSeconds())

/** Product id → quantity of the cart's lines. */
export async function cartQuantities(db: D1Database, cartId: string): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ?')
    .bind(cartId)
    .all<{ product_id: number; quantity: number }>()
  return new Map(results.map((r) => [r.product_id, r.quantity]))
}

export interface ProductToAdd extends RuleRow {
  id: number
  name: string
  type: 'simple' | 'configurable' | 'variant'
  discontinued: number
  /** A configurable product's option name (its first variant's attribute), for "Valitse …". */
  option_label: string | null
}

/** The product of a SKU as adding it to a cart needs it, or null for an unknown SKU. */
export function findProductToAdd(db: D1Database, sku: string): Promise<ProductToAdd | null> {
  return db
    .prepare(
      `SELECT p.id, p.name, p.type, p.discontinued, ${RULE_COLUMNS},
         (SELECT o.variant_attribute FROM products o WHERE o.parent_id = p.id ORDER BY o.position, o.id LIMIT 1) AS option_label
       FROM products p WHERE p.sku = ?`,
    )
    .bind(sku)
    .first<ProductToAdd>()
}

/** The quantity of a product's line in the cart, 0 without one. */
export async function lineQuantity(db: D1Database, cartId: string, productId: number): Promise<number> {
  const row = await db
    .prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND product_id = ?')
    .bind(cartId, productId)
    .first<{ quantity: number }>()
  return row?.quantity ?? 0
}

/** The pack-size rules of a line of this cart, or null when the item is not a line of it. */
export function lineRules(db: D1Database, cartId: string, itemId: number): Promise<RuleRow | null> {
  return db
    .prepare(
      `SELECT ${RULE_COLUMNS} FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.id = ? AND i.cart_id = ?`,
    )
    .bind(itemId, cartId)
    .first<RuleRow>()
}

export async function cartIsFull(db: D1Database, cartId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?')
    .bind(cartId)
    .first<{ n: number }>()
  return (row?.n ?? 0) >= MAX_CART_LINES
}

/** False when the item is not a line of this open cart (someone else's item is never touched). */
export function setItemQuantity(db: D1Database, cartId: string, itemId: number, quantity: number): Promise<boolean> {
  return writeAndTouch(
    db,
    cartId,
    db
      .prepare(`UPDATE cart_items SET quantity = ?3 WHERE id = ?2 AND cart_id = ?1 AND ${ACTIVE}`)
      .bind(cartId, itemId, quantity),
  )
}

/**
 * How a line that cannot ship in full ships (docs/decisions/073-availability.md). An approval cart
 * may choose too: the choice changes no line of the request, only how the approved order ships.
 */
export function setItemFulfilment(
  db: D1Database,
  cartId: string,
  itemId: number,
  fulfilment: Fulfilment,
): Promise<boolean> {
  return writeAndTouch(
    db,
    cartId,
    db
      .prepare(
        `UPDATE cart_items SET fulfilment = ?3
         WHERE id = ?2 AND cart_id = ?1 AND EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'active')`,
      )
      .bind(cartId, itemId, fulfilment),
  )
}

/**
 * Swaps a line for one of its substitutes (docs/decisions/077-substitutes.md; cart/substitutes.ts
 * judges the offer): the line keeps its place and remembers what it replaced, its choice is cleared.
 * Only while the line still holds `productId` and is no substitute itself; false otherwise. A line
 * of the substitute already in the cart fails the cart's UNIQUE (cart_id, product_id).
 */
export function substituteItem(
  db: D1Database,
  cartId: string,
  itemId: number,
  productId: number,
  substituteId: number,
  quantity: number,
): Promise<boolean> {
  return writeAndTouch(
    db,
    cartId,
    db
      .prepare(
        `UPDATE cart_items SET product_id = ?4, quantity = ?5, fulfilment = NULL,
           replaces_product_id = product_id, replaces_quantity = quantity
         WHERE id = ?2 AND cart_id = ?1 AND product_id = ?3 AND replaces_product_id IS NULL AND ${ACTIVE}`,
      )
      .bind(cartId, itemId, productId, substituteId, quantity),
  )
}

/** Takes back the product a substitute replaced, in its quantity; false when the line replaced none. */
export function restoreReplacedItem(db: D1Database, cartId: string, itemId: number): Promise<boolean> {
  return writeAndTouch(
    db,
    cartId,
    db
      .prepare(
        `UPDATE cart_items SET product_id = replaces_product_id, quantity = replaces_quantity, fulfilment = NULL,
           replaces_product_id = NULL, replaces_quantity = NULL
         WHERE id = ?2 AND cart_id = ?1 AND replaces_product_id IS NOT NULL AND ${ACTIVE}`,
      )
      .bind(cartId, itemId),
  )
}

export function removeItem(db: D1Database, cartId: string, itemId: number): Promise<boolean> {
  return writeAndTouch(
    db,
    cartId,
    db.prepare(`DELETE FROM cart_items WHERE id = ?2 AND cart_id = ?1 AND ${ACTIVE}`).bind(cartId, itemId),
  )
}

export type CheckoutChange =
  | { shippingAddress: Address }
  | { shippingMethod: string }
  | { paymentMethod: string }
  | { billingAddress: Address | 'same-as-shipping' }
  | { orderDetails: OrderDetails }

/** Stores one step of the checkout on an open cart; false when the cart is not open. */
export function updateCheckout(db: D1Database, cartId: string, change: CheckoutChange): Promise<boolean> {
  let statement: D1PreparedStatement
  if ('shippingAddress' in change) {
    statement = db
      .prepare(`UPDATE carts SET shipping_address = ?2 WHERE id = ?1 AND status = 'active'`)
      .bind(cartId, JSON.stringify(change.shippingAddress))
  } else if ('shippingMethod' in change) {
    statement = db
      .prepare(`UPDATE carts SET shipping_method = ?2 WHERE id = ?1 AND status = 'active'`)
      .bind(cartId, change.shippingMethod)
  } else if ('paymentMethod' in change) {
    statement = db
      .prepare(`UPDATE carts SET payment_method = ?2 WHERE id = ?1 AND status = 'active'`)
      .bind(cartId, change.paymentMethod)
  } else if ('orderDetails' in change) {
    const { customerReference, requestedDeliveryDate, deliveryNote } = change.orderDetails
    statement = db
      .prepare(
        `UPDATE carts SET customer_reference = ?2, requested_delivery_date = ?3, delivery_note = ?4
         WHERE id = ?1 AND status = 'active'`,
      )
      .bind(cartId, customerReference, requestedDeliveryDate, deliveryNote)
  } else {
    const same = change.billingAddress === 'same-as-shipping'
    statement = db
      .prepare(
        `UPDATE carts SET billing_address = ?2, billing_same_as_shipping = ?3 WHERE id = ?1 AND status = 'active'`,
      )
      .bind(cartId, same ? null : JSON.stringify(change.billingAddress), same ? 1 : 0)
  }
  return writeAndTouch(db, cartId, statement)
}
