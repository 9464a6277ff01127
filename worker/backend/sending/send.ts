import { sendMail } from '../../mail'
import { finvoice } from '../einvoice/finvoice'
import { loadInvoiceDocument } from '../einvoice/loadDocument'
import { peppolUbl } from '../einvoice/peppolUbl'
import { einvoiceOperatorOf } from './einvoiceOperator'
import { invoiceMail } from './invoiceMail'
import type { SendingFormat } from './route'

/**
 * Sends each new invoice and credit note once (docs/decisions/085-invoice-sending.md).
 *
 * A sender first claims the invoice's sending (one UPDATE: pending, or a claim whose lease ran
 * out), so two senders never send it at once; it then hands the file over under the sending's
 * message id and marks it sent. A Worker lost between the two leaves a claim that the next run
 * takes again after the lease, and hands the file over under the same id, which the outbox, the
 * operator (Idempotency-Key) and mail readers (Message-ID) take as the same message. A failure
 * is tried again by the hourly run, at most MAX_SEND_ATTEMPTS times in all, then left 'failed'
 * for the operator with its error.
 */

export const MAX_SEND_ATTEMPTS = 5
/** Far longer than one sending takes (a PDF, an operator's answer within 20 s). */
export const SENDING_LEASE_SECONDS = 600
/** At most this many sendings per run: a run stays within the Worker's limits. */
const SENDINGS_PER_RUN = 50

export type SendingStatus = 'sent' | 'pending' | 'failed'

interface ClaimedSending {
  invoice_id: number
  recipient: string
  operator: string | null
  format: SendingFormat
  message_id: string
  attempts: number
  invoice_number: string
  company_id: number
}

async function claim(db: D1Database, invoiceId: number, now: number): Promise<ClaimedSending | null> {
  const claimed = await db
    .prepare(
      `UPDATE invoice_sendings SET status = 'sending', attempts = attempts + 1, claimed_until = ?2
       WHERE invoice_id = ?1 AND (status = 'pending' OR (status = 'sending' AND claimed_until < ?3))
       RETURNING invoice_id`,
    )
    .bind(invoiceId, now + SENDING_LEASE_SECONDS, now)
    .first<{ invoice_id: number }>()
  if (!claimed) return null
  return db
    .prepare(
      `SELECT s.invoice_id, s.recipient, s.operator, s.format, s.message_id, s.attempts, i.invoice_number, i.company_id
       FROM invoice_sendings s JOIN invoices i ON i.id = s.invoice_id WHERE s.invoice_id = ?`,
    )
    .bind(invoiceId)
    .first<ClaimedSending>()
}

/** The mail's Message-ID: the sending's id at the sender's domain, the same on every attempt. */
const mailMessageId = (env: Pick<Env, 'MAIL_FROM'>, id: string) =>
  `${id}@${env.MAIL_FROM?.split('@')[1]?.replace(/[>\s]/g, '') || 'localhost'}`

async function handOver(env: Env, sending: ClaimedSending): Promise<void> {
  const doc = await loadInvoiceDocument(env.DB, sending.company_id, sending.invoice_number)
  if (!doc) throw new Error(`invoice ${sending.invoice_number} not found`)
  if (sending.format === 'pdf') {
    // Loaded on first use: only mailed invoices need the PDF library.
    const { invoicePdf } = await import('./invoicePdf')
    const pdf = await invoicePdf(doc)
    await sendMail(env, invoiceMail(doc, sending.recipient, pdf, mailMessageId(env, sending.message_id)))
    return
  }
  const sentAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
  await einvoiceOperatorOf(env).deliver({
    messageId: sending.message_id,
    invoiceNumber: sending.invoice_number,
    recipient: sending.recipient,
    operator: sending.operator,
    format: sending.format,
    xml: sending.format === 'peppol' ? peppolUbl(doc) : finvoice(doc, sentAt),
  })
}

/** One attempt at an invoice's sending; null when it is not there to send (sent, failed, or another sender's). */
export async function sendInvoice(env: Env, invoiceId: number, nowMs = Date.now()): Promise<SendingStatus | null> {
  const now = Math.floor(nowMs / 1000)
  const sending = await claim(env.DB, invoiceId, now)
  if (!sending) return null
  try {
    await handOver(env, sending)
  } catch (error) {
    const status: SendingStatus = sending.attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'pending'
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'invoice sending failed',
        invoice: sending.invoice_number,
        attempt: sending.attempts,
        status,
        error: String(error),
      }),
    )
    await env.DB.prepare(
      `UPDATE invoice_sendings SET status = ?2, claimed_until = NULL, last_error = ?3
       WHERE invoice_id = ?1 AND status = 'sending'`,
    )
      .bind(invoiceId, status, String(error).slice(0, 500))
      .run()
    return status
  }
  await env.DB.prepare(
    `UPDATE invoice_sendings SET status = 'sent', sent_at = ?2, claimed_until = NULL, last_error = NULL
     WHERE invoice_id = ?1 AND status = 'sending'`,
  )
    .bind(invoiceId, now)
    .run()
  return 'sent'
}

/** Sends an invoice just made, by its number; a failure waits for the hourly run. */
export async function sendNewInvoice(env: Env, invoiceNumber: string): Promise<SendingStatus | null> {
  const row = await env.DB.prepare('SELECT id FROM invoices WHERE invoice_number = ?')
    .bind(invoiceNumber)
    .first<{ id: number }>()
  return row ? sendInvoice(env, row.id) : null
}

/** The hourly run: every sending that waits (new, failed before, or a claim whose lease ran out), oldest first. */
export async function sendDueInvoices(env: Env, nowMs = Date.now()): Promise<Record<SendingStatus, number>> {
  const now = Math.floor(nowMs / 1000)
  const { results } = await env.DB.prepare(
    `SELECT invoice_id FROM invoice_sendings
     WHERE status = 'pending' OR (status = 'sending' AND claimed_until < ?1)
     ORDER BY invoice_id LIMIT ?2`,
  )
    .bind(now, SENDINGS_PER_RUN)
    .all<{ invoice_id: number }>()
  const done: Record<SendingStatus, number> = { sent: 0, pending: 0, failed: 0 }
  for (const { invoice_id } of results) {
    const status = await sendInvoice(env, invoice_id, nowMs)
    if (status) done[status] += 1
  }
  return done
}
