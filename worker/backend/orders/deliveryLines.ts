import type { DeliveryLine } from '../../../contract/schemas/deliveryLots'

/**
 * A delivery's lines with their lots (docs/decisions/081-delivery-lots.md), in the order the ERP
 * sent them. A lot is short-dated when it expires before the delivery day plus the promise the
 * line was delivered under.
 */

interface LineRow {
  line_no: number
  sku: string
  name: string
  url_key: string | null
  ean: string | null
  vnr: string | null
  quantity: number
  is_medicine: number
  min_shelf_life_months: number | null
  lots: string
}

export async function deliveryLines(db: D1Database, deliveryId: number, deliveredOn: string): Promise<DeliveryLine[]> {
  const { results } = await db
    .prepare(
      `SELECT l.line_no, l.sku, l.name, p.url_key, l.ean, l.vnr, l.quantity, l.is_medicine, l.min_shelf_life_months,
         (SELECT json_group_array(json_object('lot', t.lot, 'expiry', t.expiry, 'quantity', t.quantity))
            FROM (SELECT * FROM delivery_lots WHERE delivery_id = l.delivery_id AND line_no = l.line_no
                  ORDER BY expiry IS NULL, expiry, lot) t) AS lots
       FROM delivery_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.delivery_id = ? ORDER BY l.line_no`,
    )
    .bind(deliveryId)
    .all<LineRow>()
  return results.map((row) => ({
    sku: row.sku,
    name: row.name,
    url_key: row.url_key,
    ean: row.ean,
    vnr: row.vnr,
    quantity: row.quantity,
    is_medicine: row.is_medicine === 1,
    min_shelf_life_months: row.min_shelf_life_months,
    lots: (JSON.parse(row.lots) as { lot: string; expiry: string | null; quantity: number }[]).map((lot) => ({
      ...lot,
      short_dated: isShortDated(lot.expiry, deliveredOn, row.min_shelf_life_months),
    })),
  }))
}

/** yyyy-mm-dd plus whole months, the day kept within the month (2026-08-31 + 6 → 2027-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

/** A lot whose expiry comes before the delivery day plus the promised months. */
export function isShortDated(expiry: string | null, deliveredOn: string, promisedMonths: number | null): boolean {
  if (expiry === null || promisedMonths === null) return false
  return expiry < addMonths(deliveredOn, promisedMonths)
}
