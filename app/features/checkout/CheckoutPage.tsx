import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { messages } from '../../lib/messages'
import { Spinner } from '../../ui/Spinner'
import { AwaitingApprovalNote } from '../cart/AwaitingApprovalNote'
import { CartTotals } from '../cart/CartTotals'
import { cartQuery } from '../cart/queries'
import { Logo } from '../layout/Logo'
import { BillingStep } from './BillingStep'
import { ShippingStep } from './ShippingStep'
import { useCheckout } from './useCheckout'
import { ApiRequestError } from '../../lib/api'
import { ApprovalCheckoutBanner } from '../approvals/ApprovalCheckoutBanner'
import { RequestSent, SendForApproval } from '../approvals/SendForApproval'
import { useCartApproval } from '../approvals/useCartApproval'
import { checkoutMessages } from './checkoutMessages'

/** spec §4 checkout: step shipping (default) then billing; the order is placed exactly once. */
export function CheckoutPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(cartQuery(navId))
  const checkout = useCheckout(navId)
  const [step, setStep] = useState<'shipping' | 'billing'>('shipping')
  const cart = data.cart
  const approval = useCartApproval(navId, cart)
  const [sentId, setSentId] = useState<number | null>(null)

  if (sentId !== null && (!cart || cart.items.length === 0)) {
    return (
      <div className="mx-auto max-w-xl">
        <RequestSent id={sentId} />
      </div>
    )
  }
  if (!cart || cart.items.length === 0) {
    return (
      <div className="card mx-auto flex max-w-xl flex-col items-start gap-3" data-testid="checkout-empty">
        <p>{checkoutMessages.emptyCart}</p>
        <Link to="/category/$" params={{ _splat: 'kaikki-tuotteet' }} className="btn-primary">
          {messages.nav.allProducts}
        </Link>
      </div>
    )
  }
  const hasShippingMethod = Boolean(cart.shipping_addresses[0]?.selected_shipping_method)
  const current = step === 'billing' && hasShippingMethod ? 'billing' : 'shipping'

  return (
    <div className="flex flex-col gap-6" data-testid="checkout-page" data-step={current}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        {/* The accessible name starts with the visible wordmark (axe label-content-name-mismatch), as in the site header. */}
        <Link to="/" aria-label={`${messages.site.name}, ${messages.nav.home}`} className="tap flex items-center">
          <Logo />
        </Link>
        <ol className="flex gap-4 text-sm font-semibold">
          <li className={current === 'shipping' ? 'text-brand-800' : 'text-ink-muted'}>
            {checkoutMessages.stepShipping}
          </li>
          <li className={current === 'billing' ? 'text-brand-800' : 'text-ink-muted'}>
            {checkoutMessages.stepBilling}
          </li>
        </ol>
      </header>
      <h1 className="page-title">{checkoutMessages.title}</h1>
      {approval.data?.approval_request ? (
        <ApprovalCheckoutBanner navId={navId} request={approval.data.approval_request} />
      ) : null}
      <AwaitingApprovalNote />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_340px]">
        {current === 'shipping' ? (
          <ShippingStep navId={navId} cart={cart} checkout={checkout} onNext={() => setStep('billing')} />
        ) : (
          <BillingStep
            navId={navId}
            cart={cart}
            checkout={checkout}
            onBack={() => setStep('shipping')}
            sendForApproval={
              approval.data?.required ? (
                <SendForApproval navId={navId} reasons={approval.data.reasons} onSent={setSentId} />
              ) : undefined
            }
            onPlaceOrder={(hasAcceptedTermsAndConditions) => {
              if (!cart.id || checkout.placeOrder.isPending) return
              checkout.placeOrder.mutate(
                { cart_id: cart.id, hasAcceptedTermsAndConditions },
                {
                  // A full page load, so the worker's guard reads and consumes the HttpOnly success
                  // flag placeOrder set (spec §2); replace keeps the back button off the sent checkout.
                  onSuccess: () => window.location.replace('/checkout/success'),
                  // spec §12: a rule caught the order since the page asked (another line, the month's
                  // budget used up): ask again, and the step offers to send it for approval instead.
                  onError: (error) => {
                    if (error instanceof ApiRequestError && error.status === 409) void approval.refetch()
                  },
                },
              )
            }}
          />
        )}
        <aside
          className="card flex h-fit flex-col gap-3"
          aria-busy={checkout.sidebarLoading}
          data-testid="checkout-summary"
        >
          <h2 className="section-title flex items-center justify-between">
            {checkoutMessages.summary}
            {checkout.sidebarLoading ? <Spinner size="s" /> : null}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {cart.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {item.quantity} × {item.product.name}
                </span>
              </li>
            ))}
          </ul>
          <CartTotals cart={cart} />
        </aside>
      </div>
    </div>
  )
}
