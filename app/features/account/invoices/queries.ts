import { queryOptions } from '@tanstack/react-query'
import {
  ACCOUNT_PAGE_SIZE,
  InvoiceDetailResponseSchema,
  InvoiceListResponseSchema,
  type InvoiceStatus,
} from '#contract/schemas/orders'
import { api } from '../../../lib/api'

/** The customer's invoices (spec §2 /account/invoice); per-user keys under ['customer', navId]. */
export const invoicesKey = (navId: string) => ['customer', navId, 'invoices'] as const

export const invoiceListQuery = (navId: string, page: number, status: InvoiceStatus | undefined) =>
  queryOptions({
    queryKey: [...invoicesKey(navId), 'list', { page, status: status ?? 'all' }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(ACCOUNT_PAGE_SIZE) })
      if (status) params.set('status', status)
      return api(`/api/customer/invoices?${params}`, InvoiceListResponseSchema)
    },
  })

export const invoiceQuery = (navId: string, invoiceNumber: string) =>
  queryOptions({
    queryKey: [...invoicesKey(navId), 'detail', invoiceNumber],
    queryFn: () => api(`/api/customer/invoices/${encodeURIComponent(invoiceNumber)}`, InvoiceDetailResponseSchema),
  })
