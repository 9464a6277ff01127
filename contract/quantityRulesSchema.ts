import * as v from 'valibot'

/**
 * The shape of a product's pack-size rules and spec §5/§9's quantity range, without the code
 * that judges a quantity (contract/quantityRules.ts). The cart's answer schema carries the rules
 * and loads with every page's first load; the judging and its Finnish texts load only with the
 * steppers that use them (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
 */

/** spec §5/§9: quantities are integers 1..999 (re-exported by contract/schemas/cart.ts). */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 999

/**
 * Pack sizes and quantity rules (docs/decisions/048-quantity-rules-on-every-path.md): a product is ordered in at least `min_sale_qty`, at
 * most `max_sale_qty` and in steps of `qty_increments` (a box of 10 needles is sold by 10).
 * Field names follow Adobe Commerce's stock item.
 */
export const QuantityRulesSchema = v.object({
  min_sale_qty: v.number(),
  max_sale_qty: v.number(),
  qty_increments: v.number(),
})
export type QuantityRules = v.InferOutput<typeof QuantityRulesSchema>
