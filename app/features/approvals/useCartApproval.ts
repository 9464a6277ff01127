import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Cart } from '../../../contract/schemas/cart'
import { cartApprovalQuery, cartSignature } from './queries'

/**
 * Whether the signed-in customer's cart must go for approval (spec §12): asked only for a
 * priced cart with lines, again whenever its lines change; the last answer stays while it asks.
 */
export function useCartApproval(navId: string | null, cart: Cart | null) {
  const asks = Boolean(navId && cart?.prices && cart.items.length > 0)
  return useQuery({
    ...cartApprovalQuery(navId ?? 'guest', cartSignature(cart)),
    enabled: asks,
    placeholderData: keepPreviousData,
  })
}
