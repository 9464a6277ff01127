import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { CartItem } from '#contract/schemas/cart'
import { ReorderResponseSchema } from '#contract/schemas/reorder'
import { api, ApiRequestError } from '../../../lib/api'
import { openMinicart } from '../../cart/minicartEvents'
import { cartQuery } from '../../cart/queries'
import { setRecentlyAdded } from '../../cart/recentlyAdded'

/**
 * Reorder (spec §10): an order's lines (all, or the line numbers given) into the cart. A key is
 * drawn per attempt and kept after a lost answer, so pressing again cannot add twice.
 */
export function useReorder(navId: string) {
  const queryClient = useQueryClient()
  const pendingKey = useRef<string | null>(null)
  return useMutation({
    mutationFn: async (input: { orderNumber: string; lines?: number[] }) => {
      pendingKey.current ??= crypto.randomUUID()
      try {
        const answer = await api(`/api/customer/orders/${input.orderNumber}/reorder`, ReorderResponseSchema, {
          method: 'POST',
          body: input.lines ? { lines: input.lines } : {},
          headers: { 'Idempotency-Key': pendingKey.current },
        })
        pendingKey.current = null
        return answer
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 0)) pendingKey.current = null
        throw error
      }
    },
    onSuccess: ({ cart, lines }) => {
      queryClient.setQueryData(cartQuery(navId).queryKey, { cart, customerCart: cart })
      const added = new Set(lines.filter((l) => l.added).map((l) => l.sku))
      const items = cart.items.filter((item: CartItem) => added.has(item.product.sku))
      if (items.length > 0) {
        setRecentlyAdded(items)
        openMinicart()
      }
    },
  })
}
