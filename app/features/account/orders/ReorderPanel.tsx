import { useId, useState } from 'react'
import type { OrderLine } from '#contract/schemas/orders'
import { ordersMessages } from './ordersMessages'
import { ReorderButton } from './ReorderButton'

const t = ordersMessages.reorder

/**
 * The order view's reorder (spec §10): every line ticked to start with; untick what is not
 * needed this time and order the rest again at today's prices.
 */
export function ReorderPanel({
  navId,
  orderNumber,
  lines,
}: {
  navId: string
  orderNumber: string
  lines: OrderLine[]
}) {
  const id = useId()
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(lines.map((l) => l.line_no)))
  const all = ticked.size === lines.length
  const toggle = (lineNo: number) =>
    setTicked((current) => {
      const next = new Set(current)
      if (!next.delete(lineNo)) next.add(lineNo)
      return next
    })
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card flex flex-col gap-3 print:hidden"
      data-testid="reorder-panel"
    >
      <h2 id={`${id}-title`} className="section-title">
        {t.button}
      </h2>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={all}
          onChange={() => setTicked(all ? new Set() : new Set(lines.map((l) => l.line_no)))}
        />
        {t.selectAll}
      </label>
      <ul className="flex flex-col">
        {lines.map((line) => (
          <li key={line.line_no}>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0"
                checked={ticked.has(line.line_no)}
                onChange={() => toggle(line.line_no)}
                aria-label={t.selectLine(line.name)}
                data-testid="reorder-line"
              />
              <span className="min-w-0 break-words">
                {line.name} <span className="text-ink-muted">× {line.quantity}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ReorderButton
        navId={navId}
        orderNumber={orderNumber}
        lines={all ? undefined : [...ticked].sort((a, b) => a - b)}
        label={all ? t.button : t.selected}
        className="btn-primary self-start"
      />
    </section>
  )
}
