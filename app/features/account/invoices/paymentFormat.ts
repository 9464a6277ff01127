import { formatDate } from '../../../lib/format'

/**
 * A Finnish reference number (viitenumero) in groups of five digits counted from the right,
 * as banks print it: '1234561' → '12 34561', '123456789012' → '12 34567 89012'.
 */
export function formatReference(reference: string): string {
  const digits = reference.replace(/\s+/g, '')
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end))
  return groups.join(' ')
}

/**
 * A calendar date (yyyy-mm-dd, e.g. a due date) as dd.MM.yyyy. It names a day, not an instant,
 * so it is read and shown in UTC: no time zone can move it to the day before.
 */
export const formatCalendarDate = (date: string) => formatDate(`${date}T00:00:00Z`, 'UTC')
