/** One mail of the shop (password reset, login link): plain text, optionally also HTML. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Where an answer goes when it is not the sender (a receiving claim: the buyer). */
  replyTo?: string
}

/** Sends mail (docs/architecture.md §6): the `send_email` binding when configured, else the outbox table. */
export interface MailSender {
  sendMail(mail: Mail): Promise<void>
}
