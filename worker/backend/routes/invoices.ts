import { Hono, type Context } from 'hono'
import { EINVOICE_CONTENT_TYPE } from '../../../contract/schemas/einvoice'
import { DocumentNumberParamSchema, InvoicesQuerySchema } from '../../../contract/schemas/orders'
import { authenticate, companyOf } from '../auth'
import { BackendError } from '../errors'
import { requireScope } from '../orders/access'
import { finvoice } from '../einvoice/finvoice'
import { loadInvoiceDocument } from '../einvoice/loadDocument'
import { peppolUbl } from '../einvoice/peppolUbl'
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

/** An e-invoice file as a download: the whole document, never cached (docs/decisions/084-einvoices.md). */
function einvoiceFile(c: Context<BackendEnv>, xml: string, fileName: string) {
  return c.body(xml, 200, {
    'Content-Type': EINVOICE_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  })
}

async function invoiceDocument(c: Context<BackendEnv>) {
  const invoiceNumber = readParam(c.req.param('invoiceNumber') ?? '', DocumentNumberParamSchema, invoiceNotFound)
  const doc = await loadInvoiceDocument(c.env.DB, companyOf(c), invoiceNumber)
  if (!doc) throw invoiceNotFound()
  return doc
}

invoiceRoutes.get('/:invoiceNumber/finvoice.xml', async (c) => {
  const doc = await invoiceDocument(c)
  const sentAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
  return einvoiceFile(c, finvoice(doc, sentAt), `${doc.number}-finvoice.xml`)
})

invoiceRoutes.get('/:invoiceNumber/peppol.xml', async (c) => {
  const doc = await invoiceDocument(c)
  return einvoiceFile(c, peppolUbl(doc), `${doc.number}-peppol.xml`)
})

invoiceRoutes.get('/:invoiceNumber', async (c) => {
  const invoiceNumber = readParam(c.req.param('invoiceNumber'), DocumentNumberParamSchema, invoiceNotFound)
  const invoice = await invoiceDetail(c.env.DB, companyOf(c), invoiceNumber)
  if (!invoice) throw invoiceNotFound()
  return c.json({ invoice })
})
