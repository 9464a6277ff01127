import { Hono } from 'hono'
import { DeliveryClaimRequestSchema } from '../../../contract/schemas/deliveryClaim'
import { AccountPageQuerySchema, DeliveryIdParamSchema } from '../../../contract/schemas/orders'
import { authenticate, companyOf, customerOf } from '../auth'
import { BackendError } from '../errors'
import { requireScope } from '../orders/access'
import { deliveryDetail, listDeliveries } from '../orders/deliveries'
import { sendDeliveryClaim } from '../orders/deliveryClaim'
import type { BackendEnv } from '../types'
import { readBody, readParam, readQuery } from '../validate'

/**
 * The account area's deliveries (spec §2 /account/delivery): a login (401), the 'orders' scope
 * (403), and only the caller's own deliveries (another customer's id is a 404).
 */

const deliveryNotFound = () => new BackendError(404, 'Toimitusta ei löytynyt.')

export const deliveryRoutes = new Hono<BackendEnv>()
deliveryRoutes.use('*', authenticate({ required: true }), requireScope('orders'))

deliveryRoutes.get('/', async (c) => {
  return c.json(await listDeliveries(c.env.DB, companyOf(c), readQuery(c, AccountPageQuerySchema)))
})

deliveryRoutes.get('/:id', async (c) => {
  const id = readParam(c.req.param('id'), DeliveryIdParamSchema, deliveryNotFound)
  const delivery = await deliveryDetail(c.env.DB, companyOf(c), id)
  if (!delivery) throw deliveryNotFound()
  return c.json({ delivery })
})

/** Receiving's claim to customer service, once per delivery (docs/decisions/083-receiving-deliveries.md). */
deliveryRoutes.post('/:id/claim', async (c) => {
  const id = readParam(c.req.param('id'), DeliveryIdParamSchema, deliveryNotFound)
  const body = await readBody(c, DeliveryClaimRequestSchema)
  return c.json(await sendDeliveryClaim(c.env, { companyId: companyOf(c), customerId: customerOf(c) }, id, body))
})
