import { queryOptions } from '@tanstack/react-query'
import {
  ACCOUNT_PAGE_SIZE,
  ExternalOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
} from '#contract/schemas/orders'
import { filterParams, type OrderFilters } from '#contract/schemas/historyFilters'
import { api } from '../../../lib/api'

/**
 * The customer's orders (spec §2 /account/order). Per-user data: every key starts with
 * ['customer', navId], so two customers never share an entry.
 */
export const ordersKey = (navId: string) => ['customer', navId, 'orders'] as const

/** One page of the history, narrowed by the valid filters of the page's URL (docs/decisions/036-history-filters-and-csv-export.md). */
export const orderListQuery = (navId: string, page: number, filters: OrderFilters = {}) =>
  queryOptions({
    queryKey: [...ordersKey(navId), 'list', { page, ...filters }],
    queryFn: () => {
      const params = filterParams(filters)
      params.set('page', String(page))
      params.set('pageSize', String(ACCOUNT_PAGE_SIZE))
      return api(`/api/customer/orders?${params}`, OrderListResponseSchema)
    },
  })

export const orderQuery = (navId: string, orderNumber: string) =>
  queryOptions({
    queryKey: [...ordersKey(navId), 'detail', orderNumber],
    queryFn: () => api(`/api/customer/orders/${encodeURIComponent(orderNumber)}`, OrderDetailResponseSchema),
  })

export const externalOrderQuery = (navId: string, orderNumber: string) =>
  queryOptions({
    queryKey: [...ordersKey(navId), 'external', orderNumber],
    queryFn: () => api(`/api/customer/orders/${encodeURIComponent(orderNumber)}/external`, ExternalOrderResponseSchema),
  })
