import {
  instantSeconds,
  type OperatorDeliveryRequest,
  type OperatorDeliveryResponse,
} from '../../../contract/schemas/operatorDeliveries'
import { isDrugProduct } from '../catalog/drugs'
import { BackendError } from '../errors'
import { sha256Hex } from '../tokens'

/**
 * One parcel from the ERP (docs/decisions/081-delivery-lots.md), keyed by the ERP's own id of it:
 *   - the first call makes the delivery, its lines and their lots, in one D1 batch;
 *   - a repeat is the same delivery: its carrier, tracking code and timeline take the call's
 *     values (a parcel moves on), its lines and lots stay as first given. They are the clinic's
 *     medicine record, so a repeat that names other lines or lots is refused (409), never merged.
 * Each line names a product of the order by SKU, and the order's deliveries never carry more of
 * a line than was ordered. The product's names and codes are copied as they are today.
 */

interface OrderLineRow {
  sku: string
  name: string
  options: string
  ordered: number
  delivered: number
  product_id: number | null
  ean: string | null
  vnr: string | null
  strength: string | null
  dosage_form: string | null
  marketing_authorisation: string | null
  min_shelf_life_months: number | null
  is_medicine: number
}

export async function receiveDelivery(
  db: D1Database,
  request: OperatorDeliveryRequest,
): Promise<OperatorDeliveryResponse> {
  const order = await db
    .prepare('SELECT id FROM orders WHERE order_number = ?')
    .bind(request.order_number)
    .first<{ id: number }>()
  if (!order) throw new BackendError(404, `Tilausta ${request.order_number} ei löytynyt.`)
  const linesHash = await linesHashOf(request)
  const existing = await existingDelivery(db, request.delivery_id)
  if (existing) return repeat(db, request, order.id, linesHash, existing)

  const orderLines = await orderLinesOf(db, order.id)
  assertLinesOfOrder(request, orderLines)
  const key = request.delivery_id
  const deliveryId = '(SELECT id FROM deliveries WHERE erp_key = ?1)'
  // Only the call that wrote the delivery row writes its lines: the row carries this call's hash.
  const mine = `EXISTS (SELECT 1 FROM deliveries WHERE erp_key = ?1 AND lines_hash = ?2)
    AND NOT EXISTS (SELECT 1 FROM delivery_lines WHERE delivery_id = ${deliveryId})`
  const lines = request.lines.map((line, index) => {
    const row = orderLines.get(line.sku)!
    return { line_no: index + 1, quantity: line.quantity, ...row, name: displayName(row), lots: line.lots }
  })
  await db.batch([
    db
      .prepare(
        // The "never more than ordered" check again, inside the transaction: a twin parcel of the
        // same order committed since the check above makes this one write nothing.
        `INSERT INTO deliveries (order_id, carrier, tracking_code, packed_at, shipped_at, out_for_delivery_at,
           delivered_at, erp_key, lines_hash)
         SELECT ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?1, ?2
         WHERE NOT EXISTS (SELECT 1 FROM json_each(?10) j
           WHERE (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol WHERE ol.order_id = ?3 AND ol.sku = j.value ->> '$.sku')
             < (SELECT COALESCE(SUM(dl.quantity), 0) FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
                WHERE d.order_id = ?3 AND dl.sku = j.value ->> '$.sku') + (j.value ->> '$.quantity'))
         ON CONFLICT (erp_key) WHERE erp_key IS NOT NULL DO NOTHING`,
      )
      .bind(key, linesHash, ...timelineValues(order.id, request), JSON.stringify(lines)),
    db
      .prepare(
        `INSERT INTO delivery_lines (delivery_id, line_no, product_id, sku, name, ean, vnr, strength, dosage_form,
           marketing_authorisation, is_medicine, min_shelf_life_months, quantity)
         SELECT ${deliveryId}, j.value ->> '$.line_no', j.value ->> '$.product_id', j.value ->> '$.sku',
           j.value ->> '$.name', j.value ->> '$.ean', j.value ->> '$.vnr', j.value ->> '$.strength',
           j.value ->> '$.dosage_form', j.value ->> '$.marketing_authorisation', j.value ->> '$.is_medicine',
           j.value ->> '$.min_shelf_life_months', j.value ->> '$.quantity'
         FROM json_each(?3) j WHERE ${mine}`,
      )
      .bind(key, linesHash, JSON.stringify(lines)),
    db
      .prepare(
        `INSERT INTO delivery_lots (delivery_id, line_no, lot, expiry, quantity)
         SELECT ${deliveryId}, l.value ->> '$.line_no', lot.value ->> '$.lot', lot.value ->> '$.expiry',
           lot.value ->> '$.quantity'
         FROM json_each(?3) l, json_each(l.value, '$.lots') lot
         WHERE EXISTS (SELECT 1 FROM deliveries WHERE erp_key = ?1 AND lines_hash = ?2)
           AND NOT EXISTS (SELECT 1 FROM delivery_lots WHERE delivery_id = ${deliveryId})`,
      )
      .bind(key, linesHash, JSON.stringify(lines)),
  ])
  const stored = await existingDelivery(db, key)
  if (!stored) {
    // Another parcel of the order took what was left of a line meanwhile: its 400.
    assertLinesOfOrder(request, await orderLinesOf(db, order.id))
    throw new BackendError(409, 'Toimitusta ei voitu kirjata: tilauksen toimitukset muuttuivat. Lähetä se uudelleen.')
  }
  // A twin call of the same parcel got there first: this one is its repeat.
  if (stored.lines_hash !== linesHash || stored.order_id !== order.id) {
    return repeat(db, request, order.id, linesHash, stored)
  }
  return answer(request, stored.id, true)
}

interface StoredDelivery {
  id: number
  order_id: number
  lines_hash: string
}

function existingDelivery(db: D1Database, key: string): Promise<StoredDelivery | null> {
  return db
    .prepare('SELECT id, order_id, lines_hash FROM deliveries WHERE erp_key = ?')
    .bind(key)
    .first<StoredDelivery>()
}

async function repeat(
  db: D1Database,
  request: OperatorDeliveryRequest,
  orderId: number,
  linesHash: string,
  stored: StoredDelivery,
): Promise<OperatorDeliveryResponse> {
  if (stored.order_id !== orderId) {
    throw new BackendError(409, `Toimitus ${request.delivery_id} on kirjattu toiselle tilaukselle.`)
  }
  if (stored.lines_hash !== linesHash) {
    throw new BackendError(
      409,
      `Toimituksen ${request.delivery_id} rivit ja erät on jo kirjattu toisin. Ne ovat asiakkaan lääkekirjanpitoa, eikä niitä muuteta jälkikäteen.`,
    )
  }
  await db
    .prepare(
      `UPDATE deliveries SET carrier = ?2, tracking_code = ?3, packed_at = ?4, shipped_at = ?5,
         out_for_delivery_at = ?6, delivered_at = ?7 WHERE id = ?1`,
    )
    .bind(stored.id, ...timelineValues(orderId, request).slice(1))
    .run()
  return answer(request, stored.id, false)
}

function timelineValues(orderId: number, request: OperatorDeliveryRequest) {
  return [
    orderId,
    request.carrier,
    request.tracking_code,
    instantSeconds(request.packed_at),
    instantSeconds(request.shipped_at),
    instantSeconds(request.out_for_delivery_at),
    instantSeconds(request.delivered_at),
  ] as const
}

const answer = (request: OperatorDeliveryRequest, id: number, created: boolean): OperatorDeliveryResponse => ({
  delivery_id: request.delivery_id,
  id,
  created,
  lines: request.lines.length,
  lots: request.lines.reduce((sum, line) => sum + line.lots.length, 0),
})

/**
 * The lines and lots as a record: sorted by SKU and by lot, so the same parcel sent again with its
 * lines in another order is the same parcel.
 */
function linesHashOf(request: OperatorDeliveryRequest): Promise<string> {
  const canonical = [...request.lines]
    .sort((a, b) => a.sku.localeCompare(b.sku))
    .map((line) => ({ ...line, lots: [...line.lots].sort((a, b) => a.lot.localeCompare(b.lot)) }))
  return sha256Hex(JSON.stringify(canonical))
}

/** A variant's line reads as the order showed it: "Tutkimuskäsine nitriili (Koko: M)". */
const displayName = (row: OrderLineRow) => (row.options ? `${row.name} (${row.options})` : row.name)

/** The order's lines by SKU, with what its deliveries already carried and the product as it is today. */
async function orderLinesOf(db: D1Database, orderId: number): Promise<Map<string, OrderLineRow>> {
  const { results } = await db
    .prepare(
      `SELECT ol.sku, MIN(ol.name) AS name, MIN(ol.options) AS options, SUM(ol.quantity) AS ordered,
         (SELECT COALESCE(SUM(dl.quantity), 0) FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
           WHERE d.order_id = ?1 AND dl.sku = ol.sku) AS delivered,
         p.id AS product_id, p.ean, p.vnr, p.strength, p.dosage_form, p.marketing_authorisation,
         p.min_shelf_life_months, CASE WHEN p.id IS NOT NULL AND ${isDrugProduct('p')} THEN 1 ELSE 0 END AS is_medicine
       FROM order_lines ol LEFT JOIN products p ON p.id = ol.product_id
       WHERE ol.order_id = ?1 GROUP BY ol.sku`,
    )
    .bind(orderId)
    .all<OrderLineRow>()
  return new Map(results.map((row) => [row.sku, row]))
}

/** Every line is a line of the order, and no more of it arrives than was ordered (400 with each line's message). */
function assertLinesOfOrder(request: OperatorDeliveryRequest, orderLines: Map<string, OrderLineRow>) {
  const fields: Record<string, string> = {}
  request.lines.forEach((line, index) => {
    const ordered = orderLines.get(line.sku)
    if (!ordered) fields[`lines.${index}.sku`] = `Tuotetta ${line.sku} ei ole tilauksella ${request.order_number}.`
    else if (ordered.delivered + line.quantity > ordered.ordered) {
      fields[`lines.${index}.quantity`] =
        `Tuotetta ${line.sku} tilattiin ${ordered.ordered} kpl, ja toimituksissa on jo ${ordered.delivered} kpl.`
    }
  })
  if (Object.keys(fields).length > 0) {
    throw new BackendError(400, 'Toimituksen rivit eivät vastaa tilausta.', fields)
  }
}
