import { Hono } from 'hono'
import * as v from 'valibot'
import { LoginRequestSchema } from '../../../contract/schemas/auth'
import { bearerToken } from '../auth'
import { findCustomerByEmail, toUser } from '../customers'
import { DUMMY_HASH, verifyPassword } from '../password'
import { issueToken, revokeToken, touchTokenWithCustomer } from '../tokens'
import type { BackendEnv } from '../types'

export const authRoutes = new Hono<BackendEnv>()

authRoutes.post('/login', async (c) => {
  const parsed = v.safeParse(LoginRequestSchema, await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ message: 'Tarkista sähköposti ja salasana.' }, 400)
  const { email, password } = parsed.output
  const customer = await findCustomerByEmail(c.env.DB, email)
  // Verify against a dummy hash for unknown e-mails so the answer time reveals nothing.
  const ok = await verifyPassword(password, customer?.password_hash ?? DUMMY_HASH)
  // A deactivated user (spec §11) is answered like a wrong password: the form reveals nothing.
  if (!customer || !ok || customer.active !== 1) {
    return c.json({ message: 'Sähköpostiosoite tai salasana on väärin.' }, 401)
  }
  const { token, exp } = await issueToken(c.env.DB, customer.id)
  return c.json({ token: { accessToken: token, exp } })
})

authRoutes.post('/logout', async (c) => {
  const token = bearerToken(c)
  if (token) await revokeToken(c.env.DB, token)
  return c.json({ message: 'Olet kirjautunut ulos.' })
})

/** The session's user in one round trip (tokens.ts touchTokenWithCustomer); a dead token is a 401. */
authRoutes.get('/user', async (c) => {
  const token = bearerToken(c)
  const session = token ? await touchTokenWithCustomer(c.env.DB, token) : null
  if (!session) return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
  c.set('customerId', session.customer.id)
  c.set('companyId', session.customer.company_id)
  c.set('sessionExp', session.exp)
  return c.json({ user: toUser(session.customer, session.exp, session.cartId) })
})
