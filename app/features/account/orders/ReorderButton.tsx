import { useState } from 'react'
import type { ReorderLine } from '#contract/schemas/reorder'
import { Icon } from '../../../ui/Icon'
import { notify } from '../../notifications/store'
import { ordersMessages } from './ordersMessages'
import { ReorderResult } from './ReorderResult'
import { useReorder } from './useReorder'

const t = ordersMessages.reorder

/** "Tilaa uudelleen" for a whole order (spec §10), on the order history's rows and cards. */
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
  const reorder = useReorder(navId)
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
