import type { Availability } from './schemas/availability'

/**
 * A product's availability as a buyer reads it (docs/decisions/073-availability.md), judged in one
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

/** What a product's API shape carries: the ships-now flag, and the counts where the upstream has them. */
export interface StockFields {
  in_stock: boolean
  availability?: Availability | null
}

export type AvailabilityState = 'in-stock' | 'low' | 'backorder' | 'shortage' | 'discontinued'

/** The facts of a product, with an upstream's bare in_stock read as a count-less availability. */
export function availabilityOf(fields: StockFields): Availability {
  return (
    fields.availability ?? {
      available: fields.in_stock ? null : 0,
      restock_date: null,
      discontinued: false,
      shortage: null,
    }
  )
}

export function availabilityState(fields: StockFields): AvailabilityState {
  const facts = availabilityOf(fields)
  if (facts.discontinued) return 'discontinued'
  const now = facts.available ?? (fields.in_stock ? Number.POSITIVE_INFINITY : 0)
  if (now > LOW_STOCK_AT) return 'in-stock'
  if (now > 0) return 'low'
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
export function availabilityLabel(fields: StockFields): string {
  const facts = availabilityOf(fields)
  switch (availabilityState(fields)) {
    case 'discontinued':
      return 'Poistunut'
    case 'in-stock':
      return 'Varastossa'
    case 'low':
      return `Vähissä (${facts.available} kpl)`
    case 'shortage': {
      const end = finnishDayMonth(facts.shortage?.ends_on ?? null)
      return end ? `Saatavuushäiriö – arvioitu päättyminen ${end}` : 'Saatavuushäiriö'
    }
    case 'backorder': {
      const date = finnishDayMonth(facts.restock_date)
      return date ? `Jälkitoimitus, arvio ${date}` : 'Jälkitoimitus'
    }
  }
}

/** Units of a line that can ship now: all of it where the product is not counted and ships now. */
export function shipsNow(fields: StockFields, quantity: number): number {
  const facts = availabilityOf(fields)
  if (facts.discontinued) return 0
  if (facts.available === null) return fields.in_stock ? quantity : 0
  return Math.min(quantity, facts.available)
}

/** Whether a line of `quantity` can ship in full now; if not, the buyer chooses (backorder, partial, substitute, remove). */
export const shipsInFull = (fields: StockFields, quantity: number): boolean => shipsNow(fields, quantity) >= quantity

/** Whether a product can be ordered at all: anything but a discontinued one, to wait for if need be. */
export const isOrderable = (fields: StockFields): boolean => !availabilityOf(fields).discontinued
