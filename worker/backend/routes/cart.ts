import { MAX_CART_LINES } from '../../../contract/schemas/cart'
import { Hono, type Context } from 'hono'
import { CART_ID } from '../../../contract/schemas/cart'
import {
  AddToCartRequestSchema,
  CartItemIdParamSchema,
  MergeCartRequestSchema,
  LineFulfilmentRequestSchema,
  UpdateCartItemRequestSchema,
} from '../../../contract/schemas/cartRequests'
import * as v from 'valibot'
import {
  BulkAddRequestSchema,
  IdempotencyKeySchema,
  QuickOrderCheckRequestSchema,
} from '../../../contract/schemas/quickOrder'
import { authenticate } from '../auth'
import { BackendError } from '../errors'
import { readBody } from '../validate'
import {
  addItem,
  createGuestCartWithItem,
  ensureCustomerCart,
  findCustomerCart,
  findGuestCart,
  findProductToAdd,
  lineQuantity,
  lineRules,
  removeItem,
  setItemFulfilment,
  setItemQuantity,
  cartIsFull,
} from '../cart/store'
import { bulkAdd } from '../cart/bulkAdd'
import { ownCartForWriting, refuseApprovalCart } from '../approvals/approvalCart'
import type { CartApprovalResponse } from '../../../contract/schemas/purchaseRequests'
import { mergeGuestCart } from '../cart/mergeGuestCart'
import { cartApproval } from '../approvals/cartApproval'
import { judgeLines } from '../cart/quickOrderLines'
import { loadCart } from '../cart/view'
import { changeSubstitute, substituteOffers } from '../cart/substitutes'
import type { CartSubstitutesResponse } from '../../../contract/schemas/substitutes'
import { isDrug } from '../catalog/drugs'
import { assertAddedQuantity, assertQuantity, rulesOf } from '../catalog/quantityRules'
import { effectiveRules } from '../../../contract/quantityRules'
import { deniesMedListing } from '../customers'
import type { BackendEnv } from '../types'

/**
 * spec §7 cart calls of the upstream contract. A logged-in caller (Bearer token) uses the
 * customer cart; a guest names a guest cart in the `cart` header, and a guest's first add
 * names none: that add creates the guest cart (docs/decisions/021-guest-cart-at-first-add.md). Prices are always computed
 * here; the BFF hides them from guests (spec §6).
 */
export const cartRoutes = new Hono<BackendEnv>()

cartRoutes.use('*', authenticate({ required: false }))

/** 410: the guest cart named by the header is gone (merged, expired): the BFF starts a new one. */
const CART_FULL = `Ostoskorissa voi olla enintään ${MAX_CART_LINES} eri tuotetta. Poista ensin jokin rivi tai tee tilaus.`
const cartGone = () => new BackendError(410, 'Ostoskoria ei löytynyt. Päivitä sivu ja yritä uudelleen.')
const itemNotFound = () => new BackendError(404, 'Tuotetta ei löytynyt ostoskorista.')

/** The caller's open cart: the customer's (created on first use) or the guest cart of the header. */
async function currentCart(c: Context<BackendEnv>): Promise<string | null> {
  const customerId = c.get('customerId')
  if (customerId) return ensureCustomerCart(c.env.DB, customerId)
  const header = c.req.header('cart')
  return header && CART_ID.test(header) ? findGuestCart(c.env.DB, header) : null
}

/** The open cart of a line write: never an approval cart, whose lines are the request's (docs/decisions/044-approval-cart-is-the-request.md). */
async function requireCart(c: Context<BackendEnv>): Promise<string> {
  const cartId = await currentCart(c)
  if (!cartId) throw cartGone()
  await refuseApprovalCart(c.env.DB, cartId)
  return cartId
}

async function cartView(c: Context<BackendEnv>, cartId: string) {
  const state = await loadCart(c.env.DB, cartId, c.get('customerId'))
  if (!state) throw cartGone()
  return state.view
}

// A read never creates a cart (spec §7: no GET writes; the first write creates it): a customer
// without an open cart reads null, as a guest without one does.
cartRoutes.get('/', async (c) => {
  const customerId = c.get('customerId')
  const cartId = customerId ? await findCustomerCart(c.env.DB, customerId) : await currentCart(c)
  const cart = cartId ? await cartView(c, cartId) : null
  return c.json({ cart, customerCart: c.get('customerId') ? cart : null })
})

/** Whether the open cart must be sent for approval, and why (spec §12); whether it is an approval cart. */
cartRoutes.get('/approval', async (c) => {
  const customerId = c.get('customerId')
  if (!customerId) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  const cartId = await findCustomerCart(c.env.DB, customerId)
  // No cart yet: nothing to send for approval, and the check creates none.
  if (!cartId) return c.json({ required: false, reasons: [], approval_request: null } satisfies CartApprovalResponse)
  return c.json(await cartApproval(c.env.DB, customerId, cartId))
})

cartRoutes.post('/', async (c) => {
  const { sku, quantity } = await readBody(c, AddToCartRequestSchema)
  const product = await findProductToAdd(c.env.DB, sku)
  if (!product) throw new BackendError(404, 'Tuotetta ei löytynyt.', { sku: 'Tuntematon tuotekoodi.' })
  // spec §1 denyMedListing (docs/decisions/012-restricted-medicines-and-guest-prices.md): to a restricted customer a drug product does not
  // exist, as its product page is a 404, so adding it answers as an unknown product would.
  const customerId = c.get('customerId')
  if (customerId && (await deniesMedListing(c.env.DB, customerId)) && (await isDrug(c.env.DB, product.id))) {
    throw new BackendError(404, 'Tuotetta ei löytynyt.', { sku: 'Tuntematon tuotekoodi.' })
  }
  if (product.type === 'configurable') {
    const option = product.option_label?.toLocaleLowerCase('fi') ?? 'vaihtoehto'
    throw new BackendError(400, `Valitse ${option} ennen kuin lisäät tuotteen ostoskoriin.`, {
      sku: `Valitse ${option}.`,
    })
  }
  // What cannot ship now is still ordered, to wait for (docs/decisions/073-availability.md); only a
  // discontinued product is gone.
  if (product.discontinued === 1) {
    throw new BackendError(409, `Tuote ”${product.name}” on poistunut valikoimasta, eikä sitä voi enää tilata.`)
  }
  // A guest naming no cart gets one here, born with this line (docs/decisions/021-guest-cart-at-first-add.md): the cart's id in
  // the answer is what the BFF keeps in the guest_cart cookie. A cart named but gone stays a 410.
  const rules = rulesOf(product)
  if (!c.get('customerId') && c.req.header('cart') === undefined) {
    assertAddedQuantity(rules, 0, quantity)
    const cartId = await createGuestCartWithItem(c.env.DB, product.id, quantity, effectiveRules(rules).max_sale_qty)
    return c.json({ cart: await cartView(c, cartId) })
  }
  // A customer cart closed by a concurrent placeOrder is replaced by a fresh one: add there.
  for (let attempt = 0; attempt < 2; attempt++) {
    const cartId = await requireCart(c)
    // Pack sizes (docs/decisions/048-quantity-rules-on-every-path.md): the line stays on the product's increment and reaches its minimum.
    assertAddedQuantity(rules, await lineQuantity(c.env.DB, cartId, product.id), quantity)
    if (await addItem(c.env.DB, cartId, product.id, quantity, effectiveRules(rules).max_sale_qty)) {
      return c.json({ cart: await cartView(c, cartId) })
    }
    if (await cartIsFull(c.env.DB, cartId)) throw new BackendError(409, CART_FULL, { sku: CART_FULL })
    if (!c.get('customerId')) break
  }
  throw cartGone()
})

cartRoutes.post('/update', async (c) => {
  const { cart_item_id, quantity } = await readBody(c, UpdateCartItemRequestSchema)
  const cartId = await requireCart(c)
  const line = await lineRules(c.env.DB, cartId, cart_item_id)
  if (!line) throw itemNotFound()
  assertQuantity(rulesOf(line), quantity)
  if (!(await setItemQuantity(c.env.DB, cartId, cart_item_id, quantity))) throw itemNotFound()
  return c.json({ cart: await cartView(c, cartId) })
})

/** How a line that cannot ship in full ships: wait for all of it, or ship in parts (docs/decisions/073-availability.md). */
cartRoutes.post('/fulfilment', async (c) => {
  const choice = await readBody(c, LineFulfilmentRequestSchema)
  // Not requireCart: an approver checking out a request chooses too (cart/store.ts setItemFulfilment).
  const cartId = await currentCart(c)
  if (!cartId) throw cartGone()
  if (choice.fulfilment === 'substitute' || choice.fulfilment === 'original') {
    // A substitute changes the line itself, which an approval cart's lines may not (docs/decisions/077-substitutes.md).
    await refuseApprovalCart(c.env.DB, cartId)
    const customerId = c.get('customerId')
    const state = await loadCart(c.env.DB, cartId, customerId)
    if (!state) throw cartGone()
    await changeSubstitute(
      c.env.DB,
      state,
      choice.cart_item_id,
      choice.fulfilment === 'original'
        ? 'original'
        : { take: choice.substitute_sku, withoutDrugs: await deniesMedListing(c.env.DB, customerId) },
    )
  } else if (!(await setItemFulfilment(c.env.DB, cartId, choice.cart_item_id, choice.fulfilment))) {
    throw itemNotFound()
  }
  return c.json({ cart: await cartView(c, cartId) })
})

/** The substitutes a buyer may take for each line that cannot ship in full (docs/decisions/077-substitutes.md). */
cartRoutes.get('/substitutes', async (c) => {
  const customerId = c.get('customerId')
  const cartId = customerId ? await findCustomerCart(c.env.DB, customerId) : await currentCart(c)
  const state = cartId ? await loadCart(c.env.DB, cartId, customerId) : null
  if (!state) return c.json({ items: [] } satisfies CartSubstitutesResponse)
  const offers = await substituteOffers(c.env.DB, state, await deniesMedListing(c.env.DB, customerId))
  return c.json({
    items: [...offers].map(([cart_item_id, list]) => ({
      cart_item_id,
      substitutes: list.map(({ productId: _, ...offer }) => offer),
    })),
  } satisfies CartSubstitutesResponse)
})

const loginForQuickOrder = () => new BackendError(401, 'Kirjaudu sisään käyttääksesi pikatilausta.')

/** Quick order's line check (spec §10): what each line would add, or why not, in Finnish. */
cartRoutes.post('/bulk/check', async (c) => {
  const customerId = c.get('customerId')
  if (!customerId) throw loginForQuickOrder()
  const { lines } = await readBody(c, QuickOrderCheckRequestSchema)
  const judged = await judgeLines(c.env.DB, lines, { withoutDrugs: await deniesMedListing(c.env.DB, customerId) })
  return c.json({ lines: judged.map(({ productId: _, ...line }) => line) })
})

/**
 * The bulk add (spec §10): every acceptable line in one write, exactly once per Idempotency-Key
 * (cart/bulkAdd.ts); the other lines come back with their reasons and change nothing.
 */
cartRoutes.post('/bulk', async (c) => {
  const customerId = c.get('customerId')
  if (!customerId) throw loginForQuickOrder()
  const key = v.safeParse(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  if (!key.success) {
    const message = 'Idempotency-Key puuttuu tai on virheellinen.'
    throw new BackendError(400, message, { 'Idempotency-Key': message })
  }
  const { items } = await readBody(c, BulkAddRequestSchema)
  const withoutDrugs = await deniesMedListing(c.env.DB, customerId)
  // A cart closed by a concurrent placeOrder is replaced by a fresh one: add there.
  for (let attempt = 0; attempt < 2; attempt++) {
    const cartId = await ownCartForWriting(c.env.DB, customerId)
    const outcome = await bulkAdd(c.env.DB, { customerId, cartId, key: key.output, items, withoutDrugs })
    if ('cartClosed' in outcome) continue
    return c.json({ cart: await cartView(c, cartId), lines: outcome.lines })
  }
  throw cartGone()
})

/** Merges the guest cart of the body into the caller's customer cart (docs/decisions/005-cart-merge.md). */
cartRoutes.post('/merge', async (c) => {
  const customerId = c.get('customerId')
  if (!customerId) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  const { guest_cart_id } = await readBody(c, MergeCartRequestSchema)
  const cartId = await ownCartForWriting(c.env.DB, customerId)
  // A restricted customer's merge leaves the guest cart's drug products behind (docs/decisions/012-restricted-medicines-and-guest-prices.md).
  const withoutDrugs = await deniesMedListing(c.env.DB, customerId)
  if (!(await mergeGuestCart(c.env.DB, guest_cart_id, cartId, { withoutDrugs }))) {
    throw new BackendError(404, 'Yhdistettävää ostoskoria ei löytynyt.')
  }
  return c.json({ cart: await cartView(c, cartId) })
})

cartRoutes.delete('/:itemId', async (c) => {
  const itemId = v.safeParse(CartItemIdParamSchema, c.req.param('itemId'))
  if (!itemId.success) throw itemNotFound()
  const cartId = await requireCart(c)
  if (!(await removeItem(c.env.DB, cartId, itemId.output))) throw itemNotFound()
  return c.json({ cart: await cartView(c, cartId) })
})
