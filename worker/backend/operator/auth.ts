import { createMiddleware } from 'hono/factory'
import type { BackendEnv } from '../types'

/**
 * The operator's routes (the ERP's stock feed: docs/decisions/074-operator-stock-feed.md) answer
 * only a bearer secret set with `wrangler secret put OPERATOR_STOCK_SECRET`, never a customer's
 * session. The secret is compared in constant time: both sides are hashed to the same length and
 * compared with the runtime's timingSafeEqual, so the answer's timing tells nothing of the secret.
 * Without the secret configured the routes are closed.
 */
export const operatorOnly = () =>
  createMiddleware<BackendEnv>(async (c, next) => {
    const secret = c.env.OPERATOR_STOCK_SECRET
    if (!secret) return c.json({ message: 'Varastosyöttö ei ole käytössä tässä ympäristössä.' }, 503)
    const sent = /^Bearer (\S{1,512})$/.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!sent || !(await sameSecret(sent, secret))) {
      return c.json({ message: 'Tunnistautuminen epäonnistui: tarvitaan varastosyötön avain.' }, 401, {
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
