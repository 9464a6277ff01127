import { EmailMessage } from 'cloudflare:email'
import { buildRfc822 } from './rfc822'
import type { Mail, MailSender } from './types'

/**
 * The sender over Cloudflare's `send_email` binding (Email Workers): the message is built as
 * RFC 822 text and handed over as an EmailMessage. The binding's configuration decides which
 * recipients it may reach (see the Email Routing / Email Service docs).
 */
export function cloudflareSender(binding: SendEmail, from: string): MailSender {
  const domain = from.split('@')[1]?.replace(/[>\s]/g, '') || 'localhost'
  return {
    async sendMail(mail: Mail) {
      const raw = buildRfc822(mail, {
        from,
        date: new Date().toUTCString(),
        messageId: mail.messageId ?? `${crypto.randomUUID()}@${domain}`,
      })
      await binding.send(new EmailMessage(from, mail.to, raw))
    },
  }
}
