import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { clearSessionCookies, COOKIE, readCustomerCartId, readSessionToken } from '../cookies'

/** Reads the session and guest-cart cookies into c.var (docs/architecture.md §1: the token stays server-side). */
export const session = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c)
    // A session cookie that is not even token-shaped was tampered with: treat as guest and drop it.
    const malformed = token === null && getCookie(c, COOKIE.session) !== undefined
    c.set('token', token)
    const cart = getCookie(c, COOKIE.guestCart)
    c.set('guestCartId', cart && /^[a-f0-9]{32}$/.test(cart) ? cart : null)
    c.set('customerCartId', token ? readCustomerCartId(c) : null)
    await next()
    if (malformed) clearSessionCookies(c)
  })
