import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { decideGuard, resolveGuard, UnknownGuardError } from '../../contract/guards'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { CLEAR_CHECKOUT_SUCCESS, clearSessionCookies, COOKIE, readCheckoutSuccess } from '../cookies'
import type { AppEnv } from '../env'
import { callUpstream } from '../upstream/client'

/** Is the session cookie still a live session? Validating also slides it (docs/architecture.md §5). */
async function sessionIsLive(c: Context<AppEnv>): Promise<boolean> {
  if (!c.var.token) return false
  try {
    const res = await callUpstream(c, { path: '/api/auth/user' })
    if (res.status === 401) {
      // A tampered or expired cookie is treated as logged out and removed.
      clearSessionCookies(c)
      c.set('token', null)
      return false
    }
    const exp = res.headers.get(SESSION_EXPIRES_HEADER)
    if (exp) c.header(SESSION_EXPIRES_HEADER, exp)
    return res.ok
  } catch (error) {
    c.var.log.warn('session check failed; rendering as logged out', { error: String(error) })
    return false
  }
}

/**
 * A cross-site navigation (a link in an e-mail) does not carry the Strict session cookie.
 * If the Lax hint says the visitor is logged in, reload the same URL from our own origin,
 * which does send it (docs/architecture.md §1).
 */
function sameSiteReload(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url)
  const target = `${url.pathname}${url.search}`.replace(/"/g, '%22')
  c.header('Cache-Control', 'private, no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    `<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>Avataan…</title></head><body><p><a href="${target}">Jatka</a></p></body></html>`,
  )
}

const looksLikeFile = (path: string) => /\.[a-z0-9]{1,8}$/i.test(path)

/** The worker half of the guards (docs/architecture.md §8): redirects before anything renders. */
export const pageGuards = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!['GET', 'HEAD'].includes(c.req.method) || looksLikeFile(c.req.path)) return next()
    let guard
    try {
      guard = resolveGuard(c.req.path)
    } catch (error) {
      if (error instanceof UnknownGuardError) {
        c.var.log.error(error.message, { path: c.req.path })
        return c.text(error.message, 500)
      }
      throw error
    }
    if (guard === 'public') return next()

    const url = new URL(c.req.url)
    const requested = `${url.pathname}${url.search}`
    if (guard === 'login-required' && !c.var.token && getCookie(c, COOKIE.loggedInHint) === '1') {
      if (c.req.header('Sec-Fetch-Site') === 'cross-site') return sameSiteReload(c)
    }
    const loggedIn = guard === 'checkout-success' ? false : await sessionIsLive(c)
    const decision = decideGuard(
      guard,
      // Only an order-number-shaped flag counts; a garbage value is treated as absent.
      { loggedIn, checkoutSuccess: guard === 'checkout-success' && readCheckoutSuccess(c) !== null },
      requested,
    )
    if (decision.kind === 'redirect') {
      if (decision.clearCheckoutSuccess) c.header('Set-Cookie', CLEAR_CHECKOUT_SUCCESS, { append: true })
      c.header('Cache-Control', 'private, no-store')
      return c.redirect(decision.location, 302)
    }
    await next()
    if (guard === 'checkout-success') {
      // spec §2: the success page consumes the flag. The render already read the order number
      // through the in-process GET /api/checkout/success, which carried the incoming cookies.
      c.res.headers.append('Set-Cookie', CLEAR_CHECKOUT_SUCCESS)
    }
  })
