import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CartItem } from '#contract/schemas/cart'
import { ReorderResponseSchema } from '#contract/schemas/reorder'
import { api } from '../../../lib/api'
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey'
import { openMinicart } from '../../cart/minicartEvents'
import { cartQuery } from '../../cart/queries'
import { setRecentlyAdded } from '../../cart/recentlyAdded'
import { reorderNeedsReview } from './reorderReview'

/**
 * Reorder (spec §10): an order's lines (all, or the line numbers given) into the cart, once per
 * Idempotency-Key (useIdempotencyKey), so pressing again after a lost answer cannot add twice.
 * `toCheckout`: the page goes on to the checkout, so the minicart stays shut (one overlay at a time).
 */
export function useReorder(navId: string, { toCheckout = false }: { toCheckout?: boolean } = {}) {
  const queryClient = useQueryClient()
  const sendOnce = useIdempotencyKey()
  return useMutation({
    mutationFn: (input: { orderNumber: string; lines?: number[] }) =>
      sendOnce((key) =>
        api(`/api/customer/orders/${input.orderNumber}/reorder`, ReorderResponseSchema, {
          method: 'POST',
          body: input.lines ? { lines: input.lines } : {},
          headers: { 'Idempotency-Key': key },
        }),
      ),
    onSuccess: ({ cart, lines }) => {
      queryClient.setQueryData(cartQuery(navId).queryKey, { cart, customerCart: cart })
      const added = new Set(lines.filter((l) => l.added).map((l) => l.sku))
      const items = cart.items.filter((item: CartItem) => added.has(item.product.sku))
      if (items.length === 0 || toCheckout) return
      setRecentlyAdded(items)
      // A result that needs review opens its dialog instead; the dialog offers the cart after it.
      if (!reorderNeedsReview(lines)) openMinicart()
    },
  })
}
