/**
 * Pure helpers behind TextInput, Select and Form (spec §5). A validator returns a Finnish
 * message when the value is wrong and nothing when it is fine.
 */
export type Validator = (value: string) => string | null | undefined | false

/** spec §5: a pending validation re-runs this long after the last change. */
export const REVALIDATE_DELAY_MS = 500

/** spec §5: text inputs truncate to maxlength (counted like the browser: UTF-16 code units). */
export function truncateToMaxLength(value: string, maxLength?: number): string {
  if (maxLength === undefined || !Number.isInteger(maxLength) || maxLength < 0 || value.length <= maxLength) {
    return value
  }
  let cut = value.slice(0, maxLength)
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  return cut
}

export interface ValidationRules {
  required?: boolean
  /** The message for an empty required value. */
  requiredMessage: string
  validators?: Validator | readonly Validator[]
}

/** All messages for a value, in order: the required check first, then each validator. */
export function validationErrors(value: string, rules: ValidationRules): string[] {
  if (value.trim() === '') return rules.required ? [rules.requiredMessage] : []
  const list = typeof rules.validators === 'function' ? [rules.validators] : (rules.validators ?? [])
  const errors: string[] = []
  for (const validate of list) {
    const message = validate(value)
    if (message) errors.push(message)
  }
  return errors
}

/** spec §5: a field shows only its first error message. External (server) errors come first. */
export function firstError(...sources: Array<string | readonly string[] | null | undefined>): string | undefined {
  for (const source of sources) {
    if (!source) continue
    if (typeof source === 'string') return source
    const first = source.find((message) => message !== '')
    if (first) return first
  }
  return undefined
}

/** Deliberately loose: the server has the final word on e-mail addresses. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

export const emailValidator =
  (message: string): Validator =>
  (value) =>
    isEmail(value) ? null : message
