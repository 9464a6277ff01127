import { addDays, deliveryDateProblem, helsinkiNow } from '../cart/deliveryDates'
import type { HolidayLookup } from '../cart/finnishHolidays'
import type { CartState } from '../cart/view'
import { isDrugProduct } from '../catalog/drugs'
import { deniesMedListing } from '../customers'
import { nowSeconds } from '../tokens'

/**
 * Before the order: a line gone from the range leaves the run (said so), a line that cannot ship
 * in full without the buyer's choice waits for the whole quantity (the standing order's default,
 * said so), and the requested delivery day is the arkipäivä after dispatch when still possible.
 */
export async function prepareLines(
  db: D1Database,
  ownerId: number,
  state: CartState,
  holidays: HolidayLookup,
): Promise<string[]> {
  const notes: string[] = []
  const statements: D1PreparedStatement[] = []
  const cartId = state.row.id
  const drugs = await drugLinesOf(db, ownerId, cartId)
  for (const line of state.lines) {
    if (drugs.has(line.productId)) {
      notes.push(`Tuotetta ”${line.name}” ei voi tilata tällä asiakastilillä, joten sitä ei tilattu.`)
      statements.push(db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?').bind(cartId, line.itemId))
    } else if (line.availability.discontinued) {
      notes.push(`Tuote ”${line.name}” on poistunut valikoimasta, joten sitä ei tilattu.`)
      statements.push(db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?').bind(cartId, line.itemId))
    } else if (line.shipsNow < line.quantity && line.fulfilment === null) {
      notes.push(
        `Tuotetta ”${line.name}” on saatavilla ${line.shipsNow} / ${line.quantity} kpl: koko määrä toimitetaan, kun se on saatavilla.`,
      )
      statements.push(
        db
          .prepare("UPDATE cart_items SET fulfilment = 'backorder' WHERE cart_id = ? AND id = ?")
          .bind(cartId, line.itemId),
      )
    }
  }
  const delivery = state.row.requested_delivery_date
  // The real clock, as placeOrder's own delivery-date check reads it (a local run at a simulated time too).
  const firstDelivery = nextBusinessDayAfter(state, holidays, Date.now())
  if (delivery === null && firstDelivery) {
    statements.push(db.prepare('UPDATE carts SET requested_delivery_date = ? WHERE id = ?').bind(firstDelivery, cartId))
  }
  if (statements.length > 0) {
    statements.push(
      db.prepare('UPDATE carts SET revision = revision + 1, updated_at = ? WHERE id = ?').bind(nowSeconds(), cartId),
    )
    await db.batch(statements)
  }
  return notes
}

/** A restricted customer's (deny_med_listing) drug lines in the run's cart: a flag set after the cart was made. */
async function drugLinesOf(db: D1Database, ownerId: number, cartId: string): Promise<Set<number>> {
  if (!(await deniesMedListing(db, ownerId))) return new Set()
  const { results } = await db
    .prepare(
      `SELECT p.id FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? AND ${isDrugProduct('p')}`,
    )
    .bind(cartId)
    .all<{ id: number }>()
  return new Set(results.map((r) => r.id))
}

/** The earliest delivery day the delivery calendar offers now, for the order's requested day. */
function nextBusinessDayAfter(state: CartState, holidays: HolidayLookup, nowMs: number): string | null {
  const today = helsinkiNow(nowMs).date
  for (let days = 1; days <= 10; days++) {
    const date = addDays(today, days)
    if (deliveryDateProblem(date, { nowMs, coldChain: state.coldChain, holidays }) === null) return date
  }
  return null
}
