/**
 * Calendar arithmetic on 'YYYY-MM-DD' days for the delivery calendar, in UTC so a day is a day
 * whatever the browser's zone (the server names Helsinki days: docs/decisions/035-order-details-and-delivery-dates.md).
 */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`)
const toDay = (date: Date) => date.toISOString().slice(0, 10)

export function addDays(day: string, n: number): string {
  const date = toDate(day)
  date.setUTCDate(date.getUTCDate() + n)
  return toDay(date)
}

/** '2026-12-05' → '2026-12' */
export const monthOf = (day: string) => day.slice(0, 7)

/** The weeks of a month, Monday first; null where the week runs into another month. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`
  const lead = (toDate(first).getUTCDay() + 6) % 7
  const weeks: (string | null)[][] = []
  let week: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  return weeks
}

export const MONTH_NAMES = [
  'Tammikuu',
  'Helmikuu',
  'Maaliskuu',
  'Huhtikuu',
  'Toukokuu',
  'Kesäkuu',
  'Heinäkuu',
  'Elokuu',
  'Syyskuu',
  'Lokakuu',
  'Marraskuu',
  'Joulukuu',
] as const

/** Short and long Finnish weekday names, Monday first. */
export const WEEKDAY_HEADERS = [
  ['ma', 'maanantai'],
  ['ti', 'tiistai'],
  ['ke', 'keskiviikko'],
  ['to', 'torstai'],
  ['pe', 'perjantai'],
  ['la', 'lauantai'],
  ['su', 'sunnuntai'],
] as const

const WEEKDAYS = ['su', 'ma', 'ti', 'ke', 'to', 'pe', 'la']
/** '2026-12-01' → 'ti 01.12.2026' (dates as dd.MM.yyyy, spec §1). */
export function dayLabel(date: string): string {
  const weekday = WEEKDAYS[toDate(date).getUTCDay()]
  return `${weekday} ${date.split('-').reverse().join('.')}`
}
