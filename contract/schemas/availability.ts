import * as v from 'valibot'

/**
 * A shortage notice on a medicine (docs/decisions/073-availability.md): Fimea's open data, matched
 * by Vnr, or the operator's own. Dates are ISO (YYYY-MM-DD); `ends_on` is an estimate while the
 * notice is in force.
 */
export const ShortageNoticeSchema = v.object({
  source: v.picklist(['fimea', 'operator']),
  starts_on: v.nullable(v.string()),
  ends_on: v.nullable(v.string()),
  text: v.string(),
})
export type ShortageNotice = v.InferOutput<typeof ShortageNoticeSchema>

/**
 * A product's availability as the backend owns it (docs/decisions/073-availability.md). `available` is the units that can
 * ship now, or null where the warehouse does not count the product (then `in_stock` alone says
 * whether it ships now). An upstream without counts leaves the whole field out.
 */
export const AvailabilitySchema = v.object({
  available: v.nullable(v.number()),
  restock_date: v.nullable(v.string()),
  discontinued: v.boolean(),
  shortage: v.nullable(ShortageNoticeSchema),
})
export type Availability = v.InferOutput<typeof AvailabilitySchema>
