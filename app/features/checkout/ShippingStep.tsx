import { useState } from 'react'
import type { AddressView, Cart } from '../../../contract/schemas/cart'
import { ApiRequestError } from '../../lib/api'
import { Button } from '../../ui/Button'
import { useStoreFormat } from '../session/useStoreFormat'
import { AddressForm } from './AddressForm'
import { SavedAddressPicker } from './SavedAddressPicker'
import type { useCheckout } from './useCheckout'
import { usePendingChoice } from './usePendingChoice'
import { checkoutMessages } from './checkoutMessages'

/** Remounts the form when the address itself changes, not when the chosen method does. */
const addressKey = (a: AddressView | null) =>
  a ? [a.firstname, a.lastname, a.company, ...a.street, a.postcode, a.city, a.telephone].join('|') : 'new'

export function ShippingStep({
  navId,
  cart,
  checkout,
  onNext,
}: {
  navId: string
  cart: Cart
  checkout: ReturnType<typeof useCheckout>
  onNext: () => void
}) {
  const address = cart.shipping_addresses[0] ?? null
  // A saved address that needs completing is put into the form (remounted by its key).
  const { money } = useStoreFormat()
  const [draft, setDraft] = useState<AddressView | null>(null)
  const formAddress = draft ?? address
  const selected = address?.selected_shipping_method?.carrier_code ?? null
  // Show the choice at once while the server confirms it (the cart answer then agrees).
  const choice = usePendingChoice(selected, (code: string, callbacks) =>
    checkout.shippingMethod.mutate(code, callbacks),
  )
  return (
    <section className="flex flex-col gap-6" data-testid="checkout-shipping">
      <div className="card">
        <h2 className="section-title mb-4">{checkoutMessages.shippingAddress}</h2>
        <SavedAddressPicker
          navId={navId}
          current={address}
          pending={checkout.shippingAddress.isPending}
          onUse={(a) => {
            setDraft(null)
            checkout.shippingAddress.mutate(a)
          }}
          onEdit={setDraft}
        />
        <AddressForm
          key={addressKey(formAddress)}
          initial={formAddress}
          submitLabel={checkoutMessages.saveAddress}
          pending={checkout.shippingAddress.isPending}
          serverErrors={
            checkout.shippingAddress.error instanceof ApiRequestError ? checkout.shippingAddress.error.fields : {}
          }
          onSubmit={(a) => checkout.shippingAddress.mutate(a)}
          testId="shipping-address-form"
        />
      </div>
      <fieldset className="card" disabled={!address || checkout.shippingMethod.isPending}>
        <legend className="section-title float-left mb-4 w-full">{checkoutMessages.shippingMethod}</legend>
        <ul className="clear-both flex flex-col gap-2">
          {cart.available_shipping_methods.map((method) => (
            <li key={method.carrier_code}>
              <label className="tap flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="shipping-method"
                  value={method.carrier_code}
                  checked={choice.shown === method.carrier_code}
                  onChange={() => choice.choose(method.carrier_code)}
                  className="mt-1 h-5 w-5 accent-brand-700"
                  data-testid={`shipping-method-${method.carrier_code}`}
                />
                <span className="flex flex-1 flex-col">
                  <span className="flex justify-between gap-2 font-semibold">
                    {method.carrier_title[0]?.name}
                    <span>{money(method.amount.value)}</span>
                  </span>
                  {method.carrier_title.slice(1).map((b) => (
                    <span key={b.name} className="text-sm text-ink-muted">
                      {b.name}: {money(b.value)}
                    </span>
                  ))}
                  {method.pickup_point ? (
                    <span className="text-sm text-ink-muted">
                      {checkoutMessages.pickup}: {method.pickup_point.name}, {method.pickup_point.street},{' '}
                      {method.pickup_point.postcode} {method.pickup_point.city} ({method.pickup_point.opening_hours})
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {checkout.shippingMethod.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger-600">
            {checkout.shippingMethod.error.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col items-start gap-2">
        {/* spec §4: billing needs a selected shipping method on the first shipping address */}
        <Button onClick={onNext} disabled={!selected} data-testid="to-billing">
          {checkoutMessages.toBilling}
        </Button>
        {!selected ? <p className="text-sm text-ink-muted">{checkoutMessages.chooseShippingFirst}</p> : null}
      </div>
    </section>
  )
}
