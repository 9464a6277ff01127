import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  CreateShoppingListResponseSchema,
  ShoppingListResponseSchema,
  ShoppingListsResponseSchema,
  ShoppingListToCartResponseSchema,
} from '../../contract/schemas/shoppinglist'
import {
  ShareShoppingListRequestSchema,
  ShoppingListIdParamSchema,
  ShoppingListTitleRequestSchema,
} from '../../contract/schemas/shoppinglist'
import {
  AddShoppingListItemRequestSchema,
  SetShoppingListItemRequestSchema,
  ShoppingListSkuParamSchema,
} from '../../contract/schemas/shoppinglistRequests'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError, HttpError } from './errors'
import { readJson } from './validate'

/**
 * spec §3/§7 shopping lists (/account/shoppinglist, the header's list icon). Logged-in
 * customers only (spec §1, §6): a guest gets a 401. The upstream checks the 'shoppinglists'
 * scope (403) and that the list is the caller's (404). Bodies are validated here first, so a
 * 400 never reaches the upstream.
 *
 *   GET    /api/shoppinglist                    → { items: ShoppingList[] }
 *   POST   /api/shoppinglist          {title}   → { items, shoppinglist_id }
 *   GET    /api/shoppinglist/{id}               → { shoppinglist }
 *   POST   /api/shoppinglist/{id}     {title}   → { items }   rename
 *   DELETE /api/shoppinglist/{id}               → { items }
 *   POST   /api/shoppinglist/{id}/items {sku, quantity} → { items }   add (sums, max 999)
 *   POST   /api/shoppinglist/{id}/items/{sku} {quantity} → { items }  set the quantity
 *   DELETE /api/shoppinglist/{id}/items/{sku}    → { items }
 *   POST   /api/shoppinglist/{id}/cart          → { cart, skipped }   (also a colleague's shared list)
 *   POST   /api/shoppinglist/{id}/share {shared} → { items }   the owner shares it with the company
 */
export const shoppinglist = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

shoppinglist.use('*', async (c, next) => {
  if (!c.var.token) return apiError(c, 401, 'Kirjaudu sisään käyttääksesi ostoslistoja.')
  return next()
})

function param<S extends v.GenericSchema>(value: string | undefined, schema: S, message: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) throw new HttpError(404, message)
  return parsed.output
}

const listId = (c: Ctx) => param(c.req.param('id'), ShoppingListIdParamSchema, 'Ostoslistaa ei löytynyt.')
const skuParam = (c: Ctx) => param(c.req.param('sku'), ShoppingListSkuParamSchema, 'Tuotetta ei ole ostoslistalla.')

shoppinglist.get('/', async (c) =>
  c.json(await upstreamJson(c, { path: '/api/shoppinglist' }, ShoppingListsResponseSchema)),
)

shoppinglist.post('/', async (c) => {
  const body = await readJson(c, ShoppingListTitleRequestSchema)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: '/api/shoppinglist', body }, CreateShoppingListResponseSchema),
  )
})

shoppinglist.get('/:id', async (c) => {
  const id = listId(c)
  return c.json(await upstreamJson(c, { path: `/api/shoppinglist/${id}` }, ShoppingListResponseSchema))
})

shoppinglist.post('/:id', async (c) => {
  const id = listId(c)
  const body = await readJson(c, ShoppingListTitleRequestSchema)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: `/api/shoppinglist/${id}`, body }, ShoppingListsResponseSchema),
  )
})

shoppinglist.delete('/:id', async (c) => {
  const id = listId(c)
  return c.json(
    await upstreamJson(c, { method: 'DELETE', path: `/api/shoppinglist/${id}` }, ShoppingListsResponseSchema),
  )
})

shoppinglist.post('/:id/items', async (c) => {
  const id = listId(c)
  const body = await readJson(c, AddShoppingListItemRequestSchema)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: `/api/shoppinglist/${id}/items`, body }, ShoppingListsResponseSchema),
  )
})

shoppinglist.post('/:id/items/:sku', async (c) => {
  const id = listId(c)
  const sku = skuParam(c)
  const body = await readJson(c, SetShoppingListItemRequestSchema)
  return c.json(
    await upstreamJson(
      c,
      { method: 'POST', path: `/api/shoppinglist/${id}/items/${encodeURIComponent(sku)}`, body },
      ShoppingListsResponseSchema,
    ),
  )
})

shoppinglist.delete('/:id/items/:sku', async (c) => {
  const id = listId(c)
  const sku = skuParam(c)
  return c.json(
    await upstreamJson(
      c,
      { method: 'DELETE', path: `/api/shoppinglist/${id}/items/${encodeURIComponent(sku)}` },
      ShoppingListsResponseSchema,
    ),
  )
})

/** The cart answer is the customer's cart with prices, as POST /api/cart answers a customer. */
shoppinglist.post('/:id/cart', async (c) => {
  const id = listId(c)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: `/api/shoppinglist/${id}/cart` }, ShoppingListToCartResponseSchema),
  )
})

/** spec §11: the owner shares the list with the company's other users, or stops sharing it. */
shoppinglist.post('/:id/share', async (c) => {
  const id = listId(c)
  const body = await readJson(c, ShareShoppingListRequestSchema)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: `/api/shoppinglist/${id}/share`, body }, ShoppingListsResponseSchema),
  )
})
