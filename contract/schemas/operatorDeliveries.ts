import * as v from 'valibot'
import { isCalendarDate } from './historyFilters'
import { Sku } from './lineItem'

/**
 * The ERP's parcels (docs/decisions/081-delivery-lots.md): `PUT /api/operator/deliveries` with
 * the operator's bearer secret, never a customer session. `delivery_id` is the ERP's own id of
 * the parcel: the first call makes the delivery with its lines and lots, a repeat is the same
 * delivery (its timeline may move on; its lines and lots are a record and never change).
 */

export const MAX_DELIVERY_LINES = 500
export const MAX_LOTS_PER_LINE = 20
/** 500 lines of 20 lots stay far below; the other /api bodies stop at 64 KB. */
export const MAX_DELIVERY_BODY_BYTES = 512 * 1024

/** An instant with its offset (2026-11-27T16:30:00+02:00). Not transformed: the shop's Worker forwards the body as validated. */
const Instant = (what: string) =>
  v.pipe(
    v.string(`${what}: anna aika ISO 8601 -muodossa.`),
    v.isoTimestamp(`${what}: anna aika ISO 8601 -muodossa.`),
    v.check((text) => Number.isFinite(Date.parse(text)), `${what}: aikaa ei ole kalenterissa.`),
  )

/** Seconds since the epoch of an Instant; null stays null. */
export const instantSeconds = <T extends string | null>(text: T): T extends string ? number : null =>
  (text === null ? null : Math.floor(Date.parse(text) / 1000)) as T extends string ? number : null

export const DeliveryLotInputSchema = v.strictObject({
  lot: v.pipe(
    v.string('Erätunnus puuttuu.'),
    v.trim(),
    // GS1 AI 10: up to 20 characters of the GS1 set; a lot is printed and scanned as it is.
    v.regex(/^[!"%-/0-9:-?A-Z_a-z]{1,20}$/, 'Erätunnus on 1–20 merkkiä (GS1 AI 10).'),
  ),
  expiry: v.nullable(
    v.pipe(
      v.string('Anna viimeinen käyttöpäivä muodossa VVVV-KK-PP.'),
      v.check(isCalendarDate, 'Anna viimeinen käyttöpäivä muodossa VVVV-KK-PP.'),
    ),
  ),
  quantity: v.pipe(
    v.number('Anna erän määrä numerona.'),
    v.integer('Erän määrän pitää olla kokonaisluku.'),
    v.minValue(1, 'Erän määrä on vähintään 1.'),
  ),
})

export const DeliveryLineInputSchema = v.pipe(
  v.strictObject({
    sku: Sku,
    quantity: v.pipe(
      v.number('Anna määrä numerona.'),
      v.integer('Määrän pitää olla kokonaisluku.'),
      v.minValue(1, 'Määrä on vähintään 1.'),
    ),
    /** Empty for a product without lots (most supplies). */
    lots: v.pipe(
      v.array(DeliveryLotInputSchema, 'Anna erät listana.'),
      v.maxLength(MAX_LOTS_PER_LINE, `Rivillä voi olla enintään ${MAX_LOTS_PER_LINE} erää.`),
      v.check((lots) => new Set(lots.map((l) => l.lot)).size === lots.length, 'Sama erä on rivillä kahdesti.'),
    ),
  }),
  v.check(
    (line) => line.lots.length === 0 || line.lots.reduce((sum, l) => sum + l.quantity, 0) === line.quantity,
    'Erien määrien summa ei ole rivin määrä.',
  ),
)

export const OperatorDeliveryRequestSchema = v.pipe(
  v.strictObject({
    delivery_id: v.pipe(
      v.string('Toimituksen tunniste puuttuu.'),
      v.regex(
        /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/,
        'Virheellinen toimituksen tunniste (1–100 merkkiä A–Z, 0–9, . _ : -).',
      ),
    ),
    order_number: v.pipe(v.string('Tilausnumero puuttuu.'), v.regex(/^[A-Z]\d{1,15}$/, 'Virheellinen tilausnumero.')),
    carrier: v.picklist(['posti', 'matkahuolto', 'nouto'], 'Tuntematon kuljetusliike (posti, matkahuolto, nouto).'),
    tracking_code: v.pipe(
      v.string('Lähetystunnus puuttuu.'),
      v.regex(/^[A-Za-z0-9-]{1,40}$/, 'Virheellinen lähetystunnus.'),
    ),
    packed_at: Instant('Pakattu'),
    shipped_at: v.optional(v.nullable(Instant('Lähetetty')), null),
    out_for_delivery_at: v.optional(v.nullable(Instant('Jakelussa')), null),
    delivered_at: v.optional(v.nullable(Instant('Toimitettu')), null),
    lines: v.pipe(
      v.array(DeliveryLineInputSchema, 'Anna rivit listana.'),
      v.minLength(1, 'Toimituksessa ei ole yhtään riviä.'),
      v.maxLength(MAX_DELIVERY_LINES, `Toimituksessa voi olla enintään ${MAX_DELIVERY_LINES} riviä.`),
      v.check(
        (lines) => new Set(lines.map((l) => l.sku)).size === lines.length,
        'Sama tuotekoodi on toimituksessa kahdesti.',
      ),
    ),
  }),
  // The steps follow each other as the deliveries table's checks ask (migration 0005).
  v.check((d) => {
    const [packed, shipped, out, delivered] = [d.packed_at, d.shipped_at, d.out_for_delivery_at, d.delivered_at].map(
      (at) => (at === null ? null : Date.parse(at)),
    ) as [number, number | null, number | null, number | null]
    return (
      (shipped === null || shipped >= packed) &&
      (out === null || (shipped !== null && out >= shipped)) &&
      (delivered === null || delivered >= (out ?? shipped ?? packed))
    )
  }, 'Toimituksen vaiheet ovat väärässä järjestyksessä.'),
)
export type OperatorDeliveryRequest = v.InferOutput<typeof OperatorDeliveryRequestSchema>

export const OperatorDeliveryResponseSchema = v.object({
  delivery_id: v.string(),
  /** The shop's id of the delivery (its page is /account/delivery/{id}). */
  id: v.number(),
  /** False for a repeat of a delivery the shop already has. */
  created: v.boolean(),
  lines: v.number(),
  lots: v.number(),
})
export type OperatorDeliveryResponse = v.InferOutput<typeof OperatorDeliveryResponseSchema>
