/** The Finnish business ID (Y-tunnus): registration, the company's e-invoice address and the shop's own identity read it alike. */

const BUSINESS_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const

/**
 * The check digit of a Y-tunnus: weights 7,9,10,5,8,4,2 on the 7 digits, sum mod 11; remainder
 * 0 gives 0, remainder 1 is never issued (null), else 11 − remainder.
 *
 * @example businessIdCheckDigit('1234567') // 1
 */
export function businessIdCheckDigit(digits: string): number | null {
  if (!/^\d{7}$/.test(digits)) return null
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (BUSINESS_ID_WEIGHTS[i] ?? 0), 0)
  const remainder = sum % 11
  if (remainder === 1) return null
  return remainder === 0 ? 0 : 11 - remainder
}

/** True for a Y-tunnus `1234567-1` whose check digit matches. */
export function isValidBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value)
  return match !== null && businessIdCheckDigit(match[1] ?? '') === Number(match[2])
}
