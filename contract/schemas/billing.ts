import * as v from 'valibot'
import { isValidOperatorCode, needsOperator, normaliseEInvoiceCode, parseEInvoiceAddress } from '../einvoiceAddress'
import { Postcode, requiredText } from './customer'

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
 * company's Y-tunnus.
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
)
export type UpdateBillingRequest = v.InferOutput<typeof UpdateBillingRequestSchema>
