import { useState } from 'react'
import { Button } from '../../../ui/Button'
import { QuantitySelector } from '../../../ui/QuantitySelector'
import { Spinner } from '../../../ui/Spinner'
import { standingOrdersMessages as m } from './standingOrdersMessages'

export interface EditableLine {
  sku: string
  name: string
  quantity: number
}

/**
 * The quantities of a standing order's lines, or of one run's (docs/decisions/079-standing-orders.md):
 * 0 leaves a line out. The server judges the pack sizes; its message names the line.
 */
export function LinesForm({
  lines,
  pending,
  error,
  onSave,
  onCancel,
  testId,
}: {
  lines: readonly EditableLine[]
  pending: boolean
  error: string | null
  onSave: (lines: EditableLine[]) => void
  onCancel: () => void
  testId: string
}) {
  const [quantities, setQuantities] = useState(() => lines.map((l) => l.quantity))
  const kept = lines.map((line, i) => ({ ...line, quantity: quantities[i] ?? 0 }))
  return (
    <form
      className="flex flex-col gap-3"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        onSave(kept)
      }}
    >
      <ul className="divide-y divide-line">
        {kept.map((line, i) => (
          <li key={line.sku} className="flex flex-col gap-2 py-2 xs:flex-row xs:items-center xs:justify-between">
            <span className="min-w-0">
              <span className="font-semibold">{line.name}</span>
              <span className="block text-sm text-ink-muted">
                {line.sku}
                {line.quantity === 0 ? ` · ${m.leftOutOfRun}` : ''}
              </span>
            </span>
            <QuantitySelector
              value={line.quantity}
              min={0}
              label={m.quantityOf(line.name)}
              itemName={line.name}
              onChange={(quantity) => setQuantities((all) => all.map((q, j) => (j === i ? quantity : q)))}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || kept.every((l) => l.quantity === 0)}>
          {pending ? <Spinner size="s" tone="inverse" label={m.saving} /> : null}
          {pending ? m.saving : m.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {m.cancelEdit}
        </Button>
      </div>
    </form>
  )
}
