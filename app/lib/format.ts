/**
 * spec §1: currency EUR shown like `12,50 €`, dates as `dd.MM.yyyy`.
 *
 * Money is formatted by hand rather than with `Intl.NumberFormat('fi-FI')` so the server
 * (workerd) and every browser produce byte-identical text, whatever their ICU version; a
 * difference would be a hydration mismatch. The output follows Finnish typography as Intl
 * does, with one deliberate exception:
 * - the space before `€` and the thousands separator are U+00A0 NO-BREAK SPACE, so a price
 *   never wraps between number and currency (`1 234,50 €`);
 * - negative amounts use the ASCII hyphen-minus `-` (Intl's fi-FI gives U+2212 `−`), which
 *   copies, searches and reads the same everywhere (`-5,00 €`).
 */
export const NBSP = '\u00a0'

/** `12.5` → `12,50 €`; `-1234.5` → `-1 234,50 €`; non-finite values → `''`. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return ''
  // toFixed rounds the exact binary value half-up, as Intl does (1.005 → "1.00").
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const negative = value < 0 && (whole !== '0' || cents !== '00')
  return `${negative ? '-' : ''}${grouped},${cents}${NBSP}€`
}

const dateParts = new Map<string, Intl.DateTimeFormat>()

/** spec §1: dates as dd.MM.yyyy, in the shop's time zone. Invalid input → `''`. */
export function formatDate(value: Date | string | number, timeZone = 'Europe/Helsinki'): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  let format = dateParts.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('fi-FI', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
    dateParts.set(timeZone, format)
  }
  const parts = format.formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')}.${get('month')}.${get('year')}`
}
