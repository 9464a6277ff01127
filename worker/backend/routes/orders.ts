import { Hono } from 'hono'
import {
  AccountPageQuerySchema,
  DeliveryIdParamSchema,
  DocumentNumberParamSchema,
  InvoicesQuerySchema,
} from '../../../contract/schemas/orders'
import { authenticate, customerOf } from '../auth'
import { BackendError } from '../errors'
import { customerHasScope, requireScope } from '../orders/access'
import { deliveryDetail, listDeliveries } from '../orders/deliveries'
import { invoiceDetail, listInvoices } from '../orders/invoices'
import { externalOrder, listOrders, orderDetail } from '../orders/orders'
import type { BackendEnv } from '../types'
import { readParam, readQuery } from '../validate'

/**
 * The account area's documents (spec §2 /account/order, /account/invoice, /account/delivery):
 * a login (401), the scope of the document kind (403), and only the caller's own documents
 * (another customer's number is a 404, like an unknown one).
 */

const orderNotFound = () => new BackendError(404, 'Tilausta ei löytynyt.')
const invoiceNotFound = () => new BackendError(404, 'Laskua ei löytynyt.')
const deliveryNotFound = () => new BackendError(404, 'Toimitusta ei löytynyt.')

export const orderRoutes = new Hono<BackendEnv>()
orderRoutes.use('*', authenticate({ required: true }), requireScope('orders'))

orderRoutes.get('/', async (c) => {
  return c.json(await listOrders(c.env.DB, customerOf(c), readQuery(c, AccountPageQuerySchema)))
})

orderRoutes.get('/:orderNumber', async (c) => {
  const orderNumber = readParam(c.req.param('orderNumber'), DocumentNumberParamSchema, orderNotFound)
  const customerId = customerOf(c)
  const order = await orderDetail(c.env.DB, customerId, orderNumber)
  if (!order) throw orderNotFound()
  // An order's invoice numbers are invoice data: only for the invoices scope (spec §6).
  if (!(await customerHasScope(c.env.DB, customerId, 'invoices'))) return c.json({ order: { ...order, invoices: [] } })
  return c.json({ order })
})

orderRoutes.get('/:orderNumber/external', async (c) => {
  const orderNumber = readParam(c.req.param('orderNumber'), DocumentNumberParamSchema, orderNotFound)
  const order = await externalOrder(c.env.DB, customerOf(c), orderNumber)
  if (!order) throw new BackendError(404, 'Tilausta ei löytynyt muista myyntikanavista.')
  return c.json({ order })
})

export const invoiceRoutes = new Hono<BackendEnv>()
invoiceRoutes.use('*', authenticate({ required: true }), requireScope('invoices'))

invoiceRoutes.get('/', async (c) => {
  return c.json(await listInvoices(c.env.DB, customerOf(c), readQuery(c, InvoicesQuerySchema)))
})

invoiceRoutes.get('/:invoiceNumber', async (c) => {
  const invoiceNumber = readParam(c.req.param('invoiceNumber'), DocumentNumberParamSchema, invoiceNotFound)
  const invoice = await invoiceDetail(c.env.DB, customerOf(c), invoiceNumber)
  if (!invoice) throw invoiceNotFound()
  return c.json({ invoice })
})

export const deliveryRoutes = new Hono<BackendEnv>()
deliveryRoutes.use('*', authenticate({ required: true }), requireScope('orders'))

deliveryRoutes.get('/', async (c) => {
  return c.json(await listDeliveries(c.env.DB, customerOf(c), readQuery(c, AccountPageQuerySchema)))
})

deliveryRoutes.get('/:id', async (c) => {
  const id = readParam(c.req.param('id'), DeliveryIdParamSchema, deliveryNotFound)
  const delivery = await deliveryDetail(c.env.DB, customerOf(c), id)
  if (!delivery) throw deliveryNotFound()
  return c.json({ delivery })
})
