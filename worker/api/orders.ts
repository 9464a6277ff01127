import { Hono } from 'hono'
import {
  DocumentNumberParamSchema,
  ExternalOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
} from '../../contract/schemas/orders'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin, pageParams, param } from './accountDocuments'
import { readQuery } from './validate'

/** The account area's orders (spec §2 /account/order): GET /api/customer/orders[/…]. */
export const orders = new Hono<AppEnv>()
orders.use('*', needsLogin('Kirjaudu sisään nähdäksesi tilauksesi.'))

orders.get('/', async (c) => {
  const { page, pageSize, ...filters } = readQuery(c, OrderListQuerySchema)
  const params = pageParams({ page, pageSize }, filters)
  return c.json(await upstreamJson(c, { path: `/api/customer/orders?${params}` }, OrderListResponseSchema))
})

orders.get('/:orderNumber', async (c) => {
  const orderNumber = param(c.req.param('orderNumber'), DocumentNumberParamSchema, 'Tilausta ei löytynyt.')
  return c.json(await upstreamJson(c, { path: `/api/customer/orders/${orderNumber}` }, OrderDetailResponseSchema))
})

orders.get('/:orderNumber/external', async (c) => {
  const orderNumber = param(c.req.param('orderNumber'), DocumentNumberParamSchema, 'Tilausta ei löytynyt.')
  return c.json(
    await upstreamJson(c, { path: `/api/customer/orders/${orderNumber}/external` }, ExternalOrderResponseSchema),
  )
})
