import { DEFAULT_STORE_CONFIG } from '../../../contract/schemas/core'
import { helsinkiDayStart } from '../orders/helsinkiDays'

const yearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_STORE_CONFIG.timezone,
  year: 'numeric',
  month: '2-digit',
})

/**
 * Epoch seconds of the start of the Helsinki calendar month an instant falls in: the monthly
 * budget (docs/decisions/043) counts the orders from this midnight on.
 */
export function helsinkiMonthStart(nowMs: number = Date.now()): number {
  const parts = Object.fromEntries(yearMonth.formatToParts(nowMs).map((p) => [p.type, p.value]))
  return helsinkiDayStart(`${parts.year}-${parts.month}-01`)
}
