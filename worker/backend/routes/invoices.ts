import { Hono } from 'hono'
import { DocumentNumberParamSchema, InvoicesQuerySchema } from '../../../contract/schemas/orders'
import { authenticate, companyOf } from '../auth'
import { BackendError } from '../errors'
import { requireScope } from '../orders/access'
import { invoiceDetail, listInvoices } from '../orders/invoices'
import type { BackendEnv } from '../types'
import { readParam, readQuery } from '../validate'

/**
 * The account area's invoices (spec §2 /account/invoice): a login (401), the 'invoices' scope
 * (403), and only the caller's own invoices (another customer's number is a 404).
 */

const invoiceNotFound = () => new BackendError(404, 'Laskua ei löytynyt.')

export const invoiceRoutes = new Hono<BackendEnv>()
invoiceRoutes.use('*', authenticate({ required: true }), requireScope('invoices'))

invoiceRoutes.get('/', async (c) => {
  return c.json(await listInvoices(c.env.DB, companyOf(c), readQuery(c, InvoicesQuerySchema)))
})

invoiceRoutes.get('/:invoiceNumber', async (c) => {
  const invoiceNumber = readParam(c.req.param('invoiceNumber'), DocumentNumberParamSchema, invoiceNotFound)
  const invoice = await invoiceDetail(c.env.DB, companyOf(c), invoiceNumber)
  if (!invoice) throw invoiceNotFound()
  return c.json({ invoice })
})
