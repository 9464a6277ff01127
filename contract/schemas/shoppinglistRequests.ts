import * as v from 'valibot'
import { Quantity, Sku } from './lineItem'

/**
 * What a client sends to a shopping list's product lines: the cart's rules for sku and quantity
 * (./lineItem.ts). Apart from ./shoppinglist.ts so the pages that only show which lists hold a
 * product do not load the line schemas (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
 */

/**
 * POST /api/shoppinglist/{id}/items: the cart's rules for sku and quantity (1–999). Adding a
 * product already on the list adds to its quantity, capped at 999.
 */
export const AddShoppingListItemRequestSchema = v.strictObject({ sku: Sku, quantity: Quantity })
export type AddShoppingListItemRequest = v.InferOutput<typeof AddShoppingListItemRequestSchema>

/** POST /api/shoppinglist/{id}/items/{sku}: sets the quantity of a product on the list. */
export const SetShoppingListItemRequestSchema = v.strictObject({ quantity: Quantity })
export type SetShoppingListItemRequest = v.InferOutput<typeof SetShoppingListItemRequestSchema>

/** A malformed SKU in a path names no product on the list, so it is a 404. */
export const ShoppingListSkuParamSchema = Sku
