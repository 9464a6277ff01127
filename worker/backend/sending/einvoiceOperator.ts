/**
 * The e-invoice operator adapter (docs/decisions/085-invoice-sending.md): hands one e-invoice
 * file to the operator who carries it to the buyer's operator (Finvoice) or over Peppol.
 * A file handed over again under its message id is the same file: the local outbox keeps one,
 * the operator's API receives the id as its Idempotency-Key.
 */

export interface EInvoiceFile {
  messageId: string
  invoiceNumber: string
  /** The buyer's e-invoice address (OVT code, Peppol id or IBAN) and their operator's code. */
  recipient: string
  operator: string | null
  format: 'finvoice' | 'peppol'
  xml: string
}

export interface EInvoiceOperator {
  deliver(file: EInvoiceFile): Promise<void>
}

/** The local stand-in (INVOICE_SENDING "local"): the file waits in the einvoice_outbox table for dev and tests to read. */
export function localOperator(db: D1Database): EInvoiceOperator {
  return {
    async deliver(file) {
      await db
        .prepare(
          `INSERT INTO einvoice_outbox (message_id, invoice_number, recipient, operator, format, document, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING`,
        )
        .bind(
          file.messageId,
          file.invoiceNumber,
          file.recipient,
          file.operator,
          file.format,
          file.xml,
          Math.floor(Date.now() / 1000),
        )
        .run()
    },
  }
}

/** Longest wait for the operator's answer; a slower one is tried again by the next run. */
const OPERATOR_TIMEOUT_MS = 20_000

/**
 * The operator's sending API, in a generic shape: the XML POSTed as it is, with the bearer key,
 * the message id as Idempotency-Key and the recipient's address and operator as headers (the
 * Finvoice transport envelope's receiver; a Peppol file names its own). Any 2xx is delivered; a
 * 409 is taken to mean the operator already has this message id. An operator with an API of
 * another shape (Maventa's multipart upload, Apix's zip) is another implementation of
 * EInvoiceOperator.
 */
export function httpOperator(url: string, token: string): EInvoiceOperator {
  return {
    async deliver(file) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/xml; charset=utf-8',
          'idempotency-key': file.messageId,
          'x-einvoice-format': file.format,
          'x-einvoice-recipient': file.recipient,
          ...(file.operator ? { 'x-einvoice-recipient-operator': file.operator } : {}),
        },
        body: file.xml,
        signal: AbortSignal.timeout(OPERATOR_TIMEOUT_MS),
        // A redirect would turn the POST into a GET without the file, whose 2xx is no delivery.
        redirect: 'manual',
      })
      if (response.ok || response.status === 409) return
      throw new Error(`e-invoice operator answered ${response.status}`)
    },
  }
}

/**
 * Why e-invoices cannot be sent here, or null: the operator's API needs its https URL and its
 * key; without an API, only a deployment with INVOICE_SENDING "local" (dev, tests, staging) may
 * count the local outbox as sent. Production without an operator keeps its e-invoices waiting.
 */
export function operatorNotReady(
  env: Pick<Env, 'EINVOICE_OPERATOR_URL' | 'EINVOICE_OPERATOR_TOKEN' | 'INVOICE_SENDING'>,
): string | null {
  if (env.EINVOICE_OPERATOR_URL) {
    if (!env.EINVOICE_OPERATOR_URL.startsWith('https://')) return 'EINVOICE_OPERATOR_URL is not an https URL'
    return env.EINVOICE_OPERATOR_TOKEN ? null : 'EINVOICE_OPERATOR_TOKEN is not set'
  }
  return env.INVOICE_SENDING === 'local' ? null : 'no e-invoice operator is configured (EINVOICE_OPERATOR_URL)'
}

/** The configured operator (see operatorNotReady): its API when EINVOICE_OPERATOR_URL is set, else the local outbox. */
export function einvoiceOperatorOf(
  env: Pick<Env, 'DB' | 'EINVOICE_OPERATOR_URL' | 'EINVOICE_OPERATOR_TOKEN'>,
): EInvoiceOperator {
  return env.EINVOICE_OPERATOR_URL
    ? httpOperator(env.EINVOICE_OPERATOR_URL, env.EINVOICE_OPERATOR_TOKEN ?? '')
    : localOperator(env.DB)
}
