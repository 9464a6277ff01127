import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { messages } from '../../lib/messages'
import { Spinner } from '../../ui/Spinner'
import { AwaitingApprovalNote } from '../cart/AwaitingApprovalNote'
import { LineShipChoice } from '../cart/LineShipChoice'
import { CartTotals } from '../cart/CartTotals'
import { cartQuery } from '../cart/queries'
import { Logo } from '../layout/Logo'
import { BillingStep } from './BillingStep'
import { ShippingStep } from './ShippingStep'
import { missingForOrder, useCheckout } from './useCheckout'
import { ApiRequestError } from '../../lib/api'
import { ApprovalCheckoutBanner } from '../approvals/ApprovalCheckoutBanner'
import { RequestSent, SendForApproval } from '../approvals/SendForApproval'
import { useCartApproval } from '../approvals/useCartApproval'
import { checkoutMessages } from './checkoutMessages'
import type { OrderDetailsDraft } from './OrderDetailsFields'
import { PlaceOrderPanel } from './PlaceOrderPanel'
import { rememberApprovedRequest } from './approvedRequestNote'
import { clearReorderNotice, readReorderNotice, type ReorderNotice } from './reorderNotice'
import { ReorderNoticeBox } from './ReorderNoticeBox'

const fieldErrors = (error: Error | null) => (error instanceof ApiRequestError ? error.fields : {})

/**
 * spec §4 checkout on one page (docs/decisions/058-one-page-checkout-and-repeat-orders.md): what
 * holds no decision is chosen and saved on arrival, the summary comes before "Lähetä tilaus",
 * and the order is placed exactly once.
 */
export function CheckoutPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(cartQuery(navId))
  const checkout = useCheckout(navId)
  const cart = data.cart
  const approval = useCartApproval(navId, cart)
  const [sentId, setSentId] = useState<number | null>(null)
  const [terms, setTerms] = useState(false)
  const [notice, setNotice] = useState<ReorderNotice | null>(null)
  // The order details live here while the buyer types, so an error never loses what was entered.
  const [details, setDetails] = useState<OrderDetailsDraft>(() => ({
    customerReference: cart?.order_details?.customerReference ?? '',
    requestedDeliveryDate: cart?.order_details?.requestedDeliveryDate ?? '',
    deliveryNote: cart?.order_details?.deliveryNote ?? '',
  }))
  const hasLines = Boolean(cart && cart.items.length > 0)
  const { prepare } = checkout
  useEffect(() => {
    if (!hasLines) return
    setNotice(readReorderNotice())
    // Whoever placed an order has accepted the terms on it: the box starts ticked for them.
    prepare.mutate(undefined, { onSuccess: ({ terms_accepted_before }) => setTerms((t) => t || terms_accepted_before) })
    // Once on arrival: later changes are the buyer's own choices.
  }, [hasLines])

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

  const missing = [
    ...missingForOrder(cart).map((m) =>
      m === 'shipping'
        ? checkoutMessages.missingShipping
        : m === 'payment'
          ? checkoutMessages.missingPayment
          : checkoutMessages.missingBilling,
    ),
    ...(terms ? [] : [checkoutMessages.missingTerms]),
  ]
  const savingDetails = checkout.orderDetails.isPending
  const placing = checkout.placeOrder.isPending || savingDetails
  const detailErrors = { ...fieldErrors(checkout.placeOrder.error), ...fieldErrors(checkout.orderDetails.error) }
  /** The details are stored on the cart first (the server checks the day), then the order is sent. */
  const send = () => {
    if (!cart.id || placing) return
    const cartId = cart.id
    checkout.placeOrder.reset()
    checkout.orderDetails.mutate(details, {
      onSuccess: () =>
        checkout.placeOrder.mutate(
          { cart_id: cartId, hasAcceptedTermsAndConditions: terms },
          {
            // A full page load, so the worker's guard reads and consumes the HttpOnly success
            // flag placeOrder set (spec §2); replace keeps the back button off the sent checkout.
            onSuccess: () => {
              clearReorderNotice()
              const request = approval.data?.approval_request
              if (request) rememberApprovedRequest({ id: request.id, requester: request.requester })
              window.location.replace('/checkout/success')
            },
            // spec §12: a rule caught the order since the page asked (another line, the month's
            // budget used up): ask again, and the page offers to send it for approval instead.
            onError: (error) => {
              if (error instanceof ApiRequestError && error.status === 409) void approval.refetch()
            },
          },
        ),
    })
  }
  const errors = (
    <>
      {checkout.orderDetails.isError ? (
        <p
          role="alert"
          className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-900"
          data-testid="details-error"
        >
          {Object.keys(fieldErrors(checkout.orderDetails.error)).length > 0
            ? checkoutMessages.detailsNotSaved
            : checkout.orderDetails.error.message}
        </p>
      ) : null}
      {checkout.placeOrder.isError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-900">
          {checkout.placeOrder.error.message}
        </p>
      ) : null}
    </>
  )

  return (
    <div className="flex flex-col gap-6" data-testid="checkout-page">
      <header className="flex flex-wrap items-center justify-between gap-4">
        {/* The accessible name starts with the visible wordmark (axe label-content-name-mismatch), as in the site header. */}
        <Link to="/" aria-label={`${messages.site.name}, ${messages.nav.home}`} className="tap flex items-center">
          <Logo />
        </Link>
      </header>
      <h1 className="page-title">{checkoutMessages.title}</h1>
      {approval.data?.approval_request ? (
        <ApprovalCheckoutBanner navId={navId} request={approval.data.approval_request} />
      ) : null}
      <AwaitingApprovalNote />
      {notice ? <ReorderNoticeBox notice={notice} cart={cart} /> : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_340px] md:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6 md:row-span-2">
          <ShippingStep navId={navId} cart={cart} checkout={checkout} />
          <BillingStep
            navId={navId}
            cart={cart}
            checkout={checkout}
            details={details}
            detailErrors={detailErrors}
            disabled={placing}
            onDetailsChange={(next) => {
              setDetails(next)
              // A correction clears the server's messages of the last save; the next send checks again.
              if (checkout.orderDetails.isError) checkout.orderDetails.reset()
              if (checkout.placeOrder.isError) checkout.placeOrder.reset()
            }}
          />
        </div>
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
              <li key={item.id} className="flex flex-col gap-1">
                <span className="min-w-0 truncate">
                  {item.quantity} × {item.product.name}
                </span>
                <LineShipChoice item={item} navId={navId} />
              </li>
            ))}
          </ul>
          <CartTotals cart={cart} />
        </aside>
        <PlaceOrderPanel
          cart={cart}
          terms={terms}
          onTermsChange={setTerms}
          missing={missing}
          errors={errors}
          busyLabel={savingDetails ? checkoutMessages.savingDetails : placing ? checkoutMessages.placing : null}
          disabled={missing.length > 0 || placing || checkout.prepare.isPending}
          onSend={send}
          sendForApproval={
            approval.data?.required ? (
              <SendForApproval navId={navId} reasons={approval.data.reasons} onSent={setSentId} />
            ) : undefined
          }
        />
      </div>
    </div>
  )
}
