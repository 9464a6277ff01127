import type { CartLine, CartState } from './view'
import { BackendError } from '../errors'

/**
 * Stock in the order's batch (docs/decisions/073-availability.md). placeOrder takes from the shelf
 * what each line ships now, in the same D1 batch as the order: `products.available` has a named
 * CHECK (available >= 0), so a decrement that would go below zero fails its statement and D1 rolls
 * the whole batch back, order and all. Two buyers can never both get the last packs; the one who
 * loses is priced again and comes back to choose, never to an error page.
 */

/** What an order line records of its stock: taken now, waited for, how it ships, and when. */
export function lineStock(line: CartLine) {
  const backordered = line.quantity - line.shipsNow
  return {
    // Only a counted product is taken from the shelf; null records "not counted".
    reserved_qty: line.availability.available === null ? null : line.shipsNow,
    backordered_qty: backordered,
    fulfilment: backordered > 0 ? line.fulfilment : null,
    expected_date:
      backordered > 0 ? (line.availability.restock_date ?? line.availability.shortage?.ends_on ?? null) : null,
  }
}

/**
 * A discontinued line cannot be ordered; a line that cannot ship in full needs the buyer's
 * choice first. Both are 409s naming the line, with the line's field for the cart to show.
 */
export function assertLinesCanShip(state: CartState): void {
  const gone = state.lines.find((line) => line.availability.discontinued)
  if (gone) {
    throw new BackendError(
      409,
      `Tuote ”${gone.name}” on poistunut valikoimasta. Poista se ostoskorista ennen tilaamista.`,
      { [`items.${gone.itemId}`]: 'Tuote on poistunut valikoimasta.' },
    )
  }
  const unchosen = state.lines.filter((line) => line.shipsNow < line.quantity && line.fulfilment === null)
  if (unchosen.length === 0) return
  const first = unchosen[0]!
  throw new BackendError(
    409,
    `Kaikkea ei voi toimittaa heti: tuotetta ”${first.name}” on saatavilla ${first.shipsNow} / ${first.quantity} kpl.` +
      ' Valitse rivin kohdalla, odotetaanko koko määrää vai toimitetaanko saatavilla oleva nyt ja loput myöhemmin.',
    Object.fromEntries(
      unchosen.map((line) => [
        `items.${line.itemId}.fulfilment`,
        `Saatavilla ${line.shipsNow} / ${line.quantity} kpl: valitse, miten rivi toimitetaan.`,
      ]),
    ),
  )
}

/**
 * The decrement, for the order's batch: only while `placed` holds (the cart is still open at the
 * priced revision and this batch's order exists), so a retry of a placed order takes nothing twice.
 * `?1` is the cart id; the statement binds the guard's other parameters after it.
 */
export function reserveStatement(
  db: D1Database,
  placed: string,
  binds: readonly unknown[],
  lines: readonly CartLine[],
): D1PreparedStatement {
  const taken = lines
    .filter((line) => line.availability.available !== null && line.shipsNow > 0)
    .map((line) => ({ product_id: line.productId, quantity: line.shipsNow }))
  return db
    .prepare(
      `UPDATE products SET available = available - (j.value ->> '$.quantity')
       FROM json_each(?${binds.length + 1}) j
       WHERE products.id = j.value ->> '$.product_id' AND products.available IS NOT NULL AND ${placed}`,
    )
    .bind(...binds, JSON.stringify(taken))
}

/** D1's error when a reservation found less stock than it was priced with (the CHECK's name). */
export const isStockShortfall = (error: unknown): boolean => /stock_not_negative/.test(String(error))
