/** A file sent with a mail (an invoice's PDF). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** One mail of the shop (password reset, login link, an invoice): plain text, optionally also HTML. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Where an answer goes when it is not the sender (a receiving claim: the buyer). */
  replyTo?: string
  attachments?: MailAttachment[]
  /**
   * The mail's Message-ID (without angle brackets) when it must be the same on every attempt: a
   * mail sent again under it is the same mail (the outbox keeps one; a reader's client shows one).
   */
  messageId?: string
}

/** Sends mail (docs/architecture.md §6): the `send_email` binding when configured, else the outbox table. */
export interface MailSender {
  sendMail(mail: Mail): Promise<void>
}
