import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { safeRedirectTarget } from '../../contract/redirect'
import { MessageResponseSchema, UpstreamLoginResponseSchema } from '../../contract/schemas/auth'
import {
  describePermissions,
  ForgotPasswordRequestSchema,
  LoginLinkRequestSchema,
  REGISTRATION_RECEIVED,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpstreamPermissionsResponseSchema,
  type RegisterResponse,
} from '../../contract/schemas/customer'
import type { AppEnv } from '../env'
import { throttle } from '../middleware/throttle'
import type { UpstreamRequest } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { beginSession, endUpstreamSession } from './auth'
import { apiError } from './errors'
import { readJson } from './validate'

/**
 * The account area's /api/customer calls that do more than pass through (spec §2 account
 * routes, §7; the others are ./passThroughRoutes.ts's). Guests may register, ask for a password
 * reset or a login link and reset the password: the shop's origin goes upstream for the absolute
 * links in the mails. The permissions answer describes the caller's scope in Finnish.
 */
export const customer = new Hono<AppEnv>()

type Ctx = Context<AppEnv>

const loggedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  return next()
})

/** Forwards a call and answers the upstream's validated JSON. */
async function forward<S extends v.GenericSchema>(c: Ctx, req: UpstreamRequest, schema: S, status: 200 | 201 = 200) {
  return c.json(await upstreamJson(c, req, schema), status)
}

/**
 * The origin the links in the mails start with. On Cloudflare the Host is a hostname routed to
 * this Worker, so a forged Host cannot point a link elsewhere.
 */
const shopOrigin = (c: Ctx) => new URL(c.req.url).origin

// ---------------------------------------------------------------- guests

/**
 * Registers a professional customer. The same answer whether or not the e-mail already had an
 * account (the mail says which), so no session is started here: the browser logs in next.
 */
customer.post('/customer/register', async (c) => {
  const body = { ...(await readJson(c, RegisterRequestSchema)), origin: shopOrigin(c) }
  const throttled = await throttle(c, 'register', body.email) // docs/decisions/013-auth-throttling.md
  if (throttled) return throttled
  await upstreamJson(
    c,
    { method: 'POST', path: '/api/customer/customer/register', body, auth: false },
    MessageResponseSchema,
  )
  const answer: RegisterResponse = { message: REGISTRATION_RECEIVED }
  return c.json(answer, 202)
})

/** Always the same answer, known e-mail or not (no account enumeration). */
customer.post('/customer/forgotPassword', async (c) => {
  const { email } = await readJson(c, ForgotPasswordRequestSchema)
  const throttled = await throttle(c, 'forgotPassword', email) // docs/decisions/013-auth-throttling.md
  if (throttled) return throttled
  const body = { email, origin: shopOrigin(c) }
  return forward(
    c,
    { method: 'POST', path: '/api/customer/customer/forgotPassword', body, auth: false },
    MessageResponseSchema,
  )
})

customer.post('/customer/resetPassword', async (c) => {
  const body = await readJson(c, ResetPasswordRequestSchema)
  return forward(
    c,
    { method: 'POST', path: '/api/customer/customer/resetPassword', body, auth: false },
    MessageResponseSchema,
  )
})

/** Mails a one-time login link leading to `redirect` (checked here; unsafe → `/`). Same answer for every e-mail. */
customer.post('/loginLink', async (c) => {
  const { email, redirect } = await readJson(c, LoginLinkRequestSchema)
  const throttled = await throttle(c, 'loginLink', email) // docs/decisions/013-auth-throttling.md
  if (throttled) return throttled
  const body = { email, redirect: safeRedirectTarget(redirect), origin: shopOrigin(c) }
  return forward(c, { method: 'POST', path: '/api/customer/loginLink', body, auth: false }, MessageResponseSchema)
})

// ---------------------------------------------------------------- logged in

/** spec §6: the caller's scope with Finnish labels and descriptions of every known permission. */
customer.get('/permissions', loggedIn, async (c) => {
  const { scope } = await upstreamJson(c, { path: '/api/customer/permissions' }, UpstreamPermissionsResponseSchema)
  return c.json(describePermissions(scope))
})
