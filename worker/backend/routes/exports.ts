import { Hono } from 'hono'
import { INVOICE_CSV_COLUMNS, ORDER_CSV_COLUMNS } from '../../../contract/schemas/historyExport'
import { InvoiceFiltersQuerySchema, OrderFiltersQuerySchema } from '../../../contract/schemas/historyFilters'
import { MEDICINE_RECORD_COLUMNS, MedicineRecordQuerySchema } from '../../../contract/schemas/medicineRecord'
import { authenticate, companyOf } from '../auth'
import { csvHeaders, csvStream } from '../exports/csv'
import { invoicePages } from '../exports/invoicesExport'
import { medicineRecordPages } from '../exports/medicineRecordExport'
import { orderLinePages } from '../exports/orderLinesExport'
import { requireScope } from '../orders/access'
import { readSupplier } from '../operator/supplier'
import { helsinkiDate } from '../orders/invoices'
import type { BackendEnv } from '../types'
import { readQuery } from '../validate'

/**
 * The history exports (docs/decisions/036-history-filters-and-csv-export.md): the filtered order lines and invoices of the caller's
 * own customer as CSV, streamed (contract/schemas/historyExport.ts). The same login (401), scope
 * (403) and filters (400) as the lists they export. Mounted at /api/customer beside the
 * account routes, so each route names its own guards.
 */
export const exportRoutes = new Hono<BackendEnv>()

const loggedIn = authenticate({ required: true })
const requestId = (c: { req: { header(name: string): string | undefined } }) =>
  c.req.header('X-Request-Id') ?? 'backend'
/** e.g. tilausrivit-2026-11-26.csv: the Helsinki day of the export. */
const filename = (stem: string) => `${stem}-${helsinkiDate(Date.now())}.csv`

exportRoutes.get('/orders.csv', loggedIn, requireScope('orders'), async (c) => {
  const filters = readQuery(c, OrderFiltersQuerySchema)
  const pages = orderLinePages(c.env.DB, companyOf(c), filters)
  return csvStream(ORDER_CSV_COLUMNS, pages, csvHeaders(filename('tilausrivit')), requestId(c))
})

exportRoutes.get('/invoices.csv', loggedIn, requireScope('invoices'), async (c) => {
  const filters = readQuery(c, InvoiceFiltersQuerySchema)
  const pages = invoicePages(c.env.DB, companyOf(c), filters)
  return csvStream(INVOICE_CSV_COLUMNS, pages, csvHeaders(filename('laskut')), requestId(c))
})

/** The medicine record (docs/decisions/081-delivery-lots.md): whoever sees the deliveries may keep it. */
exportRoutes.get('/medicine-record.csv', loggedIn, requireScope('orders'), async (c) => {
  const query = readQuery(c, MedicineRecordQuerySchema)
  const pages = medicineRecordPages(c.env.DB, companyOf(c), query, await readSupplier(c.env.DB))
  return csvStream(MEDICINE_RECORD_COLUMNS, pages, csvHeaders(filename('laakekirjanpito')), requestId(c))
})
