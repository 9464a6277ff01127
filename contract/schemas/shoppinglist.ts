import * as v from 'valibot'
import { AvailabilitySchema } from './availability'
import { QuantityRulesSchema } from '../quantityRulesSchema'
import { CartSchema } from './cart'

/**
 * Shopping lists (spec §3: lists with title, shoppinglist_id and products each with
 * product.sku; spec §7 GET /api/shoppinglist answers `items`). Every write answers all of the
 * caller's lists, like a cart write answers the cart, so the app replaces its cached copy.
 */

export const MAX_SHOPPING_LISTS = 50
export const MAX_SHOPPING_LIST_ITEMS = 500
export const MAX_SHOPPING_LIST_TITLE = 80

/** Titles are unique per customer whatever their case: 'Rokotteet' and 'ROKOTTEET' are the same list. */
export const titleKey = (title: string) => title.toLocaleLowerCase('fi')

// ---------------------------------------------------------------- requests

const Title = v.pipe(
  v.string('Anna ostoslistalle nimi.'),
  v.transform((title) => title.normalize('NFC').replace(/\s+/g, ' ').trim()),
  v.nonEmpty('Anna ostoslistalle nimi.'),
  v.maxLength(MAX_SHOPPING_LIST_TITLE, `Nimi voi olla enintään ${MAX_SHOPPING_LIST_TITLE} merkkiä.`),
  v.regex(/^[^\u0000-\u001f\u007f]*$/, 'Nimessä on kiellettyjä merkkejä.'),
)

/** POST /api/shoppinglist (create) and POST /api/shoppinglist/{id} (rename). */
export const ShoppingListTitleRequestSchema = v.strictObject({ title: Title })
export type ShoppingListTitleRequest = v.InferOutput<typeof ShoppingListTitleRequestSchema>

/** POST /api/shoppinglist/{id}/share: the owner shares the list with the company, or stops sharing. */
export const ShareShoppingListRequestSchema = v.strictObject({
  shared: v.boolean('Valitse, jaetaanko lista.'),
})

/** A malformed list id in a path names no list, so it is a 404. */
export const ShoppingListIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))

// The product lines' request schemas are in ./shoppinglistRequests.ts (they build on the cart's).

// ---------------------------------------------------------------- responses

export const ShoppingListProductSchema = v.object({
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  image: v.object({ url: v.string(), label: v.string() }),
  pakkauskokoteksti: v.string(),
  in_stock: v.boolean(),
  /** Counts, restock date, shortage (contract/availability.ts); an upstream without them leaves it out. */
  availability: v.optional(AvailabilitySchema),
  /** Pack-size rules (contract/quantityRules.ts); absent means 1…999 by 1. */
  quantity_rules: v.optional(QuantityRulesSchema),
})

export const ShoppingListSchema = v.object({
  shoppinglist_id: v.number(),
  title: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  /** In the order they were added. */
  products: v.array(v.object({ product: ShoppingListProductSchema, quantity: v.number() })),
  /** Shared with the company's other users (spec §11); absent from an upstream without companies. */
  shared: v.optional(v.boolean()),
  /** Present on a colleague's shared list, which the caller may read and order from but not change. */
  owner: v.optional(v.object({ name: v.string() })),
})
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>

/** GET /api/shoppinglist and every list write: all of the caller's lists, oldest first. */
export const ShoppingListsResponseSchema = v.object({ items: v.array(ShoppingListSchema) })
export type ShoppingListsResponse = v.InferOutput<typeof ShoppingListsResponseSchema>

/** POST /api/shoppinglist: the lists and the id of the new one. */
export const CreateShoppingListResponseSchema = v.object({
  ...ShoppingListsResponseSchema.entries,
  shoppinglist_id: v.number(),
})
export type CreateShoppingListResponse = v.InferOutput<typeof CreateShoppingListResponseSchema>

/** GET /api/shoppinglist/{id} */
export const ShoppingListResponseSchema = v.object({ shoppinglist: ShoppingListSchema })
export type ShoppingListResponse = v.InferOutput<typeof ShoppingListResponseSchema>

/** A list line whose cart line landed on another quantity than list + cart: the product's pack size (docs/decisions/048-quantity-rules-on-every-path.md). */
export const ListToCartRoundedSchema = v.object({ sku: v.string(), quantity: v.number() })
export type ListToCartRounded = v.InferOutput<typeof ListToCartRoundedSchema>

/**
 * POST /api/shoppinglist/{id}/cart: the cart as POST /api/cart answers it, the SKUs that were
 * not added because they are out of stock, and the lines rounded to the nearest quantity their
 * pack-size rules allow, with the cart line's quantity now.
 */
export const ShoppingListToCartResponseSchema = v.object({
  cart: CartSchema,
  skipped: v.array(v.string()),
  /** Optional: an upstream that does not round answers without it. */
  rounded: v.optional(v.array(ListToCartRoundedSchema), []),
})
export type ShoppingListToCartResponse = v.InferOutput<typeof ShoppingListToCartResponseSchema>

/** spec §3 "derived map of sku to lists": which lists (title, id) hold each SKU. */
export function listsBySku(lists: readonly ShoppingList[]): Map<string, { title: string; shoppinglist_id: number }[]> {
  const map = new Map<string, { title: string; shoppinglist_id: number }[]>()
  for (const list of lists) {
    for (const { product } of list.products) {
      const entry = { title: list.title, shoppinglist_id: list.shoppinglist_id }
      const found = map.get(product.sku)
      if (found) found.push(entry)
      else map.set(product.sku, [entry])
    }
  }
  return map
}
