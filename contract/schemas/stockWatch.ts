import * as v from 'valibot'
import { Sku } from './lineItem'

/**
 * "Ilmoita kun saatavilla" (docs/decisions/073-availability.md): a user waits for a product that
 * cannot ship now and is told once, by a notice and an e-mail, when it can.
 * GET, PUT and DELETE /api/customer/stockwatch/{sku}.
 */
export const StockWatchSkuParamSchema = Sku

export const StockWatchResponseSchema = v.object({
  sku: v.string(),
  /** The user waits for the product and has not been told yet. */
  watching: v.boolean(),
})
export type StockWatchResponse = v.InferOutput<typeof StockWatchResponseSchema>
