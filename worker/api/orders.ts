import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import {
  AccountPageQuerySchema,
  DeliveryDetailResponseSchema,
  DeliveryIdParamSchema,
  DeliveryListResponseSchema,
  DocumentNumberParamSchema,
  ExternalOrderResponseSchema,
  InvoiceDetailResponseSchema,
  InvoiceListResponseSchema,
  InvoicesQuerySchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
} from '../../contract/schemas/orders'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError, HttpError } from './errors'
import { readQuery } from './validate'

/**
 * The account area's documents (spec §2 /account/order, /account/invoice, /account/delivery):
 * GET /api/customer/orders|invoices|deliveries[/…]. A guest gets a 401 here; the upstream checks
 * the scope (403) and that the document is the caller's (404), and answers per-user data only
 * (Cache-Control: private, no-store, set for all of /api).
 */

const needsLogin =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.token) return apiError(c, 401, message)
    return next()
  }

/** A path parameter: a malformed one names no document, so it is a 404 like an unknown one. */
function param<S extends v.GenericSchema>(value: string | undefined, schema: S, message: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) throw new HttpError(404, message)
  return parsed.output
}

const pageParams = (query: { page: number; pageSize: number }, extra: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value)
  return params
}

export const orders = new Hono<AppEnv>()
orders.use('*', needsLogin('Kirjaudu sisään nähdäksesi tilauksesi.'))

orders.get('/', async (c) => {
  const params = pageParams(readQuery(c, AccountPageQuerySchema))
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

export const invoices = new Hono<AppEnv>()
invoices.use('*', needsLogin('Kirjaudu sisään nähdäksesi laskusi.'))

invoices.get('/', async (c) => {
  const query = readQuery(c, InvoicesQuerySchema)
  const params = pageParams(query, { status: query.status })
  return c.json(await upstreamJson(c, { path: `/api/customer/invoices?${params}` }, InvoiceListResponseSchema))
})

invoices.get('/:invoiceNumber', async (c) => {
  const invoiceNumber = param(c.req.param('invoiceNumber'), DocumentNumberParamSchema, 'Laskua ei löytynyt.')
  return c.json(await upstreamJson(c, { path: `/api/customer/invoices/${invoiceNumber}` }, InvoiceDetailResponseSchema))
})

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
