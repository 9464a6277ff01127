// The parser's types are not reachable through its package.json "exports"; they declare the module.
/// <reference path="../../../node_modules/date-holidays-parser/types/index.d.ts" />
/**
 * Finland's public holidays and bank holidays from date-holidays (docs/decisions/035-order-details-and-delivery-dates.md: a maintained
 * library, never a hand-written table). Only Finland's rules are bundled: holidaysFI.json is
 * copied out of the library's data by scripts/holidays-fi.ts, and the parser is the one
 * date-holidays itself runs (docs/decisions/035-order-details-and-delivery-dates.md).
 *
 * The parser and its calendar libraries are loaded on first use (a chunk of their own), so
 * a request that never asks for a delivery date does not pay for evaluating them.
 */

/** A calendar date (yyyy-mm-dd, Helsinki) → the holiday on it, or undefined. */
export type HolidayLookup = (date: string) => Holiday | undefined

export interface Holiday {
  /** Finnish name as the library gives it, e.g. 'itsenäisyyspäivä'. */
  name: string
  /** 'public': a statutory holiday; 'bank': an eve the banks and carriers keep (jouluaatto, juhannusaatto). */
  type: 'public' | 'bank'
}

let parser: Promise<{ getHolidays(year: number): { date: string; name: string; type: string }[] }> | undefined
const years = new Map<number, Map<string, Holiday>>()

function loadParser() {
  parser ??= Promise.all([import('date-holidays-parser'), import('./holidaysFI.json')]).then(
    ([{ default: HolidaysParser }, { default: data }]) =>
      new HolidaysParser(data, 'FI', { languages: ['fi'], types: ['public', 'bank'] }),
  )
  return parser
}

/** The holidays of the given years, computed once per isolate and year. */
export async function finnishHolidays(forYears: readonly number[]): Promise<HolidayLookup> {
  const missing = forYears.filter((year) => !years.has(year))
  if (missing.length > 0) {
    const holidays = await loadParser()
    for (const year of missing) {
      const days = new Map<string, Holiday>()
      for (const h of holidays.getHolidays(year)) {
        if (h.type !== 'public' && h.type !== 'bank') continue
        // "2026-12-06 00:00:00": the local calendar date comes first.
        days.set(h.date.slice(0, 10), { name: h.name, type: h.type })
      }
      years.set(year, days)
    }
  }
  return (date) => years.get(Number(date.slice(0, 4)))?.get(date)
}
