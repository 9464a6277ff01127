import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { ReorderLine } from '#contract/schemas/reorder'
import { canOrder } from '../../checkout/canOrder'
import { saveReorderNotice } from '../../checkout/reorderNotice'
import { userQuery } from '../../session/queries'
import { Icon } from '../../../ui/Icon'
import { notify } from '../../notifications/store'
import { ordersMessages } from './ordersMessages'
import { ReorderResult } from './ReorderResult'
import { useReorder } from './useReorder'

const t = ordersMessages.reorder

/**
 * "Tilaa uudelleen" for a whole order (spec §10), wherever an order is offered again. A buyer who
 * may order goes straight to the one-page checkout with everything chosen, which shows what
 * changed since the order (docs/decisions/058-one-page-checkout-and-repeat-orders.md); one who
 * may not sees the lines in the minicart, to send the cart for approval.
 */
export function ReorderButton({
  navId,
  orderNumber,
  lines,
  label,
  className = 'btn-secondary',
  iconOnly = false,
}: {
  navId: string
  orderNumber: string
  /** Line numbers to order again; all lines without. */
  lines?: number[]
  label?: string
  className?: string
  /** A table cell's compact button: the icon, with the text as its name and tooltip. */
  iconOnly?: boolean
}) {
  const { data: user } = useQuery(userQuery())
  const toCheckout = canOrder(user ?? null)
  const reorder = useReorder(navId, { toCheckout })
  const navigate = useNavigate()
  const [result, setResult] = useState<ReorderLine[] | null>(null)
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={reorder.isPending || (lines !== undefined && lines.length === 0)}
        aria-label={label ?? t.buttonFor(orderNumber)}
        title={iconOnly ? t.buttonFor(orderNumber) : undefined}
        onClick={() =>
          reorder.mutate(
            { orderNumber, lines },
            {
              onSuccess: ({ lines: answered }) => {
                if (toCheckout && answered.some((l) => l.added)) {
                  saveReorderNotice({ orderNumber, lines: answered })
                  void navigate({ to: '/checkout' })
                  return
                }
                if (answered.every((l) => l.added && !l.message)) notify(t.allAdded, 'success')
                setResult(answered)
              },
              onError: (error) => notify(error.message, 'error'),
            },
          )
        }
        data-testid="reorder-button"
      >
        <Icon name="cart" size="s" />
        {iconOnly ? null : reorder.isPending ? t.adding : (label ?? t.button)}
      </button>
      <ReorderResult lines={result} onClose={() => setResult(null)} />
    </>
  )
}
