import { queryOptions } from '@tanstack/react-query'
import {
  ACCOUNT_PAGE_SIZE,
  ExternalOrderResponseSchema,
  OrderDetailResponseSchema,
  OrderListResponseSchema,
} from '#contract/schemas/orders'
import { api } from '../../../lib/api'

/**
 * The customer's orders (spec §2 /account/order). Per-user data: every key starts with
 * ['customer', navId], so two customers never share an entry.
 */
export const ordersKey = (navId: string) => ['customer', navId, 'orders'] as const

export const orderListQuery = (navId: string, page: number) =>
  queryOptions({
    queryKey: [...ordersKey(navId), 'list', { page }],
    queryFn: () =>
      api(
        `/api/customer/orders?${new URLSearchParams({ page: String(page), pageSize: String(ACCOUNT_PAGE_SIZE) })}`,
        OrderListResponseSchema,
      ),
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
