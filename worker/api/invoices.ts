import { Hono } from 'hono'
import {
  DocumentNumberParamSchema,
  InvoiceDetailResponseSchema,
  InvoiceListResponseSchema,
  InvoicesQuerySchema,
} from '../../contract/schemas/orders'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { needsLogin, pageParams, param } from './accountDocuments'
import { readQuery } from './validate'

/** The account area's invoices (spec §2 /account/invoice): GET /api/customer/invoices[/…]. */
export const invoices = new Hono<AppEnv>()
invoices.use('*', needsLogin('Kirjaudu sisään nähdäksesi laskusi.'))

invoices.get('/', async (c) => {
  const query = readQuery(c, InvoicesQuerySchema)
  const params = pageParams(query, { status: query.status, from: query.from, to: query.to })
  return c.json(await upstreamJson(c, { path: `/api/customer/invoices?${params}` }, InvoiceListResponseSchema))
})

invoices.get('/:invoiceNumber', async (c) => {
  const invoiceNumber = param(c.req.param('invoiceNumber'), DocumentNumberParamSchema, 'Laskua ei löytynyt.')
  return c.json(await upstreamJson(c, { path: `/api/customer/invoices/${invoiceNumber}` }, InvoiceDetailResponseSchema))
})
