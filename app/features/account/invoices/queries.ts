import { queryOptions } from '@tanstack/react-query'
import { ACCOUNT_PAGE_SIZE, InvoiceDetailResponseSchema, InvoiceListResponseSchema } from '#contract/schemas/orders'
import { filterParams, type InvoiceFilters } from '#contract/schemas/historyFilters'
import { api } from '../../../lib/api'

/** The customer's invoices (spec §2 /account/invoice); per-user keys under ['customer', navId]. */
export const invoicesKey = (navId: string) => ['customer', navId, 'invoices'] as const

/** One page of the invoices, narrowed by the valid filters of the page's URL (status, issue dates). */
export const invoiceListQuery = (navId: string, page: number, filters: InvoiceFilters = {}) =>
  queryOptions({
    queryKey: [...invoicesKey(navId), 'list', { page, status: 'all', ...filters }],
    queryFn: () => {
      const params = filterParams(filters)
      params.set('page', String(page))
      params.set('pageSize', String(ACCOUNT_PAGE_SIZE))
      return api(`/api/customer/invoices?${params}`, InvoiceListResponseSchema)
    },
  })

export const invoiceQuery = (navId: string, invoiceNumber: string) =>
  queryOptions({
    queryKey: [...invoicesKey(navId), 'detail', invoiceNumber],
    queryFn: () => api(`/api/customer/invoices/${encodeURIComponent(invoiceNumber)}`, InvoiceDetailResponseSchema),
  })
