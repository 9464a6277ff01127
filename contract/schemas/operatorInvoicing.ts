import * as v from 'valibot'
import { BusinessId } from './customer'

/**
 * The operator's invoicing commands (docs/decisions/084-einvoices.md), each with the operator's
 * bearer secret, never a customer session, and each exactly once:
 * - `POST /api/operator/invoices` invoices a delivered order; a repeat answers the same invoice;
 * - `POST /api/operator/credit-notes` credits an invoice, whole or by lines, once per claim
 *   reference; a repeat of the reference answers the same credit note;
 * - `PUT /api/operator/credit-limit` sets a company's credit limit (null: none agreed).
 */

const DocumentNumber = (what: string) =>
  v.pipe(v.string(`${what} puuttuu.`), v.trim(), v.regex(/^[A-Za-z0-9-]{1,32}$/, `Tarkista ${what.toLowerCase()}.`))

export const OperatorInvoiceRequestSchema = v.strictObject({ order_number: DocumentNumber('Tilausnumero') })
export type OperatorInvoiceRequest = v.InferOutput<typeof OperatorInvoiceRequestSchema>
export const OperatorInvoiceResponseSchema = v.object({ invoice_number: v.string(), created: v.boolean() })
export type OperatorInvoiceResponse = v.InferOutput<typeof OperatorInvoiceResponseSchema>

export const MAX_CREDIT_NOTE_LINES = 500

export const CreditNoteLineInputSchema = v.strictObject({
  /** The invoice's line: its order's line number, or the shipping's (the last). */
  line_no: v.pipe(v.number('Anna rivinumero.'), v.integer('Rivinumero on kokonaisluku.'), v.minValue(1)),
  quantity: v.pipe(
    v.number('Anna hyvitettävä määrä.'),
    v.integer('Määrän pitää olla kokonaisluku.'),
    v.minValue(1, 'Hyvitettävä määrä on vähintään 1.'),
  ),
})

export const OperatorCreditNoteRequestSchema = v.strictObject({
  invoice_number: DocumentNumber('Laskunumero'),
  /** The claim this settles, e.g. the receiving claim's or the ERP's return's id. */
  claim_reference: v.pipe(
    v.string('Reklamaation viite puuttuu.'),
    v.trim(),
    v.regex(/^[A-Za-z0-9._/-]{1,40}$/, 'Reklamaation viite on 1–40 kirjainta, numeroa tai merkkiä . _ / -.'),
  ),
  /** The lines and quantities to credit; left out, whatever of the invoice is not yet credited. */
  lines: v.optional(
    v.pipe(
      v.array(CreditNoteLineInputSchema),
      v.minLength(1, 'Anna vähintään yksi rivi tai jätä rivit pois.'),
      v.maxLength(MAX_CREDIT_NOTE_LINES),
      v.check((lines) => new Set(lines.map((l) => l.line_no)).size === lines.length, 'Sama rivi on annettu kahdesti.'),
    ),
  ),
})
export type OperatorCreditNoteRequest = v.InferOutput<typeof OperatorCreditNoteRequestSchema>
export const OperatorCreditNoteResponseSchema = v.object({
  credit_note_number: v.string(),
  invoice_number: v.string(),
  /** Credited, VAT included. */
  amount: v.object({ value: v.number() }),
  created: v.boolean(),
})
export type OperatorCreditNoteResponse = v.InferOutput<typeof OperatorCreditNoteResponseSchema>

export const OperatorCreditLimitRequestSchema = v.strictObject({
  business_id: BusinessId,
  /** Euros; null when none is agreed. */
  credit_limit: v.nullable(
    v.pipe(
      v.number('Anna luottoraja euroina.'),
      v.minValue(0, 'Luottoraja ei voi olla negatiivinen.'),
      v.maxValue(10_000_000, 'Luottoraja on enintään 10 000 000 €.'),
      v.check(
        (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        'Anna luottoraja sentin tarkkuudella.',
      ),
    ),
  ),
})
export type OperatorCreditLimitRequest = v.InferOutput<typeof OperatorCreditLimitRequestSchema>
export const OperatorCreditLimitResponseSchema = v.object({
  business_id: v.string(),
  credit_limit: v.nullable(v.object({ value: v.number() })),
})
export type OperatorCreditLimitResponse = v.InferOutput<typeof OperatorCreditLimitResponseSchema>
