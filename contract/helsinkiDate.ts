import { DEFAULT_STORE_CONFIG } from './schemas/core'

// The shop's calendar is Helsinki's (spec §8's store timezone): due dates, delivery days, run days
// and expiry dates are Helsinki dates, wherever the Worker or the browser runs.
const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_STORE_CONFIG.timezone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date (yyyy-mm-dd) in Helsinki at an instant (now by default). */
export function helsinkiDate(at: number | Date = Date.now()): string {
  const parts = helsinkiParts.formatToParts(at)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}
