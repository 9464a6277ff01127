import { helsinkiDate } from '../orders/invoices'

/** Cells of the exports as a Finnish Excel reads them (spec §1: dd.MM.yyyy, decimal comma). */

/** A yyyy-mm-dd calendar date as dd.MM.yyyy; '' for none. */
export const csvCalendarDate = (date: string | null) => {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null
  return match ? `${match[3]}.${match[2]}.${match[1]}` : ''
}

/** The Helsinki date of an instant (epoch seconds) as dd.MM.yyyy. */
export const csvDate = (seconds: number | null) =>
  seconds === null ? '' : csvCalendarDate(helsinkiDate(seconds * 1000))

/** Cents as euros with two decimals and a decimal comma, no thousands separator: 123456 → 1234,56. */
export const csvMoney = (cents: number) => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** A VAT percent: 25.5 → 25,5; 10 → 10. */
export const csvPercent = (rate: number) => String(rate).replace('.', ',')

/** A Finnish reference number in groups of five from the right, as printed on an invoice (and kept as text by Excel). */
export function csvReference(reference: string): string {
  const groups: string[] = []
  for (let end = reference.length; end > 0; end -= 5) groups.unshift(reference.slice(Math.max(0, end - 5), end))
  return groups.join(' ')
}
