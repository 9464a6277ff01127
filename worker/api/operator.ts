import { Hono } from 'hono'
import {
  MAX_STOCK_BODY_BYTES,
  OperatorStockRequestSchema,
  OperatorStockResponseSchema,
} from '../../contract/schemas/operatorStock'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'
import { readJson } from './validate'

/**
 * The ERP's stock feed on the shop's own origin (docs/decisions/074-operator-stock-feed.md): the
 * body is capped and validated here like every /api body, then goes upstream with the caller's
 * own Authorization header, never a customer's session (a visitor's cookies are not read). The
 * upstream checks the operator's secret: the embedded backend against OPERATOR_STOCK_SECRET, a
 * remote commerce platform (API_ORIGIN) against its own, as the owner of its own stock.
 */
export const operator = new Hono<AppEnv>()

operator.put('/stock', async (c) => {
  const authorization = c.req.header('Authorization')
  if (!authorization) throw new HttpError(401, 'Tunnistautuminen epäonnistui: tarvitaan varastosyötön avain.')
  const body = await readJson(c, OperatorStockRequestSchema, MAX_STOCK_BODY_BYTES)
  const path = '/api/operator/stock'
  const headers = { Authorization: authorization }
  return c.json(await upstreamJson(c, { method: 'PUT', path, body, auth: false, headers }, OperatorStockResponseSchema))
})
