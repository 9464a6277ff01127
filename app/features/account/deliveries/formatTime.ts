const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * The Helsinki clock time of an instant in Finnish notation, `14.05`. Built from parts rather
 * than the fi-FI pattern, so server and browser render the same text whatever their ICU.
 */
export function formatTime(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = timeFormat.formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('hour')}.${get('minute')}`
}
