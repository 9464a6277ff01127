import {
  availabilityLabel,
  availabilityState,
  shipsInFull,
  type AvailabilityState,
  type StockFields,
} from './availability'

/**
 * What changed in a product's availability since a purchase request was sent or an order placed
 * (docs/decisions/078-availability-since.md): a request or a reorder re-checks availability, and the
 * buyer reads the difference before acting on it. Null when nothing a buyer plans by changed.
 */

/** A state as it stood then, with the words the buyer read then. */
export interface AvailabilityThen {
  state: AvailabilityState
  label: string
}

/** The states a buyer plans by: low stock still ships now, so "Varastossa" → "Vähissä" is no change. */
const SHIPS_NOW: ReadonlySet<AvailabilityState> = new Set(['in-stock', 'low'])
const sameForPlanning = (a: AvailabilityState, b: AvailabilityState) =>
  a === b || (SHIPS_NOW.has(a) && SHIPS_NOW.has(b))

/** A label as a sentence: "Varastossa." but "arvio 15.12." keeps its one period. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/** "Lähetettäessä: Varastossa. Nyt: Jälkitoimitus, arvio 15.12." for a purchase request's line. */
export function changeSinceSent(then: AvailabilityThen | null, now: StockFields): string | null {
  if (!then) return null
  const state = availabilityState(now)
  if (sameForPlanning(then.state, state)) return null
  return `Lähetettäessä: ${sentence(then.label)} Nyt: ${sentence(availabilityLabel(now))}`
}

/**
 * For a reorder's line: whether the old order's line shipped in full then (it needed no
 * backorder choice), against what the product does today.
 */
export function changeSinceOrdered(shippedInFullThen: boolean, now: StockFields, quantity: number): string | null {
  const shipsNow = shipsInFull(now, quantity)
  if (shippedInFullThen === shipsNow) return null
  const today = sentence(availabilityLabel(now))
  return shippedInFullThen ? `Tilattaessa toimitettiin heti. Nyt: ${today}` : `Tilattaessa jälkitoimitus. Nyt: ${today}`
}
