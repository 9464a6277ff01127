import { Hono } from 'hono'
import {
  AccountPageQuerySchema,
  DeliveryDetailResponseSchema,
  DeliveryIdParamSchema,
  DeliveryListResponseSchema,
} from '../../contract/schemas/orders'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin, pageParams, param } from './accountDocuments'
import { readQuery } from './validate'

/** The account area's deliveries (spec §2 /account/delivery): GET /api/customer/deliveries[/…]. */
export const deliveries = new Hono<AppEnv>()
deliveries.use('*', needsLogin('Kirjaudu sisään nähdäksesi toimituksesi.'))

deliveries.get('/', async (c) => {
  const params = pageParams(readQuery(c, AccountPageQuerySchema))
  return c.json(await upstreamJson(c, { path: `/api/customer/deliveries?${params}` }, DeliveryListResponseSchema))
})

deliveries.get('/:id', async (c) => {
  const id = param(c.req.param('id'), DeliveryIdParamSchema, 'Toimitusta ei löytynyt.')
  return c.json(await upstreamJson(c, { path: `/api/customer/deliveries/${id}` }, DeliveryDetailResponseSchema))
})
