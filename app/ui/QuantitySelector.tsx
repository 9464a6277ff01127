import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import {
  effectiveRules,
  judgeQuantity,
  stepQuantity as stepByRules,
  type QuantityRules,
} from '../../contract/quantityRules'
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
  /**
   * A product's pack-size rules (docs/decisions/048-quantity-rules-on-every-path.md): the buttons step by the increment, and a typed
   * quantity off it is not refused but offered rounded ("Pyöristetäänkö 20 kpl:een?").
   */
  rules?: QuantityRules | null
  /**
   * The product the stepper is for, named in the − and + buttons' labels too: a listing has a
   * stepper per product, and "Lisää määrää" alone does not say which one (spec §10).
   */
  itemName?: string
  /**
   * Fill the width it is given (a narrow product card): the number field shrinks, not the
   * buttons. A block-level flex box fills its parent border included, so it stays box-content
   * and 44 px tall inside its border like the inline one.
   */
  fill?: boolean
}

/**
 * The stepper's frame and number field, shared with the product card's server markup
 * (app/features/catalog/CardAddToCartMarkup.tsx), so the two look alike to the pixel.
 */
export const stepperBoxClass = (fill: boolean) => `qty-box ${fill ? 'flex' : 'inline-flex'}`
export const stepperInputClass = (fill: boolean) => `qty-field ${fill ? 'min-w-0 flex-1' : 'w-14'}`

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
  rules = null,
  itemName,
  fill = false,
}: QuantitySelectorProps) {
  const id = useId()
  const offerId = useId()
  const ruled = rules ? effectiveRules(rules) : null
  const bounds = ruled ? quantityBounds(ruled.min_sale_qty, ruled.max_sale_qty) : quantityBounds(min, max)
  const [draft, setDraft] = useState(String(value))
  const [offer, setOffer] = useState<number | null>(null)
  useEffect(() => setDraft(String(value)), [value])
  const locked = disabled || busy
  const named = (text: string) => (itemName ? `${text}: ${itemName}` : text)

  function commit() {
    const next = resolveQuantityChange(draft, bounds)
    if (next !== null && ruled) {
      const verdict = judgeQuantity(ruled, next)
      if (!verdict.ok && verdict.problem === 'off-increment') {
        // Keep what was typed on screen and ask; the quantity changes only when accepted.
        setOffer(verdict.suggestion)
        return
      }
    }
    setOffer(null)
    setDraft(String(next ?? value))
    if (next !== null && next !== value) onChange(next)
  }

  function acceptOffer() {
    if (offer === null) return
    setOffer(null)
    setDraft(String(offer))
    if (offer !== value) onChange(offer)
  }

  function step(delta: number) {
    setOffer(null)
    const next = ruled ? stepByRules(ruled, value, delta > 0 ? 1 : -1) : stepQuantity(value, delta, bounds)
    setDraft(String(next))
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
      <div className={stepperBoxClass(fill)} aria-busy={busy || undefined}>
        <button
          type="button"
          className="qty-step border-r border-line"
          onClick={() => step(-1)}
          disabled={locked || !canDecrease(value, bounds)}
          aria-label={named(uiMessages.decreaseQuantity)}
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
          className={stepperInputClass(fill)}
          value={draft}
          disabled={locked}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          role="spinbutton"
          aria-valuenow={value}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          aria-describedby={offer !== null ? offerId : undefined}
        />
        <button
          type="button"
          className="qty-step border-l border-line"
          onClick={() => step(1)}
          disabled={locked || !canIncrease(value, bounds)}
          aria-label={named(uiMessages.increaseQuantity)}
          aria-controls={id}
        >
          <Icon name="plus" size="s" />
        </button>
      </div>
      {offer !== null && ruled ? (
        <p id={offerId} role="status" className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink">
          {uiMessages.soldInSteps(ruled.qty_increments)}
          <button type="button" className="link font-semibold" onClick={acceptOffer}>
            {uiMessages.roundTo(offer)}
          </button>
        </p>
      ) : null}
    </div>
  )
}
