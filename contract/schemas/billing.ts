import * as v from 'valibot'
import { isValidOperatorCode, needsOperator, normaliseEInvoiceCode, parseEInvoiceAddress } from '../einvoiceAddress'
import { INVOICE_CHANNELS, Postcode, requiredText, type InvoiceChannel } from './customer'

/**
 * The company's billing details (POST /api/customer/billing), apart from the account's other
 * calls (./customer.ts): the e-invoice address rules bring a bank library (IBAN check digits)
 * that only the billing page and the backend need (docs/decisions/084-einvoices.md).
 */

/** An optional code, spaces dropped and upper-cased; '' clears it. */
const EInvoiceCode = (valid: (code: string) => boolean, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.transform(normaliseEInvoiceCode),
      v.check((s) => s === '' || valid(s), message),
    ),
    '',
  )

export const EINVOICE_ADDRESS_INVALID =
  'Tarkista verkkolaskuosoite: OVT-tunnus (0037 ja Y-tunnus, esim. 003712345671), Peppol-tunnus (esim. 0216:003712345671) tai IBAN.'
export const EINVOICE_OPERATOR_INVALID =
  'Tarkista välittäjätunnus: BIC (esim. NDEAFIHH), OVT-muotoinen tunnus (esim. 003723327487) tai E-tunnus (esim. E204503).'

const EMAIL_INVALID = 'Tarkista laskutuksen sähköpostiosoite.'
const EmailAddress = v.pipe(v.string(), v.email())

/**
 * The address invoices are mailed to: '' clears it (they go to whoever ordered), a missing field
 * keeps the saved one (a client that does not know it).
 */
const BillingEmail = v.optional(
  v.pipe(
    v.string(EMAIL_INVALID),
    v.trim(),
    v.maxLength(254, EMAIL_INVALID),
    v.check((s) => s === '' || v.is(EmailAddress, s), EMAIL_INVALID),
  ),
)

export const INVOICE_CHANNEL_NEEDS_ADDRESS = 'Verkkolaskua varten anna verkkolaskuosoite.'

/** A Peppol id is kept as scheme:id, without the iso6523-actorid-upis:: prefix. */
const canonicalAddress = (code: string) => {
  const address = parseEInvoiceAddress(code)
  return address?.kind === 'peppol' ? `${address.scheme}:${address.id}` : code
}

/**
 * POST /api/customer/billing: company name and billing address, plus the optional e-invoice
 * address and operator, each by its rules (contract/einvoiceAddress.ts): an address needs its
 * operator unless it is a Peppol id, and an operator needs an address. Empty strings clear
 * them. That an OVT code is the company's own is checked by the backend, which knows the
 * company's Y-tunnus. The invoice channel (docs/decisions/085-invoice-sending.md) 'einvoice'
 * needs an e-invoice address; 'email' goes to the billing e-mail, or to whoever ordered.
 */
export const UpdateBillingRequestSchema = v.pipe(
  v.strictObject({
    company: requiredText('Yrityksen nimi', 120),
    street: requiredText('Katuosoite', 100),
    postcode: Postcode,
    city: requiredText('Postitoimipaikka', 60),
    einvoice_address: v.pipe(
      EInvoiceCode((code) => parseEInvoiceAddress(code) !== null, EINVOICE_ADDRESS_INVALID),
      v.transform(canonicalAddress),
    ),
    einvoice_operator: EInvoiceCode(isValidOperatorCode, EINVOICE_OPERATOR_INVALID),
    invoice_channel: v.optional(v.picklist(INVOICE_CHANNELS, 'Valitse, miten laskut lähetetään.')),
    billing_email: BillingEmail,
  }),
  v.forward(
    v.partialCheck(
      [['einvoice_address'], ['einvoice_operator']],
      (b) => {
        const address = b.einvoice_address === '' ? null : parseEInvoiceAddress(b.einvoice_address)
        return address === null || !needsOperator(address) || b.einvoice_operator !== ''
      },
      'Anna myös verkkolaskuoperaattorin välittäjätunnus.',
    ),
    ['einvoice_operator'],
  ),
  v.forward(
    v.partialCheck(
      [['einvoice_address'], ['einvoice_operator']],
      (b) => b.einvoice_operator === '' || b.einvoice_address !== '',
      'Anna myös verkkolaskuosoite.',
    ),
    ['einvoice_address'],
  ),
  v.forward(
    v.partialCheck(
      [['invoice_channel'], ['einvoice_address']],
      (b) => b.invoice_channel !== 'einvoice' || b.einvoice_address !== '',
      INVOICE_CHANNEL_NEEDS_ADDRESS,
    ),
    ['einvoice_address'],
  ),
)
export type UpdateBillingRequest = v.InferOutput<typeof UpdateBillingRequestSchema>

/**
 * The channel the request chooses; without one (an older client), e-invoices when it gives an
 * e-invoice address, else e-mail. Read by the backend, not made part of the body: the storefront
 * parses and forwards the same body, and the backend must see what the client sent.
 */
export const chosenInvoiceChannel = (body: UpdateBillingRequest): InvoiceChannel =>
  body.invoice_channel ?? (body.einvoice_address === '' ? 'email' : 'einvoice')
