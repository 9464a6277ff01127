import { Hono } from 'hono'
import { DocumentNumberParamSchema, OrderListQuerySchema } from '../../../contract/schemas/orders'
import { authenticate, companyOf, customerOf } from '../auth'
import { BackendError } from '../errors'
import { customerHasScope, requireScope } from '../orders/access'
import { externalOrder, listOrders, orderDetail } from '../orders/orderHistory'
import type { BackendEnv } from '../types'
import { readParam, readQuery } from '../validate'

/**
 * The account area's orders (spec §2 /account/order): a login (401), the 'orders' scope (403),
 * and only the caller's own orders (another customer's number is a 404, like an unknown one).
 */

const orderNotFound = () => new BackendError(404, 'Tilausta ei löytynyt.')

export const orderRoutes = new Hono<BackendEnv>()
orderRoutes.use('*', authenticate({ required: true }), requireScope('orders'))

orderRoutes.get('/', async (c) => {
  return c.json(await listOrders(c.env.DB, companyOf(c), readQuery(c, OrderListQuerySchema)))
})

orderRoutes.get('/:orderNumber', async (c) => {
  const orderNumber = readParam(c.req.param('orderNumber'), DocumentNumberParamSchema, orderNotFound)
  const order = await orderDetail(c.env.DB, companyOf(c), orderNumber)
  if (!order) throw orderNotFound()
  // An order's invoice numbers are invoice data: only for the invoices scope (spec §6).
  if (!(await customerHasScope(c.env.DB, customerOf(c), 'invoices')))
    return c.json({ order: { ...order, invoices: [] } })
  return c.json({ order })
})

orderRoutes.get('/:orderNumber/external', async (c) => {
  const orderNumber = readParam(c.req.param('orderNumber'), DocumentNumberParamSchema, orderNotFound)
  const order = await externalOrder(c.env.DB, companyOf(c), orderNumber)
  if (!order) throw new BackendError(404, 'Tilausta ei löytynyt muista myyntikanavista.')
  return c.json({ order })
})
