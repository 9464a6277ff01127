import { Hono } from 'hono'
import { authenticate, companyOf, customerOf } from '../auth'
import { readDesk } from '../desk/desk'
import type { BackendEnv } from '../types'

/**
 * GET /api/customer/desk: the buyer's desk of the logged-in home page
 * (docs/decisions/061-home-desk-and-session-switch.md). A login (401); each part only within the
 * user's scope (spec §6), read now in the desk's own batch so a changed permission applies at once.
 */
export const deskRoutes = new Hono<BackendEnv>()
deskRoutes.use('*', authenticate({ required: true }))

deskRoutes.get('/', async (c) => {
  return c.json(await readDesk(c.env.DB, { customerId: customerOf(c), companyId: companyOf(c) }))
})
