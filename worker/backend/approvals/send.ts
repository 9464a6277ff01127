import { BackendError } from '../errors'
import { ensureCustomerCart } from '../cart/store'
import { cartLinesWithRules, loadCart, type CartState } from '../cart/view'
import { availabilityLabel, availabilityState, type AvailabilityState } from '../../../contract/availability'
import { refuseLinesOffRules } from '../catalog/quantityRules'
import { nowSeconds } from '../tokens'
import { approvalReasons } from './rules'

/**
 * What each line's availability read as it was sent, by product id: [state, words]
 * (docs/decisions/078-availability-since.md), for the request to show what changed since.
 */
function sentAvailability(state: CartState): Record<number, [AvailabilityState, string]> {
  return Object.fromEntries(
    state.lines.map((line) => {
      const fields = { in_stock: line.inStock, availability: line.availability }
      return [line.productId, [availabilityState(fields), availabilityLabel(fields)]]
    }),
  )
}

/**
 * "Lähetä hyväksyttäväksi" (spec §12): the caller's open cart becomes a purchase request,
 * exactly once per Idempotency-Key, and the caller is left with an empty cart.
 *
 * As in the bulk add (cart/bulkAdd.ts), the key is claimed in the same D1 batch (one
 * transaction) that does the work: the request's INSERT carries UNIQUE(requester_id,
 * idempotency_key), so the same send twice, concurrent or retried, fails on the claim, changes
 * nothing, and answers the request of the first. Every statement of the batch is conditional on
 * the cart being open, the caller's and at the revision we judged, so a cart changed meanwhile
 * sends nothing and is judged again. The lines move (they are the request's now) and the cart
 * stays the caller's open cart, emptied: carts.status has no 'requested' (docs/decisions/041-purchase-requests.md).
 *
 * A user whom no rule catches may send too (the reasons are then empty): asking a colleague to
 * look at an order first is a choice, never a way around a rule.
 */
export async function sendForApproval(
  db: D1Database,
  opts: {
    customerId: number
    companyId: number
    key: string
    note: string
    /** A standing order run's cart to send instead of the caller's open cart (docs/decisions/079-standing-orders.md). */
    runCartId?: string
  },
): Promise<number> {
  const existing = await requestOfKey(db, opts.customerId, opts.key)
  if (existing !== null) return existing
  const run = opts.runCartId !== undefined
  for (let attempt = 0; attempt < 3; attempt++) {
    const cartId = opts.runCartId ?? (await ensureCustomerCart(db, opts.customerId))
    const state = await loadCart(db, cartId, opts.customerId, { run })
    if (!state) continue
    if (state.row.purchase_request_id !== null) {
      throw new BackendError(409, 'Tämä ostoskori on hyväksyttävän ostopyynnön tilaus. Tilaa se tai peru hyväksyntä.')
    }
    if (state.lines.length === 0) {
      // The same send made twice at once: the first has just emptied the cart.
      const sent = await requestOfKey(db, opts.customerId, opts.key)
      if (sent !== null) return sent
      throw new BackendError(400, 'Ostoskori on tyhjä.')
    }
    // A request carries only lines that can be ordered as they stand (docs/decisions/048-quantity-rules-on-every-path.md).
    refuseLinesOffRules(
      cartLinesWithRules(state),
      'Ostoskoria ei voi lähettää hyväksyttäväksi',
      'Korjaa määrät ostoskorissa.',
    )
    const reasons = await approvalReasons(db, opts.customerId, state)
    const now = nowSeconds()
    // The condition of every statement: the cart is open, the caller's, at the judged revision.
    const owner = run ? 'run_owner_id' : 'customer_id'
    const open = `EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND ${owner} = ?2 AND status = 'active' AND revision = ?3)`
    const ofKey = 'SELECT id FROM purchase_requests WHERE requester_id = ?2 AND idempotency_key = ?4'
    const bind = [cartId, opts.customerId, state.row.revision, opts.key] as const
    try {
      const [claimed] = await db.batch([
        db
          .prepare(
            `INSERT INTO purchase_requests (company_id, requester_id, cart_id, note, reasons, idempotency_key,
               created_at, updated_at)
             SELECT ?5, ?2, ?1, ?6, ?7, ?4, ?8, ?8 WHERE ${open}`,
          )
          .bind(...bind, opts.companyId, opts.note, JSON.stringify(reasons), now),
        db
          .prepare(
            `INSERT INTO purchase_request_lines (request_id, product_id, requested_quantity, quantity, position,
               sent_state, sent_label)
             SELECT (${ofKey}), i.product_id, i.quantity, i.quantity, i.id,
               ?5 ->> ('$."' || i.product_id || '"[0]'), ?5 ->> ('$."' || i.product_id || '"[1]')
             FROM cart_items i
             WHERE i.cart_id = ?1 AND ${open} AND EXISTS (${ofKey})`,
          )
          .bind(...bind, JSON.stringify(sentAvailability(state))),
        db
          .prepare(
            `DELETE FROM cart_items WHERE cart_id = ?1 AND ${open}
               AND EXISTS (SELECT 1 FROM purchase_request_lines WHERE request_id = (${ofKey}))`,
          )
          .bind(...bind),
        // Moves the revision, so a placeOrder that priced the full cart finds it changed.
        db
          .prepare(
            `UPDATE carts SET revision = revision + 1, updated_at = ?5 WHERE id = ?1 AND ${open} AND EXISTS (${ofKey})`,
          )
          .bind(...bind, now),
      ])
      if ((claimed?.meta.changes ?? 0) > 0) {
        const id = await requestOfKey(db, opts.customerId, opts.key)
        if (id !== null) return id
      }
    } catch (error) {
      // The key was claimed meanwhile by the same send made twice: answer its request.
      const raced = await requestOfKey(db, opts.customerId, opts.key)
      if (raced !== null) return raced
      throw error
    }
  }
  throw new BackendError(409, 'Ostoskori muuttui lähetettäessä. Tarkista ostoskori ja lähetä se uudelleen.')
}

export async function requestOfKey(db: D1Database, customerId: number, key: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT id FROM purchase_requests WHERE requester_id = ? AND idempotency_key = ?')
    .bind(customerId, key)
    .first<{ id: number }>()
  return row?.id ?? null
}
