import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { csrf } from '../middleware/csrf'
import { auth } from './auth'
import { addToCart, cart } from './cart'
import { catalog } from './catalog'
import { categorysearch } from './categorysearch'
import { checkout } from './checkout'
import { company } from './company' // account area: the company's users and roles
import { contentful } from './contentful'
import { core } from './core'
import { customer } from './customer' // account area
import { apiError, HttpError } from './errors'
import { operator } from './operator'
import { passThroughRoutes } from './passThroughRoutes' // routes that are their contract route (docs/decisions/055-pass-through-adapters.md)
import { cartApproval } from './purchaseRequests' // spec §12: GET /api/cart/approval

/** The /api surface of spec §7: one sub-app per group, literal routes before parameter routes. */
export const api = new Hono<AppEnv>()

api.use('*', csrf())
api.use('*', async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store')
})

api.route('/auth', auth)
api.route('/core', core)
api.route('/catalog', catalog)
api.route('/categorysearch', categorysearch)
api.route('/cart/approval', cartApproval)
api.route('/cart', cart)
api.post('/cart/', addToCart) // spec §7 spells the add call with a trailing slash
api.route('/checkout', checkout)
api.route('/contentful', contentful)
api.route('/customer', customer) // account area: worker/api/customer.ts
api.route('/customer/company', company) // spec §11: an invitation (spec §2 /account/permissions)
api.route('/operator', operator) // the ERP's stock feed: docs/decisions/074-operator-stock-feed.md
// The routes that are their contract row: the account's documents, lists, addresses and company,
// purchase approval (./passThroughRoutes.ts).
api.route('/', passThroughRoutes)

api.notFound((c) => apiError(c, 404, 'Tuntematon rajapinta.'))
api.onError((error, c) => {
  if (error instanceof HttpError) return apiError(c, error.status, error.message, error.fields)
  c.var.log.error('unhandled /api error', { path: c.req.path, error: String(error), stack: (error as Error).stack })
  return apiError(c, 500, 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.')
})
