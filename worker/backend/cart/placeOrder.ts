import { assertApproved } from '../account/approval'
import { cancelApprovalCheckout, restoreParkedCart } from '../approvals/approvalCart'
import { approverRefusal } from '../approvals/approverAuthority'
import { approvalReasons } from '../approvals/rules'
import { recordAudit, sqlValue } from '../company/auditTrail'
import { nowSeconds } from '../tokens'
import { BackendError } from '../errors'
import { refuseLinesOffRules } from '../catalog/quantityRules'
import { assertDeliveryDate } from './deliveryDateCheck'
import { orderLine, orderMoney } from '../orders/orderColumns'
import { assertLinesCanShip, isStockShortfall, lineStock, reserveStatement } from './reserveStock'
import { lineReplaces } from './substitutes'
import { newCartId } from './store'
import { cartLinesWithRules, loadCart, type CartState } from './view'

/**
 * Places the order of a customer's cart exactly once (docs/architecture.md §6).
 *
 * D1 has no interactive transactions and a Worker keeps no locks, so the guarantee comes from
 * the database: orders.cart_id is UNIQUE, and ONE db.batch (atomic) does
 *   1. INSERT the order … SELECT FROM the cart only while it is open and still at the revision
 *      we priced, ON CONFLICT(cart_id) DO NOTHING; the order details (reference, delivery date,
 *      note) come from that same cart row, so they are the ones the date check passed;
 *   2. INSERT its lines under the same condition;
 *   2b. take from the shelf what each line ships now (cart/reserveStock.ts,
 *      docs/decisions/073-availability.md): a count that would go below zero fails the whole batch;
 *   3. close the cart ('ordered');
 *   4. give the customer a fresh open cart (the partial unique index keeps it to one), so the
 *      next real order is never mistaken for a retry;
 *   5. read the order number of the cart.
 * A double click or a retry of the same cart finds the order of step 1 and answers its number;
 * a cart that changed between pricing and writing makes steps 1–4 no-ops and is priced again.
 *
 * Purchase approval (docs/decisions/041-purchase-requests.md and docs/decisions/044-approval-cart-is-the-request.md): a normal cart that an approval rule catches is
 * refused (it can only be sent for approval). An approval cart (carts.purchase_request_id) is
 * judged by the approver's own rules instead (approvals/approverAuthority.ts) and orders exactly
 * the request's lines: its order is step 1 only while the request is still pending and the
 * cart's lines are the request's, and the same batch approves the request and gives the
 * approver their parked cart back. Two approvers at once, an approval after a withdrawal or a double approval place
 * at most one order: the batches run one after another and only the first finds it pending.
 */
export async function placeOrder(
  db: D1Database,
  customerId: number,
  cartId: string,
  opts: { run?: boolean } = {},
): Promise<string> {
  await assertApproved(db, customerId)
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await loadCart(db, cartId, customerId, opts)
    if (!state) throw new BackendError(404, 'Ostoskoria ei löytynyt.')
    if (state.row.status !== 'active') {
      // A closed cart: a retry (or a double click) of an order that has been placed.
      const placed = await orderNumberOf(db, cartId, customerId)
      if (placed) return placed
      throw new BackendError(409, 'Ostoskori on jo suljettu.')
    }
    assertReady(state)
    assertLinesCanShip(state)
    refuseLinesOffRules(cartLinesWithRules(state), 'Tilausta ei voi lähettää', 'Korjaa määrät ostoskorissa.')
    const requestId = state.row.purchase_request_id
    if (requestId === null) await refuseCaughtCart(db, customerId, state)
    else {
      await assertRequestPending(db, customerId, requestId)
      await assertApprovable(db, customerId, requestId, state)
    }
    // The day was possible when chosen; the cut-off or a cold-chain line added since may rule it out.
    if (state.row.requested_delivery_date) {
      await assertDeliveryDate(state.row.requested_delivery_date, state.coldChain, 'placing')
    }

    try {
      const placed = await writeOrder(db, customerId, state, opts.run === true)
      if (placed) return placed
    } catch (error) {
      // Someone took the stock this cart was priced with: nothing was written; price it again,
      // and a line now short comes back to choose (cart/reserveStock.ts).
      if (!isStockShortfall(error)) throw error
    }
  }
  throw new BackendError(
    409,
    'Ostoskori muuttui tilausta lähetettäessä. Tarkista ostoskori ja lähetä tilaus uudelleen.',
  )
}

/** A cart an approval rule catches is sent for approval, never ordered directly (spec §12). */
async function refuseCaughtCart(db: D1Database, customerId: number, state: CartState): Promise<void> {
  const reasons = await approvalReasons(db, customerId, state)
  if (reasons.length === 0) return
  throw new BackendError(
    409,
    `Tilaus on lähetettävä hyväksyttäväksi: ${reasons.map((r) => r.message).join(' ')} Valitse ostoskorissa ”Lähetä hyväksyttäväksi”.`,
  )
}

/** An approval cart whose request was decided or withdrawn meanwhile: the approver gets their own cart back. */
async function assertRequestPending(db: D1Database, customerId: number, requestId: number): Promise<void> {
  const request = await db
    .prepare(
      `SELECT r.status FROM purchase_requests r JOIN customers c ON c.id = ?2
       WHERE r.id = ?1 AND r.company_id = c.company_id AND r.requester_id <> ?2`,
    )
    .bind(requestId, customerId)
    .first<{ status: string }>()
  if (request?.status === 'pending') return
  await cancelApprovalCheckout(db, customerId, requestId)
  throw new BackendError(
    409,
    request?.status === 'withdrawn'
      ? 'Pyytäjä perui ostopyynnön, joten tilausta ei tehty. Oma ostoskorisi on palautettu.'
      : 'Ostopyyntö on jo käsitelty, joten tilausta ei tehty. Oma ostoskorisi on palautettu.',
  )
}

/**
 * An approval cart orders the request's lines, and only what the approver's own rules allow
 * (docs/decisions/044-approval-cart-is-the-request.md); the cart's line writes refuse an approval cart, so a difference here means a
 * path that wrote around them.
 */
async function assertApprovable(db: D1Database, customerId: number, requestId: number, state: CartState) {
  const { results } = await db
    .prepare(
      'SELECT product_id, quantity, requested_quantity FROM purchase_request_lines WHERE request_id = ? AND quantity > 0',
    )
    .bind(requestId)
    .all<{ product_id: number; quantity: number; requested_quantity: number }>()
  const requested = new Map(results.map((l) => [l.product_id, l]))
  const same =
    results.length === state.lines.length &&
    state.lines.every((line) => requested.get(line.productId)?.quantity === line.quantity)
  if (!same) {
    throw new BackendError(
      409,
      'Ostoskori ei vastaa ostopyyntöä: hyväksyttäessä tilataan vain ostopyynnön rivit. Muuta määriä ostopyynnöllä ja aloita hyväksyntä uudelleen.',
    )
  }
  const refusal = await approverRefusal(
    db,
    customerId,
    state.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      requested: requested.get(line.productId)?.requested_quantity ?? 0,
      unitCents: line.unitCents,
    })),
  )
  if (refusal) throw new BackendError(409, refusal)
}

async function orderNumberOf(db: D1Database, cartId: string, customerId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT order_number FROM orders WHERE cart_id = ? AND customer_id = ?')
    .bind(cartId, customerId)
    .first<{ order_number: string }>()
  return row?.order_number ?? null
}

/** spec §4: an order needs a shipping method, a payment method and a billing address. */
function assertReady(state: CartState): void {
  if (state.lines.length === 0) throw new BackendError(400, 'Ostoskori on tyhjä.')
  const missing: [field: string, name: string, message: string][] = []
  if (!state.selectedShipping) missing.push(['shipping_method', 'toimitustapa', 'Valitse toimitustapa.'])
  if (!state.paymentMethod) missing.push(['payment_method', 'maksutapa', 'Valitse maksutapa.'])
  if (!state.billingAddress) missing.push(['billing_address', 'laskutusosoite', 'Anna laskutusosoite.'])
  if (missing.length > 0) {
    const names = missing.map(([, name]) => name)
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ja ${names.at(-1)}` : names[0]
    throw new BackendError(
      400,
      `Tilausta ei voi vielä lähettää: ${list} puuttuu.`,
      Object.fromEntries(missing.map(([field, , message]) => [field, message])),
    )
  }
}

async function writeOrder(db: D1Database, customerId: number, state: CartState, run: boolean): Promise<string | null> {
  const { row, totals, selectedShipping } = state
  const now = nowSeconds()
  // The condition of steps 1 and 2: the cart is open, the customer's (or their standing order
  // run's, docs/decisions/079-standing-orders.md), and what we priced.
  const owner = run ? 'c.run_owner_id' : 'c.customer_id'
  const priced = `c.id = ?1 AND ${owner} = ?2 AND c.status = 'active' AND c.revision = ?3`
  // An approval cart orders only while its request is pending (docs/decisions/041-purchase-requests.md), and only the
  // request's lines at the request's quantities (docs/decisions/044-approval-cart-is-the-request.md).
  const requestPending = `(c.purchase_request_id IS NULL OR (
    EXISTS (SELECT 1 FROM purchase_requests r WHERE r.id = c.purchase_request_id AND r.status = 'pending')
    AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND NOT EXISTS (
      SELECT 1 FROM purchase_request_lines l
      WHERE l.request_id = c.purchase_request_id AND l.product_id = i.product_id AND l.quantity = i.quantity))
    AND NOT EXISTS (SELECT 1 FROM purchase_request_lines l
      WHERE l.request_id = c.purchase_request_id AND l.quantity > 0
        AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = l.product_id))))`
  const lines = state.lines.map((line) => ({ ...orderLine(line), ...lineStock(line), ...lineReplaces(line) }))
  const money = orderMoney(totals, selectedShipping?.breakdown ?? [])
  const requestId = row.purchase_request_id
  const approval = requestId === null ? [] : approveStatements(db, { cartId: row.id, customerId, requestId, now })
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO orders (order_number, cart_id, customer_id, channel, status, shipping_address, billing_address,
           shipping_method, shipping_breakdown, payment_method, currency, total_quantity, subtotal_cents, discount_cents,
           shipping_cents, tax_cents, grand_total_cents, taxes, created_at,
           customer_reference, requested_delivery_date, delivery_note, company_id, standing_order_id)
         SELECT 'W' || (100001 + COALESCE((SELECT MAX(id) FROM orders), 0)), c.id, ?2, 'web', 'received',
           ?4, ?5, ?6, ?7, ?8, 'EUR', ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
           c.customer_reference, c.requested_delivery_date, c.delivery_note,
           (SELECT company_id FROM customers WHERE id = ?2),
           -- The standing order of a run's cart, or of the run whose request this approval cart orders.
           (SELECT r.standing_order_id FROM standing_order_runs r
            WHERE r.cart_id = c.id OR (c.purchase_request_id IS NOT NULL AND r.request_id = c.purchase_request_id))
         FROM carts c WHERE ${priced} AND ${requestPending}
         ON CONFLICT (cart_id) DO NOTHING`,
      )
      .bind(
        row.id,
        customerId,
        row.revision,
        JSON.stringify(state.shippingAddress),
        JSON.stringify(state.billingAddress),
        selectedShipping?.code ?? null,
        money.shipping_breakdown,
        state.paymentMethod,
        state.view.total_quantity,
        money.subtotal_cents,
        money.discount_cents,
        money.shipping_cents,
        money.tax_cents,
        money.grand_total_cents,
        money.taxes,
        now,
      ),
    db
      .prepare(
        `INSERT INTO order_lines (order_id, line_no, product_id, sku, name, options, quantity, unit_price_cents,
           regular_price_cents, row_total_cents, vat_rate, tax_cents,
           reserved_qty, backordered_qty, fulfilment, expected_date,
           replaces_sku, replaces_name, replaces_quantity, replaces_note)
         SELECT o.id, j.key + 1, j.value ->> '$.product_id', j.value ->> '$.sku', j.value ->> '$.name',
           j.value ->> '$.options', j.value ->> '$.quantity', j.value ->> '$.unit_price_cents',
           j.value ->> '$.regular_price_cents', j.value ->> '$.row_total_cents', j.value ->> '$.vat_rate',
           j.value ->> '$.tax_cents', j.value ->> '$.reserved_qty', j.value ->> '$.backordered_qty',
           j.value ->> '$.fulfilment', j.value ->> '$.expected_date',
           j.value ->> '$.replaces_sku', j.value ->> '$.replaces_name', j.value ->> '$.replaces_quantity',
           j.value ->> '$.replaces_note'
         FROM orders o, json_each(?4) j
         WHERE o.cart_id = ?1 AND EXISTS (SELECT 1 FROM carts c WHERE ${priced})`,
      )
      .bind(row.id, customerId, row.revision, JSON.stringify(lines)),
    // Step 2b: the stock each line ships now, only with this batch's order (cart/reserveStock.ts).
    reserveStatement(
      db,
      `EXISTS (SELECT 1 FROM carts c WHERE ${priced}) AND EXISTS (SELECT 1 FROM orders WHERE cart_id = ?1)`,
      [row.id, customerId, row.revision],
      state.lines,
    ),
    ...approval,
    db
      .prepare(
        `UPDATE carts SET status = 'ordered', updated_at = ?4
         WHERE id = ?1 AND ${owner.slice(2)} = ?2 AND status = 'active' AND revision = ?3
           AND EXISTS (SELECT 1 FROM orders WHERE cart_id = ?1)`,
      )
      .bind(row.id, customerId, row.revision, now),
    // An approver gets their parked cart back before a fresh one would be made (docs/decisions/041-purchase-requests.md).
    ...(requestId === null ? [] : [restoreParkedCart(db, customerId)]),
    // A run's cart was never the owner's open cart: the owner keeps theirs.
    ...(run
      ? []
      : [
          db
            .prepare(
              `INSERT INTO carts (id, customer_id, created_at, updated_at)
               SELECT ?1, ?2, ?3, ?3 WHERE EXISTS (SELECT 1 FROM orders WHERE cart_id = ?4)
               ON CONFLICT DO NOTHING`,
            )
            .bind(newCartId(), customerId, now, row.id),
        ]),
    db.prepare('SELECT order_number FROM orders WHERE cart_id = ?').bind(row.id),
  ])
  const placed = results.at(-1)?.results[0] as { order_number: string } | undefined
  return placed?.order_number ?? null
}

/**
 * The approval in the order's batch: only when this batch's order exists (step 1 passed, so the
 * cart's lines were the request's) and the request is still pending; the request is approved
 * with the order's number and its approver.
 */
function approveStatements(
  db: D1Database,
  opts: { cartId: string; customerId: number; requestId: number; now: number },
): D1PreparedStatement[] {
  const placedNow = `EXISTS (SELECT 1 FROM orders WHERE cart_id = ?1)
    AND EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?3 AND status = 'pending')`
  const bind = [opts.cartId, opts.customerId, opts.requestId, opts.now] as const
  return [
    // The approval's record, written exactly when the approval below is (docs/decisions/047-audit-trail.md).
    recordAudit(
      db,
      {
        companyId: sqlValue('SELECT company_id FROM purchase_requests WHERE id = ?3'),
        actorId: opts.customerId,
        action: 'request_approved',
        targetUserId: sqlValue('SELECT requester_id FROM purchase_requests WHERE id = ?3'),
        requestId: opts.requestId,
        details: { order_number: sqlValue('SELECT order_number FROM orders WHERE cart_id = ?1') },
      },
      { when: placedNow, binds: [...bind] },
    ),
    db
      .prepare(
        `UPDATE purchase_requests SET status = 'approved', decided_by = ?2, decided_at = ?4, updated_at = ?4,
           order_number = (SELECT order_number FROM orders WHERE cart_id = ?1)
         WHERE id = ?3 AND status = 'pending' AND EXISTS (SELECT 1 FROM orders WHERE cart_id = ?1)`,
      )
      .bind(...bind),
  ]
}
