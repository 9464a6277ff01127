/**
 * A product's availability as a buyer reads it (issue 32; decision to come: 073), judged in one
 * pure module so the card, the product page, the search panel, quick order, reorder, lists, the
 * cart, a purchase request and checkout all say the same words for the same facts.
 *
 * The facts are the backend's: units available now, an expected restock date, a shortage notice
 * (Fimea's, or the operator's) and whether the product is discontinued. What can ship now wins
 * over a notice: a medicine in shortage that the warehouse still holds reads "Vähissä (3 kpl)",
 * so the buyer orders it while it lasts; with nothing left, the notice says when it may end.
 */

/** At or below this many units, "Vähissä (n kpl)" instead of "Varastossa". */
export const LOW_STOCK_AT = 10

export interface ShortageNotice {
  /** `fimea` or `operator`. */
  source: string
  /** ISO dates (YYYY-MM-DD); `endsOn` is an estimate while the notice is in force. */
  startsOn: string
  endsOn: string | null
  text: string
}

export interface AvailabilityFacts {
  available: number
  /** ISO date of the expected restock, for a backorder. */
  restockDate: string | null
  shortage: ShortageNotice | null
  discontinued: boolean
}

export type AvailabilityState = 'in-stock' | 'low' | 'backorder' | 'shortage' | 'discontinued'

export function availabilityState(facts: AvailabilityFacts): AvailabilityState {
  if (facts.discontinued) return 'discontinued'
  if (facts.available > LOW_STOCK_AT) return 'in-stock'
  if (facts.available > 0) return 'low'
  return facts.shortage ? 'shortage' : 'backorder'
}

/** "2026-12-03" → "3.12." (Finnish day and month); null for anything that is not such a date. */
export function finnishDayMonth(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  if (!match) return null
  const [, , month, day] = match
  return `${Number(day)}.${Number(month)}.`
}

/** The words of a state, as every surface shows them. */
export function availabilityLabel(facts: AvailabilityFacts): string {
  switch (availabilityState(facts)) {
    case 'discontinued':
      return 'Poistunut'
    case 'in-stock':
      return 'Varastossa'
    case 'low':
      return `Vähissä (${facts.available} kpl)`
    case 'shortage': {
      const end = finnishDayMonth(facts.shortage?.endsOn ?? null)
      return end ? `Saatavuushäiriö – arvioitu päättyminen ${end}` : 'Saatavuushäiriö'
    }
    case 'backorder': {
      const date = finnishDayMonth(facts.restockDate)
      return date ? `Jälkitoimitus, arvio ${date}` : 'Jälkitoimitus'
    }
  }
}

/** Whether a line of `quantity` can ship in full now; if not, the buyer chooses (backorder, partial, substitute, remove). */
export const shipsInFull = (facts: AvailabilityFacts, quantity: number): boolean =>
  !facts.discontinued && facts.available >= quantity
