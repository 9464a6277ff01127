import { stockWatchRoutes } from './routes/stockWatch'
import { productSubstitutesRoutes } from './routes/productSubstitutes'
import { operatorRoutes } from './routes/operator'
import { Hono } from 'hono'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { backendErrorResponse } from './errors'
import { readReplicas } from './readReplicas'
import { approvalRuleRoutes } from './routes/approvalRules' // spec §12: company approval rules
import { auditTrailRoutes } from './routes/auditTrail' // the company's audit trail (docs/decisions/047-audit-trail.md)
import { authRoutes } from './routes/auth'
import { cartRoutes } from './routes/cart'
import { catalogRoutes } from './routes/catalog'
import { categorySearchRoutes } from './routes/categorysearch'
import { checkoutRoutes } from './routes/checkout'
import { companyRoutes } from './routes/company' // account area: the company's users and roles
import { coreRoutes } from './routes/core'
import { customerRoutes } from './routes/customer' // account area
import { deliveryRoutes } from './routes/deliveries' // account area
import { deskRoutes } from './routes/desk' // the logged-in home's desk
import { exportRoutes } from './routes/exports' // account area: CSV of the history
import { invoiceRoutes } from './routes/invoices' // account area
import { notificationRoutes } from './routes/notifications' // account area: notices of the next visit
import { orderRoutes } from './routes/orders' // account area
import { standingOrderRoutes } from './routes/standingOrders'
import { purchaseRequestRoutes } from './routes/purchaseRequests' // spec §12: purchase approval
import { reorderRoutes } from './routes/reorder'
import { shoppingListRoutes } from './routes/shoppinglist' // account area: shopping lists
import type { BackendEnv } from './types'

/**
 * The embedded commerce backend (docs/architecture.md §6): a Hono app on D1 that speaks the
 * same upstream contract as a remote commerce API, so the BFF cannot tell them apart.
 */
export const backend = new Hono<BackendEnv>()

// The one error handler of every route below: sub-apps register none (errors.ts).
backend.onError(backendErrorResponse)
backend.notFound((c) => c.json({ message: 'Tuntematon rajapinta.' }, 404))

// Reads near the customer: one D1 session per request (docs/decisions/032-d1-read-replicas.md).
backend.use('*', readReplicas())

// Authenticated answers carry the token's current (slid) expiry.
backend.use('*', async (c, next) => {
  await next()
  const exp = c.get('sessionExp')
  if (exp) c.res.headers.set(SESSION_EXPIRES_HEADER, String(exp))
})

backend.route('/api/auth', authRoutes)
backend.route('/api/core', coreRoutes)
backend.route('/api/catalog', catalogRoutes)
backend.route('/api/categorysearch', categorySearchRoutes)
backend.route('/api/cart', cartRoutes)
backend.route('/api/checkout', checkoutRoutes)
backend.route('/api/customer', customerRoutes) // account area: worker/backend/routes/customer.ts
backend.route('/api/customer/company', companyRoutes) // spec §11: users and roles (spec §2 /account/permissions)
// Account area (spec §2/§3): orders, invoices, deliveries, shopping lists.
backend.route('/api/customer', exportRoutes) // /orders.csv, /invoices.csv
backend.route('/api/customer/orders', orderRoutes)
backend.route('/api/customer/orders', reorderRoutes) // spec §10: POST /:orderNumber/reorder
backend.route('/api/customer/invoices', invoiceRoutes)
backend.route('/api/customer/deliveries', deliveryRoutes)
backend.route('/api/customer/desk', deskRoutes)
backend.route('/api/customer/company', approvalRuleRoutes) // spec §12: /approvalRules
backend.route('/api/customer/company', auditTrailRoutes) // /audit: docs/decisions/047-audit-trail.md
backend.route('/api/shoppinglist', shoppingListRoutes)
backend.route('/api/customer/notifications', notificationRoutes)
backend.route('/api/customer/stockwatch', stockWatchRoutes) // "Ilmoita kun saatavilla": docs/decisions/073-availability.md
backend.route('/api/customer/substitutes', productSubstitutesRoutes) // docs/decisions/077-substitutes.md
backend.route('/api/purchaserequests', purchaseRequestRoutes)
backend.route('/api/customer/standing-orders', standingOrderRoutes) // docs/decisions/079-standing-orders.md
backend.route('/api/operator', operatorRoutes) // the ERP's stock feed: docs/decisions/074-operator-stock-feed.md
