import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { safeRedirectTarget } from '../../contract/redirect'
import { MessageResponseSchema, UpstreamLoginResponseSchema } from '../../contract/schemas/auth'
import {
  AddressBookResponseSchema,
  AddressIdParamSchema,
  AddressResponseSchema,
  ChangePasswordRequestSchema,
  ChangeVetCreatedResponseSchema,
  ChangeVetRequestSchema,
  ChangeVetResponseSchema,
  CustomerDetailsResponseSchema,
  describePermissions,
  ForgotPasswordRequestSchema,
  LoginLinkRequestSchema,
  REGISTRATION_RECEIVED,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SaveAddressRequestSchema,
  UpdateBillingRequestSchema,
  UpdateDetailsRequestSchema,
  UpstreamPermissionsResponseSchema,
  type RegisterResponse,
} from '../../contract/schemas/customer'
import type { AppEnv } from '../env'
import { throttle } from '../middleware/throttle'
import type { UpstreamRequest } from '../upstream/client'
import { upstreamJson } from '../upstream/forward'
import { beginSession, endUpstreamSession } from './auth'
import { apiError, HttpError } from './errors'
import { readJson } from './validate'

/**
 * The account area's /api/customer calls (spec §2 account routes, §7). Guests may register,
 * ask for a password reset or a login link and reset the password; everything else needs a
 * session (401 otherwise). Ownership and scopes are the upstream's to enforce (403/404 pass
 * through); the shop's origin goes upstream for the absolute links in the mails.
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

customer.post('/password', loggedIn, async (c) => {
  const body = await readJson(c, ChangePasswordRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/password', body }, MessageResponseSchema)
})

customer.get('/details', loggedIn, (c) => forward(c, { path: '/api/customer/details' }, CustomerDetailsResponseSchema))

customer.post('/details', loggedIn, async (c) => {
  const body = await readJson(c, UpdateDetailsRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/details', body }, CustomerDetailsResponseSchema)
})

customer.post('/billing', loggedIn, async (c) => {
  const body = await readJson(c, UpdateBillingRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/billing', body }, CustomerDetailsResponseSchema)
})

/** spec §6: the caller's scope with Finnish labels and descriptions of every known permission. */
customer.get('/permissions', loggedIn, async (c) => {
  const { scope } = await upstreamJson(c, { path: '/api/customer/permissions' }, UpstreamPermissionsResponseSchema)
  return c.json(describePermissions(scope))
})

// Address book: literal routes before parameter routes (docs/architecture.md §3).
customer.get('/addresses', loggedIn, (c) => forward(c, { path: '/api/customer/addresses' }, AddressBookResponseSchema))

customer.post('/addresses', loggedIn, async (c) => {
  const body = await readJson(c, SaveAddressRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/addresses', body }, AddressResponseSchema, 201)
})

/** A malformed id is "not found", like another customer's address. */
function addressPath(c: Ctx, suffix = ''): string {
  const id = v.safeParse(AddressIdParamSchema, c.req.param('id'))
  if (!id.success) throw new HttpError(404, 'Osoitetta ei löytynyt.')
  return `/api/customer/addresses/${id.output}${suffix}`
}

customer.get('/addresses/:id', loggedIn, (c) => forward(c, { path: addressPath(c) }, AddressResponseSchema))

customer.post('/addresses/:id', loggedIn, async (c) => {
  const path = addressPath(c)
  const body = await readJson(c, SaveAddressRequestSchema)
  return forward(c, { method: 'POST', path, body }, AddressResponseSchema)
})

customer.delete('/addresses/:id', loggedIn, (c) =>
  forward(c, { method: 'DELETE', path: addressPath(c) }, AddressBookResponseSchema),
)

customer.post('/addresses/:id/default', loggedIn, (c) =>
  forward(c, { method: 'POST', path: addressPath(c, '/default') }, AddressBookResponseSchema),
)

customer.get('/changevet', loggedIn, (c) => forward(c, { path: '/api/customer/changevet' }, ChangeVetResponseSchema))

customer.post('/changevet', loggedIn, async (c) => {
  const body = await readJson(c, ChangeVetRequestSchema)
  return forward(c, { method: 'POST', path: '/api/customer/changevet', body }, ChangeVetCreatedResponseSchema, 201)
})
