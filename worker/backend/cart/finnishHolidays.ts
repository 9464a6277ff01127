import { easter } from 'date-easter'
import calendar from './holidaysFI.json'

/**
 * Finland's public holidays and bank holidays by date-holidays' own rules (a maintained library,
 * never a hand-written table): holidaysFI.json holds the library's rules for Finland with their
 * Finnish names, copied out of its data by scripts/holidays-fi.ts, and this module evaluates
 * them. The library's parser brought moment-timezone and astronomia into the Worker, about
 * 190 KiB gzip of the upload for three kinds of rule
 * (docs/decisions/054-storefront-worker-size.md; the delivery rules are
 * docs/decisions/035-order-details-and-delivery-dates.md). Easter comes from date-easter, the
 * library the parser itself uses. worker/backend/cart/deliveryDates.test.ts checks every day of
 * 2024–2040 against the full library.
 */

/** A calendar date (yyyy-mm-dd, Helsinki) → the holiday on it, or undefined. */
export type HolidayLookup = (date: string) => Holiday | undefined

export interface Holiday {
  /** Finnish name as the library gives it, e.g. 'itsenäisyyspäivä'. */
  name: string
  /** 'public': a statutory holiday; 'bank': an eve the banks and carriers keep (jouluaatto, juhannusaatto). */
  type: 'public' | 'bank'
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const DAY_MS = 86_400_000

/** The rule's date in `year` as a UTC midnight; the three kinds Finland's rules use. */
function ruleDate(rule: string, year: number): number {
  const fixed = /^(\d\d)-(\d\d)$/.exec(rule)
  if (fixed) return Date.UTC(year, Number(fixed[1]) - 1, Number(fixed[2]))
  const fromEaster = /^easter(?: (-?\d+))?$/.exec(rule)
  if (fromEaster) {
    const sunday = easter(year)
    return Date.UTC(year, sunday.month - 1, sunday.day + Number(fromEaster[1] ?? 0))
  }
  // "saturday after 06-20": that day when it is a Saturday, else the first Saturday after it.
  const weekdayAfter = /^(\w+) after (\d\d)-(\d\d)$/.exec(rule)
  const weekday = WEEKDAYS.indexOf(weekdayAfter?.[1] ?? '')
  if (weekdayAfter && weekday >= 0) {
    const from = Date.UTC(year, Number(weekdayAfter[2]) - 1, Number(weekdayAfter[3]))
    return from + ((7 + weekday - new Date(from).getUTCDay()) % 7) * DAY_MS
  }
  throw new Error(`finnishHolidays: unknown rule "${rule}" in holidaysFI.json`)
}

const years = new Map<number, Map<string, Holiday>>()

function holidaysOf(year: number): Map<string, Holiday> {
  let days = years.get(year)
  if (!days) {
    days = new Map()
    for (const { rule, name, type } of calendar.days) {
      if (type !== 'public' && type !== 'bank') continue
      days.set(new Date(ruleDate(rule, year)).toISOString().slice(0, 10), { name, type })
    }
    years.set(year, days)
  }
  return days
}

/** The holidays of the given years, computed once per isolate and year. */
export function finnishHolidays(forYears: readonly number[]): HolidayLookup {
  for (const year of forYears) holidaysOf(year)
  return (date) => years.get(Number(date.slice(0, 4)))?.get(date)
}
