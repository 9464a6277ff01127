import { Hono, type Context } from 'hono'
import {
  ShareShoppingListRequestSchema,
  ShoppingListIdParamSchema,
  ShoppingListTitleRequestSchema,
} from '../../../contract/schemas/shoppinglist'
import {
  AddShoppingListItemRequestSchema,
  SetShoppingListItemRequestSchema,
  ShoppingListSkuParamSchema,
} from '../../../contract/schemas/shoppinglistRequests'
import { authenticate, customerOf } from '../auth'
import { BackendError } from '../errors'
import { refuseDrugListItems } from '../cart/restricted'
import { isDrug } from '../catalog/drugs'
import { assertAddedQuantity, assertQuantity, rulesOf } from '../catalog/quantityRules'
import { effectiveRules } from '../../../contract/quantityRules'
import { deniesMedListing } from '../customers'
import { requireScope } from '../orders/access'
import { listNotFound, requireList, shareList } from '../shoppinglists/access'
import { addListToCart } from '../shoppinglists/toCart'
import {
  addListItem,
  createList,
  deleteList,
  loadLists,
  listQuantity,
  productForList,
  rulesOfSku,
  removeListItem,
  renameList,
  setListItem,
} from '../shoppinglists/store'
import type { BackendEnv } from '../types'
import { readBody, readParam } from '../validate'

/**
 * spec §3/§7 shopping lists of the caller: a login (401), the 'shoppinglists' scope (403), and
 * only the caller's lists (404 otherwise). Writes answer all lists, like GET.
 */
export const shoppingListRoutes = new Hono<BackendEnv>()
shoppingListRoutes.use('*', authenticate({ required: true }), requireScope('shoppinglists'))

type Ctx = Context<BackendEnv>

const itemNotFound = () => new BackendError(404, 'Tuotetta ei ole ostoslistalla.')
const listIdOf = (c: Ctx) => readParam(c.req.param('id') ?? '', ShoppingListIdParamSchema, listNotFound)
const skuOf = (c: Ctx) => readParam(c.req.param('sku') ?? '', ShoppingListSkuParamSchema, itemNotFound)
const allLists = async (c: Ctx) => ({ items: await loadLists(c.env.DB, customerOf(c)) })

shoppingListRoutes.get('/', async (c) => c.json(await allLists(c)))

shoppingListRoutes.post('/', async (c) => {
  const { title } = await readBody(c, ShoppingListTitleRequestSchema)
  const id = await createList(c.env.DB, customerOf(c), title)
  return c.json({ ...(await allLists(c)), shoppinglist_id: id })
})

/** Share the caller's own list with the company's other users (spec §11), or stop sharing it. */
shoppingListRoutes.post('/:id/share', async (c) => {
  const listId = listIdOf(c)
  const { shared } = await readBody(c, ShareShoppingListRequestSchema)
  await shareList(c.env.DB, customerOf(c), listId, shared)
  return c.json(await allLists(c))
})

shoppingListRoutes.get('/:id', async (c) => {
  const [shoppinglist] = await loadLists(c.env.DB, customerOf(c), listIdOf(c))
  if (!shoppinglist) throw listNotFound()
  return c.json({ shoppinglist })
})

/** Rename. */
shoppingListRoutes.post('/:id', async (c) => {
  const listId = listIdOf(c)
  const { title } = await readBody(c, ShoppingListTitleRequestSchema)
  await requireList(c.env.DB, customerOf(c), listId)
  await renameList(c.env.DB, customerOf(c), listId, title)
  return c.json(await allLists(c))
})

shoppingListRoutes.delete('/:id', async (c) => {
  await requireList(c.env.DB, customerOf(c), listIdOf(c))
  await deleteList(c.env.DB, customerOf(c), listIdOf(c))
  return c.json(await allLists(c))
})

shoppingListRoutes.post('/:id/items', async (c) => {
  const listId = listIdOf(c)
  const { sku, quantity } = await readBody(c, AddShoppingListItemRequestSchema)
  const customerId = customerOf(c)
  await requireList(c.env.DB, customerId, listId)
  const product = await productForList(c.env.DB, sku)
  // A drug product does not exist for a denyMedListing customer (docs/decisions/012-restricted-medicines-and-guest-prices.md), as in the cart.
  if ((await deniesMedListing(c.env.DB, customerId)) && (await isDrug(c.env.DB, product.id))) {
    throw new BackendError(404, 'Tuotetta ei löytynyt.', { sku: 'Tuntematon tuotekoodi.' })
  }
  // Pack sizes (docs/decisions/048-quantity-rules-on-every-path.md): a list holds what the cart would accept.
  const rules = rulesOf(product)
  assertAddedQuantity(rules, await listQuantity(c.env.DB, listId, product.id), quantity)
  await addListItem(c.env.DB, customerId, listId, product.id, quantity, effectiveRules(rules).max_sale_qty)
  return c.json(await allLists(c))
})

shoppingListRoutes.post('/:id/items/:sku', async (c) => {
  const listId = listIdOf(c)
  const sku = skuOf(c)
  const { quantity } = await readBody(c, SetShoppingListItemRequestSchema)
  const customerId = customerOf(c)
  await requireList(c.env.DB, customerId, listId)
  const rules = await rulesOfSku(c.env.DB, sku)
  if (!rules) throw itemNotFound()
  assertQuantity(rulesOf(rules), quantity)
  if (!(await setListItem(c.env.DB, customerId, listId, sku, quantity))) throw itemNotFound()
  return c.json(await allLists(c))
})

shoppingListRoutes.delete('/:id/items/:sku', async (c) => {
  const listId = listIdOf(c)
  const sku = skuOf(c)
  const customerId = customerOf(c)
  await requireList(c.env.DB, customerId, listId)
  if (!(await removeListItem(c.env.DB, customerId, listId, sku))) throw itemNotFound()
  return c.json(await allLists(c))
})

/**
 * Every product of the list into the cart: `{ cart, skipped }` (skipped = out-of-stock SKUs).
 * A restricted customer's list with drug products adds nothing (403 naming them, docs/decisions/012-restricted-medicines-and-guest-prices.md).
 */
shoppingListRoutes.post('/:id/cart', async (c) => {
  const listId = listIdOf(c)
  const customerId = customerOf(c)
  // A colleague's shared list can be ordered from (spec §11), into the caller's own cart.
  await requireList(c.env.DB, customerId, listId, 'read')
  await refuseDrugListItems(c.env.DB, customerId, listId)
  return c.json(await addListToCart(c.env.DB, customerId, listId))
})
