import { createMiddleware } from 'hono/factory'
import { OPERATOR_CLOSED, OPERATOR_KEY_NEEDED } from '../../../contract/schemas/operatorStock'
import type { BackendEnv } from '../types'

/**
 * The operator's routes (the ERP's stock feed, deliveries and invoicing:
 * docs/decisions/074-operator-stock-feed.md, 081-delivery-lots.md, 084-einvoices.md) answer only
 * a bearer secret set with `wrangler secret put OPERATOR_STOCK_SECRET` (named for the first of
 * them; renaming it would break every deployment's secret), never a customer's session. The secret is compared in constant time: both sides are hashed to the same length and
 * compared with the runtime's timingSafeEqual, so the answer's timing tells nothing of the secret.
 * Without the secret configured the routes are closed.
 */
export const operatorOnly = () =>
  createMiddleware<BackendEnv>(async (c, next) => {
    const secret = c.env.OPERATOR_STOCK_SECRET
    if (!secret) return c.json({ message: OPERATOR_CLOSED }, 503)
    const sent = /^Bearer (\S{1,512})$/.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!sent || !(await sameSecret(sent, secret))) {
      return c.json({ message: OPERATOR_KEY_NEEDED }, 401, {
        'WWW-Authenticate': 'Bearer',
      })
    }
    return next()
  })

async function sameSecret(sent: string, secret: string): Promise<boolean> {
  const digest = async (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const [a, b] = await Promise.all([digest(sent), digest(secret)])
  return crypto.subtle.timingSafeEqual(a, b)
}
