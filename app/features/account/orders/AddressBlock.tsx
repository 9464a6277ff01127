import type { InferOutput } from 'valibot'
import type { AddressViewSchema } from '#contract/schemas/cart'
import { ordersMessages } from './ordersMessages'

type AddressView = InferOutput<typeof AddressViewSchema>

/** A postal address as a definition: company, name, street lines, postcode and city, phone. */
export function AddressBlock({ title, address }: { title: string; address: AddressView | null }) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      {address ? (
        <address className="mt-1 break-words not-italic leading-relaxed text-ink">
          {address.company ? <span className="block font-semibold">{address.company}</span> : null}
          <span className="block">
            {address.firstname} {address.lastname}
          </span>
          {address.street
            .filter((line) => line.trim() !== '')
            .map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          <span className="block">
            {address.postcode} {address.city}
          </span>
          {address.telephone ? <span className="block text-ink-muted">{address.telephone}</span> : null}
        </address>
      ) : (
        <p className="mt-1 text-ink-muted">{ordersMessages.notGiven}</p>
      )}
    </div>
  )
}
