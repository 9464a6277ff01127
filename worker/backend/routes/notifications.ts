import { Hono, type Context } from 'hono'
import { MarkNotificationsReadSchema, type NotificationsResponse } from '../../../contract/schemas/notifications'
import { markNotificationsRead, unreadNotifications } from '../approvals/notify'
import { authenticate, customerOf } from '../auth'
import { isoTime } from '../orders/access'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * The notices of a user's next visit (spec §12: a purchase request approved, changed or
 * rejected). Only the caller's own; the page marks them read once shown.
 */
export const notificationRoutes = new Hono<BackendEnv>()

notificationRoutes.use('*', authenticate({ required: true }))

async function unread(c: Context<BackendEnv>): Promise<NotificationsResponse> {
  const items = await unreadNotifications(c.env.DB, customerOf(c))
  return { items: items.map((n) => ({ ...n, created_at: isoTime(n.created_at) })) }
}

notificationRoutes.get('/', async (c) => c.json(await unread(c)))

/** Marks the caller's notices read (another user's ids change nothing); answers those still unread. */
notificationRoutes.post('/read', async (c) => {
  const { ids } = await readBody(c, MarkNotificationsReadSchema)
  await markNotificationsRead(c.env.DB, customerOf(c), ids)
  return c.json(await unread(c))
})
