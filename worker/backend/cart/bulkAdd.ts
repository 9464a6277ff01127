import { MAX_CART_LINES } from '../../../contract/schemas/cart'
import type { BulkAddRequest, QuickOrderLine } from '../../../contract/schemas/quickOrder'
import { effectiveRules } from '../../../contract/quantityRules'
import { BackendError } from '../errors'
import { nowSeconds, sha256Hex } from '../tokens'
import { judgeLines, type JudgedLine } from './quickOrderLines'
import { addItemStatement, cartQuantities, touchCart } from './store'

/** How long a bulk add's answer is kept for its retries (housekeeping deletes older ones). */
export const BULK_REQUEST_KEEP_SECONDS = 24 * 60 * 60

const CART_FULL = `Ostoskorissa voi olla enintään ${MAX_CART_LINES} eri tuotetta.`

const publicLine = ({ productId: _, ...line }: JudgedLine): QuickOrderLine => line

export type BulkAddOutcome = { lines: QuickOrderLine[]; replayed: boolean } | { cartClosed: true }

/**
 * Adds many lines to a customer's cart exactly once per Idempotency-Key (spec §10).
 *
 * The key is claimed in the same D1 batch (one transaction) that adds the lines: a second
 * request with the key, concurrent or retried, fails on the claim's primary key and adds
 * nothing; it then answers the stored result of the first. A key reused with another body is
 * refused. The claim only inserts while the cart is open, so a cart closed by a concurrent
 * placeOrder adds nothing and stores nothing, and the caller retries on the fresh cart.
 */
export async function bulkAdd(
  db: D1Database,
  opts: { customerId: number; cartId: string; key: string; items: BulkAddRequest['items']; withoutDrugs: boolean },
): Promise<BulkAddOutcome> {
  const owner = `c:${opts.customerId}`
  const requestHash = await sha256Hex(JSON.stringify(opts.items))
  const stored = await storedAnswer(db, owner, opts.key, requestHash)
  if (stored) return stored

  const inCart = await cartQuantities(db, opts.cartId)
  const judged = await judgeLines(
    db,
    opts.items.map((i) => ({ code: i.sku, quantity: i.quantity })),
    { withoutDrugs: opts.withoutDrugs },
    (productId) => inCart.get(productId) ?? 0,
  )
  // The cart's line cap, judged in request order; the upsert's own check still guards the cap.
  let lineCount = inCart.size
  const lines = judged.map((line): JudgedLine => {
    if (!line.ok || line.productId === undefined || inCart.has(line.productId)) return line
    if (lineCount >= MAX_CART_LINES) {
      const { productId: _, ...rest } = line
      return { ...rest, ok: false, problem: 'cart-full', message: CART_FULL }
    }
    lineCount++
    return line
  })
  const answer = lines.map(publicLine)
  const adds = lines.flatMap((line) =>
    line.ok && line.productId !== undefined && line.product
      ? [
          addItemStatement(
            db,
            opts.cartId,
            line.productId,
            line.quantity,
            effectiveRules(line.product.quantity_rules).max_sale_qty,
          ),
        ]
      : [],
  )
  const claim = db
    .prepare(
      `INSERT INTO cart_bulk_requests (owner, idempotency_key, request_hash, response, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM carts WHERE id = ?6 AND status = 'active')`,
    )
    .bind(owner, opts.key, requestHash, JSON.stringify(answer), nowSeconds(), opts.cartId)
  try {
    const [claimed] = await db.batch([claim, ...adds, touchCart(db, opts.cartId)])
    if ((claimed?.meta.changes ?? 0) === 0) return { cartClosed: true }
  } catch (error) {
    // The key was claimed meanwhile by the same request sent twice: answer what it did.
    const raced = await storedAnswer(db, owner, opts.key, requestHash)
    if (raced) return raced
    throw error
  }
  return { lines: answer, replayed: false }
}

async function storedAnswer(
  db: D1Database,
  owner: string,
  key: string,
  requestHash: string,
): Promise<{ lines: QuickOrderLine[]; replayed: true } | null> {
  const row = await db
    .prepare('SELECT request_hash, response FROM cart_bulk_requests WHERE owner = ? AND idempotency_key = ?')
    .bind(owner, key)
    .first<{ request_hash: string; response: string | null }>()
  if (!row) return null
  if (row.request_hash !== requestHash) {
    throw new BackendError(
      409,
      'Sama Idempotency-Key on jo käytetty toisella pyynnöllä. Lähetä uusi pyyntö uudella avaimella.',
    )
  }
  return { lines: JSON.parse(row.response ?? '[]') as QuickOrderLine[], replayed: true }
}
