import { Hono, type Context } from 'hono'
import {
  ApprovalCheckoutResponseSchema,
  CartApprovalResponseSchema,
  ChangeRequestLinesSchema,
  CreatePurchaseRequestSchema,
  MarkNotificationsReadSchema,
  NotificationsResponseSchema,
  PurchaseRequestIdParamSchema,
  PurchaseRequestListQuerySchema,
  PurchaseRequestListResponseSchema,
  PurchaseRequestResponseSchema,
  RejectPurchaseRequestSchema,
} from '../../contract/schemas/purchaseRequests'
import { CartResponseSchema } from '../../contract/schemas/cart'
import { IdempotencyKeySchema } from '../../contract/schemas/quickOrder'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin, param } from './accountDocuments'
import { HttpError } from './errors'
import { readRoute } from './readRoute'
import { parseOr400, readJson } from './validate'

/**
 * Purchase approval (spec §12), passed to the upstream after the shop's own checks of the
 * input; the upstream checks the company, the scope and the request's state
 * (contract/schemas/purchaseRequests.ts lists the calls).
 *
 *   POST /api/purchaserequests                      {note}, Idempotency-Key → 201 { request }
 *   GET  /api/purchaserequests?view=&page=           → { items, page, total, pending_for_me }
 *   GET  /api/purchaserequests/{id}                  → { request }
 *   POST /api/purchaserequests/{id}/lines            {lines} → { request }
 *   POST /api/purchaserequests/{id}/approve          → { request, cart }: go to /checkout
 *   POST /api/purchaserequests/{id}/cancelApproval   → { cart }
 *   POST /api/purchaserequests/{id}/reject           {reason} → { request }
 *   POST /api/purchaserequests/{id}/withdraw         → { request }
 *   GET  /api/cart/approval                          → { required, reasons, approval_request }
 *   GET  /api/customer/notifications                 → { items }
 *   POST /api/customer/notifications/read            {ids} → { items }
 */
export const purchaseRequests = new Hono<AppEnv>()
purchaseRequests.use('*', needsLogin('Kirjaudu sisään käsitelläksesi ostopyyntöjä.'))

const requestId = (c: Context<AppEnv>) =>
  param(c.req.param('id'), PurchaseRequestIdParamSchema, 'Ostopyyntöä ei löytynyt.')

purchaseRequests.post('/', async (c) => {
  const key = parseOr400(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  const body = await readJson(c, CreatePurchaseRequestSchema)
  const req = { method: 'POST', path: '/api/purchaserequests', body, headers: { 'Idempotency-Key': key } } as const
  return c.json(await upstreamJson(c, req, PurchaseRequestResponseSchema), 201)
})

purchaseRequests.get('/', async (c) => {
  const { view, page } = parseOr400(PurchaseRequestListQuerySchema, c.req.query())
  const query = new URLSearchParams({ view, page: String(page) })
  return c.json(await upstreamJson(c, { path: `/api/purchaserequests?${query}` }, PurchaseRequestListResponseSchema))
})

purchaseRequests.get('/:id', async (c) =>
  c.json(await upstreamJson(c, { path: `/api/purchaserequests/${requestId(c)}` }, PurchaseRequestResponseSchema)),
)

purchaseRequests.post('/:id/lines', async (c) => {
  const id = requestId(c)
  const body = await readJson(c, ChangeRequestLinesSchema)
  const req = { method: 'POST', path: `/api/purchaserequests/${id}/lines`, body } as const
  return c.json(await upstreamJson(c, req, PurchaseRequestResponseSchema))
})

purchaseRequests.post('/:id/approve', async (c) => {
  const req = { method: 'POST', path: `/api/purchaserequests/${requestId(c)}/approve` } as const
  return c.json(await upstreamJson(c, req, ApprovalCheckoutResponseSchema))
})

purchaseRequests.post('/:id/cancelApproval', async (c) => {
  const req = { method: 'POST', path: `/api/purchaserequests/${requestId(c)}/cancelApproval` } as const
  return c.json(await upstreamJson(c, req, CartResponseSchema))
})

purchaseRequests.post('/:id/reject', async (c) => {
  const id = requestId(c)
  const body = await readJson(c, RejectPurchaseRequestSchema)
  const req = { method: 'POST', path: `/api/purchaserequests/${id}/reject`, body } as const
  return c.json(await upstreamJson(c, req, PurchaseRequestResponseSchema))
})

purchaseRequests.post('/:id/withdraw', async (c) => {
  const req = { method: 'POST', path: `/api/purchaserequests/${requestId(c)}/withdraw` } as const
  return c.json(await upstreamJson(c, req, PurchaseRequestResponseSchema))
})

/** GET /api/cart/approval: mounted before the cart's own routes. */
export const cartApproval = new Hono<AppEnv>()
// A read service checks its own session rule: the SSR transport runs the service alone, without
// a sub-app's middleware (docs/decisions/050-one-data-path.md).
cartApproval.get(
  '/',
  readRoute(async (c) => {
    if (!c.var.token) throw new HttpError(401, 'Kirjaudu sisään.')
    return upstreamJson(c, { path: '/api/cart/approval' }, CartApprovalResponseSchema)
  }),
)

/** The notices of the next visit (a request approved, changed or rejected). */
export const notifications = new Hono<AppEnv>()
notifications.use('*', needsLogin('Kirjaudu sisään.'))
notifications.get('/', async (c) =>
  c.json(await upstreamJson(c, { path: '/api/customer/notifications' }, NotificationsResponseSchema)),
)
notifications.post('/read', async (c) => {
  const body = await readJson(c, MarkNotificationsReadSchema)
  const req = { method: 'POST', path: '/api/customer/notifications/read', body } as const
  return c.json(await upstreamJson(c, req, NotificationsResponseSchema))
})
