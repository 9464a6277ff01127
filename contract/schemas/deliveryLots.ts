import * as v from 'valibot'

/**
 * What a delivery carried, with the lot and expiry of each part (docs/decisions/081-delivery-lots.md):
 * the delivery view and its print show them, and the medicine record (EU 2019/6 Art. 103) is
 * read from them. A line may come in more than one lot.
 */

export const DeliveryLotSchema = v.object({
  /** The batch (GS1 AI 10). */
  lot: v.string(),
  /** yyyy-mm-dd; null for a lot printed without one. */
  expiry: v.nullable(v.string()),
  quantity: v.number(),
  /** The lot expires sooner after delivery than the operator's promise of the line (min_shelf_life_months). */
  short_dated: v.boolean(),
})
export type DeliveryLot = v.InferOutput<typeof DeliveryLotSchema>

export const DeliveryLineSchema = v.object({
  sku: v.string(),
  name: v.string(),
  /** The product's page, when the product is still sold. */
  url_key: v.nullable(v.string()),
  /** The GTIN the pack carries, for receiving by scanning. */
  ean: v.nullable(v.string()),
  vnr: v.nullable(v.string()),
  quantity: v.number(),
  is_medicine: v.boolean(),
  /** The operator's promise of remaining shelf life at delivery, in months, as it was at delivery. */
  min_shelf_life_months: v.nullable(v.number()),
  lots: v.array(DeliveryLotSchema),
})
export type DeliveryLine = v.InferOutput<typeof DeliveryLineSchema>
