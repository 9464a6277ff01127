import type { CreateStandingOrderRequest } from '../../../contract/schemas/standingOrders'
import { findCustomerCart } from '../cart/store'
import { judgeLines, type JudgedLine } from '../cart/quickOrderLines'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import { companyOrderLines } from '../orders/lines'
import { readableList, listNotFound } from '../shoppinglists/access'
import type { StandingCaller } from './store'

/**
 * A standing order's lines (docs/decisions/079-standing-orders.md): read from where it is made
 * (the cart, a shopping list, a past order) and judged by the quick order's judge
 * (cart/quickOrderLines.ts), so a standing order holds only what the owner could put in the cart.
 */

export interface SourceLine {
  sku: string
  quantity: number
  fulfilment: 'backorder' | 'partial' | null
}

export async function sourceLines(
  db: D1Database,
  caller: StandingCaller,
  from: CreateStandingOrderRequest['from'],
): Promise<SourceLine[]> {
  if (from.kind === 'cart') {
    const cartId = await findCustomerCart(db, caller.customerId)
    if (!cartId) return []
    const { results } = await db
      .prepare(
        'SELECT p.sku, i.quantity, i.fulfilment FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? ORDER BY i.id',
      )
      .bind(cartId)
      .all<SourceLine>()
    return results
  }
  if (from.kind === 'list') {
    const { results } = await db
      .prepare(
        `SELECT p.sku, i.quantity, NULL AS fulfilment FROM shopping_list_items i
         JOIN shopping_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
         WHERE i.list_id = ?1 AND ${readableList('l', '?2')} ORDER BY i.created_at, i.rowid`,
      )
      .bind(from.list_id, caller.customerId)
      .all<SourceLine>()
    if (results.length === 0) {
      const list = await db
        .prepare(`SELECT 1 AS found FROM shopping_lists l WHERE l.id = ?1 AND ${readableList('l', '?2')}`)
        .bind(from.list_id, caller.customerId)
        .first()
      if (!list) throw listNotFound()
    }
    return results
  }
  const lines = await companyOrderLines(db, from.order_number, caller.companyId)
  if (lines.length === 0) throw new BackendError(404, 'Tilausta ei löytynyt.')
  return lines.map((l) => ({
    sku: l.sku,
    quantity: l.quantity,
    fulfilment: l.fulfilment === 'partial' ? 'partial' : null,
  }))
}

/** The lines as the standing order stores them: product, quantity on the pack-size rules, the buyer's choice. */
export interface StoredLine {
  product_id: number
  quantity: number
  fulfilment: 'backorder' | 'partial' | null
}

export const isTaken = (j: JudgedLine) => j.ok || (j.problem === 'quantity' && j.suggested_quantity !== undefined)

export async function judge(db: D1Database, caller: StandingCaller, lines: SourceLine[]) {
  const withoutDrugs = await deniesMedListing(db, caller.customerId)
  const judged = await judgeLines(
    db,
    lines.map((l) => ({ code: l.sku, quantity: l.quantity })),
    { withoutDrugs },
  )
  return judged.map((j, i) => ({ judged: j, source: lines[i]! }))
}

/** A taken line (on the rules, or rounded onto them) with its product's id; null for a line left out. */
export function toStored(judged: JudgedLine, source: SourceLine, ids: Map<string, number>): StoredLine | null {
  const productId = judged.productId ?? ids.get(judged.product?.sku ?? '')
  if (!isTaken(judged) || productId === undefined) return null
  const quantity = judged.ok ? judged.quantity : (judged.suggested_quantity ?? judged.quantity)
  return { product_id: productId, quantity, fulfilment: source.fulfilment }
}

/** The ids of the products a rounded line names (the judge gives ids for `ok` lines only). */
export async function productIds(
  db: D1Database,
  judged: readonly { judged: JudgedLine }[],
): Promise<Map<string, number>> {
  const skus = judged.filter(({ judged: j }) => !j.ok && j.product).map(({ judged: j }) => j.product!.sku)
  if (skus.length === 0) return new Map()
  const { results } = await db
    .prepare('SELECT id, sku FROM products WHERE sku IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(skus))
    .all<{ id: number; sku: string }>()
  return new Map(results.map((r) => [r.sku, r.id]))
}
