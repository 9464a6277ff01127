import { queryOptions } from '@tanstack/react-query'
import { DeliveryDatesResponseSchema } from '../../../contract/schemas/orderDetails'
import { api } from '../../lib/api'

/**
 * The delivery days the open cart may ask for (docs/decisions/035-order-details-and-delivery-dates.md): the server applies the rules
 * (docs/decisions/035-order-details-and-delivery-dates.md) and the page only shows them. The key
 * names the cart's products, since a vaccine changes the days; the answer is a minute fresh at
 * most, since the 14.00 cut-off moves the first day.
 */
export const deliveryDatesQuery = (navId: string, skus: readonly string[]) =>
  queryOptions({
    queryKey: ['checkout', navId, 'deliveryDates', [...skus].sort().join(',')],
    queryFn: () => api('/api/checkout/deliveryDates', DeliveryDatesResponseSchema),
    staleTime: 60_000,
  })
