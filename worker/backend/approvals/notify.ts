import { sendMail } from '../../mail'
import { nowSeconds } from '../tokens'

/**
 * Telling the requester what became of their purchase request (spec §12: "notified by
 * an outbox e-mail and a notification on their next visit"): a row of `notifications` that the
 * shop shows at the next page load, and a mail through the shop's sender (the outbox in dev and
 * tests). Failing to mail is logged, never an error of the decision, which stands either way.
 */

export type RequestNews =
  | { kind: 'request_approved'; orderNumber: string; changed: boolean }
  | { kind: 'request_changed' }
  | { kind: 'request_rejected'; reason: string }

function texts(id: number, news: RequestNews): { message: string; subject: string } {
  switch (news.kind) {
    case 'request_approved':
      return {
        message: news.changed
          ? `Ostopyyntösi #${id} hyväksyttiin muutoksin ja tilattiin (tilaus ${news.orderNumber}). Katso muutokset pyynnöltä.`
          : `Ostopyyntösi #${id} hyväksyttiin ja tilattiin (tilaus ${news.orderNumber}).`,
        subject: `Ostopyyntösi #${id} on hyväksytty – VetTarvike`,
      }
    case 'request_changed':
      return {
        message: `Hyväksyjä muutti ostopyyntösi #${id} rivejä. Katso muutokset pyynnöltä.`,
        subject: `Ostopyyntöäsi #${id} muutettiin – VetTarvike`,
      }
    case 'request_rejected':
      return {
        message: `Ostopyyntösi #${id} hylättiin. Syy: ${news.reason}`,
        subject: `Ostopyyntösi #${id} hylättiin – VetTarvike`,
      }
  }
}

export async function notifyRequester(env: Env, requestId: number, news: RequestNews): Promise<void> {
  const requester = await env.DB.prepare(
    'SELECT c.id, c.email FROM purchase_requests r JOIN customers c ON c.id = r.requester_id WHERE r.id = ?',
  )
    .bind(requestId)
    .first<{ id: number; email: string }>()
  if (!requester) return
  const { message, subject } = texts(requestId, news)
  const link = `/account/approvals/${requestId}`
  await env.DB.prepare(
    'INSERT INTO notifications (customer_id, kind, message, link, created_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(requester.id, news.kind, message, link, nowSeconds())
    .run()
  try {
    await sendMail(env, {
      to: requester.email,
      subject,
      text: [
        'Hei,',
        '',
        message,
        '',
        `Pyynnön tiedot näet verkkokaupan Oma tili -sivulla: ${link}`,
        '',
        'Ystävällisin terveisin',
        'VetTarvike-asiakaspalvelu',
      ].join('\n'),
    })
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'purchase request mail failed', requestId, error: String(error) }),
    )
  }
}

/**
 * After an order: when it approved a purchase request, tells the requester once (the claim on
 * notified_at lets only the first caller through, not a retried placeOrder).
 */
export async function notifyApprovalOnce(env: Env, orderNumber: string): Promise<void> {
  const claimed = await env.DB.prepare(
    `UPDATE purchase_requests SET notified_at = ?2 WHERE order_number = ?1 AND status = 'approved' AND notified_at IS NULL
     RETURNING id, EXISTS (SELECT 1 FROM purchase_request_lines l
       WHERE l.request_id = purchase_requests.id AND l.quantity <> l.requested_quantity) AS changed`,
  )
    .bind(orderNumber, nowSeconds())
    .first<{ id: number; changed: number }>()
  if (!claimed) return
  await notifyRequester(env, claimed.id, { kind: 'request_approved', orderNumber, changed: claimed.changed === 1 })
}

/** The caller's unread notices, newest first (at most 50). */
export async function unreadNotifications(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare(
      `SELECT id, kind, message, link, created_at FROM notifications
       WHERE customer_id = ? AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 50`,
    )
    .bind(customerId)
    .all<{ id: number; kind: string; message: string; link: string; created_at: number }>()
  return results
}

/** Marks the customer's notices of these ids read; another customer's ids change nothing. */
export async function markNotificationsRead(db: D1Database, customerId: number, ids: readonly number[]): Promise<void> {
  await db
    .prepare(
      `UPDATE notifications SET read_at = ?2
       WHERE customer_id = ?1 AND read_at IS NULL AND id IN (SELECT value FROM json_each(?3))`,
    )
    .bind(customerId, nowSeconds(), JSON.stringify(ids))
    .run()
}
