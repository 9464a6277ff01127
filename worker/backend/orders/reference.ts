/**
 * Finnish reference numbers (viitenumero, Finance Finland's standard for domestic transfers):
 * a base of 3–19 digits followed by a check digit. The base digits are weighted 7, 3, 1, 7,
 * 3, 1, … from the right; the check digit takes the sum up to the next multiple of ten (0
 * when the sum is one already). No imports: the seed generator (seed/history.ts) uses it too.
 */

const WEIGHTS = [7, 3, 1] as const

/** The check digit of a base of 3–19 digits. */
export function referenceCheckDigit(base: string): number {
  if (!/^\d{3,19}$/.test(base)) throw new Error(`a reference number base has 3–19 digits: ${base}`)
  let sum = 0
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * (WEIGHTS[i % 3] ?? 1)
  }
  return (10 - (sum % 10)) % 10
}

/**
 * The reference number of a base: the base (leading zeros dropped) and its check digit.
 * @example referenceNumber('1234') // '12344'
 */
export function referenceNumber(base: string | number): string {
  const digits = String(base).replace(/^0+/, '')
  return `${digits}${referenceCheckDigit(digits)}`
}

/** True for a well-formed reference number with a correct check digit (spaces allowed). */
export function isValidReference(reference: string): boolean {
  const digits = reference.replace(/\s+/g, '')
  if (!/^[1-9]\d{3,19}$/.test(digits)) return false
  return referenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1))
}

/** As printed on an invoice: groups of five digits from the right, e.g. '12 34561'. */
export function formatReference(reference: string): string {
  return reference.replace(/\B(?=(\d{5})+(?!\d))/g, ' ')
}
