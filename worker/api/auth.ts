import { Hono } from 'hono'
import {
  LoginRequestSchema,
  UpstreamLoginResponseSchema,
  UserResponseSchema,
  type LoginResponse,
} from '../../contract/schemas/auth'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { clearSessionCookies, setSessionCookies } from '../cookies'
import type { AppEnv } from '../env'
import { callUpstream } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { mergeGuestCartOnLogin } from './cart'
import { apiError } from './errors'
import { readJson } from './validate'

export const auth = new Hono<AppEnv>()

/** spec §4: logout calls the upstream and ignores any failure. */
async function endUpstreamSession(c: Parameters<typeof callUpstream>[0]): Promise<void> {
  if (!c.var.token) return
  try {
    await callUpstream(c, { method: 'POST', path: '/api/auth/logout' })
  } catch (error) {
    c.var.log.warn('upstream logout failed (ignored)', { error: String(error) })
  }
}

/**
 * spec §4: login clears any previous session, posts the credentials, and keeps the token
 * in the HttpOnly session cookie; the browser gets only the expiry (decision 1).
 */
auth.post('/login', async (c) => {
  const credentials = await readJson(c, LoginRequestSchema)
  await endUpstreamSession(c)
  c.set('token', null)
  const { token } = await upstreamJson(
    c,
    { method: 'POST', path: '/api/auth/login', body: credentials, auth: false },
    UpstreamLoginResponseSchema,
  )
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

auth.get('/user', async (c) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  const body = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
  return c.json(body)
})

