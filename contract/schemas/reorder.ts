import * as v from 'valibot'
import { CartSchema } from './cart'
import { LINE_PROBLEMS, MAX_BULK_LINES } from './quickOrder'

/**
 * Reorder (spec §10): `POST /api/customer/orders/{orderNumber}/reorder` adds an order's lines
 * (all, or the `lines` ticked, by line number) to the cart at today's contract prices, with an
 * Idempotency-Key header as the bulk add has. Lines that cannot be ordered any more come back
 * by name with the reason; the rest are added.
 */
export const ReorderRequestSchema = v.strictObject({
  lines: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Valitse tilattavat rivit.'),
      v.minLength(1, 'Valitse vähintään yksi rivi.'),
      v.maxLength(MAX_BULK_LINES, `Kerralla voi tilata enintään ${MAX_BULK_LINES} riviä.`),
    ),
  ),
})
export type ReorderRequest = v.InferOutput<typeof ReorderRequestSchema>

export const ReorderLineSchema = v.object({
  line_no: v.number(),
  sku: v.string(),
  name: v.string(),
  /** The quantity of the old order's line. */
  quantity: v.number(),
  /** alv 0 %: the unit price on the old order, to show a price changed since. */
  price_then: v.optional(v.number()),
  added: v.boolean(),
  /** What went into the cart: the old quantity, or it rounded to today's pack size. */
  quantity_added: v.optional(v.number()),
  problem: v.optional(v.picklist(LINE_PROBLEMS)),
  /** Finnish text: why the line was not added, or that its quantity was rounded. */
  message: v.optional(v.string()),
  /**
   * What changed in its availability since the order ("Tilattaessa toimitettiin heti. Nyt:
   * Jälkitoimitus, arvio 15.12."; docs/decisions/078-availability-since.md); absent when nothing did.
   */
  availability_change: v.optional(v.string()),
})
export type ReorderLine = v.InferOutput<typeof ReorderLineSchema>

export const ReorderResponseSchema = v.object({ cart: CartSchema, lines: v.array(ReorderLineSchema) })
export type ReorderResponse = v.InferOutput<typeof ReorderResponseSchema>
