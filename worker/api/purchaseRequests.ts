import { Hono } from 'hono'
import { CartApprovalResponseSchema } from '../../contract/schemas/purchaseRequests'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'
import { readRoute } from './readRoute'

/**
 * GET /api/cart/approval (spec §12): whether the open cart must be sent for approval, and why.
 * Mounted before the cart's own routes. The other purchase approval routes pass straight through
 * (./passThroughRoutes.ts).
 */
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
