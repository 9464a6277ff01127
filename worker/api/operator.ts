import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  MAX_DELIVERY_BODY_BYTES,
  OperatorDeliveryRequestSchema,
  OperatorDeliveryResponseSchema,
} from '../../contract/schemas/operatorDeliveries'
import {
  MAX_STOCK_BODY_BYTES,
  OPERATOR_KEY_NEEDED,
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
  if (!authorization) throw new HttpError(401, OPERATOR_KEY_NEEDED)
  return authorization
}

/**
 * One operator command: the caller's secret first, then its body capped and validated, then the
 * same method and path upstream with that secret, its answer checked against the contract.
 */
function forward(
  method: 'POST' | 'PUT',
  path: string,
  request: v.GenericSchema,
  response: v.GenericSchema,
  maxBytes?: number,
) {
  operator.on(method, path, async (c) => {
    const authorization = operatorAuthorization(c)
    const body = await readJson(c, request, maxBytes)
    const headers = { Authorization: authorization }
    const upstream = { method, path: `/api/operator${path}`, body, auth: false, headers } as const
    return c.json(await upstreamJson(c, upstream, response))
  })
}

forward('PUT', '/stock', OperatorStockRequestSchema, OperatorStockResponseSchema, MAX_STOCK_BODY_BYTES)
forward('PUT', '/deliveries', OperatorDeliveryRequestSchema, OperatorDeliveryResponseSchema, MAX_DELIVERY_BODY_BYTES)
forward('POST', '/invoices', OperatorInvoiceRequestSchema, OperatorInvoiceResponseSchema)
forward('POST', '/credit-notes', OperatorCreditNoteRequestSchema, OperatorCreditNoteResponseSchema)
forward('PUT', '/credit-limit', OperatorCreditLimitRequestSchema, OperatorCreditLimitResponseSchema)
