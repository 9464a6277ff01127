import {
  DELIVERY_DATE_MAX_DAYS,
  DISPATCH_CUTOFF,
  type DeliveryDatesResponse,
} from '../../../contract/schemas/orderDetails'
import type { HolidayLookup } from './finnishHolidays'

/**
 * Which delivery days a cart may ask for (docs/decisions/035-order-details-and-delivery-dates.md; the rule in Finnish business terms is
 * docs/decisions/035-order-details-and-delivery-dates.md):
 *
 * - an arkipäivä is Monday to Friday that is neither a public holiday nor a bank holiday eve
 *   (jouluaatto, juhannusaatto, uudenvuodenaatto) of date-holidays;
 * - an order placed on an arkipäivä before 14.00 (Helsinki) is dispatched that day, later on
 *   the next arkipäivä; an order is delivered on the arkipäivä after its dispatch day;
 * - a cold-chain cart (vaccines, 2–8 °C) is dispatched only on an arkipäivä whose next day is
 *   an arkipäivä too (Monday to Thursday, and never on the eve of a holiday), so a parcel never
 *   waits in a depot over a weekend or a holiday: it is delivered the day after dispatch;
 * - a requested day is at most 90 days after today.
 *
 * Pure: the caller passes the instant and the holidays, so tests set the clock.
 */

export interface DeliveryCalendarInput {
  nowMs: number
  coldChain: boolean
  holidays: HolidayLookup
}

const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Helsinki calendar date (yyyy-mm-dd) and minutes since its midnight at an instant. */
export function helsinkiNow(ms: number): { date: string; minutes: number } {
  const parts = helsinkiParts.formatToParts(ms)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  }
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`)
export const addDays = (date: string, days: number) =>
  new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10)
/** 0 = Sunday … 6 = Saturday. */
const weekday = (date: string) => new Date(toUtc(date)).getUTCDay()

const WEEKDAYS = ['su', 'ma', 'ti', 'ke', 'to', 'pe', 'la']
/** '2026-12-01' → 'ti 01.12.2026' (dates as dd.MM.yyyy, spec §1). */
export function finnishDay(date: string): string {
  const [y, m, d] = date.split('-')
  return `${WEEKDAYS[weekday(date)]} ${d}.${m}.${y}`
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fi') + text.slice(1)

export const REASONS = {
  weekend: 'Viikonloppu',
  holiday: (name: string) => `Pyhäpäivä: ${capitalised(name)}`,
  eve: (name: string) => `Aattopäivä: ${capitalised(name)}`,
  coldFriday: 'Kylmäketjutuotteita ei lähetetä perjantaisin',
  coldBeforeHoliday: 'Kylmäketjutuotteita ei lähetetä pyhäpäivän aattona',
  cutoff: `Tilausten viimeinen lähetysaika ${DISPATCH_CUTOFF.label} on ohitettu`,
  tooSoon: (earliest: string) => `Aikaisin mahdollinen toimituspäivä on ${finnishDay(earliest)}`,
  past: 'Päivä on jo mennyt',
  tooFar: (latest: string) =>
    `Toimituspäivä voi olla enintään ${DELIVERY_DATE_MAX_DAYS} päivän päässä (viimeistään ${finnishDay(latest)})`,
} as const

/** The years a calendar from `nowMs` touches, for finnishHolidays(). */
export function calendarYears(nowMs: number): number[] {
  const today = helsinkiNow(nowMs).date
  const first = Number(today.slice(0, 4))
  const last = Number(addDays(today, DELIVERY_DATE_MAX_DAYS + 7).slice(0, 4))
  return first === last ? [first] : [first, last]
}

/**
 * The arkipäivä calendar of the rules above, without a clock: which days are closed and why,
 * and which days a parcel may leave the warehouse. Shared by the delivery dates and the standing
 * orders' runs (docs/decisions/079-standing-orders.md).
 */
export class DispatchCalendar {
  constructor(private readonly holidays: HolidayLookup) {}

  /** Why a day is not an arkipäivä, or null when it is. */
  closed(date: string): string | null {
    const day = weekday(date)
    if (day === 0 || day === 6) return REASONS.weekend
    const holiday = this.holidays(date)
    if (holiday) return holiday.type === 'public' ? REASONS.holiday(holiday.name) : REASONS.eve(holiday.name)
    return null
  }

  isBusinessDay = (date: string) => this.closed(date) === null

  nextBusinessDay(date: string): string {
    let next = addDays(date, 1)
    while (!this.isBusinessDay(next)) next = addDays(next, 1)
    return next
  }

  previousBusinessDay(date: string): string {
    let previous = addDays(date, -1)
    while (!this.isBusinessDay(previous)) previous = addDays(previous, -1)
    return previous
  }

  /** Why a parcel cannot leave on `date`, or null when it can (a cold chain needs an arkipäivä after it). */
  dispatchProblem(date: string, coldChain: boolean): string | null {
    const closed = this.closed(date)
    if (closed) return closed
    if (coldChain && !this.isBusinessDay(addDays(date, 1))) {
      return weekday(date) === 5 ? REASONS.coldFriday : REASONS.coldBeforeHoliday
    }
    return null
  }
}

class Rules {
  readonly today: string
  readonly latest: string
  readonly firstDispatch: string
  readonly earliest: string

  private readonly calendar: DispatchCalendar

  constructor(private readonly input: DeliveryCalendarInput) {
    this.calendar = new DispatchCalendar(input.holidays)
    const now = helsinkiNow(input.nowMs)
    this.today = now.date
    this.latest = addDays(now.date, DELIVERY_DATE_MAX_DAYS)
    const beforeCutoff = now.minutes < DISPATCH_CUTOFF.hour * 60 + DISPATCH_CUTOFF.minute
    let dispatch = beforeCutoff ? now.date : addDays(now.date, 1)
    while (!this.canDispatch(dispatch)) dispatch = addDays(dispatch, 1)
    this.firstDispatch = dispatch
    this.earliest = this.nextBusinessDay(dispatch)
  }

  private nextBusinessDay(date: string): string {
    return this.calendar.nextBusinessDay(date)
  }

  private previousBusinessDay(date: string): string {
    return this.calendar.previousBusinessDay(date)
  }

  private canDispatch(date: string): boolean {
    return this.calendar.dispatchProblem(date, this.input.coldChain) === null
  }

  /** Why `date` cannot be asked for as the delivery day, or null when it can. */
  reason(date: string): string | null {
    if (date <= this.today) return date === this.today ? REASONS.tooSoon(this.earliest) : REASONS.past
    if (date > this.latest) return REASONS.tooFar(this.latest)
    const closed = this.calendar.closed(date)
    if (closed) return closed
    // The dispatch day that delivers on `date`: the arkipäivä before it.
    const dispatch = this.previousBusinessDay(date)
    if (!this.canDispatch(dispatch)) {
      return weekday(dispatch) === 5 ? REASONS.coldFriday : REASONS.coldBeforeHoliday
    }
    if (dispatch < this.firstDispatch) {
      return dispatch === this.today ? REASONS.cutoff : REASONS.tooSoon(this.earliest)
    }
    return null
  }
}

/** Every day from tomorrow to the limit, offered or with the reason why not. */
export function deliveryCalendar(input: DeliveryCalendarInput): DeliveryDatesResponse {
  const rules = new Rules(input)
  const dates: DeliveryDatesResponse['dates'] = []
  for (let date = addDays(rules.today, 1); date <= rules.latest; date = addDays(date, 1)) {
    const reason = rules.reason(date)
    dates.push({ date, offered: reason === null, reason })
  }
  return { coldChain: input.coldChain, earliest: rules.earliest, latest: rules.latest, dates }
}

/** Why a requested delivery day is refused, or null when it may be asked for. */
export function deliveryDateProblem(date: string, input: DeliveryCalendarInput): string | null {
  return new Rules(input).reason(date)
}
