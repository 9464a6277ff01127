import { sendMail } from '../../mail'
import { finvoice } from '../einvoice/finvoice'
import { loadInvoiceDocument } from '../einvoice/loadDocument'
import { peppolUbl } from '../einvoice/peppolUbl'
import { einvoiceOperatorOf, operatorNotReady } from './einvoiceOperator'
import { invoiceMail } from './invoiceMail'
import type { SendingFormat } from './route'

/**
 * Sends each new invoice and credit note once (docs/decisions/085-invoice-sending.md).
 *
 * A sender first claims the invoice's sending (one UPDATE: pending, or a claim whose lease ran
 * out), so two senders never send it at once; it then hands the file over under the sending's
 * message id and marks it sent, if the claim is still its own. A Worker lost between the two
 * leaves a claim that runs out. An e-invoice's is taken again and handed over under the same id,
 * which the operator (Idempotency-Key) and the local outbox take as the same message. A mail's
 * is not, unless the mail goes to the local outbox (which keeps one per Message-ID): a mail
 * server delivers a second copy, so the sending is left 'failed' for a person to check. A
 * failure is tried again by the hourly run, MAX_SEND_ATTEMPTS times in all, then left 'failed'
 * with its error. Where the channel's sender is not configured, the sending waits, its attempts
 * unspent, and says why.
 */

export const MAX_SEND_ATTEMPTS = 5
/** Far longer than one sending takes (a PDF, an operator's answer within 20 s). */
export const SENDING_LEASE_SECONDS = 600
/** At most this many sendings per run: a run stays within the Worker's limits. */
const SENDINGS_PER_RUN = 50

export type SendingStatus = 'sent' | 'pending' | 'failed'

type SendingEnv = Env

interface ClaimedSending {
  invoice_id: number
  channel: 'einvoice' | 'email'
  recipient: string
  operator: string | null
  format: SendingFormat
  message_id: string
  attempts: number
  claimed_until: number
  invoice_number: string
  company_id: number
}

/** The stand-ins (the outbox tables) count as sending only where INVOICE_SENDING is "local". */
const isLocal = (env: Pick<Env, 'INVOICE_SENDING'>) => env.INVOICE_SENDING === 'local'

/** A mail handed over again under its Message-ID is one mail only in the local outbox. */
const mailDedupes = (env: SendingEnv) => !(env.MAIL && env.MAIL_FROM)

/** Why the channel cannot send here, or null. */
function notReady(env: SendingEnv, channel: ClaimedSending['channel']): string | null {
  if (channel === 'einvoice') return operatorNotReady(env)
  if (env.MAIL && env.MAIL_FROM) return null
  return isLocal(env) ? null : 'mail is not configured (MAIL and MAIL_FROM); the invoice waits'
}

/** A claim whose lease ran out may be taken again only where its receiver takes a repeat as the same message. */
const due = (now: string, mailDedupes: string) =>
  `attempts < ${MAX_SEND_ATTEMPTS} AND (status = 'pending' OR
   (status = 'sending' AND claimed_until < ${now} AND (channel = 'einvoice' OR ${mailDedupes} = 1)))`

async function claim(env: SendingEnv, invoiceId: number, now: number): Promise<ClaimedSending | null> {
  const claimed = await env.DB.prepare(
    `UPDATE invoice_sendings SET status = 'sending', attempts = attempts + 1, claimed_until = ?2
     WHERE invoice_id = ?1 AND ${due('?3', '?4')} RETURNING invoice_id`,
  )
    .bind(invoiceId, now + SENDING_LEASE_SECONDS, now, mailDedupes(env) ? 1 : 0)
    .first<{ invoice_id: number }>()
  if (!claimed) return null
  return env.DB.prepare(
    `SELECT s.invoice_id, s.channel, s.recipient, s.operator, s.format, s.message_id, s.attempts, s.claimed_until,
            i.invoice_number, i.company_id
     FROM invoice_sendings s JOIN invoices i ON i.id = s.invoice_id WHERE s.invoice_id = ?`,
  )
    .bind(invoiceId)
    .first<ClaimedSending>()
}

/** The mail's Message-ID: the sending's id at the sender's domain, the same on every attempt. */
const mailMessageId = (env: Pick<Env, 'MAIL_FROM'>, id: string) =>
  `${id}@${env.MAIL_FROM?.split('@')[1]?.replace(/[>\s]/g, '') || 'localhost'}`

async function handOver(env: SendingEnv, sending: ClaimedSending): Promise<void> {
  const loaded = await loadInvoiceDocument(env.DB, sending.company_id, sending.invoice_number)
  if (!loaded) throw new Error(`invoice ${sending.invoice_number} not found`)
  if (sending.format === 'pdf') {
    // Loaded on first use: only mailed invoices need the PDF library.
    const { invoicePdf } = await import('./invoicePdf')
    const pdf = await invoicePdf(loaded)
    await sendMail(env, invoiceMail(loaded, sending.recipient, pdf, mailMessageId(env, sending.message_id)))
    return
  }
  // The file names the receiver the sending was made for, even if the company has changed its address since.
  const doc = {
    ...loaded,
    buyer: { ...loaded.buyer, einvoice: { address: sending.recipient, operator: sending.operator ?? '' } },
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

const logError = (message: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ level: 'error', message, ...fields }))

/** One attempt at an invoice's sending; null when it is not there to send (sent, failed, or another sender's). */
export async function sendInvoice(
  env: SendingEnv,
  invoiceId: number,
  nowMs = Date.now(),
): Promise<SendingStatus | null> {
  const now = Math.floor(nowMs / 1000)
  const waiting = await env.DB.prepare('SELECT channel FROM invoice_sendings WHERE invoice_id = ?')
    .bind(invoiceId)
    .first<{ channel: ClaimedSending['channel'] }>()
  if (!waiting) return null
  const reason = notReady(env, waiting.channel)
  if (reason) {
    await env.DB.prepare("UPDATE invoice_sendings SET last_error = ?2 WHERE invoice_id = ?1 AND status = 'pending'")
      .bind(invoiceId, reason)
      .run()
    logError('invoice sending not configured', { invoiceId, reason })
    return 'pending'
  }
  const sending = await claim(env, invoiceId, now)
  if (!sending) return null
  // The claim's own lease marks the result: a sender whose lease ran out and was taken over changes nothing.
  const mine = 'invoice_id = ?1 AND status = ?2 AND claimed_until = ?3'
  try {
    await handOver(env, sending)
  } catch (error) {
    const status: SendingStatus = sending.attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'pending'
    logError('invoice sending failed', {
      invoice: sending.invoice_number,
      attempt: sending.attempts,
      status,
      error: String(error),
    })
    await env.DB.prepare(`UPDATE invoice_sendings SET status = ?4, claimed_until = NULL, last_error = ?5 WHERE ${mine}`)
      .bind(invoiceId, 'sending', sending.claimed_until, status, String(error).slice(0, 500))
      .run()
    return status
  }
  await env.DB.prepare(
    `UPDATE invoice_sendings SET status = 'sent', sent_at = ?4, claimed_until = NULL, last_error = NULL WHERE ${mine}`,
  )
    .bind(invoiceId, 'sending', sending.claimed_until, Math.floor(Date.now() / 1000))
    .run()
  return 'sent'
}

/** Sends an invoice just made, by its number; a failure waits for the hourly run. */
export async function sendNewInvoice(env: SendingEnv, invoiceNumber: string): Promise<SendingStatus | null> {
  const row = await env.DB.prepare('SELECT id FROM invoices WHERE invoice_number = ?')
    .bind(invoiceNumber)
    .first<{ id: number }>()
  return row ? sendInvoice(env, row.id) : null
}

/**
 * Claims lost with their Worker that must not be taken again: at the attempt cap, or a mail that
 * may have gone (a real mail server keeps no Message-ID). A person checks them.
 */
async function closeLostClaims(env: SendingEnv, now: number): Promise<void> {
  const lost = "status = 'sending' AND claimed_until < ?1"
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE invoice_sendings SET status = 'failed', claimed_until = NULL,
         last_error = 'interrupted at the last of ${MAX_SEND_ATTEMPTS} attempts'
       WHERE ${lost} AND attempts >= ${MAX_SEND_ATTEMPTS}`,
    ).bind(now),
    env.DB.prepare(
      `UPDATE invoice_sendings SET status = 'failed', claimed_until = NULL,
         last_error = 'interrupted while mailing: the mail may have gone; check with the recipient before sending again'
       WHERE ${lost} AND channel = 'email' AND ?2 = 0`,
    ).bind(now, mailDedupes(env) ? 1 : 0),
  ])
}

/** The hourly run: every sending that waits (new, failed before, or a claim lost with its Worker), oldest first. */
export async function sendDueInvoices(env: SendingEnv): Promise<Record<SendingStatus, number>> {
  const now = Math.floor(Date.now() / 1000)
  await closeLostClaims(env, now)
  const { results } = await env.DB.prepare(
    `SELECT invoice_id FROM invoice_sendings WHERE ${due('?1', '?2')}
     ORDER BY invoice_id LIMIT ?3`,
  )
    .bind(now, mailDedupes(env) ? 1 : 0, SENDINGS_PER_RUN)
    .all<{ invoice_id: number }>()
  const done: Record<SendingStatus, number> = { sent: 0, pending: 0, failed: 0 }
  for (const { invoice_id } of results) {
    // Each sending on its own clock and its own failure: one cannot stop the run.
    const status = await sendInvoice(env, invoice_id).catch((error: unknown) => {
      logError('invoice sending run', { invoiceId: invoice_id, error: String(error) })
      return null
    })
    if (status) done[status] += 1
  }
  return done
}
