import { DEFAULT_STORE_CONFIG } from '../../../contract/schemas/core'

/**
 * Helsinki calendar days as instants, for the history filters (contract/schemas/historyFilters.ts):
 * a day runs from its local midnight to the next one, 23, 24 or 25 hours later. The embedded
 * backend is the Finnish store of the fallback config (spec §8), so its days are Helsinki days.
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_STORE_CONFIG.timezone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The Helsinki wall-clock time at an instant, read as if it were UTC (ms). */
function wallMs(ms: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(ms).map((p) => [p.type, Number(p.value)]))
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

const utcMidnight = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

/** Epoch seconds of a Helsinki day's midnight (yyyy-mm-dd). Clocks change at 03/04, never at midnight. */
export function helsinkiDayStart(date: string): number {
  const midnight = utcMidnight(date)
  const guess = midnight - (wallMs(midnight) - midnight)
  return (midnight - (wallMs(guess) - guess)) / 1000
}

/** Epoch seconds of the midnight that ends a Helsinki day: the range's end, exclusive. */
export function helsinkiDayEnd(date: string): number {
  const next = new Date(utcMidnight(date) + 86_400_000).toISOString().slice(0, 10)
  return helsinkiDayStart(next)
}
