import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { setCheckoutSuccessFlag } from '../../../features/session/checkoutSuccessFlag'
import { messages } from '../../../lib/messages'

/** spec §2: guarded by the success flag (worker + beforeLoad); the page consumes the flag. */
export const Route = createFileRoute('/_checkout/checkout/success')({
  head: () => ({ meta: [{ title: `${messages.checkout.successTitle} | ${messages.site.name}` }] }),
  component: CheckoutSuccess,
})

function CheckoutSuccess() {
  useEffect(() => setCheckoutSuccessFlag(false), [])
  return (
    <section className="card mx-auto max-w-xl text-center" data-testid="checkout-success">
      <h1 className="text-2xl font-bold text-brand-800">{messages.checkout.successTitle}</h1>
      <a href="/" className="btn-primary mt-6">
        {messages.errors.toHome}
      </a>
    </section>
  )
}
