import * as v from 'valibot'
import { Sku } from './lineItem'

/**
 * The ERP's stock feed (docs/decisions/074-operator-stock-feed.md): `PUT /api/operator/stock` with
 * the operator's bearer secret, never a customer session. One call carries up to 5,000 SKUs and
 * is done at most once per `batch_id`; a repeat of the same batch answers what the first did.
 */

/**
 * What every operator route (stock, deliveries, invoicing) answers without its bearer secret, or
 * where none is configured; the storefront and the backend say the same.
 */
export const OPERATOR_KEY_NEEDED = 'Tunnistautuminen epäonnistui: tarvitaan ERP-rajapinnan avain.'
export const OPERATOR_CLOSED = 'ERP-rajapinta ei ole käytössä tässä ympäristössä.'

export const MAX_STOCK_ITEMS = 5000
/** The feed's own body cap: 5,000 rows of about 100 bytes, with room (the other /api bodies stop at 64 KB). */
export const MAX_STOCK_BODY_BYTES = 1024 * 1024

const IsoDate = v.pipe(
  v.string('Anna päivä muodossa VVVV-KK-PP.'),
  v.isoDate('Anna päivä muodossa VVVV-KK-PP.'),
  // isoDate checks the shape only: 2026-02-31 is no day.
  v.check((text) => {
    const day = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)
  }, 'Päivää ei ole kalenterissa.'),
)

export const StockRowSchema = v.strictObject({
  sku: Sku,
  available: v.pipe(
    v.number('Anna saldo numerona.'),
    v.integer('Saldon pitää olla kokonaisluku.'),
    v.minValue(0, 'Saldo ei voi olla negatiivinen.'),
    v.maxValue(10_000_000, 'Saldo on liian suuri.'),
  ),
  /** The next expected delivery; null clears it; absent keeps the stored one. */
  restock_date: v.optional(v.nullable(IsoDate)),
  /** No longer sold; absent keeps the stored flag. */
  discontinued: v.optional(v.boolean('Anna poistunut-tieto totuusarvona.')),
})
export type StockRow = v.InferOutput<typeof StockRowSchema>

export const OperatorStockRequestSchema = v.strictObject({
  batch_id: v.pipe(
    v.string('Erän tunniste puuttuu.'),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, 'Virheellinen erän tunniste (1–100 merkkiä A–Z, 0–9, . _ : -).'),
  ),
  items: v.pipe(
    v.array(StockRowSchema, 'Anna rivit listana.'),
    v.minLength(1, 'Erässä ei ole yhtään riviä.'),
    v.maxLength(MAX_STOCK_ITEMS, `Erässä voi olla enintään ${MAX_STOCK_ITEMS} riviä.`),
    v.check(
      (items) => new Set(items.map((item) => item.sku)).size === items.length,
      'Sama tuotekoodi on erässä kahdesti.',
    ),
  ),
})
export type OperatorStockRequest = v.InferOutput<typeof OperatorStockRequestSchema>

export const OperatorStockResponseSchema = v.object({
  batch_id: v.string(),
  /** Rows whose product was found and written. */
  updated: v.number(),
  /** SKUs the shop does not know: written nowhere, listed for the ERP's log. */
  unknown: v.array(v.string()),
  /** Backordered order lines the arrivals filled (oldest order first). */
  filled_lines: v.number(),
  /** True when this batch had been done before: nothing was written again. */
  replayed: v.boolean(),
})
export type OperatorStockResponse = v.InferOutput<typeof OperatorStockResponseSchema>
