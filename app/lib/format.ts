import { DEFAULT_STORE_CONFIG } from '../../contract/schemas/core'

/**
 * spec §1: currency EUR shown like `12,50 €`, dates as `dd.MM.yyyy`; spec §3/§8: the currency,
 * locale and time zone come from the store config (`/api/core/storeconfig`), with its fallback
 * (fi_FI, EUR, Europe/Helsinki). Pages format through `useStoreFormat()`; the plain functions
 * below take a `StoreFormat` and default to the fallback.
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

/** What formatting reads from the store config. */
export interface StoreFormat {
  /** e.g. `fi_FI` (the store config's spelling) */
  locale: string
  /** ISO 4217, e.g. `EUR` */
  currency: string
  /** IANA, e.g. `Europe/Helsinki` */
  timeZone: string
}

/** spec §8: the fallback config's format. */
export const FALLBACK_FORMAT: StoreFormat = {
  locale: DEFAULT_STORE_CONFIG.locale,
  currency: DEFAULT_STORE_CONFIG.base_currency_code,
  timeZone: DEFAULT_STORE_CONFIG.timezone,
}

/** The format of a store config answer; the fallback for what it lacks. */
export function storeFormat(
  answer: { storeConfig: { locale: string; timezone: string }; currency: string } | null | undefined,
): StoreFormat {
  if (!answer) return FALLBACK_FORMAT
  return {
    locale: answer.storeConfig.locale || FALLBACK_FORMAT.locale,
    currency: answer.currency || FALLBACK_FORMAT.currency,
    timeZone: answer.storeConfig.timezone || FALLBACK_FORMAT.timeZone,
  }
}

/** Finnish typography writes the currency's sign where it has one, else its code. */
const CURRENCY_SIGNS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' }

const bcp47 = (locale: string) => locale.replace('_', '-')
const moneyFormats = new Map<string, Intl.NumberFormat>()

/**
 * `12.5` → `12,50 €`; `-1234.5` → `-1 234,50 €`; non-finite values → `''`. Finnish-locale
 * stores get the hand-written form above; another locale is formatted by Intl (its text may
 * then differ between ICU versions, which only such a store would meet).
 */
export function formatMoney(value: number, format: StoreFormat = FALLBACK_FORMAT): string {
  if (!Number.isFinite(value)) return ''
  if (!/^fi([_-]|$)/i.test(format.locale)) return intlMoney(value, format)
  // toFixed rounds the exact binary value half-up, as Intl does (1.005 → "1.00").
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const negative = value < 0 && (whole !== '0' || cents !== '00')
  const sign = CURRENCY_SIGNS[format.currency] ?? format.currency
  return `${negative ? '-' : ''}${grouped},${cents}${NBSP}${sign}`
}

function intlMoney(value: number, format: StoreFormat): string {
  const key = `${format.locale}|${format.currency}`
  let intl = moneyFormats.get(key)
  if (!intl) {
    intl = new Intl.NumberFormat(bcp47(format.locale), { style: 'currency', currency: format.currency })
    moneyFormats.set(key, intl)
  }
  return intl.format(Object.is(value, -0) ? 0 : value).replace('\u2212', '-')
}

const dateParts = new Map<string, Intl.DateTimeFormat>()

/** spec §1: dates as dd.MM.yyyy, in the store's time zone. Invalid input → `''`. */
export function formatDate(value: Date | string | number, timeZone = FALLBACK_FORMAT.timeZone): string {
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
