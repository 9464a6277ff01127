import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from './env'

/** Cookie names and lifetimes (spec §9, docs/architecture.md §1 and §2). */
export const COOKIE = {
  session: 'session',
  loggedInHint: 'logged_in',
  guestCart: 'guest_cart',
  locale: 'locale',
  checkoutSuccess: 'checkout_success',
  customerCart: 'customer_cart',
  readBookmark: 'read_bookmark',
} as const

export const SESSION_MAX_AGE = 43_200
export const GUEST_CART_MAX_AGE = 2_592_000
export const LOCALE_MAX_AGE = 365 * 24 * 60 * 60

/** The upstream token lives only here: HttpOnly, Secure, SameSite=Strict (docs/architecture.md §1). */
export function setSessionCookies(c: Context<AppEnv>, token: string): void {
  setCookie(c, COOKIE.session, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_MAX_AGE,
  })
  // Non-secret hint sent on cross-site navigations, so an e-mail link to a guarded page
  // gets a same-site reload instead of a login redirect (docs/architecture.md §1).
  setCookie(c, COOKIE.loggedInHint, '1', {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_MAX_AGE,
  })
  // A new session starts without a cart id: one left by an earlier session is not this one's.
  forgetCustomerCart(c)
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE.session, { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' })
  deleteCookie(c, COOKIE.loggedInHint, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' })
  forgetCustomerCart(c)
}

/** An upstream cart id as the cookie may hold it: opaque, token-like (the embedded backend's are 32 hex). */
const CUSTOMER_CART_ID = /^[A-Za-z0-9_-]{1,64}$/

export const isCustomerCartId = (value: unknown): value is string =>
  typeof value === 'string' && CUSTOMER_CART_ID.test(value)

/**
 * The logged-in customer's cart id for the spec §7 `cart` header, as the upstream last named it
 * (worker/upstream/customerCart.ts). It lives and dies with the session cookie.
 */
export function setCustomerCartCookie(c: Context<AppEnv>, cartId: string): void {
  setCookie(c, COOKIE.customerCart, cartId, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_MAX_AGE,
  })
  c.set('customerCartId', cartId)
}

/** Drops the customer cart id (its cookie only if the browser sent one or this answer set one). */
function forgetCustomerCart(c: Context<AppEnv>): void {
  if (getCookie(c, COOKIE.customerCart) !== undefined || c.var.customerCartId) {
    deleteCookie(c, COOKIE.customerCart, { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' })
  }
  c.set('customerCartId', null)
}

export function readCustomerCartId(c: Context<AppEnv>): string | null {
  const value = getCookie(c, COOKIE.customerCart)
  return isCustomerCartId(value) ? value : null
}

/** spec §2: the success page's flag holds the order number and lives only on that page's path. */
export const CHECKOUT_SUCCESS_PATH = '/checkout/success'
/** Web order numbers (worker/backend/cart/placeOrder.ts): W followed by digits. */
const ORDER_NUMBER = /^W\d{6,12}$/

/** The order number the success flag holds, or null if absent or not order-number shaped. */
export function readCheckoutSuccess(c: Context<AppEnv>): string | null {
  const value = getCookie(c, COOKIE.checkoutSuccess)
  return value && ORDER_NUMBER.test(value) ? value : null
}

/** The header that clears the success flag (same path as it was set on). */
export const CLEAR_CHECKOUT_SUCCESS = `${COOKIE.checkoutSuccess}=; Path=${CHECKOUT_SUCCESS_PATH}; Max-Age=0; Secure; HttpOnly; SameSite=Strict`

export function readSessionToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, COOKIE.session)
  // Tokens are 43-character base64url strings; anything else is tampering and means "guest".
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null
}
