import { Hono } from 'hono'
import { DocumentNumberParamSchema } from '../../contract/schemas/orders'
import { IdempotencyKeySchema } from '../../contract/schemas/quickOrder'
import { ReorderRequestSchema, ReorderResponseSchema } from '../../contract/schemas/reorder'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin, param } from './accountDocuments'
import { parseOr400, readJson } from './validate'

/** Reorder (spec §10): POST /api/customer/orders/{orderNumber}/reorder, with the bulk add's Idempotency-Key. */
export const reorder = new Hono<AppEnv>()
reorder.use('*', needsLogin('Kirjaudu sisään tilataksesi uudelleen.'))

reorder.post('/:orderNumber/reorder', async (c) => {
  const orderNumber = param(c.req.param('orderNumber'), DocumentNumberParamSchema, 'Tilausta ei löytynyt.')
  const key = parseOr400(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  const body = await readJson(c, ReorderRequestSchema)
  const req = {
    method: 'POST',
    path: `/api/customer/orders/${orderNumber}/reorder`,
    body,
    headers: { 'Idempotency-Key': key },
  } as const
  return c.json(await upstreamJson(c, req, ReorderResponseSchema))
})
