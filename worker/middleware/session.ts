import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { COOKIE, readSessionToken } from '../cookies'

/** Reads the session and guest-cart cookies into c.var (decision 1: the token stays server-side). */
export const session = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('token', readSessionToken(c))
    const cart = getCookie(c, COOKIE.guestCart)
    c.set('guestCartId', cart && /^[a-f0-9]{32}$/.test(cart) ? cart : null)
    await next()
  })
