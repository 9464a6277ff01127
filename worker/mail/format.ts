/**
 * Money and dates in the shop's mail as its pages print them (spec §1): '1 234,50 €' with a
 * no-break space, dates as dd.MM.yyyy.
 */

const NBSP = '\u00a0'

/** The currency as the pages print it: the euro sign, else the ISO code. */
const symbolOf = (currency: string) => (currency === 'EUR' ? '\u20ac' : currency)

/** 12.5 → '12,50 €' from the stored amount (two decimals), as the pages print money. */
export function formatMoney(value: number, currency: string): string {
  const cents = Math.round(value * 100)
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}${whole},${fraction}${NBSP}${symbolOf(currency)}`
}

/** 2026-12-08 → 08.12.2026. */
export const finnishDate = (date: string) => date.split('-').reverse().join('.')
