import { queryOptions } from '@tanstack/react-query'
import { ACCOUNT_PAGE_SIZE, DeliveryDetailResponseSchema, DeliveryListResponseSchema } from '#contract/schemas/orders'
import { api } from '../../../lib/api'

/** The customer's deliveries (spec §2 /account/delivery); per-user keys under ['customer', navId]. */
export const deliveriesKey = (navId: string) => ['customer', navId, 'deliveries'] as const

export const deliveryListQuery = (navId: string, page: number) =>
  queryOptions({
    queryKey: [...deliveriesKey(navId), 'list', { page }],
    queryFn: () =>
      api(
        `/api/customer/deliveries?${new URLSearchParams({ page: String(page), pageSize: String(ACCOUNT_PAGE_SIZE) })}`,
        DeliveryListResponseSchema,
      ),
  })

export const deliveryQuery = (navId: string, id: number) =>
  queryOptions({
    queryKey: [...deliveriesKey(navId), 'detail', id],
    queryFn: () => api(`/api/customer/deliveries/${id}`, DeliveryDetailResponseSchema),
  })
