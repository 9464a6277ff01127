import type { Cart } from '../../../contract/schemas/cart'
import { formatMoney } from '../../lib/format'
import { cartMessages } from './cartMessages'
import { cartPageMessages } from './cartPageMessages'
import { useStoreFormat } from '../session/useStoreFormat'

/**
 * spec §4: when a free-shipping limit exists and the chosen method is not freeshipping, show
 * 'Ilmainen toimitus!' when free, otherwise how far the cart is from free shipping. A cart with
 * surcharges free shipping does not waive (the cold chain) is told what it still pays, and is
 * never told that its delivery is free (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
 */
export function freeShippingMessage(cart: Cart, money: (value: number) => string = formatMoney): string | null {
  const fs = cart.free_shipping
  if (!fs || !fs.has_free_shipping_limit) return null
  const method = cart.shipping_addresses[0]?.selected_shipping_method?.carrier_code
  if (method === 'freeshipping') return null
  const charges = surchargesOf(cart)
    .map((s) => `${s.name} ${money(s.value)}`)
    .join(', ')
  const stillCharged = charges ? ` ${cartPageMessages.stillCharged(charges)}` : ''
  if (fs.is_free_shipping) return charges ? `${cartPageMessages.freePostage}${stillCharged}` : cartMessages.freeShipping
  return `${cartMessages.awayFromFreeShipping(money(fs.distance_to_free_shipping))}${charges ? '.' : ''}${stillCharged}`
}

/**
 * What free shipping does not waive: the rows a delivered method carries after its own (the
 * cold-chain surcharge), as the backend priced them. Read from the methods, not a field of the
 * cart's own, so the cart schema every page loads stays as it is (docs/decisions/030-home-js.md).
 */
function surchargesOf(cart: Cart): { name: string; value: number }[] {
  return cart.available_shipping_methods.find((m) => m.pickup_point === null)?.carrier_title.slice(1) ?? []
}

export function FreeShippingIndicator({ cart }: { cart: Cart }) {
  const { money } = useStoreFormat()
  const message = freeShippingMessage(cart, money)
  if (!message) return null
  const done = cart.free_shipping?.is_free_shipping
  return (
    <p
      className={`rounded-md px-3 py-2 text-sm font-semibold ${done ? 'bg-brand-50 text-brand-900' : 'bg-surface-alt text-ink'}`}
      data-testid="free-shipping"
    >
      {message}
    </p>
  )
}
