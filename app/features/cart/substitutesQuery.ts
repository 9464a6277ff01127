import { useQuery } from '@tanstack/react-query'
import type { CartItem } from '../../../contract/schemas/cart'
import { api } from '../../lib/api'
import { cartQuery } from './queries'

/** A line that cannot ship in full, or is discontinued, and is no substitute itself: the lines offered substitutes. */
export const needsSubstitute = (item: CartItem): boolean =>
  !item.replaces &&
  ((item.ships_now ?? item.quantity) < item.quantity || item.product.availability?.discontinued === true)

/**
 * The substitutes of one cart line (docs/decisions/077-substitutes.md), read once for the whole
 * cart when it shows a line that needs one. The key follows those lines, so a swap, a removal or a
 * new quantity reads them again. The schema loads with the first read, never with the cart.
 */
export function useLineSubstitutes(navId: string | null, itemId: number) {
  const { data } = useQuery(cartQuery(navId))
  const lines = (data?.cart?.items ?? []).filter(needsSubstitute)
  const signature = lines.map((i) => `${i.id}:${i.product.sku}:${i.quantity}:${i.ships_now ?? ''}`).join(',')
  return useQuery({
    queryKey: ['cart-substitutes', navId ?? 'guest', signature],
    queryFn: async () => {
      const { CartSubstitutesResponseSchema } = await import('../../../contract/schemas/substitutes')
      return api('/api/cart/substitutes', CartSubstitutesResponseSchema)
    },
    enabled: signature !== '',
    staleTime: 30_000,
    select: (answer) => answer.items.find((i) => i.cart_item_id === itemId)?.substitutes ?? [],
  })
}
