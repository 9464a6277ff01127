import type { Availability, ShortageNotice } from '../../../contract/schemas/availability'

/**
 * A product row's availability (docs/decisions/073-availability.md), read with the row itself: the
 * count, the restock date and discontinued are columns of `products`, and a medicine's shortage
 * notice is one primary-key lookup by Vnr. An operator's notice wins over Fimea's: the operator
 * knows this shop's own supply.
 */
export const availabilityColumns = (p: string) => `${p}.available, ${p}.restock_date, ${p}.discontinued,
  CASE WHEN ${p}.vnr IS NULL THEN NULL ELSE (
    SELECT json_object('source', s.source, 'starts_on', s.starts_on, 'ends_on', s.ends_on, 'text', s.text)
    FROM shortage_notices s WHERE s.vnr = ${p}.vnr ORDER BY s.source = 'operator' DESC LIMIT 1) END AS shortage`

export interface AvailabilityRow {
  available: number | null
  restock_date: string | null
  discontinued: number
  shortage: string | null
}

export function availabilityOfRow(row: AvailabilityRow): Availability {
  return {
    available: row.available,
    restock_date: row.restock_date,
    discontinued: row.discontinued === 1,
    shortage: row.shortage ? (JSON.parse(row.shortage) as ShortageNotice) : null,
  }
}
