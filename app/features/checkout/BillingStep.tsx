import { useState } from 'react'
import type { Cart } from '../../../contract/schemas/cart'
import { AddressForm } from './AddressForm'
import { OrderDetailsFields, type OrderDetailsDraft } from './OrderDetailsFields'
import type { useCheckout } from './useCheckout'
import { usePendingChoice } from './usePendingChoice'
import { checkoutMessages } from './checkoutMessages'

/**
 * The billing half of the one-page checkout (docs/decisions/058-one-page-checkout-and-repeat-orders.md):
 * billing as shipping is already saved (untick it for another address), the only payment method
 * is shown, not asked, and the order details are typed here, kept by the page until the send.
 */
export function BillingStep({
  navId,
  cart,
  checkout,
  details,
  detailErrors,
  disabled,
  onDetailsChange,
}: {
  navId: string
  cart: Cart
  checkout: ReturnType<typeof useCheckout>
  details: OrderDetailsDraft
  detailErrors: Record<string, string>
  disabled: boolean
  onDetailsChange: (next: OrderDetailsDraft) => void
}) {
  const [sameAsShipping, setSameAsShipping] = useState(true)
  const payment = usePendingChoice(cart.selected_payment_method?.code ?? null, (code: string, callbacks) =>
    checkout.paymentMethod.mutate(code, callbacks),
  )
  const hasShipping = Boolean(cart.shipping_addresses[0])
  const methods = cart.available_payment_methods
  return (
    <section className="flex flex-col gap-6" data-testid="checkout-billing">
      <div className="card flex flex-col gap-4">
        <h2 className="section-title">{checkoutMessages.billingAddress}</h2>
        <label className="tap flex items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={sameAsShipping}
            disabled={checkout.billingAddress.isPending}
            onChange={(e) => {
              setSameAsShipping(e.target.checked)
              // Ticking it again is a choice made: saved at once, nothing more to press.
              if (e.target.checked && hasShipping) checkout.billingAddress.mutate({ same_as_shipping: true })
            }}
            data-testid="billing-same"
          />
          {checkoutMessages.sameAsShipping}
        </label>
        {sameAsShipping ? null : (
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
      {methods.length === 1 && methods[0] && cart.selected_payment_method?.code === methods[0].code ? (
        <div className="card flex flex-col gap-2" data-testid="payment-method">
          <h2 className="section-title">{checkoutMessages.paymentMethod}</h2>
          <p className="font-semibold">{methods[0].title}</p>
        </div>
      ) : (
        <fieldset className="card" disabled={checkout.paymentMethod.isPending}>
          <legend className="section-title float-left mb-4 w-full">{checkoutMessages.paymentMethod}</legend>
          <ul className="clear-both flex flex-col gap-2">
            {methods.map((method) => (
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
      )}
      <OrderDetailsFields
        navId={navId}
        skus={cart.items.map((item) => item.product.sku)}
        value={details}
        errors={detailErrors}
        disabled={disabled}
        onChange={onDetailsChange}
      />
    </section>
  )
}
