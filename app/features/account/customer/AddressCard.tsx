import type { SavedAddress } from '#contract/schemas/customer'

/** The lines of a saved address, as it would be written on a parcel. */
export function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <address className="not-italic text-ink">
      <span className="block font-semibold">
        {address.firstname} {address.lastname}
      </span>
      {address.company ? <span className="block">{address.company}</span> : null}
      {address.street.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        {address.postcode} {address.city}
      </span>
      <span className="mt-1 block text-sm text-ink-muted">{address.telephone}</span>
    </address>
  )
}

/** A short name of an address for button labels and the delete dialog. */
export const addressName = (address: SavedAddress) =>
  [address.company || `${address.firstname} ${address.lastname}`, address.street[0], address.city]
    .filter(Boolean)
    .join(', ')
