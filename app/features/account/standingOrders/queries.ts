import { queryOptions } from '@tanstack/react-query'
import { StandingOrderResponseSchema, StandingOrdersResponseSchema } from '#contract/schemas/standingOrders'
import { api } from '../../../lib/api'

/** The caller's standing orders (docs/decisions/079-standing-orders.md); per-user keys under ['customer', navId]. */
export const standingOrdersKey = (navId: string) => ['customer', navId, 'standingOrders'] as const

export const standingOrdersQuery = (navId: string) =>
  queryOptions({
    queryKey: [...standingOrdersKey(navId), 'all'],
    queryFn: () => api('/api/customer/standing-orders', StandingOrdersResponseSchema),
  })

/** One standing order; another company's or a colleague's id is a 404. */
export const standingOrderQuery = (navId: string, id: number) =>
  queryOptions({
    queryKey: [...standingOrdersKey(navId), 'one', id],
    queryFn: () => api(`/api/customer/standing-orders/${id}`, StandingOrderResponseSchema),
  })
