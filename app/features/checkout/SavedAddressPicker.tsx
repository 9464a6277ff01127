import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { type AddressView } from '../../../contract/schemas/cart'
import { AddressSchema, type Address } from '../../../contract/schemas/cartRequests'
import type { SavedAddress } from '../../../contract/schemas/customer'
import { AddressLines } from '../account/customer/AddressCard'
import { addressBookQuery } from '../account/customer/queries'
import { checkoutMessages } from './checkoutMessages'

export const sameAddress = (a: AddressView | null, b: SavedAddress) =>
  a !== null &&
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.company === b.company &&
  a.street.join('\n') === b.street.join('\n') &&
  a.postcode === b.postcode &&
  a.city === b.city &&
  a.telephone === b.telephone

/**
 * spec §2/§4: the checkout offers the customer's saved addresses (the address book of the
 * account area), default first. Choosing one stores it as the shipping address at once; a
 * saved address that no longer passes the checkout's rules (e.g. a phone number saved before
 * a rule changed) is put into the form instead, so the customer can complete it.
 */
export function SavedAddressPicker({
  navId,
  current,
  pending,
  onUse,
  onEdit,
}: {
  navId: string
  current: AddressView | null
  pending: boolean
  onUse: (address: Address) => void
  onEdit: (address: SavedAddress) => void
}) {
  const { data } = useQuery(addressBookQuery(navId))
  const addresses = data?.addresses ?? []
  if (addresses.length === 0) return null

  const choose = (saved: SavedAddress) => {
    const { id: _id, is_default: _default, ...fields } = saved
    const parsed = v.safeParse(AddressSchema, { ...fields, country_code: 'FI' })
    if (parsed.success) onUse(parsed.output)
    else onEdit(saved)
  }

  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="saved-addresses">
      <h3 className="font-semibold">{checkoutMessages.savedAddresses}</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const inUse = sameAddress(current, address)
          // The button's name is what it shows (the address and "Valitse"): a label of its own
          // would hide the visible text from speech input (axe label-content-name-mismatch).
          return (
            <li key={address.id}>
              <button
                type="button"
                className="tap flex h-full w-full flex-col items-start gap-2 rounded-md border border-line p-3 text-left hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                aria-pressed={inUse}
                disabled={pending}
                onClick={() => choose(address)}
                data-testid="saved-address"
              >
                <AddressLines address={address} />
                <span className="text-sm font-semibold text-brand-800">
                  {inUse
                    ? checkoutMessages.addressInUse
                    : address.is_default
                      ? checkoutMessages.defaultAddress
                      : checkoutMessages.chooseAddress}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <p className="text-sm text-ink-muted">{checkoutMessages.orTypeAddress}</p>
    </div>
  )
}
