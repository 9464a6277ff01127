import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { uiMessages } from './uiMessages'
import { Icon } from './Icon'
import {
  canDecrease,
  canIncrease,
  QUANTITY_MAX,
  QUANTITY_MIN,
  quantityBounds,
  resolveQuantityChange,
  stepQuantity,
} from './quantity'

export interface QuantitySelectorProps {
  value: number
  onChange: (quantity: number) => void
  min?: number
  max?: number
  label?: string
  /** The label is for screen readers only unless shown (e.g. on the product page). */
  showLabel?: boolean
  disabled?: boolean
  /** spec §4: a cart item shows a loading state while its quantity updates. */
  busy?: boolean
  name?: string
  className?: string
}

/**
 * − [ n ] + (spec §5): whole numbers from 1 to 999 by default. The buttons clamp; a typed
 * value is applied on blur or Enter, where empty or 0 is ignored, a non-number or too small
 * a value becomes the minimum and too large a value the maximum (rules in quantity.ts).
 */
export function QuantitySelector({
  value,
  onChange,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  label = uiMessages.quantity,
  showLabel = false,
  disabled = false,
  busy = false,
  name,
  className = '',
}: QuantitySelectorProps) {
  const id = useId()
  const bounds = quantityBounds(min, max)
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  const locked = disabled || busy

  function commit() {
    const next = resolveQuantityChange(draft, bounds)
    setDraft(String(next ?? value))
    if (next !== null && next !== value) onChange(next)
  }

  function step(delta: number) {
    const next = stepQuantity(value, delta, bounds)
    if (next !== value) onChange(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      step(event.key === 'ArrowUp' ? 1 : -1)
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'field-label' : 'sr-only'}>
        {label}
      </label>
      <div
        className="box-content inline-flex h-11 items-stretch overflow-hidden rounded-md border border-line-strong bg-white focus-within:border-brand-600"
        aria-busy={busy || undefined}
      >
        <button
          type="button"
          className="qty-step border-r border-line"
          onClick={() => step(-1)}
          disabled={locked || !canDecrease(value, bounds)}
          aria-label={uiMessages.decreaseQuantity}
          aria-controls={id}
        >
          <Icon name="minus" size="s" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="w-14 border-0 bg-transparent text-center text-base font-semibold tabular-nums text-ink focus:outline-none"
          value={draft}
          disabled={locked}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
        />
        <button
          type="button"
          className="qty-step border-l border-line"
          onClick={() => step(1)}
          disabled={locked || !canIncrease(value, bounds)}
          aria-label={uiMessages.increaseQuantity}
          aria-controls={id}
        >
          <Icon name="plus" size="s" />
        </button>
      </div>
    </div>
  )
}
