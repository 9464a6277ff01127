import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { BackendError } from './errors'
import { touchToken } from './tokens'
import type { BackendEnv } from './types'

export function bearerToken(c: Context<BackendEnv>): string | null {
  const header = c.req.header('Authorization')
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{16,128})$/)
  return match?.[1] ?? null
}

/** Resolves the customer of a bearer token (sliding it); with `required`, no customer is a 401. */
export const authenticate = (opts: { required: boolean }) =>
  createMiddleware<BackendEnv>(async (c, next) => {
    c.set('customerId', null)
    c.set('companyId', null)
    c.set('sessionExp', null)
    const token = bearerToken(c)
    const session = token ? await touchToken(c.env.DB, token) : null
    if (session) {
      c.set('customerId', session.customerId)
      c.set('companyId', session.companyId)
      c.set('sessionExp', session.exp)
    } else if (opts.required || token) {
      // A token that was sent but is dead is always a 401, so the BFF ends the session.
      return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
    }
    return next()
  })

/** The customer of the bearer token (routes behind authenticate({ required: true })). */
export function customerOf(c: Context<BackendEnv>): number {
  const customerId = c.get('customerId')
  if (!customerId) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  return customerId
}

/**
 * The company of the bearer token's user (spec §11): contract prices, addresses, orders,
 * invoices and deliveries are the company's, so their queries name this id, never the user's.
 */
export function companyOf(c: Context<BackendEnv>): number {
  const companyId = c.get('companyId')
  if (!companyId) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  return companyId
}
