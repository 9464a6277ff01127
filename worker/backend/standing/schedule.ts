import { RRule } from 'rrule'
import { DISPATCH_CUTOFF } from '../../../contract/schemas/orderDetails'
import { addDays, DispatchCalendar, helsinkiNow } from '../cart/deliveryDates'
import type { HolidayLookup } from '../cart/finnishHolidays'

/**
 * When a standing order's runs happen (docs/decisions/079-standing-orders.md). Pure: the caller
 * passes the holidays, so tests set the calendar and the clock.
 *
 * - rrule gives the schedule's dates: every n weeks on a weekday from the start date, or the
 *   months from the start date, whose n-th arkipäivä (weekends, holidays and eves not counted;
 *   the month's last one when it has fewer) is the date. That date is the run's key (`run_date`).
 * - The dispatch day is that date when a parcel of the run's lines may leave then (the delivery
 *   calendar of docs/decisions/035-order-details-and-delivery-dates.md); otherwise the nearest
 *   earlier day that may, and the run says why it moved.
 * - Edits close, and the run is placed, at the 14.00 cut-off of the arkipäivä before the
 *   dispatch day: an order placed then leaves on the dispatch day.
 * - The notice goes out at 08.00 on the arkipäivä before that: two arkipäivä ahead of dispatch.
 */

export interface Recurrence {
  frequency: 'weekly' | 'monthly'
  interval_weeks: number | null
  /** 1 = Monday … 5 = Friday. */
  weekday: number | null
  /** The n-th arkipäivä of the month. */
  business_day: number | null
  start_date: string
  end_date: string | null
}

export interface PlannedRun {
  /** The schedule's date, before the calendar moved it: the run's key. */
  run_date: string
  dispatch_date: string
  /** Why the dispatch day is earlier than the run date (the run date's own reason), or null. */
  moved_because: string | null
  /** Edits close and the run is placed (epoch ms). */
  cutoff_ms: number
  /** The notice goes out (epoch ms). */
  notice_ms: number
}

/** When the notice goes out on its day, Helsinki time. */
export const NOTICE_HOUR = 8

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR]
const DAY_MS = 86_400_000
const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`)
const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/** The instant of a Helsinki wall-clock time (EET, or EEST in summer). */
export function helsinkiInstant(date: string, minutes: number): number {
  const winter = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - 2 * 3_600_000
  const seen = helsinkiNow(winter)
  return seen.date === date && seen.minutes === minutes ? winter : winter - 3_600_000
}

/** The schedule's own dates from `from` (inclusive) to `until` (inclusive), before the calendar moves them. */
export function scheduleDates(rule: Recurrence, calendar: DispatchCalendar, from: string, until: string): string[] {
  const last = rule.end_date !== null && rule.end_date < until ? rule.end_date : until
  const first = rule.start_date > from ? rule.start_date : from
  if (first > last) return []
  if (rule.frequency === 'weekly') {
    const weekly = new RRule({
      freq: RRule.WEEKLY,
      interval: rule.interval_weeks ?? 1,
      byweekday: [RRULE_DAYS[(rule.weekday ?? 1) - 1]!],
      wkst: RRule.MO,
      dtstart: utcMidnight(rule.start_date),
    })
    return weekly.between(utcMidnight(first), utcMidnight(last), true).map(isoDate)
  }
  // Monthly: the months from the start date's month; a month's date is its n-th arkipäivä.
  const months = new RRule({
    freq: RRule.MONTHLY,
    bymonthday: 1,
    dtstart: utcMidnight(`${rule.start_date.slice(0, 7)}-01`),
  })
  const firstMonth = utcMidnight(`${first.slice(0, 7)}-01`)
  return months
    .between(firstMonth, utcMidnight(last), true)
    .map((month) => nthBusinessDay(calendar, isoDate(month), rule.business_day ?? 1))
    .filter((date): date is string => date !== null && date >= first && date <= last)
}

/** The n-th arkipäivä of the month starting on `monthStart`; its last one when the month has fewer. */
function nthBusinessDay(calendar: DispatchCalendar, monthStart: string, n: number): string | null {
  let seen = 0
  let last: string | null = null
  for (let date = monthStart; date.slice(0, 7) === monthStart.slice(0, 7); date = addDays(date, 1)) {
    if (!calendar.isBusinessDay(date)) continue
    last = date
    if (++seen === n) return date
  }
  return last
}

/** A schedule date on the calendar: its dispatch day, why it moved, its cut-off and notice. */
export function planRun(runDate: string, calendar: DispatchCalendar, coldChain: boolean): PlannedRun {
  const moved_because = calendar.dispatchProblem(runDate, coldChain)
  let dispatch = runDate
  while (calendar.dispatchProblem(dispatch, coldChain) !== null) dispatch = addDays(dispatch, -1)
  const cutoffDay = calendar.previousBusinessDay(dispatch)
  const noticeDay = calendar.previousBusinessDay(cutoffDay)
  return {
    run_date: runDate,
    dispatch_date: dispatch,
    moved_because,
    cutoff_ms: helsinkiInstant(cutoffDay, DISPATCH_CUTOFF.hour * 60 + DISPATCH_CUTOFF.minute),
    notice_ms: helsinkiInstant(noticeDay, NOTICE_HOUR * 60),
  }
}

/** The runs whose schedule dates fall from `from` to `until`, on the calendar. */
export function plannedRuns(
  rule: Recurrence,
  holidays: HolidayLookup,
  opts: { from: string; until: string; coldChain: boolean },
): PlannedRun[] {
  const calendar = new DispatchCalendar(holidays)
  return scheduleDates(rule, calendar, opts.from, opts.until).map((date) => planRun(date, calendar, opts.coldChain))
}

/**
 * The next `count` runs still open at `nowMs` (their cut-off not passed and, for a new or resumed
 * standing order, not before `activeSinceMs`), looking ahead at most two years.
 */
export function nextRuns(
  rule: Recurrence,
  holidays: HolidayLookup,
  opts: { nowMs: number; coldChain: boolean; count: number },
): PlannedRun[] {
  const today = helsinkiNow(opts.nowMs).date
  const until = addDays(today, 2 * 366)
  // The dispatch day can move a week earlier at most (Easter with a cold chain), so start a little before today.
  const runs = plannedRuns(rule, holidays, { from: addDays(today, -7), until, coldChain: opts.coldChain })
  return runs.filter((run) => run.cutoff_ms > opts.nowMs).slice(0, opts.count)
}

/** "{yyyy}", "{mm}", "{dd}" and "{vv}" (the ISO week) of the dispatch day in a reference template. */
export function runReference(template: string, dispatchDate: string): string {
  const [yyyy = '', mm = '', dd = ''] = dispatchDate.split('-')
  return template
    .replaceAll('{yyyy}', yyyy)
    .replaceAll('{mm}', mm)
    .replaceAll('{dd}', dd)
    .replaceAll('{vv}', String(isoWeek(dispatchDate)).padStart(2, '0'))
    .slice(0, 35)
}

function isoWeek(date: string): number {
  const day = utcMidnight(date)
  const weekday = (day.getUTCDay() + 6) % 7
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS)
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1
}
