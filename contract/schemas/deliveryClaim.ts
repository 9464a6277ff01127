import * as v from 'valibot'

/**
 * Receiving a delivery (docs/decisions/083-receiving-deliveries.md): what the buyer's scans
 * counted, line by line and lot by lot, sent once per delivery as a claim to customer service
 * (POST /api/customer/deliveries/:id/claim). The server compares it with the parcel's own lines
 * and lots and writes the differences; a count with no difference is refused.
 */

export const MAX_CLAIM_NOTE = 500

const Count = v.pipe(
  v.number('Anna määrä numerona.'),
  v.integer('Määrän pitää olla kokonaisluku.'),
  v.minValue(0, 'Määrä ei voi olla negatiivinen.'),
  v.maxValue(9999, 'Määrä on liian suuri.'),
)

export const DeliveryClaimRequestSchema = v.strictObject({
  /** Packs counted per line (its SKU) and lot (null: a pack whose code carried no lot). */
  received: v.pipe(
    v.array(
      v.strictObject({
        sku: v.pipe(v.string(), v.maxLength(64)),
        lot: v.nullable(v.pipe(v.string(), v.maxLength(20))),
        quantity: Count,
      }),
      'Anna luetut määrät listana.',
    ),
    v.maxLength(500, 'Liian monta riviä.'),
  ),
  /** Codes scanned that name no line of the delivery, as read. */
  unknown_codes: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(100)), 'Anna tuntemattomat koodit listana.'),
    v.maxLength(50, 'Liian monta tuntematonta koodia.'),
  ),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_CLAIM_NOTE, `Viesti on enintään ${MAX_CLAIM_NOTE} merkkiä.`)),
    '',
  ),
})
export type DeliveryClaimRequest = v.InferOutput<typeof DeliveryClaimRequestSchema>

export const DeliveryDifferenceSchema = v.object({
  kind: v.picklist(['short', 'surplus', 'wrong-lot', 'unknown']),
  sku: v.nullable(v.string()),
  name: v.string(),
  lot: v.nullable(v.string()),
  expected: v.number(),
  received: v.number(),
})
export type DeliveryDifference = v.InferOutput<typeof DeliveryDifferenceSchema>

export const DeliveryClaimResponseSchema = v.object({
  sent_at: v.string(),
  differences: v.array(DeliveryDifferenceSchema),
})
export type DeliveryClaimResponse = v.InferOutput<typeof DeliveryClaimResponseSchema>
