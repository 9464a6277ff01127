import { Hono, type Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import {
  CART_ID,
  CartResponseSchema,
  GetCartResponseSchema,
  type Cart,
  type CartResponse,
  type GetCartResponse,
} from '../../contract/schemas/cart'
import {
  AddToCartRequestSchema,
  CartItemIdParamSchema,
  LineFulfilmentRequestSchema,
  UpdateCartItemRequestSchema,
} from '../../contract/schemas/cartRequests'
import {
  BulkAddRequestSchema,
  BulkAddResponseSchema,
  IdempotencyKeySchema,
  QuickOrderCheckRequestSchema,
  QuickOrderCheckResponseSchema,
} from '../../contract/schemas/quickOrder'
import { CartSubstitutesResponseSchema, type CartSubstitutesResponse } from '../../contract/schemas/substitutes'
import { COOKIE, GUEST_CART_MAX_AGE } from '../cookies'
import type { AppEnv } from '../env'
import { callUpstream, type UpstreamRequest } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'
import { readRoute } from './readRoute'
import { parseOr400, readJson } from './validate'

/**
 * spec §7 cart calls. Logged-in customers use their customer cart upstream; guests a guest
 * cart whose random id lives only in the HttpOnly guest_cart cookie (docs/architecture.md §1),
 * created on demand (spec §4) by the first add and by nothing else
 * (docs/decisions/021-guest-cart-at-first-add.md). Guests never see cart prices (spec §6).
 */
export const cart = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

/** 30 days (spec §9), refreshed by every guest write; Lax so a guest arriving by a link keeps the cart. */
function setGuestCartCookie(c: Ctx, cartId: string): void {
  setCookie(c, COOKIE.guestCart, cartId, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: GUEST_CART_MAX_AGE,
  })
  c.set('guestCartId', cartId)
}

function clearGuestCartCookie(c: Ctx): void {
  deleteCookie(c, COOKIE.guestCart, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' })
  c.set('guestCartId', null)
}

/**
 * spec §6: a guest's cart without prices, keeping items and quantities. The id stays in the
 * HttpOnly cookie and checkout data is for customers only, so both go too.
 */
export function withoutPrices(cart: Cart): Cart {
  return { ...cart, ...NO_CUSTOMER_DATA, items: cart.items.map((item) => ({ ...item, prices: null })) }
}

/** The parts of a cart a guest never gets: its id, prices and checkout data. */
const NO_CUSTOMER_DATA = {
  id: null,
  prices: null,
  shipping_addresses: [],
  available_shipping_methods: [],
  selected_payment_method: null,
  available_payment_methods: [],
  billing_address: null,
  free_shipping: null,
  order_details: null,
} satisfies Partial<Cart>

/** What a guest without a cart sees: the spec §3 shape with nothing in it, and no row behind it. */
const EMPTY_GUEST_CART: Cart = { ...NO_CUSTOMER_DATA, total_quantity: 0, items: [] }

const cartNotFound = () => new HttpError(404, 'Ostoskoria ei löytynyt.')
const badUpstream = () => new HttpError(502, 'Palvelu vastasi virheellisesti. Yritä hetken kuluttua uudelleen.')
const isGone = (error: unknown) => error instanceof HttpError && error.status === 410

/** GET /api/cart upstream: the customer's cart, or the guest cart of the cookie. */
function readCart(c: Ctx): Promise<GetCartResponse> {
  return upstreamJson(c, { path: '/api/cart' }, GetCartResponseSchema)
}

/** Sends a cart write; a guest's answer loses its prices and the cookie gets its 30 days again. */
async function sendWrite(c: Ctx, req: Omit<UpstreamRequest, 'cartId'>, guestCartId?: string): Promise<CartResponse> {
  const body = await upstreamJson(c, { ...req, cartId: guestCartId }, CartResponseSchema)
  if (c.var.token) return body
  if (guestCartId) setGuestCartCookie(c, guestCartId)
  return { cart: withoutPrices(body.cart) }
}

/**
 * A guest's add naming no cart: the upstream creates the guest cart with this line, or, when
 * the add is refused, creates nothing (docs/decisions/021-guest-cart-at-first-add.md). The new cart's id goes to the cookie.
 */
async function addToNewGuestCart(c: Ctx, req: Omit<UpstreamRequest, 'cartId'>): Promise<CartResponse> {
  const body = await upstreamJson(c, { ...req, cartId: null }, CartResponseSchema)
  const cartId = body.cart.id
  if (!cartId || !CART_ID.test(cartId)) throw badUpstream()
  setGuestCartCookie(c, cartId)
  return { cart: withoutPrices(body.cart) }
}

/** Adding creates the guest cart on demand (spec §4), and a new one when the stored one is gone. */
async function addLine(c: Ctx, req: Omit<UpstreamRequest, 'cartId'>): Promise<CartResponse> {
  if (c.var.token) return sendWrite(c, req)
  if (!c.var.guestCartId) return addToNewGuestCart(c, req)
  try {
    return await sendWrite(c, req, c.var.guestCartId)
  } catch (error) {
    if (!isGone(error)) throw error
    // The stored guest cart expired or was merged at a login.
    return addToNewGuestCart(c, req)
  }
}

/** Changing a line needs an existing cart: a guest without one has nothing to change. */
async function changeLine(c: Ctx, req: Omit<UpstreamRequest, 'cartId'>): Promise<CartResponse> {
  if (c.var.token) return sendWrite(c, req)
  if (!c.var.guestCartId) throw cartNotFound()
  try {
    return await sendWrite(c, req, c.var.guestCartId)
  } catch (error) {
    if (!isGone(error)) throw error
    clearGuestCartCookie(c)
    throw cartNotFound()
  }
}

/**
 * spec §7 createEmptyCart answers the visitor's cart. spec §4 creates a guest cart on demand,
 * and the demand is the first add (docs/decisions/021-guest-cart-at-first-add.md): a guest without a stored cart gets an empty
 * cart and no cookie, so a client without cookies cannot pile up empty carts by calling this.
 */
cart.post('/createEmptyCart', async (c) => {
  if (c.var.token) {
    // A customer without a cart yet gets the empty shape: the first write creates the cart.
    const { cart } = await readCart(c)
    return c.json({ cart: cart ?? EMPTY_GUEST_CART } satisfies CartResponse)
  }
  const stored = c.var.guestCartId ? (await readCart(c)).cart : null
  if (stored && c.var.guestCartId) {
    setGuestCartCookie(c, c.var.guestCartId)
    return c.json({ cart: withoutPrices(stored) } satisfies CartResponse)
  }
  // The stored cart is gone (merged at a login, expired): forget it, as GET /api/cart does.
  if (c.var.guestCartId) clearGuestCartCookie(c)
  return c.json({ cart: EMPTY_GUEST_CART } satisfies CartResponse)
})

/** spec §7: { cart, customerCart }; a guest without a cart gets nulls and no new cart. */
cart.get(
  '/',
  readRoute(async (c): Promise<GetCartResponse> => {
    if (!c.var.token && !c.var.guestCartId) return { cart: null, customerCart: null }
    const body = await readCart(c)
    if (c.var.token) return body
    if (!body.cart) clearGuestCartCookie(c)
    return { cart: body.cart && withoutPrices(body.cart), customerCart: null }
  }),
)

/**
 * The substitutes each line that cannot ship in full may take (docs/decisions/077-substitutes.md),
 * read when the cart shows such a line. The upstream prices them only for a customer, as the cart.
 */
cart.get(
  '/substitutes',
  readRoute(async (c): Promise<CartSubstitutesResponse> => {
    if (!c.var.token && !c.var.guestCartId) return { items: [] }
    return upstreamJson(c, { path: '/api/cart/substitutes' }, CartSubstitutesResponseSchema)
  }),
)

/** spec §7 POST /api/cart/ (mounted with and without the trailing slash in ./index.ts). */
export async function addToCart(c: Ctx) {
  const body = await readJson(c, AddToCartRequestSchema)
  return c.json(await addLine(c, { method: 'POST', path: '/api/cart', body }))
}
cart.post('/', addToCart)

cart.post('/update', async (c) => {
  const body = await readJson(c, UpdateCartItemRequestSchema)
  return c.json(await changeLine(c, { method: 'POST', path: '/api/cart/update', body }))
})

cart.post('/fulfilment', async (c) => {
  const body = await readJson(c, LineFulfilmentRequestSchema)
  return c.json(await changeLine(c, { method: 'POST', path: '/api/cart/fulfilment', body }))
})

cart.delete('/:itemId', async (c) => {
  const itemId = parseOr400(CartItemIdParamSchema, c.req.param('itemId'))
  return c.json(await changeLine(c, { method: 'DELETE', path: `/api/cart/${itemId}` }))
})

const loginForQuickOrder = () => new HttpError(401, 'Kirjaudu sisään käyttääksesi pikatilausta.')

/** Quick order's line check (spec §10): customers only, as quick order is. */
cart.post('/bulk/check', async (c) => {
  if (!c.var.token) throw loginForQuickOrder()
  const body = await readJson(c, QuickOrderCheckRequestSchema)
  const path = '/api/cart/bulk/check'
  return c.json(await upstreamJson(c, { method: 'POST', path, body }, QuickOrderCheckResponseSchema))
})

/** The bulk add (spec §10): the Idempotency-Key goes upstream with the body, which adds exactly once per key. */
cart.post('/bulk', async (c) => {
  if (!c.var.token) throw loginForQuickOrder()
  const key = parseOr400(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  const body = await readJson(c, BulkAddRequestSchema)
  const req = { method: 'POST', path: '/api/cart/bulk', body, headers: { 'Idempotency-Key': key } } as const
  return c.json(await upstreamJson(c, req, BulkAddResponseSchema))
})

/**
 * Login hook (docs/decisions/005-cart-merge.md): right after a successful login the guest
 * cart's lines move into the customer cart upstream and the guest cookie is cleared. A merge
 * that fails for a passing reason (5xx, network) keeps the cookie so the cart is not lost;
 * the login itself never fails because of it.
 */
export async function mergeGuestCartOnLogin(c: Ctx): Promise<void> {
  const guestCartId = c.var.guestCartId
  if (!guestCartId || !c.var.token) return
  try {
    const res = await callUpstream(c, {
      method: 'POST',
      path: '/api/cart/merge',
      body: { guest_cart_id: guestCartId },
    })
    await res.body?.cancel()
    // 2xx merged; 4xx: nothing left to merge (already merged, expired, or not a guest cart).
    if (res.status < 500) clearGuestCartCookie(c)
    else c.var.log.warn('guest cart merge failed; kept for a later login', { status: res.status })
  } catch (error) {
    c.var.log.warn('guest cart merge failed; kept for a later login', { error: String(error) })
  }
}
