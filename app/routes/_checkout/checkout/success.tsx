import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { lastOrderKey } from '../../../features/checkout/useCheckout'
import { setCheckoutSuccessFlag } from '../../../features/session/checkoutSuccessFlag'
import { messages } from '../../../lib/messages'
import { checkoutMessages } from '../../../features/checkout/checkoutMessages'

/** spec §2: guarded by the success flag (worker + beforeLoad); the page consumes the flag. */
export const Route = createFileRoute('/_checkout/checkout/success')({
  head: () => ({ meta: [{ title: `${checkoutMessages.successTitle} | ${messages.site.name}` }] }),
  component: CheckoutSuccess,
})

function CheckoutSuccess() {
  const queryClient = useQueryClient()
  const [orderNumber] = useState(() => queryClient.getQueryData<string>(lastOrderKey) ?? null)
  useEffect(() => setCheckoutSuccessFlag(false), [])
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
          {messages.errors.toHome}
        </Link>
      </div>
    </section>
  )
}
