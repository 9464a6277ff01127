/** spec §1: currency EUR shown as `12,50 €` (two decimals, comma). */
const money = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })

export function formatMoney(value: number): string {
  // Intl uses a narrow no-break space before €, and U+2212 for minus; keep them (correct Finnish typography)
  return money.format(value)
}

/** spec §1: dates as dd.MM.yyyy, in the shop's time zone. */
export function formatDate(value: Date | string | number, timeZone = 'Europe/Helsinki'): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = new Intl.DateTimeFormat('fi-FI', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')}.${get('month')}.${get('year')}`
}
