import { useState } from 'react'
import type { AddressView, Cart } from '../../../contract/schemas/cart'
import { ApiRequestError } from '../../lib/api'
import { useStoreFormat } from '../session/useStoreFormat'
import { AddressForm } from './AddressForm'
import { useQuery } from '@tanstack/react-query'
import { AddressLines } from '../account/customer/AddressCard'
import { addressBookQuery } from '../account/customer/queries'
import { sameAddress, SavedAddressPicker } from './SavedAddressPicker'
import type { useCheckout } from './useCheckout'
import { usePendingChoice } from './usePendingChoice'
import { checkoutMessages } from './checkoutMessages'

/** Remounts the form when the address itself changes, not when the chosen method does. */
const addressKey = (a: AddressView | null) =>
  a ? [a.firstname, a.lastname, a.company, ...a.street, a.postcode, a.city, a.telephone].join('|') : 'new'

/**
 * The delivery half of the one-page checkout (docs/decisions/058-one-page-checkout-and-repeat-orders.md):
 * the saved addresses to choose from, a new address behind "Uusi osoite", and the methods.
 */
export function ShippingStep({
  navId,
  cart,
  checkout,
}: {
  navId: string
  cart: Cart
  checkout: ReturnType<typeof useCheckout>
}) {
  const address = cart.shipping_addresses[0] ?? null
  // A saved address that needs completing is put into the form (remounted by its key).
  const { money } = useStoreFormat()
  const [draft, setDraft] = useState<AddressView | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  // Nothing to choose from yet (no saved address, none set): the form is the only way on.
  const showForm = formOpen || draft !== null || (!address && !checkout.prepare.isPending)
  const book = useQuery(addressBookQuery(navId)).data?.addresses ?? []
  // A typed address is in no saved card: it is shown on its own, so the buyer sees where the goods go.
  const typed = address && !book.some((saved) => sameAddress(address, saved)) ? address : null
  // A new address saved: what it makes possible (a method, billing as shipping) is chosen as on arrival.
  const saveAddress = (a: Parameters<typeof checkout.shippingAddress.mutate>[0], after?: () => void) =>
    checkout.shippingAddress.mutate(a, {
      onSuccess: () => {
        after?.()
        checkout.prepare.mutate()
      },
    })
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
            setFormOpen(false)
            saveAddress(a)
          }}
          onEdit={setDraft}
        />
        {typed ? (
          <div className="mb-4 rounded-md border border-brand-700 bg-brand-50 p-3" data-testid="shipping-current">
            <p className="mb-1 text-sm font-semibold text-brand-800">{checkoutMessages.addressInUse}</p>
            <AddressLines address={{ ...typed, id: 0, is_default: false, country_code: 'FI' }} />
          </div>
        ) : null}
        {address || draft ? (
          <button
            type="button"
            className="btn-secondary"
            aria-expanded={showForm}
            onClick={() => {
              setDraft(null)
              setFormOpen(!showForm)
            }}
            data-testid="new-address"
          >
            {showForm ? checkoutMessages.closeNewAddress : checkoutMessages.newAddress}
          </button>
        ) : null}
        {showForm ? (
          <AddressForm
            key={addressKey(draft)}
            initial={draft}
            submitLabel={checkoutMessages.saveAddress}
            pending={checkout.shippingAddress.isPending}
            serverErrors={
              checkout.shippingAddress.error instanceof ApiRequestError ? checkout.shippingAddress.error.fields : {}
            }
            onSubmit={(a) =>
              saveAddress(a, () => {
                setDraft(null)
                setFormOpen(false)
              })
            }
            testId="shipping-address-form"
          />
        ) : null}
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
    </section>
  )
}
