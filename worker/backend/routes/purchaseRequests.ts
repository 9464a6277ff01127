import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { effectiveRules } from '../../../contract/quantityRules'
import {
  ChangeRequestLinesSchema,
  CreatePurchaseRequestSchema,
  PurchaseRequestIdParamSchema,
  PurchaseRequestListQuerySchema,
  RejectPurchaseRequestSchema,
  type PurchaseRequestListResponse,
} from '../../../contract/schemas/purchaseRequests'
import { IdempotencyKeySchema } from '../../../contract/schemas/quickOrder'
import { cancelApprovalCheckout, startApprovalCheckout } from '../approvals/approvalCart'
import { notifyRequester } from '../approvals/notify'
import { approverRefusal } from '../approvals/approverAuthority'
import {
  alreadyDecided,
  approvedLines,
  loadRequestView,
  REQUEST_SQL,
  requestLines,
  summaryView,
  visibleRequest,
  type Caller,
  type RequestRow,
} from '../approvals/requests'
import { sendForApproval } from '../approvals/send'
import { authenticate, companyOf, customerOf } from '../auth'
import { recordAudit } from '../company/auditTrail'
import { ensureCustomerCart } from '../cart/store'
import { loadCart } from '../cart/view'
import { assertQuantity, refuseLinesOffRules, RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { BackendError } from '../errors'
import { customerHasScope, requireScope } from '../orders/access'
import { nowSeconds } from '../tokens'
import type { BackendEnv } from '../types'
import { readBody, readParam, readQuery } from '../validate'

/**
 * Purchase requests (spec §12; contract/schemas/purchaseRequests.ts). Every call needs a
 * session; every read and write names the caller's company, so another company's request is a
 * 404. Approving, rejecting and changing lines need the `checkout` scope (403 without).
 */
export const purchaseRequestRoutes = new Hono<BackendEnv>()

purchaseRequestRoutes.use('*', authenticate({ required: true }))

const PAGE_SIZE = 20

async function callerOf(c: Context<BackendEnv>): Promise<Caller> {
  const customerId = customerOf(c)
  return { customerId, companyId: companyOf(c), approver: await customerHasScope(c.env.DB, customerId, 'checkout') }
}

const requestId = (c: Context<BackendEnv>) =>
  readParam(
    c.req.param('id') ?? '',
    PurchaseRequestIdParamSchema,
    () => new BackendError(404, 'Ostopyyntöä ei löytynyt.'),
  )

/** A pending request of the company that an approver may decide: not their own. */
async function decidable(c: Context<BackendEnv>, caller: Caller, id: number): Promise<RequestRow> {
  const row = await visibleRequest(c.env.DB, caller, id)
  if (row.status !== 'pending') throw alreadyDecided(row.status)
  if (row.requester_id === caller.customerId) {
    throw new BackendError(403, 'Et voi hyväksyä tai hylätä omaa ostopyyntöäsi. Voit perua sen.')
  }
  return row
}

/** Who changes a request, and whose request it is, for its audit record (docs/decisions/047-audit-trail.md). */
const auditOf = (caller: Caller, row: RequestRow) => ({
  companyId: caller.companyId,
  actorId: caller.customerId,
  targetUserId: row.requester_id,
  requestId: row.id,
})

const answer = async (c: Context<BackendEnv>, caller: Caller, id: number, status: 200 | 201 = 200) =>
  c.json({ request: await loadRequestView(c.env.DB, caller, id) }, status)

/** "Lähetä hyväksyttäväksi": the open cart becomes a request once per Idempotency-Key (approvals/send.ts). */
purchaseRequestRoutes.post('/', async (c) => {
  const { note } = await readBody(c, CreatePurchaseRequestSchema)
  const key = v.safeParse(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  if (!key.success) {
    const message = 'Idempotency-Key puuttuu tai on virheellinen.'
    throw new BackendError(400, message, { 'Idempotency-Key': message })
  }
  const caller = await callerOf(c)
  const id = await sendForApproval(c.env.DB, { ...caller, key: key.output, note })
  return answer(c, caller, id, 201)
})

/** mine: the caller's own; pending and all: the company's, for approvers only. */
purchaseRequestRoutes.get('/', async (c) => {
  const { view, page } = readQuery(c, PurchaseRequestListQuerySchema)
  const caller = await callerOf(c)
  if (view !== 'mine' && !caller.approver) {
    throw new BackendError(403, 'Sinulla ei ole oikeutta käsitellä yrityksesi ostopyyntöjä.')
  }
  const where =
    view === 'mine'
      ? 'r.company_id = ?1 AND r.requester_id = ?2'
      : view === 'pending'
        ? "r.company_id = ?1 AND r.status = 'pending'"
        : 'r.company_id = ?1'
  const db = c.env.DB
  const [rows, count, pendingForMe] = await db.batch([
    db
      .prepare(`${REQUEST_SQL} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(caller.companyId, caller.customerId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    // D1 refuses more bindings than the statement has: ?2 only in the caller's own view.
    db
      .prepare(`SELECT COUNT(*) AS n FROM purchase_requests r WHERE ${where}`)
      .bind(...(view === 'mine' ? [caller.companyId, caller.customerId] : [caller.companyId])),
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM purchase_requests WHERE company_id = ?1 AND status = 'pending' AND requester_id <> ?2",
      )
      .bind(caller.companyId, caller.customerId),
  ])
  const items = (rows?.results ?? []) as RequestRow[]
  const lines = await requestLines(
    db,
    caller.companyId,
    items.map((r) => r.id),
  )
  const result: PurchaseRequestListResponse = {
    items: items.map((row) => summaryView(row, lines)),
    page,
    total: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    pending_for_me: caller.approver ? ((pendingForMe?.results[0] as { n: number } | undefined)?.n ?? 0) : 0,
  }
  return c.json(result)
})

purchaseRequestRoutes.get('/:id', async (c) => {
  const caller = await callerOf(c)
  return answer(c, caller, requestId(c))
})

/**
 * An approver changes quantities (0 removes a line), each judged by the product's pack-size
 * rules; the requested quantity stays, so the requester sees what changed and who changed it.
 * Not on their own request: a requester who approves withdraws and sends again (docs/decisions/044-approval-cart-is-the-request.md).
 * An approval cart of the request open meanwhile takes the same quantities in the same batch:
 * its lines are the request's, and changing them here is the only way (docs/decisions/044-approval-cart-is-the-request.md).
 */
purchaseRequestRoutes.post('/:id/lines', requireScope('checkout'), async (c) => {
  const { lines } = await readBody(c, ChangeRequestLinesSchema)
  const caller = await callerOf(c)
  const id = requestId(c)
  const row = await visibleRequest(c.env.DB, caller, id)
  if (row.status !== 'pending') throw alreadyDecided(row.status)
  if (row.requester_id === caller.customerId) {
    throw new BackendError(403, 'Et voi muuttaa omaa ostopyyntöäsi. Peru se ja lähetä uusi, jos tarvitset muutoksia.')
  }
  const db = c.env.DB
  const { results } = await db
    .prepare(
      `SELECT l.product_id, l.quantity, p.sku, p.name, ${RULE_COLUMNS} FROM purchase_request_lines l
       JOIN products p ON p.id = l.product_id WHERE l.request_id = ?`,
    )
    .bind(id)
    .all<RuleRow & { product_id: number; quantity: number; sku: string; name: string }>()
  const bySku = new Map(results.map((r) => [r.sku.toLowerCase(), r]))
  const changes = lines.map((line, index) => {
    const current = bySku.get(line.sku.toLowerCase())
    if (!current) {
      const message = `Tuote ${line.sku} ei ole tässä ostopyynnössä.`
      throw new BackendError(400, message, { [`lines.${index}.sku`]: message })
    }
    if (line.quantity > 0) assertQuantity(effectiveRules(rulesOf(current)), line.quantity, `lines.${index}.quantity`)
    return { productId: current.product_id, quantity: line.quantity, was: current.quantity, line: current }
  })
  const changed = changes.filter((ch) => ch.quantity !== ch.was)
  if (changed.length > 0) {
    const now = nowSeconds()
    const pending = "EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?1 AND status = 'pending')"
    const audited = changed.map((ch) => ({ sku: ch.line.sku, name: ch.line.name, from: ch.was, to: ch.quantity }))
    const [, first] = await db.batch([
      recordAudit(
        db,
        { ...auditOf(caller, row), action: 'request_lines_changed', details: { lines: audited } },
        { when: pending, binds: [id] },
      ),
      db.prepare(`UPDATE purchase_requests SET updated_at = ?2 WHERE id = ?1 AND status = 'pending'`).bind(id, now),
      ...changed.map((ch) =>
        db
          .prepare(
            `UPDATE purchase_request_lines SET quantity = ?3, changed_by = ?4, changed_at = ?5
             WHERE request_id = ?1 AND product_id = ?2 AND ${pending}`,
          )
          .bind(id, ch.productId, ch.quantity, caller.customerId, now),
      ),
      ...changed.map((ch) => syncApprovalCartLine(db, id, ch.productId, ch.quantity)),
      db
        .prepare(
          "UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE purchase_request_id = ?1 AND status = 'active'",
        )
        .bind(id, now),
    ])
    // Decided between our read and this write: nothing changed.
    if ((first?.meta.changes ?? 0) === 0) throw alreadyDecided((await visibleRequest(db, caller, id)).status)
    await notifyRequester(c.env, id, { kind: 'request_changed' })
  }
  return answer(c, caller, id)
})

/** The line of the request's open approval carts, set to the request's new quantity (0 removes it). */
function syncApprovalCartLine(db: D1Database, requestId: number, productId: number, quantity: number) {
  const pending = "EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?1 AND status = 'pending')"
  const approvalCarts = "SELECT id FROM carts WHERE purchase_request_id = ?1 AND status = 'active'"
  if (quantity === 0) {
    return db
      .prepare(`DELETE FROM cart_items WHERE product_id = ?2 AND cart_id IN (${approvalCarts}) AND ${pending}`)
      .bind(requestId, productId)
  }
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
       SELECT id, ?2, ?3, ?4 FROM (${approvalCarts}) WHERE ${pending}
       ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    )
    .bind(requestId, productId, quantity, nowSeconds())
}

/**
 * Starts the approval checkout: the request's lines become the approver's open cart (their own
 * waits) and the approver places the order at /checkout as usual (approvals/approvalCart.ts).
 */
purchaseRequestRoutes.post('/:id/approve', requireScope('checkout'), async (c) => {
  const caller = await callerOf(c)
  const id = requestId(c)
  await decidable(c, caller, id)
  const db = c.env.DB
  const rows = await requestLines(db, caller.companyId, [id])
  const lines = approvedLines(rows)
  if (!lines.some((l) => l.quantity > 0)) {
    throw new BackendError(400, 'Ostopyynnössä ei ole yhtään tilattavaa riviä. Hylkää pyyntö, jos mitään ei tilata.')
  }
  // The approval cart takes the request's lines as they stand, so each must be orderable
  // (docs/decisions/048-quantity-rules-on-every-path.md): the approver mends a line through the request's own line editing.
  const orderable = rows.filter((line) => line.quantity > 0)
  refuseLinesOffRules(
    orderable.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      rules: rulesOf(line),
      field: `lines.${line.sku}.quantity`,
    })),
    'Ostopyyntöä ei voi hyväksyä',
    'Muuta rivien määrät ostopyynnössä ja hyväksy sitten.',
  )
  // Up to the approver's own rules; above them the request waits for an administrator (docs/decisions/044-approval-cart-is-the-request.md).
  const refusal = await approverRefusal(db, caller.customerId, lines)
  if (refusal) throw new BackendError(409, refusal)
  const cartId = await startApprovalCheckout(db, { customerId: caller.customerId, requestId: id })
  const state = await loadCart(db, cartId, caller.customerId)
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  return c.json({ request: await loadRequestView(db, caller, id), cart: state.view })
})

/** Leaves the approval checkout: the approval cart goes, the approver's own cart comes back. */
purchaseRequestRoutes.post('/:id/cancelApproval', requireScope('checkout'), async (c) => {
  const caller = await callerOf(c)
  const id = requestId(c)
  await visibleRequest(c.env.DB, caller, id)
  await cancelApprovalCheckout(c.env.DB, caller.customerId, id)
  const cartId = await ensureCustomerCart(c.env.DB, caller.customerId)
  const state = await loadCart(c.env.DB, cartId, caller.customerId)
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  return c.json({ cart: state.view })
})

purchaseRequestRoutes.post('/:id/reject', requireScope('checkout'), async (c) => {
  const { reason } = await readBody(c, RejectPurchaseRequestSchema)
  const caller = await callerOf(c)
  const id = requestId(c)
  const row = await decidable(c, caller, id)
  const now = nowSeconds()
  const db = c.env.DB
  const [, result] = await db.batch([
    recordAudit(
      db,
      { ...auditOf(caller, row), action: 'request_rejected', details: { reason } },
      { when: "EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?1 AND status = 'pending')", binds: [id] },
    ),
    db
      .prepare(
        `UPDATE purchase_requests SET status = 'rejected', reject_reason = ?2, decided_by = ?3, decided_at = ?4, updated_at = ?4
         WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(id, reason, caller.customerId, now),
  ])
  if (result?.meta.changes !== 1) throw alreadyDecided((await visibleRequest(c.env.DB, caller, id)).status)
  await notifyRequester(c.env, id, { kind: 'request_rejected', reason })
  return answer(c, caller, id)
})

/** The requester takes back a pending request; its lines stay readable on the request. */
purchaseRequestRoutes.post('/:id/withdraw', async (c) => {
  const caller = await callerOf(c)
  const id = requestId(c)
  const row = await visibleRequest(c.env.DB, caller, id)
  if (row.requester_id !== caller.customerId) {
    throw new BackendError(403, 'Vain pyynnön lähettäjä voi perua ostopyynnön.')
  }
  if (row.status !== 'pending') throw alreadyDecided(row.status)
  const now = nowSeconds()
  const result = await c.env.DB.prepare(
    `UPDATE purchase_requests SET status = 'withdrawn', decided_at = ?3, updated_at = ?3
     WHERE id = ?1 AND requester_id = ?2 AND status = 'pending'`,
  )
    .bind(id, caller.customerId, now)
    .run()
  if (result.meta.changes !== 1) throw alreadyDecided((await visibleRequest(c.env.DB, caller, id)).status)
  return answer(c, caller, id)
})
