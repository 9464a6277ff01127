import { Hono, type Context } from 'hono'
import { MarkNotificationsReadSchema, type NotificationsResponse } from '../../../contract/schemas/purchaseRequests'
import { authenticate, customerOf } from '../auth'
import { isoTime } from '../orders/access'
import { nowSeconds } from '../tokens'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * The notices of a user's next visit (spec §12: a purchase request approved, changed or
 * rejected). Only the caller's own; the page marks them read once shown.
 */
export const notificationRoutes = new Hono<BackendEnv>()

notificationRoutes.use('*', authenticate({ required: true }))

async function unread(c: Context<BackendEnv>): Promise<NotificationsResponse> {
  const { results } = await c.env.DB.prepare(
    `SELECT id, kind, message, link, created_at FROM notifications
     WHERE customer_id = ? AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 50`,
  )
    .bind(customerOf(c))
    .all<{ id: number; kind: string; message: string; link: string; created_at: number }>()
  return { items: results.map((n) => ({ ...n, created_at: isoTime(n.created_at) })) }
}

notificationRoutes.get('/', async (c) => c.json(await unread(c)))

/** Marks the caller's notices read (another user's ids change nothing); answers those still unread. */
notificationRoutes.post('/read', async (c) => {
  const { ids } = await readBody(c, MarkNotificationsReadSchema)
  await c.env.DB.prepare(
    `UPDATE notifications SET read_at = ?2
     WHERE customer_id = ?1 AND read_at IS NULL AND id IN (SELECT value FROM json_each(?3))`,
  )
    .bind(customerOf(c), nowSeconds(), JSON.stringify(ids))
    .run()
  return c.json(await unread(c))
})
