import { cloudflareSender } from './cloudflare'
import { outboxSender } from './outbox'
import type { Mail, MailSender } from './types'

export type { Mail, MailAttachment, MailSender } from './types'

/**
 * The shop's mail sender (docs/architecture.md §6): Cloudflare's `send_email` binding `MAIL`
 * when configured (with MAIL_FROM as the sender), else the `outbox` table that dev and tests
 * read. A MAIL binding without MAIL_FROM is a configuration error: it is logged and the mail
 * goes to the outbox rather than being lost.
 */
export function mailSender(env: Pick<Env, 'DB' | 'MAIL' | 'MAIL_FROM'>): MailSender {
  if (env.MAIL && env.MAIL_FROM) return cloudflareSender(env.MAIL, env.MAIL_FROM)
  if (env.MAIL) {
    console.error(
      JSON.stringify({ level: 'error', message: 'MAIL is bound but MAIL_FROM is not set; using the outbox' }),
    )
  }
  return outboxSender(env.DB)
}

/** Sends one mail with the configured sender. */
export const sendMail = (env: Pick<Env, 'DB' | 'MAIL' | 'MAIL_FROM'>, mail: Mail): Promise<void> =>
  mailSender(env).sendMail(mail)
