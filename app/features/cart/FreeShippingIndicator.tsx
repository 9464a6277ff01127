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
  const charges = fs.surcharges.map((s) => `${s.name} ${money(s.value)}`).join(', ')
  const stillCharged = charges ? ` ${cartPageMessages.stillCharged(charges)}` : ''
  if (fs.is_free_shipping) return charges ? `${cartPageMessages.freePostage}${stillCharged}` : cartMessages.freeShipping
  return `${cartMessages.awayFromFreeShipping(money(fs.distance_to_free_shipping))}${charges ? '.' : ''}${stillCharged}`
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
