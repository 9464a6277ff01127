import { bytesBase64 } from './rfc822'
import type { Mail, MailSender } from './types'

/** Outbox rows older than this are deleted by housekeeping; the links in them expire far sooner. */
export const OUTBOX_KEEP_SECONDS = 7 * 24 * 60 * 60

export interface OutboxRow {
  id: number
  to_address: string
  subject: string
  body_text: string
  body_html: string | null
  created_at: number
  sent_at: number | null
  message_id: string | null
  /** JSON: [{ filename, content_type, base64 }], or null. */
  attachments: string | null
}

/**
 * The sender without a `send_email` binding: mail waits in the outbox table for dev and tests to
 * read. A mail with a message id already in the outbox is the same mail and is not added again.
 */
export function outboxSender(db: D1Database): MailSender {
  return {
    async sendMail(mail: Mail) {
      const attachments = mail.attachments?.length
        ? JSON.stringify(
            mail.attachments.map((a) => ({
              filename: a.filename,
              content_type: a.contentType,
              base64: bytesBase64(a.content),
            })),
          )
        : null
      await db
        .prepare(
          `INSERT INTO outbox (to_address, subject, body_text, body_html, created_at, message_id, attachments)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) WHERE message_id IS NOT NULL DO NOTHING`,
        )
        .bind(
          mail.to,
          mail.subject,
          mail.text,
          mail.html ?? null,
          Math.floor(Date.now() / 1000),
          mail.messageId ?? null,
          attachments,
        )
        .run()
    },
  }
}

/** The outbox, newest first (dev tools and tests). */
export async function readOutbox(db: D1Database, to?: string): Promise<OutboxRow[]> {
  const query = to
    ? db.prepare('SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC').bind(to)
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC')
  return (await query.all<OutboxRow>()).results
}
