import { describe, expect, it } from 'vitest'
import { addDays, DispatchCalendar } from '../cart/deliveryDates'
import { finnishHolidays } from '../cart/finnishHolidays'
import { helsinkiInstant, nextRuns, plannedRuns, runReference, type PlannedRun, type Recurrence } from './schedule'

// docs/decisions/079-standing-orders.md: a standing order's runs on the shop's delivery calendar
// (docs/decisions/035-order-details-and-delivery-dates.md), a year at a time, across Christmas,
// Easter and Midsummer, with and without a cold chain.

const holidays = finnishHolidays([2026, 2027, 2028])
const calendar = new DispatchCalendar(holidays)
const weekly = (weekday: number, interval = 1, start = '2026-11-30'): Recurrence => ({
  frequency: 'weekly',
  interval_weeks: interval,
  weekday,
  business_day: null,
  start_date: start,
  end_date: null,
})
const monthly = (n: number, start = '2026-12-01'): Recurrence => ({
  frequency: 'monthly',
  interval_weeks: null,
  weekday: null,
  business_day: n,
  start_date: start,
  end_date: null,
})
const YEAR = { from: '2026-12-01', until: '2027-11-30' }
const byDate = (runs: PlannedRun[]) => new Map(runs.map((r) => [r.run_date, r]))

/** What must hold of every run, whatever its date: the calendar's own rules, checked day by day. */
function expectOnTheCalendar(runs: PlannedRun[], coldChain: boolean) {
  for (const run of runs) {
    const at = run.run_date
    expect(run.dispatch_date <= at, at).toBe(true)
    expect(calendar.dispatchProblem(run.dispatch_date, coldChain), at).toBeNull()
    // The nearest allowed earlier day: none between the dispatch day and the run date.
    for (let day = addDays(run.dispatch_date, 1); day <= at; day = addDays(day, 1)) {
      expect(calendar.dispatchProblem(day, coldChain), `${at}: ${day}`).not.toBeNull()
    }
    expect(run.moved_because === null, at).toBe(run.dispatch_date === at)
    if (run.moved_because) expect(run.moved_because).toBe(calendar.dispatchProblem(at, coldChain))
    // Edits close at 14.00 on the arkipäivä before dispatch; the notice is an arkipäivä earlier at 08.00.
    const cutoffDay = calendar.previousBusinessDay(run.dispatch_date)
    expect(run.cutoff_ms).toBe(helsinkiInstant(cutoffDay, 14 * 60))
    expect(run.notice_ms).toBe(helsinkiInstant(calendar.previousBusinessDay(cutoffDay), 8 * 60))
  }
}

describe('weekly runs for a year', () => {
  it('a cold-chain Friday moves to Thursday, and past Christmas, Easter and Midsummer to the nearest day a parcel may leave', () => {
    const runs = plannedRuns(weekly(5), holidays, { ...YEAR, coldChain: true })
    expect(runs).toHaveLength(52)
    expect(runs.every((r) => new Date(`${r.run_date}T00:00:00Z`).getUTCDay() === 5)).toBe(true)
    expectOnTheCalendar(runs, true)
    const at = byDate(runs)
    expect(at.get('2026-12-04')).toMatchObject({
      dispatch_date: '2026-12-03',
      moved_because: 'Kylmäketjutuotteita ei lähetetä perjantaisin',
    })
    // Joulupäivä on a Friday: Thursday is jouluaatto, Wednesday its eve for a cold chain.
    expect(at.get('2026-12-25')).toMatchObject({ dispatch_date: '2026-12-22', moved_because: 'Pyhäpäivä: Joulupäivä' })
    // Pitkäperjantai: Thursday is the eve of a holiday.
    expect(at.get('2027-03-26')).toMatchObject({
      dispatch_date: '2027-03-24',
      moved_because: 'Pyhäpäivä: Pitkäperjantai',
    })
    // Juhannusaatto (a bank holiday) on a Friday: Thursday is its eve.
    expect(at.get('2027-06-25')).toMatchObject({
      dispatch_date: '2027-06-23',
      moved_because: 'Aattopäivä: Juhannusaatto',
    })
    // Independence Day 2027 is a Monday: a Friday run that week is an ordinary Thursday.
    expect(at.get('2027-12-03')).toBeUndefined()
  })

  it('ambient lines leave on the Friday, and a holiday Friday moves to the Thursday or earlier', () => {
    const runs = plannedRuns(weekly(5), holidays, { ...YEAR, coldChain: false })
    expectOnTheCalendar(runs, false)
    const at = byDate(runs)
    expect(at.get('2026-12-04')).toMatchObject({ dispatch_date: '2026-12-04', moved_because: null })
    expect(at.get('2026-12-25')).toMatchObject({ dispatch_date: '2026-12-23' })
    expect(at.get('2027-03-26')).toMatchObject({ dispatch_date: '2027-03-25' })
    expect(at.get('2027-06-25')).toMatchObject({ dispatch_date: '2027-06-24' })
    expect(runs.filter((r) => r.moved_because !== null).map((r) => r.run_date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-03-26',
      '2027-06-25',
    ])
  })

  it('every second Monday skips from Easter Monday to the Thursday before Good Friday', () => {
    const runs = plannedRuns(weekly(1, 2, '2027-03-15'), holidays, { ...YEAR, coldChain: false })
    expectOnTheCalendar(runs, false)
    expect(runs.slice(0, 3).map((r) => [r.run_date, r.dispatch_date])).toEqual([
      ['2027-03-15', '2027-03-15'],
      ['2027-03-29', '2027-03-25'],
      ['2027-04-12', '2027-04-12'],
    ])
    expect(byDate(runs).get('2027-03-29')?.moved_because).toBe('Pyhäpäivä: Toinen pääsiäispäivä')
    expect(runs).toHaveLength(19)
  })

  it('stops at the end date', () => {
    const runs = plannedRuns({ ...weekly(3), end_date: '2027-01-13' }, holidays, { ...YEAR, coldChain: false })
    expect(runs.map((r) => r.run_date)).toEqual([
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
      '2027-01-06',
      '2027-01-13',
    ])
    // Loppiainen (Wednesday 6.1.2027) moves to Tuesday.
    expect(byDate(runs).get('2027-01-06')).toMatchObject({
      dispatch_date: '2027-01-05',
      moved_because: 'Pyhäpäivä: Loppiainen',
    })
  })
})

describe('monthly runs for a year', () => {
  /** The n-th arkipäivä counted independently of the module (weekends, holidays and eves are not); the last of a shorter month. */
  const nth = (month: string, n: number) => {
    const open: string[] = []
    for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
      if (calendar.closed(day) === null) open.push(day)
    }
    return open[Math.min(n, open.length) - 1]
  }

  it.each([1, 3, 10, 20])('the %i. arkipäivä of each month, moved for a cold chain', (n) => {
    for (const coldChain of [false, true]) {
      const runs = plannedRuns(monthly(n), holidays, { ...YEAR, coldChain })
      expect(runs).toHaveLength(12)
      expectOnTheCalendar(runs, coldChain)
      for (const run of runs) expect(run.run_date).toBe(nth(run.run_date.slice(0, 7), n))
    }
  })

  it('a month with fewer arkipäivä than asked runs on its last one', () => {
    // January 2027 has 19 arkipäivä (uudenvuodenpäivä and loppiainen fall on weekdays).
    const runs = plannedRuns(monthly(20), holidays, { ...YEAR, coldChain: false })
    expect(runs.find((r) => r.run_date.startsWith('2027-01'))?.run_date).toBe('2027-01-29')
    expect(nth('2027-01', 19)).toBe('2027-01-29')
  })

  it('the first arkipäivä of January is Monday 4.1.2027 (New Year’s Day is a Friday), and a cold-chain Friday moves back', () => {
    const at = byDate(plannedRuns(monthly(1), holidays, { ...YEAR, coldChain: true }))
    expect(at.get('2027-01-04')).toMatchObject({ dispatch_date: '2027-01-04', moved_because: null })
    // 1.10.2027 is a Friday: a vaccine leaves on Thursday 30.9.
    expect(at.get('2027-10-01')).toMatchObject({
      dispatch_date: '2027-09-30',
      moved_because: 'Kylmäketjutuotteita ei lähetetä perjantaisin',
    })
  })
})

describe('the next runs and the reference', () => {
  it('lists twelve runs whose cut-off is still ahead', () => {
    // Tuesday 1.12.2026 at 15.00: Wednesday's cut-off (Tuesday 14.00) has passed.
    const nowMs = Date.parse('2026-12-01T15:00:00+02:00')
    const runs = nextRuns(weekly(3), holidays, { nowMs, coldChain: false, count: 12 })
    expect(runs).toHaveLength(12)
    expect(runs[0]?.run_date).toBe('2026-12-09')
    expect(runs.every((r) => r.cutoff_ms > nowMs)).toBe(true)
  })

  it('fills the template from the dispatch day, within 35 characters', () => {
    expect(runReference('VAKIO-{yyyy}-{vv}', '2027-01-04')).toBe('VAKIO-2027-01')
    expect(runReference('{dd}.{mm}.{yyyy} viikko {vv}', '2026-12-31')).toBe('31.12.2026 viikko 53')
    expect(runReference('X'.repeat(40), '2027-01-04')).toHaveLength(35)
  })

  it('turns Helsinki wall-clock time into instants in winter and in summer', () => {
    expect(new Date(helsinkiInstant('2026-12-01', 14 * 60)).toISOString()).toBe('2026-12-01T12:00:00.000Z')
    expect(new Date(helsinkiInstant('2027-06-23', 14 * 60)).toISOString()).toBe('2027-06-23T11:00:00.000Z')
  })
})
