import { businessIdCheckDigit } from './businessId'

/**
 * A Finnish company's e-invoice address (verkkolaskuosoite) and its operator's code
 * (välittäjätunnus), read by their own rules (docs/decisions/084-einvoices.md):
 *
 * - an OVT code is 0037, the Y-tunnus's eight digits and an optional suffix of up to five
 *   letters or digits (a department), e.g. 003712345671 or 0037123456710001;
 * - a Peppol participant id is an ICD scheme and an id, e.g. 0216:003712345671 (an OVT),
 *   0212:1234567-1 (a Y-tunnus), 0213:FI12345671 (a VAT number), 0088:6412345678904 (a GLN);
 *   Peppol finds its access point itself, so it needs no operator code;
 * - a small company that receives through its bank has its IBAN as the address.
 *
 * An operator's code is a BIC (NDEAFIHH), an OVT-form code (003723327487) or an E-code (E204503).
 */

export type EInvoiceAddress =
  | { kind: 'ovt'; code: string; businessId: string }
  | { kind: 'peppol'; scheme: string; id: string }
  | { kind: 'iban'; iban: string }

/** The Y-tunnus `1234567-1` of eight digits, or null when the check digit does not match. */
function businessIdOfDigits(digits: string): string | null {
  if (!/^\d{8}$/.test(digits)) return null
  const check = businessIdCheckDigit(digits.slice(0, 7))
  return check === Number(digits[7]) ? `${digits.slice(0, 7)}-${digits[7]}` : null
}

/** An OVT code's Y-tunnus, or null when the code is not 0037 + a valid Y-tunnus + a suffix of 0–5. */
export function ovtBusinessId(code: string): string | null {
  const match = /^0037(\d{8})[0-9A-Z]{0,5}$/.exec(code)
  return match ? businessIdOfDigits(match[1] ?? '') : null
}

/** The OVT code of a Y-tunnus (no suffix): 1234567-1 → 003712345671. */
export const ovtOf = (businessId: string) => `0037${businessId.replace('-', '')}`

/** A GLN / GTIN-13 check digit (GS1's mod 10, weights 3 and 1 from the right). */
function validGln(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false
  const sum = [...digits.slice(0, 12)].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(digits[12])
}

/** The ICD schemes a Finnish buyer's Peppol id uses, each with its id's rule. */
const PEPPOL_SCHEMES: Record<string, (id: string) => boolean> = {
  '0216': (id) => ovtBusinessId(id) !== null,
  '0212': (id) => businessIdOfDigits(id.replace('-', '')) !== null && /^\d{7}-\d$/.test(id),
  '0213': (id) => /^FI\d{8}$/.test(id) && businessIdOfDigits(id.slice(2)) !== null,
  '0088': validGln,
  '0037': (id) => businessIdOfDigits(id.replace('-', '')) !== null,
}

/**
 * A Finnish IBAN by its account number's check digit and its ISO 13616 check digits (mod 97). The shop's own account is checked with
 * finnish-bank-utils on the server (worker/backend/operator/seller.ts); this is the same check
 * without the library, which would otherwise ride along into every account page that reads a
 * Y-tunnus (docs/decisions/084-einvoices.md).
 */
export function isFinnishIban(code: string): boolean {
  if (!/^FI\d{16}$/.test(code)) return false
  // The account number's own check digit (Luhn, weights 2 and 1 from its first digit).
  const account = code.slice(4, 17)
  const luhn = [...account].reduce((sum, d, i) => {
    const add = Number(d) * (i % 2 === 0 ? 2 : 1)
    return sum + (add >= 10 ? add - 9 : add)
  }, 0)
  if ((10 - (luhn % 10)) % 10 !== Number(code[17])) return false
  // Country and check digits moved to the end, letters as numbers (F = 15, I = 18).
  const digits = `${code.slice(4)}1518${code.slice(2, 4)}`
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** Spaces dropped, letters upper-cased: how an address or operator code is stored. */
export const normaliseEInvoiceCode = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** The address read by its kind, or null when it follows none of the rules above. */
export function parseEInvoiceAddress(value: string): EInvoiceAddress | null {
  const code = normaliseEInvoiceCode(value)
  const peppol = /^(?:ISO6523-ACTORID-UPIS::)?(\d{4}):(.+)$/.exec(code)
  if (peppol) {
    const [, scheme = '', id = ''] = peppol
    return PEPPOL_SCHEMES[scheme]?.(id) ? { kind: 'peppol', scheme, id } : null
  }
  const businessId = ovtBusinessId(code)
  if (businessId) return { kind: 'ovt', code, businessId }
  if (isFinnishIban(code)) return { kind: 'iban', iban: code }
  return null
}

/** True for an operator's code: a BIC, an OVT-form code with a valid Y-tunnus, or an E-code. */
export function isValidOperatorCode(value: string): boolean {
  const code = normaliseEInvoiceCode(value)
  return /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(code) || ovtBusinessId(code) !== null || /^E\d{6}$/.test(code)
}

/** Whether an address of this kind is reached through an operator, and so needs its code. */
export const needsOperator = (address: EInvoiceAddress) => address.kind !== 'peppol'

/**
 * Why a company's address does not fit the company, or null: an OVT code or a Peppol id that
 * names a company names this one (its Y-tunnus), as an OVT code is made of it.
 */
export function addressMismatch(address: EInvoiceAddress, businessId: string): string | null {
  const named =
    address.kind === 'ovt'
      ? address.businessId
      : address.kind === 'peppol' && address.scheme === '0216'
        ? ovtBusinessId(address.id)
        : address.kind === 'peppol' && address.scheme === '0212'
          ? address.id
          : null
  return named && named !== businessId
    ? `Verkkolaskuosoite on toisen yrityksen (Y-tunnus ${named}). Yrityksesi OVT-tunnus alkaa ${ovtOf(businessId)}.`
    : null
}
