import { sendMail } from '../../mail'
import { nowSeconds } from '../tokens'

/**
 * Telling people about a standing order's run (docs/decisions/079-standing-orders.md), as a
 * purchase request's news is told (approvals/notify.ts): a notice on their next visit and an
 * outbox mail. A failed mail is logged; the run stands either way.
 */
export interface StandingNews {
  kind:
    | 'standing_notice'
    | 'standing_request'
    | 'standing_ordered'
    | 'standing_failed'
    | 'standing_waiting'
    | 'standing_paused'
  subject: string
  /** One line for the notice; the mail's first paragraph. */
  message: string
  /** Further mail paragraphs (the run's lines, prices and availability). */
  details?: string[]
  standingOrderId: number
}

export async function tell(env: Env, recipients: readonly { id: number; email: string }[], news: StandingNews) {
  const link = `/account/standing-orders/${news.standingOrderId}`
  const now = nowSeconds()
  if (recipients.length === 0) return
  await env.DB.batch(
    recipients.map((r) =>
      env.DB.prepare(
        'INSERT INTO notifications (customer_id, kind, message, link, created_at) VALUES (?, ?, ?, ?, ?)',
      ).bind(r.id, news.kind, news.message, link, now),
    ),
  )
  for (const recipient of recipients) {
    try {
      await sendMail(env, {
        to: recipient.email,
        subject: `${news.subject} – VetTarvike`,
        text: [
          'Hei,',
          '',
          news.message,
          ...(news.details?.length ? ['', ...news.details] : []),
          '',
          `Vakiotilauksen näet ja voit muuttaa sitä verkkokaupan Oma tili -sivulla: ${link}`,
          '',
          'Ystävällisin terveisin',
          'VetTarvike-asiakaspalvelu',
        ].join('\n'),
      })
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'standing order mail failed',
          kind: news.kind,
          error: String(error),
        }),
      )
    }
  }
}

/** The standing order's owner. */
export async function ownerOf(db: D1Database, standingOrderId: number) {
  const row = await db
    .prepare('SELECT c.id, c.email FROM standing_orders s JOIN customers c ON c.id = s.owner_id WHERE s.id = ?')
    .bind(standingOrderId)
    .first<{ id: number; email: string }>()
  return row ? [row] : []
}

/** The company's active users holding `scope` (approvers: checkout; administrators: permissions), but not `except`. */
export async function companyUsersWith(
  db: D1Database,
  companyId: number,
  scope: 'checkout' | 'permissions',
  except: number,
) {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.email FROM customers c
       WHERE c.company_id = ?1 AND c.active = 1 AND c.id <> ?3
         AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(c.scope) THEN c.scope ELSE '[]' END) WHERE value = ?2)
       ORDER BY c.id`,
    )
    .bind(companyId, scope, except)
    .all<{ id: number; email: string }>()
  return results
}
