import * as v from 'valibot'
import { AvailabilitySchema } from './availability'

const Money = v.object({ value: v.number() })

/**
 * A substitute the buyer may take for a cart line that cannot ship in full
 * (docs/decisions/077-substitutes.md): the operator's pair with its reason, the quantity the
 * pack-size rules convert the line to (contract/substitutes.ts), and what it costs. Only what the
 * buyer may order and what ships that quantity now is offered; a restricted customer is never
 * offered a medicine.
 */
export const SubstituteOfferSchema = v.object({
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  pakkauskokoteksti: v.string(),
  /** Why it substitutes, in the operator's words: "Sama vaikuttava aine, vahvuus, …". */
  reason: v.string(),
  /** The converted quantity that replaces the line. */
  quantity: v.number(),
  /** "2 × 50 ml korvaa 100 ml"; null when the packs are alike. */
  note: v.nullable(v.string()),
  availability: v.optional(AvailabilitySchema),
  /** alv 0 %, with the customer's contract price; null for a guest (spec §6). */
  prices: v.nullable(v.object({ price: Money, row_total: Money })),
})
export type SubstituteOffer = v.InferOutput<typeof SubstituteOfferSchema>

/** GET /api/cart/substitutes: the offers of each cart line that cannot ship in full. */
export const CartSubstitutesResponseSchema = v.object({
  items: v.array(v.object({ cart_item_id: v.number(), substitutes: v.array(SubstituteOfferSchema) })),
})
export type CartSubstitutesResponse = v.InferOutput<typeof CartSubstitutesResponseSchema>

/**
 * GET /api/customer/substitutes/{sku}: the operator's substitutes of a product, for its page when
 * it cannot ship now (docs/decisions/077-substitutes.md): what the caller may order, not
 * discontinued, each with the reason, its availability and how many replace one pack.
 */
export const ProductSubstitutesResponseSchema = v.object({
  sku: v.string(),
  substitutes: v.array(
    v.object({
      sku: v.string(),
      name: v.string(),
      url_key: v.string(),
      pakkauskokoteksti: v.string(),
      reason: v.string(),
      /** "2 × 50 ml korvaa 100 ml" for one pack of the product; null when the packs are alike. */
      note: v.nullable(v.string()),
      in_stock: v.boolean(),
      availability: v.optional(AvailabilitySchema),
    }),
  ),
})
export type ProductSubstitutesResponse = v.InferOutput<typeof ProductSubstitutesResponseSchema>
