import { Hono, type Context } from 'hono'
import { safeRedirectTarget } from '../../contract/redirect'
import {
  LoginRequestSchema,
  UpstreamLoginResponseSchema,
  UserResponseSchema,
  type LoginResponse,
} from '../../contract/schemas/auth'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { ONE_TIME_TOKEN } from '../../contract/schemas/customer'
import { clearSessionCookies, setSessionCookies } from '../cookies'
import type { AppEnv } from '../env'
import { loginSucceeded, throttle } from '../middleware/throttle'
import { confirmPage } from '../pages/confirmPage'
import { requestSite } from '../security/requestSite'
import { callUpstream } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { mergeGuestCartOnLogin } from './cart'
import { apiError, HttpError } from './errors'
import { readRoute } from './readRoute'
import { readJson } from './validate'

export const auth = new Hono<AppEnv>()

/** spec §4: logout calls the upstream and ignores any failure. */
export async function endUpstreamSession(c: Parameters<typeof callUpstream>[0]): Promise<void> {
  if (!c.var.token) return
  try {
    await callUpstream(c, { method: 'POST', path: '/api/auth/logout' })
  } catch (error) {
    c.var.log.warn('upstream logout failed (ignored)', { error: String(error) })
  }
}

/**
 * spec §4: login clears any previous session, posts the credentials, and keeps the token
 * in the HttpOnly session cookie; the browser gets only the expiry (docs/architecture.md §1).
 */
auth.post('/login', async (c) => {
  const credentials = await readJson(c, LoginRequestSchema)
  const throttled = await throttle(c, 'login', credentials.email) // docs/decisions/013-auth-throttling.md
  if (throttled) return throttled
  await endUpstreamSession(c)
  c.set('token', null)
  const { token } = await upstreamJson(
    c,
    { method: 'POST', path: '/api/auth/login', body: credentials, auth: false },
    UpstreamLoginResponseSchema,
  )
  await loginSucceeded(c, credentials.email)
  setSessionCookies(c, token.accessToken)
  // Cart merge at login (docs/decisions/005-cart-merge.md): the guest cart's lines move into
  // the customer cart and the guest cookie is cleared; a failed merge never fails the login.
  c.set('token', token.accessToken)
  await mergeGuestCartOnLogin(c)
  c.header(SESSION_EXPIRES_HEADER, String(token.exp))
  c.header('Cache-Control', 'private, no-store')
  const body: LoginResponse = { token: { exp: token.exp } }
  return c.json(body)
})

auth.post('/logout', async (c) => {
  await endUpstreamSession(c)
  clearSessionCookies(c)
  c.header('Cache-Control', 'private, no-store')
  return c.json({ message: 'Olet kirjautunut ulos.' })
})

auth.get(
  '/user',
  readRoute(async (c) => {
    if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
    return upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
  }),
)

// ---------------------------------------------------------------- account area: sessions from registration and login links

/** Starts the session of a freshly issued upstream token exactly like login does (cookies, cart merge, expiry). */
export async function beginSession(c: Context<AppEnv>, token: { accessToken: string; exp: number }): Promise<void> {
  setSessionCookies(c, token.accessToken)
  c.set('token', token.accessToken)
  await mergeGuestCartOnLogin(c)
  c.header(SESSION_EXPIRES_HEADER, String(token.exp))
  c.header('Cache-Control', 'private, no-store')
}

export const LOGIN_LINK_FAILED = '/account/login?error=link'
export const LOGIN_LINK_UNAVAILABLE = '/account/login?error=unavailable'

/**
 * The auth callback of a one-time login link (spec §2 route /login; the platform sends
 * `GET /login?token=…&redirect=…` here before any render). Trades the token upstream, starts
 * the session like login and redirects to the checked redirect target (`/` if unsafe). A bad,
 * used or expired link goes to LOGIN_LINK_FAILED, an upstream outage to LOGIN_LINK_UNAVAILABLE.
 * Only a request from the shop's own page spends the link (docs/decisions/020-login-link-and-logout-ask-from-other-sites.md, login CSRF): any
 * other gets a confirmation page whose button POSTs the same query to `/login`.
 * `Referrer-Policy: no-referrer` keeps the token out of Referer headers.
 */
export async function loginLinkCallback(c: Context<AppEnv>): Promise<Response> {
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'private, no-store')
  const posted = c.req.method === 'POST'
  // After the confirmation's POST the browser must GET the target (303); a link's GET keeps 302.
  const redirectStatus = posted ? 303 : 302
  const token = c.req.query('token') ?? ''
  // Only a top-level navigation spends a link: not a HEAD probe, an <img> or an <iframe>.
  const navigation = (c.req.method === 'GET' || posted) && (c.req.header('Sec-Fetch-Dest') ?? 'document') === 'document'
  if (!navigation || !ONE_TIME_TOKEN.test(token)) return c.redirect(LOGIN_LINK_FAILED, redirectStatus)
  if (requestSite(c) !== 'same-origin') return confirmLoginLink(c, token, posted)
  let issued: { accessToken: string; exp: number }
  try {
    const body = await upstreamJson(
      c,
      { method: 'POST', path: '/api/customer/loginLink/exchange', body: { token }, auth: false },
      UpstreamLoginResponseSchema,
    )
    issued = body.token
  } catch (error) {
    c.var.log.warn('login link refused', { error: String(error) })
    const refused = error instanceof HttpError && error.status < 500
    return c.redirect(refused ? LOGIN_LINK_FAILED : LOGIN_LINK_UNAVAILABLE, redirectStatus)
  }
  await endUpstreamSession(c)
  await beginSession(c, issued)
  return c.redirect(encodeURI(safeRedirectTarget(c.req.query('redirect'))), redirectStatus)
}

/**
 * docs/decisions/020-login-link-and-logout-ask-from-other-sites.md: a login link opened from another site (a webmail, an attacker's page) or typed
 * in asks first. The button repeats the link's query as a same-origin POST to /login; the raw
 * `redirect` is passed on unchanged and checked (contract/redirect.ts) only when it is used.
 */
function confirmLoginLink(c: Context<AppEnv>, token: string, refusedPost: boolean): Response {
  const query = new URLSearchParams({ token })
  const redirect = c.req.query('redirect')
  if (redirect !== undefined) query.set('redirect', redirect)
  return confirmPage(c, {
    heading: 'Kirjaudu sisään VetTarvike-verkkokauppaan',
    text: 'Avasit kertakäyttöisen kirjautumislinkin. Kirjaudu sisään painikkeella. Jos et pyytänyt linkkiä, sulje tämä sivu.',
    action: `/login?${query}`,
    button: 'Kirjaudu sisään',
    status: refusedPost ? 403 : 200,
  })
}

auth.get('/callback', loginLinkCallback)

/**
 * GET /account/logout as a page load (spec §2/§4): the worker ends the session itself, so
 * logging out works before the app has loaded or without JavaScript; then home. Client-side
 * navigation to the same path still renders the app's logout page, which does the same.
 * docs/decisions/020-login-link-and-logout-ask-from-other-sites.md: only a top-level GET from the shop's own page or typed in by the user ends the
 * session; from another site (or as an embedded request) the page only shows a logout button,
 * which POSTs here from the shop's own origin.
 */
export async function logoutPage(c: Context<AppEnv>): Promise<Response> {
  const posted = c.req.method === 'POST'
  const site = requestSite(c)
  const isDocument = (c.req.header('Sec-Fetch-Dest') ?? 'document') === 'document'
  const allowed = posted ? site === 'same-origin' : c.req.method === 'GET' && isDocument && site !== 'foreign'
  if (!allowed) {
    return confirmPage(c, {
      heading: 'Kirjaudu ulos',
      text: 'Haluatko kirjautua ulos VetTarvike-verkkokaupasta?',
      action: '/account/logout',
      button: 'Kirjaudu ulos',
      status: posted ? 403 : 200,
    })
  }
  await endUpstreamSession(c)
  clearSessionCookies(c)
  c.header('Cache-Control', 'private, no-store')
  return c.redirect('/', posted ? 303 : 302)
}
