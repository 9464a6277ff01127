import {
  availabilityLabel,
  availabilityState,
  type AvailabilityState,
  type StockFields,
} from '../../../contract/availability'

/** One look per state, for every surface (docs/decisions/073-availability.md). */
const TONE: Record<AvailabilityState, string> = {
  'in-stock': 'text-success-900',
  low: 'text-warn-900',
  backorder: 'text-warn-900',
  shortage: 'text-danger-900',
  discontinued: 'text-ink-muted',
}

/**
 * A product's or a line's availability in the words of contract/availability.ts: "Varastossa",
 * "Vähissä (3 kpl)", "Jälkitoimitus, arvio 3.12.", "Saatavuushäiriö – arvioitu päättyminen 15.1."
 * or "Poistunut". A shortage notice's own text is its title, for the buyer who wants the reason.
 */
export function AvailabilityLabel({ product, className = 'text-sm' }: { product: StockFields; className?: string }) {
  const state = availabilityState(product)
  const notice = state === 'shortage' ? product.availability?.shortage?.text : undefined
  return (
    <p
      className={`${className} font-semibold ${TONE[state]}`}
      data-testid="availability"
      data-state={state}
      title={notice}
    >
      {availabilityLabel(product)}
    </p>
  )
}
