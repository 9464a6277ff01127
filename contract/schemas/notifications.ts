import * as v from 'valibot'

/**
 * The notices a user sees on their next visit (spec §12). Apart from the purchase requests'
 * contract so that every account page, which shows them, does not load that contract too.
 */

/** A notice for the user's next visit (a purchase request approved, changed or rejected). */
export const NOTIFICATION_KINDS = ['request_approved', 'request_changed', 'request_rejected'] as const

export const NotificationSchema = v.object({
  id: v.number(),
  kind: v.string(),
  /** Finnish, shown as is. */
  message: v.string(),
  /** An internal path, e.g. /account/approvals/12; '' for none. */
  link: v.string(),
  created_at: v.string(),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

/** `GET /api/customer/notifications` and the answer of marking read: the caller's unread notices, newest first. */
export const NotificationsResponseSchema = v.object({ items: v.array(NotificationSchema) })
export type NotificationsResponse = v.InferOutput<typeof NotificationsResponseSchema>

export const MarkNotificationsReadSchema = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number('Tunniste on numero.'), v.integer('Tunniste on kokonaisluku.'), v.minValue(1))),
    v.minLength(1, 'Anna vähintään yksi ilmoitus.'),
    v.maxLength(100, 'Enintään 100 ilmoitusta kerralla.'),
  ),
})
export type MarkNotificationsRead = v.InferOutput<typeof MarkNotificationsReadSchema>
