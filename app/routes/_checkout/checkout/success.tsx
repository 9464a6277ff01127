import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PlaceOrderResponseSchema } from '#contract/schemas/cart'
import { OrderDetailResponseSchema } from '#contract/schemas/orders'
import { Receipt } from '../../../features/checkout/Receipt'
import { endDocumentLoad } from '../../../features/session/checkoutSuccessFlag'
import { api } from '../../../lib/api'
import { pageHead } from '../../../lib/pageHead'

/**
 * spec §2: guarded by the success flag placeOrder sets (an HttpOnly cookie on this path holding
 * the order number). The page is reached only by a full load: the worker's guard lets it render
 * and clears the flag, and this loader reads the order number during SSR through the in-process
 * API call, which still carries the page request's cookies. The receipt's details are the
 * order's own (docs/decisions/058-one-page-checkout-and-repeat-orders.md); when they cannot be
 * read (no `orders` scope) the number alone is shown.
 */
export const Route = createFileRoute('/_checkout/checkout/success')({
  loader: async () => {
    const orderNumber = await api('/api/checkout/success', PlaceOrderResponseSchema)
      .then(({ order }) => order.order_number)
      .catch(() => null)
    const order = orderNumber
      ? await api(`/api/customer/orders/${orderNumber}`, OrderDetailResponseSchema)
          .then((answer) => answer.order)
          .catch(() => null)
      : null
    return { orderNumber, order }
  },
  staleTime: Infinity,
  head: () =>
    pageHead(import('../../../features/checkout/checkoutMessages').then((m) => m.checkoutMessages.successTitle)),
  component: CheckoutSuccess,
})

function CheckoutSuccess() {
  const { orderNumber, order } = Route.useLoaderData()
  useEffect(() => endDocumentLoad(), [])
  return <Receipt orderNumber={orderNumber} order={order} />
}
