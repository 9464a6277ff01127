import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CartResponseSchema, type Cart, type CartItem, type Fulfilment } from '../../../contract/schemas/cart'
import { api } from '../../lib/api'
import { cartQuery } from './queries'
import { setRecentlyAdded } from './recentlyAdded'

import { openMinicart } from './minicartEvents'

export { OPEN_MINICART_EVENT, openMinicart } from './minicartEvents'

function useStoreCart(navId: string | null) {
  const queryClient = useQueryClient()
  return (cart: Cart) =>
    queryClient.setQueryData(cartQuery(navId).queryKey, (old) => ({
      cart,
      customerCart: navId ? cart : (old?.customerCart ?? null),
    }))
}

/** Adds a product (a simple SKU or the chosen variant), then opens the minicart. */
export function useAddToCart(navId: string | null) {
  const store = useStoreCart(navId)
  return useMutation({
    mutationFn: (input: { sku: string; quantity: number }) =>
      api('/api/cart/', CartResponseSchema, { method: 'POST', body: input }),
    onSuccess: ({ cart }, input) => {
      store(cart)
      const added = cart.items.filter((item: CartItem) => item.product.sku === input.sku)
      setRecentlyAdded(added.length > 0 ? added : null)
      openMinicart()
    },
  })
}

export function useUpdateCartItem(navId: string | null) {
  const store = useStoreCart(navId)
  return useMutation({
    mutationFn: (input: { cart_item_id: number; quantity: number }) =>
      api('/api/cart/update', CartResponseSchema, { method: 'POST', body: input }),
    onSuccess: ({ cart }) => store(cart),
  })
}

/**
 * How a line that cannot ship in full ships (docs/decisions/073-availability.md). A cart read still
 * under way (after a refused order) is cancelled first, so it cannot bring the old line back.
 */
export function useLineFulfilment(navId: string | null, itemId: number) {
  const queryClient = useQueryClient()
  const store = useStoreCart(navId)
  return useMutation({
    onMutate: () => queryClient.cancelQueries({ queryKey: cartQuery(navId).queryKey }),
    mutationFn: (choice: LineChoice) =>
      api('/api/cart/fulfilment', CartResponseSchema, { method: 'POST', body: { cart_item_id: itemId, ...choice } }),
    onSuccess: ({ cart }) => store(cart),
  })
}

/**
 * A line's choice: how it ships, a substitute instead of it (docs/decisions/077-substitutes.md), or
 * the product a substitute replaced back.
 */
export type LineChoice =
  { fulfilment: Fulfilment } | { fulfilment: 'substitute'; substitute_sku: string } | { fulfilment: 'original' }

export function useRemoveCartItem(navId: string | null) {
  const store = useStoreCart(navId)
  return useMutation({
    mutationFn: (itemId: number) => api(`/api/cart/${itemId}`, CartResponseSchema, { method: 'DELETE' }),
    onSuccess: ({ cart }) => store(cart),
  })
}

/**
 * Adds many lines at once (quick order, reorder: spec §10) with an Idempotency-Key, so a retry
 * after a lost answer adds nothing twice; the minicart opens with the added lines.
 */
export function useBulkAddToCart(navId: string | null) {
  const store = useStoreCart(navId)
  return useMutation({
    mutationFn: async (input: { items: { sku: string; quantity: number }[]; key: string }) => {
      const { BulkAddResponseSchema } = await import('../../../contract/schemas/quickOrder')
      return api('/api/cart/bulk', BulkAddResponseSchema, {
        method: 'POST',
        body: { items: input.items },
        headers: { 'Idempotency-Key': input.key },
      })
    },
    onSuccess: ({ cart, lines }) => {
      store(cart)
      const added = new Set(lines.flatMap((l) => (l.ok && l.product ? [l.product.sku] : [])))
      const items = cart.items.filter((item: CartItem) => added.has(item.product.sku))
      if (items.length > 0) {
        setRecentlyAdded(items)
        openMinicart()
      }
    },
  })
}
