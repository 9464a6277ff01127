import * as v from 'valibot'
import { CartSchema } from './cart'
import { ProductSummarySchema } from './catalog'

/**
 * Quick order and the bulk add (spec §10): a buyer's lines of code and quantity, checked line by
 * line (`POST /api/cart/bulk/check`) and then added in one request (`POST /api/cart/bulk`). A
 * line's code is a SKU, an EAN (GTIN-13) or a Vnr; a bulk add names SKUs.
 */
export const MAX_BULK_LINES = 500

/** A code as a buyer types or pastes it: the server says what is wrong with it, line by line. */
const LooseCode = v.pipe(v.string('Tuotekoodi puuttuu.'), v.trim(), v.maxLength(64, 'Tuotekoodi on liian pitkä.'))

const Lines = <T extends v.GenericSchema>(line: T) =>
  v.pipe(
    v.array(line, 'Rivit puuttuvat.'),
    v.minLength(1, 'Lisää vähintään yksi rivi.'),
    v.maxLength(MAX_BULK_LINES, `Kerralla voi lisätä enintään ${MAX_BULK_LINES} riviä.`),
  )

/** POST /api/cart/bulk/check: any number as the quantity; a fraction or 0 is judged on its line. */
export const QuickOrderCheckRequestSchema = v.strictObject({
  lines: Lines(
    v.strictObject({
      code: LooseCode,
      // v.check, not v.finite: valibot's functions all ship in the root chunk (accountListSearch.ts).
      quantity: v.pipe(
        v.number('Anna määrä numerona.'),
        v.check((n: number) => Number.isFinite(n), 'Anna määrä numerona.'),
      ),
    }),
  ),
})
export type QuickOrderCheckRequest = v.InferOutput<typeof QuickOrderCheckRequestSchema>

/** POST /api/cart/bulk: `{ items: [{ sku, quantity }] }`, at most 500, with an Idempotency-Key header. */
export const BulkAddRequestSchema = v.strictObject({
  items: Lines(
    v.strictObject({
      sku: LooseCode,
      quantity: v.pipe(
        v.number('Anna määrä numerona.'),
        v.integer('Määrän pitää olla kokonaisluku.'),
        v.minValue(1, 'Määrän pitää olla vähintään 1.'),
        v.maxValue(999, 'Määrä voi olla enintään 999.'),
      ),
    }),
  ),
})
export type BulkAddRequest = v.InferOutput<typeof BulkAddRequestSchema>

/** The Idempotency-Key header: a client's random id for one bulk add, repeated on its retries. */
export const IdempotencyKeySchema = v.pipe(
  v.string('Idempotency-Key puuttuu.'),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Virheellinen Idempotency-Key.'),
)

/** Why a line cannot be added as it is. */
export const LINE_PROBLEMS = [
  'empty',
  'unknown',
  'choose-variant',
  'not-allowed',
  /** An upstream that refuses what it cannot ship now; this backend takes it as a backorder. */
  'out-of-stock',
  /** No longer sold (docs/decisions/073-availability.md). */
  'discontinued',
  'quantity',
  'duplicate',
  'cart-full',
] as const
export type LineProblem = (typeof LINE_PROBLEMS)[number]

/**
 * What a matched line shows: the product as listings show it (name, package text, pack-size
 * rules, list price); the customer's contract price comes by SKU like a listing's.
 */
export const QuickOrderProductSchema = ProductSummarySchema
export type QuickOrderProduct = v.InferOutput<typeof QuickOrderProductSchema>

export const QuickOrderLineSchema = v.object({
  /** The line's place in the request, from 0. */
  line: v.number(),
  code: v.string(),
  quantity: v.number(),
  ok: v.boolean(),
  problem: v.optional(v.picklist(LINE_PROBLEMS)),
  /** Finnish text for the line. */
  message: v.optional(v.string()),
  product: v.optional(QuickOrderProductSchema),
  /** An allowed quantity to offer instead ("Pyöristetäänkö 20 kpl:een?"). */
  suggested_quantity: v.optional(v.number()),
  /** An earlier line with the same product, which this one is merged into. */
  duplicate_of: v.optional(v.number()),
  /** For an unknown code: up to 3 products with similar codes or names. */
  suggestions: v.optional(v.array(v.object({ sku: v.string(), name: v.string(), pakkauskokoteksti: v.string() }))),
  /** For a configurable product: the variants to pick from. */
  variants: v.optional(v.array(v.object({ sku: v.string(), label: v.string(), in_stock: v.boolean() }))),
})
export type QuickOrderLine = v.InferOutput<typeof QuickOrderLineSchema>

export const QuickOrderCheckResponseSchema = v.object({ lines: v.array(QuickOrderLineSchema) })
export type QuickOrderCheckResponse = v.InferOutput<typeof QuickOrderCheckResponseSchema>

/** The cart after the add, and a result per line of the request (`ok` lines were added). */
export const BulkAddResponseSchema = v.object({ cart: CartSchema, lines: v.array(QuickOrderLineSchema) })
export type BulkAddResponse = v.InferOutput<typeof BulkAddResponseSchema>
