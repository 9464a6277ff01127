import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PlaceOrderResponseSchema } from '#contract/schemas/cart'
import { checkoutMessages } from '../../../features/checkout/checkoutMessages'
import { endDocumentLoad } from '../../../features/session/checkoutSuccessFlag'
import { api } from '../../../lib/api'
import { errorMessages } from '../../../features/errors/errorMessages'
import { pageHead } from '../../../lib/pageHead'

/**
 * spec §2: guarded by the success flag placeOrder sets (an HttpOnly cookie on this path holding
 * the order number). The page is reached only by a full load: the worker's guard lets it render
 * and clears the flag, and this loader reads the order number during SSR through the in-process
 * API call, which still carries the page request's cookies.
 */
export const Route = createFileRoute('/_checkout/checkout/success')({
  loader: async () => {
    try {
      const { order } = await api('/api/checkout/success', PlaceOrderResponseSchema)
      return { orderNumber: order.order_number }
    } catch {
      return { orderNumber: null }
    }
  },
  staleTime: Infinity,
  head: () =>
    pageHead(import('../../../features/checkout/checkoutMessages').then((m) => m.checkoutMessages.successTitle)),
  component: CheckoutSuccess,
})

function CheckoutSuccess() {
  const { orderNumber } = Route.useLoaderData()
  useEffect(() => endDocumentLoad(), [])
  return (
    <section
      className="card mx-auto flex max-w-xl flex-col items-center gap-3 text-center"
      data-testid="checkout-success"
    >
      <h1 className="page-title text-brand-800">{checkoutMessages.successTitle}</h1>
      {orderNumber ? (
        <p className="text-lg font-semibold" data-testid="order-number">
          {checkoutMessages.orderNumber(orderNumber)}
        </p>
      ) : null}
      <p className="text-ink-muted">{checkoutMessages.successLead}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/account/order" className="btn-primary">
          {checkoutMessages.toOrders}
        </Link>
        <Link to="/" className="btn-secondary">
          {errorMessages.toHome}
        </Link>
      </div>
    </section>
  )
}
