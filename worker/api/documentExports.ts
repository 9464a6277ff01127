import { Hono } from 'hono'
import { InvoiceFiltersQuerySchema, OrderFiltersQuerySchema, filterParams } from '../../contract/schemas/historyFilters'
import type { AppEnv } from '../env'
import { upstreamStream } from '../upstream/forward'
import { needsLogin } from './accountDocuments'
import { readQuery } from './validate'

/**
 * The history exports (docs/decisions/036-history-filters-and-csv-export.md): GET /api/customer/orders.csv and /invoices.csv with the
 * lists' filters. A guest gets a 401 here and bad filters a 400; the upstream checks the scope
 * and names only the caller's own documents. The CSV streams through from the upstream as it
 * is written (worker/upstream/forward.ts upstreamStream), never held whole in this Worker.
 */
export const documentExports = new Hono<AppEnv>()

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path)

documentExports.get('/orders.csv', needsLogin('Kirjaudu sisään ladataksesi tilaushistoriasi.'), async (c) => {
  const filters = readQuery(c, OrderFiltersQuerySchema)
  return upstreamStream(c, { path: withQuery('/api/customer/orders.csv', filterParams(filters)) }, 'text/csv')
})

documentExports.get('/invoices.csv', needsLogin('Kirjaudu sisään ladataksesi laskusi.'), async (c) => {
  const filters = readQuery(c, InvoiceFiltersQuerySchema)
  return upstreamStream(c, { path: withQuery('/api/customer/invoices.csv', filterParams(filters)) }, 'text/csv')
})
