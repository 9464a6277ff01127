import { Hono } from 'hono'
import {
  MAX_DELIVERY_BODY_BYTES,
  OperatorDeliveryRequestSchema,
  OperatorDeliveryResponseSchema,
} from '../../contract/schemas/operatorDeliveries'
import {
  MAX_STOCK_BODY_BYTES,
  OperatorStockRequestSchema,
  OperatorStockResponseSchema,
} from '../../contract/schemas/operatorStock'
import {
  OperatorCreditLimitRequestSchema,
  OperatorCreditLimitResponseSchema,
  OperatorCreditNoteRequestSchema,
  OperatorCreditNoteResponseSchema,
  OperatorInvoiceRequestSchema,
  OperatorInvoiceResponseSchema,
} from '../../contract/schemas/operatorInvoicing'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'
import { readJson } from './validate'

/**
 * The ERP's feeds on the shop's own origin, its stock (docs/decisions/074-operator-stock-feed.md),
 * its parcels with their lots (docs/decisions/081-delivery-lots.md) and its invoicing commands
 * (docs/decisions/084-einvoices.md): the
 * body is capped and validated here like every /api body, then goes upstream with the caller's
 * own Authorization header, never a customer's session (a visitor's cookies are not read). The
 * upstream checks the operator's secret: the embedded backend against OPERATOR_STOCK_SECRET, a
 * remote commerce platform (API_ORIGIN) against its own, as the owner of its own stock.
 */
export const operator = new Hono<AppEnv>()

/** The caller's own Authorization header: a 401 without one, before the body is read. */
function operatorAuthorization(c: { req: { header(name: string): string | undefined } }): string {
  const authorization = c.req.header('Authorization')
  if (!authorization) throw new HttpError(401, 'Tunnistautuminen epäonnistui: tarvitaan varastosyötön avain.')
  return authorization
}

operator.put('/stock', async (c) => {
  const authorization = operatorAuthorization(c)
  const body = await readJson(c, OperatorStockRequestSchema, MAX_STOCK_BODY_BYTES)
  const path = '/api/operator/stock'
  const headers = { Authorization: authorization }
  return c.json(await upstreamJson(c, { method: 'PUT', path, body, auth: false, headers }, OperatorStockResponseSchema))
})

operator.put('/deliveries', async (c) => {
  const authorization = operatorAuthorization(c)
  const body = await readJson(c, OperatorDeliveryRequestSchema, MAX_DELIVERY_BODY_BYTES)
  const path = '/api/operator/deliveries'
  const headers = { Authorization: authorization }
  const answer = await upstreamJson(
    c,
    { method: 'PUT', path, body, auth: false, headers },
    OperatorDeliveryResponseSchema,
  )
  return c.json(answer)
})

operator.post('/invoices', async (c) => {
  const authorization = operatorAuthorization(c)
  const body = await readJson(c, OperatorInvoiceRequestSchema)
  const headers = { Authorization: authorization }
  const request = { method: 'POST', path: '/api/operator/invoices', body, auth: false, headers } as const
  return c.json(await upstreamJson(c, request, OperatorInvoiceResponseSchema))
})

operator.post('/credit-notes', async (c) => {
  const authorization = operatorAuthorization(c)
  const body = await readJson(c, OperatorCreditNoteRequestSchema)
  const headers = { Authorization: authorization }
  const request = { method: 'POST', path: '/api/operator/credit-notes', body, auth: false, headers } as const
  return c.json(await upstreamJson(c, request, OperatorCreditNoteResponseSchema))
})

operator.put('/credit-limit', async (c) => {
  const authorization = operatorAuthorization(c)
  const body = await readJson(c, OperatorCreditLimitRequestSchema)
  const headers = { Authorization: authorization }
  const request = { method: 'PUT', path: '/api/operator/credit-limit', body, auth: false, headers } as const
  return c.json(await upstreamJson(c, request, OperatorCreditLimitResponseSchema))
})
