import Holidays from 'date-holidays'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderDetailsRequestSchema } from '../../../contract/schemas/orderDetails'
import { calendarYears, deliveryCalendar, deliveryDateProblem, helsinkiNow } from './deliveryDates'
import { finnishHolidays } from './finnishHolidays'

/** A Helsinki wall-clock time as an instant: winter EET is UTC+2, summer EEST UTC+3. */
const helsinki = (local: string) => {
  const summer = Number(local.slice(5, 7)) >= 4 && Number(local.slice(5, 7)) <= 10
  return Date.parse(`${local}:00${summer ? '+03:00' : '+02:00'}`)
}

async function calendar(local: string, coldChain = false) {
  const nowMs = helsinki(local)
  return { nowMs, coldChain, holidays: finnishHolidays(calendarYears(nowMs)) }
}

async function reasons(local: string, coldChain = false) {
  const result = deliveryCalendar(await calendar(local, coldChain))
  return { ...result, reasonOf: (date: string) => result.dates.find((d) => d.date === date)?.reason }
}

describe('Finnish holidays from date-holidays', () => {
  it('gives the full library’s public and bank holidays for Finland, day by day, 2024–2040', async () => {
    const full = new Holidays('FI', { languages: ['fi'], types: ['public', 'bank'] })
    for (let year = 2024; year <= 2040; year++) {
      const expected = new Map(full.getHolidays(year).map((h) => [h.date.slice(0, 10), { name: h.name, type: h.type }]))
      const lookup = finnishHolidays([year])
      for (let day = Date.UTC(year, 0, 1); new Date(day).getUTCFullYear() === year; day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10)
        expect(lookup(date), date).toEqual(expected.get(date))
      }
    }
  })

  it('knows Independence Day, Midsummer and Easter, and not ordinary days', async () => {
    const lookup = finnishHolidays([2026, 2027])
    expect(lookup('2027-12-06')).toEqual({ name: 'itsenäisyyspäivä', type: 'public' })
    expect(lookup('2026-06-19')).toEqual({ name: 'juhannusaatto', type: 'bank' })
    expect(lookup('2026-04-03')).toEqual({ name: 'pitkäperjantai', type: 'public' })
    expect(lookup('2026-05-14')).toEqual({ name: 'helatorstai', type: 'public' })
    expect(lookup('2026-11-26')).toBeUndefined()
  })
})

describe('the Helsinki clock', () => {
  it('reads the date and time in Helsinki, in winter and in summer', () => {
    expect(helsinkiNow(Date.parse('2026-11-26T11:59:00Z'))).toEqual({ date: '2026-11-26', minutes: 13 * 60 + 59 })
    expect(helsinkiNow(Date.parse('2026-06-10T11:00:00Z'))).toEqual({ date: '2026-06-10', minutes: 14 * 60 })
    expect(helsinkiNow(Date.parse('2026-11-26T22:30:00Z'))).toEqual({ date: '2026-11-27', minutes: 30 })
  })
})

describe('delivery dates of an ordinary cart', () => {
  it('offers no weekend day', async () => {
    const cal = await reasons('2026-11-26T10:00') // Thursday
    expect(cal.reasonOf('2026-11-28')).toBe('Viikonloppu')
    expect(cal.reasonOf('2026-11-29')).toBe('Viikonloppu')
    expect(cal.reasonOf('2026-11-30')).toBeNull()
  })

  it('offers the next arkipäivä before the 14.00 cut-off, and one day later after it', async () => {
    const before = await reasons('2026-11-26T13:59') // Thursday
    expect(before.earliest).toBe('2026-11-27')
    expect(before.reasonOf('2026-11-27')).toBeNull()

    const after = await reasons('2026-11-26T14:00')
    expect(after.earliest).toBe('2026-11-30')
    expect(after.reasonOf('2026-11-27')).toBe('Tilausten viimeinen lähetysaika 14.00 on ohitettu')
  })

  it('keeps the cut-off at 14.00 Helsinki time in summer (EEST)', async () => {
    expect((await reasons('2026-06-10T13:59')).earliest).toBe('2026-06-11')
    expect((await reasons('2026-06-10T14:01')).earliest).toBe('2026-06-12')
  })

  it('delivers an order of the weekend on Tuesday: it is dispatched on Monday', async () => {
    const cal = await reasons('2026-11-28T09:00') // Saturday
    expect(cal.earliest).toBe('2026-12-01')
    expect(cal.reasonOf('2026-11-30')).toBe('Aikaisin mahdollinen toimituspäivä on ti 01.12.2026')
  })

  it('offers no public holiday and names it; juhannusaatto is an eve', async () => {
    const winter = await reasons('2027-12-01T10:00')
    expect(winter.reasonOf('2027-12-06')).toBe('Pyhäpäivä: Itsenäisyyspäivä')
    expect(winter.reasonOf('2027-12-07')).toBeNull() // dispatched on Friday 3.12.
    const summer = await reasons('2026-06-10T10:00')
    expect(summer.reasonOf('2026-06-19')).toBe('Aattopäivä: Juhannusaatto')
    expect(summer.reasonOf('2026-06-22')).toBeNull()
  })

  it('lists the 90 days after today, the last one being the limit', async () => {
    const cal = await reasons('2026-11-26T10:00')
    expect(cal.dates).toHaveLength(90)
    expect(cal.dates[0]?.date).toBe('2026-11-27')
    expect(cal.latest).toBe('2027-02-24')
    expect(cal.dates.at(-1)).toEqual({ date: '2027-02-24', offered: true, reason: null })
  })

  it('refuses a day more than 90 days ahead, today and a day gone', async () => {
    const input = await calendar('2026-11-26T10:00')
    expect(deliveryDateProblem('2027-02-24', input)).toBeNull()
    expect(deliveryDateProblem('2027-02-25', input)).toBe(
      'Toimituspäivä voi olla enintään 90 päivän päässä (viimeistään ke 24.02.2027)',
    )
    expect(deliveryDateProblem('2026-11-26', input)).toBe('Aikaisin mahdollinen toimituspäivä on pe 27.11.2026')
    expect(deliveryDateProblem('2026-11-20', input)).toBe('Päivä on jo mennyt')
  })
})

describe('delivery dates of a cold-chain cart (dispatched Monday to Thursday only)', () => {
  it('on a Friday morning: nothing leaves today, so the first day is Tuesday', async () => {
    const ordinary = await reasons('2026-11-27T09:00') // Friday
    expect(ordinary.earliest).toBe('2026-11-30')
    const cold = await reasons('2026-11-27T09:00', true)
    expect(cold.coldChain).toBe(true)
    expect(cold.earliest).toBe('2026-12-01')
    expect(cold.reasonOf('2026-11-30')).toBe('Kylmäketjutuotteita ei lähetetä perjantaisin')
  })

  it('never offers a Monday, since it would wait over the weekend', async () => {
    const cold = await reasons('2026-11-26T10:00', true)
    const mondays = cold.dates.filter((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 1)
    expect(mondays.length).toBeGreaterThan(10)
    for (const monday of mondays) expect(monday.offered, monday.date).toBe(false)
    expect(cold.reasonOf('2026-12-01')).toBeNull() // Tuesday: dispatched on Monday
    expect(cold.reasonOf('2026-11-27')).toBeNull() // Friday: dispatched on Thursday before 14.00
  })

  it('is not dispatched on the eve of a holiday either', async () => {
    const cal = await reasons('2026-05-04T10:00', true)
    expect(cal.reasonOf('2026-05-14')).toBe('Pyhäpäivä: Helatorstai')
    expect(cal.reasonOf('2026-05-15')).toBe('Kylmäketjutuotteita ei lähetetä pyhäpäivän aattona')
    expect((await reasons('2026-05-04T10:00')).reasonOf('2026-05-15')).toBeNull()
  })

  it('after the cut-off on Thursday waits for Monday’s dispatch', async () => {
    const cal = await reasons('2026-11-26T15:00', true)
    expect(cal.reasonOf('2026-11-27')).toBe('Tilausten viimeinen lähetysaika 14.00 on ohitettu')
    expect(cal.earliest).toBe('2026-12-01')
  })
})

describe('the order details request', () => {
  const parse = (body: unknown) => v.safeParse(OrderDetailsRequestSchema, body)
  const messages = (body: unknown) => {
    const result = parse(body)
    return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]))
  }

  it('takes all three, trimmed; an empty date means the first possible day', () => {
    expect(parse({ customerReference: ' PO-1 ', requestedDeliveryDate: '', deliveryNote: ' Ovi B ' }).output).toEqual({
      customerReference: 'PO-1',
      requestedDeliveryDate: null,
      deliveryNote: 'Ovi B',
    })
    expect(parse({}).output).toEqual({ customerReference: '', requestedDeliveryDate: null, deliveryNote: '' })
  })

  it('refuses a date in another format or a day that does not exist, in Finnish', () => {
    for (const date of ['27.11.2026', '2026-13-01', '2026-02-30', '2026-1-5', 'huomenna']) {
      expect(messages({ requestedDeliveryDate: date }), date).toEqual({
        requestedDeliveryDate: 'Toivottu toimituspäivä on virheellinen: anna päivä muodossa vvvv-kk-pp.',
      })
    }
  })

  it('refuses a reference over 35 characters or with a line break, and a note over 250', () => {
    expect(messages({ customerReference: 'x'.repeat(36) })).toEqual({
      customerReference: 'Oma viite on liian pitkä (enintään 35 merkkiä).',
    })
    expect(parse({ customerReference: 'x'.repeat(35) }).success).toBe(true)
    expect(messages({ customerReference: 'PO\n1' })).toEqual({
      customerReference: 'Oma viite on yksi rivi tekstiä ilman ohjausmerkkejä.',
    })
    expect(messages({ deliveryNote: 'x'.repeat(251) })).toEqual({
      deliveryNote: 'Toimitusohje on liian pitkä (enintään 250 merkkiä).',
    })
    expect(parse({ deliveryNote: 'Rivi 1\nRivi 2' }).success).toBe(true)
  })
})
