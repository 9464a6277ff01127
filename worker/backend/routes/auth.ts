import { Hono } from 'hono'
import * as v from 'valibot'
import { LoginRequestSchema } from '../../../contract/schemas/auth'
import { authenticate, bearerToken } from '../auth'
import { findCustomerCart } from '../cart/store'
import { findCustomer, findCustomerByEmail, toUser } from '../customers'
import { DUMMY_HASH, verifyPassword } from '../password'
import { issueToken, revokeToken } from '../tokens'
import type { BackendEnv } from '../types'

export const authRoutes = new Hono<BackendEnv>()

authRoutes.post('/login', async (c) => {
  const parsed = v.safeParse(LoginRequestSchema, await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ message: 'Tarkista sähköposti ja salasana.' }, 400)
  const { email, password } = parsed.output
  const customer = await findCustomerByEmail(c.env.DB, email)
  // Verify against a dummy hash for unknown e-mails so the answer time reveals nothing.
  const ok = await verifyPassword(password, customer?.password_hash ?? DUMMY_HASH)
  if (!customer || !ok) return c.json({ message: 'Sähköpostiosoite tai salasana on väärin.' }, 401)
  const { token, exp } = await issueToken(c.env.DB, customer.id)
  return c.json({ token: { accessToken: token, exp } })
})

authRoutes.post('/logout', async (c) => {
  const token = bearerToken(c)
  if (token) await revokeToken(c.env.DB, token)
  return c.json({ message: 'Olet kirjautunut ulos.' })
})

authRoutes.get('/user', authenticate({ required: true }), async (c) => {
  const customerId = c.get('customerId')
  const exp = c.get('sessionExp')
  const row = customerId ? await findCustomer(c.env.DB, customerId) : null
  if (!row || !exp) return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
  return c.json({ user: toUser(row, exp, await findCustomerCart(c.env.DB, row.id)) })
})
