import { useState, type ReactNode } from 'react'
import type { Cart } from '../../../contract/schemas/cart'
import { ApiRequestError } from '../../lib/api'
import { Button } from '../../ui/Button'
import { AddressForm } from './AddressForm'
import { OrderDetailsFields, type OrderDetailsDraft } from './OrderDetailsFields'
import { missingForOrder, type useCheckout } from './useCheckout'
import { usePendingChoice } from './usePendingChoice'
import { checkoutMessages } from './checkoutMessages'

const fieldErrors = (error: Error | null) => (error instanceof ApiRequestError ? error.fields : {})

export function BillingStep({
  navId,
  cart,
  checkout,
  onBack,
  onPlaceOrder,
  sendForApproval,
}: {
  navId: string
  cart: Cart
  checkout: ReturnType<typeof useCheckout>
  onBack: () => void
  /** With the buyer's answer to the terms: the server refuses an order without them (spec §3). */
  onPlaceOrder: (hasAcceptedTermsAndConditions: boolean) => void
  /**
   * spec §12: when an approval rule catches the cart, "Lähetä hyväksyttäväksi" with the reasons
   * takes the place of the terms and "Lähetä tilaus" (the approver places the order later).
   */
  sendForApproval?: ReactNode
}) {
  const [sameAsShipping, setSameAsShipping] = useState(true)
  const [terms, setTerms] = useState(false)
  // The order details live here while the buyer types, so an error never loses what was entered.
  const [details, setDetails] = useState<OrderDetailsDraft>(() => ({
    customerReference: cart.order_details?.customerReference ?? '',
    requestedDeliveryDate: cart.order_details?.requestedDeliveryDate ?? '',
    deliveryNote: cart.order_details?.deliveryNote ?? '',
  }))
  const missing = missingForOrder(cart)
  const missingLabels = [
    ...missing.map((m) =>
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
    checkout.placeOrder.reset()
    checkout.orderDetails.mutate(details, { onSuccess: () => onPlaceOrder(terms) })
  }
  const payment = usePendingChoice(cart.selected_payment_method?.code ?? null, (code: string, callbacks) =>
    checkout.paymentMethod.mutate(code, callbacks),
  )
  return (
    <section className="flex flex-col gap-6" data-testid="checkout-billing">
      <div className="card flex flex-col gap-4">
        <h2 className="section-title">{checkoutMessages.billingAddress}</h2>
        <label className="tap flex items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={sameAsShipping}
            onChange={(e) => setSameAsShipping(e.target.checked)}
            data-testid="billing-same"
          />
          {checkoutMessages.sameAsShipping}
        </label>
        {sameAsShipping ? (
          <Button
            variant="secondary"
            onClick={() => checkout.billingAddress.mutate({ same_as_shipping: true })}
            disabled={checkout.billingAddress.isPending}
            data-testid="billing-use-shipping"
          >
            {checkoutMessages.saveAddress}
          </Button>
        ) : (
          <AddressForm
            initial={cart.billing_address}
            submitLabel={checkoutMessages.saveAddress}
            pending={checkout.billingAddress.isPending}
            onSubmit={(address) => checkout.billingAddress.mutate({ address })}
            testId="billing-address-form"
          />
        )}
        {cart.billing_address ? (
          <p className="text-sm text-ink-muted" data-testid="billing-saved">
            {cart.billing_address.company}, {cart.billing_address.street.join(', ')}, {cart.billing_address.postcode}{' '}
            {cart.billing_address.city}
          </p>
        ) : null}
      </div>
      <fieldset className="card" disabled={checkout.paymentMethod.isPending}>
        <legend className="section-title float-left mb-4 w-full">{checkoutMessages.paymentMethod}</legend>
        <ul className="clear-both flex flex-col gap-2">
          {cart.available_payment_methods.map((method) => (
            <li key={method.code}>
              <label className="tap flex cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="payment-method"
                  checked={payment.shown === method.code}
                  onChange={() => payment.choose(method.code)}
                  className="h-5 w-5 accent-brand-700"
                  data-testid={`payment-method-${method.code}`}
                />
                <span className="font-semibold">{method.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <OrderDetailsFields
        navId={navId}
        skus={cart.items.map((item) => item.product.sku)}
        value={details}
        errors={detailErrors}
        disabled={placing}
        onChange={(next) => {
          setDetails(next)
          // A correction clears the server's messages of the last save; the next send checks again.
          if (checkout.orderDetails.isError) checkout.orderDetails.reset()
          if (checkout.placeOrder.isError) checkout.placeOrder.reset()
        }}
      />
      {sendForApproval ? (
        <div className="card flex flex-col gap-3" data-testid="checkout-send-for-approval">
          {sendForApproval}
          <Button variant="ghost" onClick={onBack}>
            {checkoutMessages.backToShipping}
          </Button>
        </div>
      ) : (
        <>
          <label className="tap flex items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
              data-testid="terms"
            />
            {checkoutMessages.terms}
          </label>
          {missingLabels.length > 0 ? (
            <p className="text-sm text-ink-muted" data-testid="checkout-missing">
              {checkoutMessages.missing} {missingLabels.join(', ')}
            </p>
          ) : null}
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
          <div className="flex flex-wrap gap-3">
            <Button variant="ghost" onClick={onBack}>
              {checkoutMessages.backToShipping}
            </Button>
            <Button onClick={send} disabled={missingLabels.length > 0 || placing} data-testid="place-order">
              {savingDetails
                ? checkoutMessages.savingDetails
                : placing
                  ? checkoutMessages.placing
                  : checkoutMessages.placeOrder}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
