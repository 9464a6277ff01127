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
  changeRequestLines,
  rejectRequest,
  requestLinesWithRules,
  withdrawRequest,
} from '../approvals/requestDecisions'
import { listRequests } from '../approvals/requestList'
import {
  alreadyDecided,
  approvedLines,
  loadRequestView,
  requestLines,
  summaryView,
  visibleRequest,
  type Caller,
  type RequestRow,
} from '../approvals/requests'
import { sendForApproval } from '../approvals/send'
import { authenticate, companyOf, customerOf } from '../auth'
import { ensureCustomerCart } from '../cart/store'
import { loadCart } from '../cart/view'
import { assertQuantity, refuseLinesOffRules, rulesOf } from '../catalog/quantityRules'
import { BackendError } from '../errors'
import { customerHasScope, requireScope } from '../orders/access'
import type { BackendEnv } from '../types'
import { readBody, readParam, readQuery } from '../validate'

/**
 * Purchase requests (spec §12; contract/schemas/purchaseRequests.ts). Every call needs a
 * session; every read and write names the caller's company, so another company's request is a
 * 404. Approving, rejecting and changing lines need the `checkout` scope (403 without).
 */
export const purchaseRequestRoutes = new Hono<BackendEnv>()

purchaseRequestRoutes.use('*', authenticate({ required: true }))

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
  const { rows, total, pendingForOthers } = await listRequests(c.env.DB, caller, view, page)
  const lines = await requestLines(
    c.env.DB,
    caller.companyId,
    rows.map((r) => r.id),
  )
  const result: PurchaseRequestListResponse = {
    items: rows.map((row) => summaryView(row, lines, caller.customerId)),
    page,
    total,
    pending_for_me: caller.approver ? pendingForOthers : 0,
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
 * An approval cart of the request open meanwhile takes the same quantities (approvals/requestDecisions.ts).
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
  const results = await requestLinesWithRules(db, id)
  const bySku = new Map(results.map((r) => [r.sku.toLowerCase(), r]))
  const changes = lines.map((line, index) => {
    const current = bySku.get(line.sku.toLowerCase())
    if (!current) {
      const message = `Tuote ${line.sku} ei ole tässä ostopyynnössä.`
      throw new BackendError(400, message, { [`lines.${index}.sku`]: message })
    }
    if (line.quantity > 0) assertQuantity(effectiveRules(rulesOf(current)), line.quantity, `lines.${index}.quantity`)
    const { product_id: productId, sku, name, quantity: was } = current
    return { productId, sku, name, was, quantity: line.quantity }
  })
  const changed = changes.filter((ch) => ch.quantity !== ch.was)
  if (changed.length > 0) {
    // Decided between our read and this write: nothing changed.
    if ((await changeRequestLines(db, auditOf(caller, row), changed)) === 0)
      throw alreadyDecided((await visibleRequest(db, caller, id)).status)
    await notifyRequester(c.env, id, { kind: 'request_changed' })
  }
  return answer(c, caller, id)
})

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
  if ((await rejectRequest(c.env.DB, auditOf(caller, row), reason)) !== 1)
    throw alreadyDecided((await visibleRequest(c.env.DB, caller, id)).status)
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
  if ((await withdrawRequest(c.env.DB, id, caller.customerId)) !== 1)
    throw alreadyDecided((await visibleRequest(c.env.DB, caller, id)).status)
  return answer(c, caller, id)
})
