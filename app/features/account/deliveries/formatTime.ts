import { FALLBACK_FORMAT } from '../../../lib/format'

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The clock time of an instant in the store's time zone (spec §3/§8; the fallback is
 * Helsinki) in Finnish notation, `14.05`. Built from parts rather than the fi-FI pattern, so
 * server and browser render the same text whatever their ICU.
 */
export function formatTime(value: string, timeZone = FALLBACK_FORMAT.timeZone): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  let format = timeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    timeFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('hour')}.${get('minute')}`
}
