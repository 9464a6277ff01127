import { describe, expect, it } from 'vitest'
import { helsinkiDay, isNew, NEW_WINDOW_DAYS, priceView, type PricedProduct } from './pricing'

const product = (final: number, regular: number, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  sku: 'VT-1',
  price_range: { minimum_price: { final_price: { value: final }, regular_price: { value: regular } } },
  custom_price: null,
  new_from_date: null,
  new_to_date: null,
  ...extra,
})
const today = new Date('2026-11-22T10:00:00Z')

describe('isNew', () => {
  it('is new inside from..to, inclusive on both ends', () => {
    expect(isNew({ new_from_date: '2026-11-01', new_to_date: '2026-11-30' }, today)).toBe(true)
    expect(isNew({ new_from_date: '2026-11-22', new_to_date: '2026-11-22' }, today)).toBe(true)
  })
  it('is not new before from or after to', () => {
    expect(isNew({ new_from_date: '2026-11-23', new_to_date: '2026-12-30' }, today)).toBe(false)
    expect(isNew({ new_from_date: '2026-10-01', new_to_date: '2026-11-21' }, today)).toBe(false)
  })
  it(`with only a from-date is new for ${NEW_WINDOW_DAYS} days`, () => {
    expect(isNew({ new_from_date: '2026-10-24', new_to_date: null }, today)).toBe(true)
    expect(isNew({ new_from_date: '2026-10-23', new_to_date: null }, today)).toBe(false)
    expect(isNew({ new_from_date: '2026-11-30', new_to_date: null }, today)).toBe(false)
  })
  it('counts days in Helsinki, not in UTC', () => {
    // 23:30 UTC on the 30th is already 1 December in Helsinki (UTC+2 in winter).
    const lateEvening = new Date('2026-11-30T22:30:00Z')
    expect(isNew({ new_from_date: '2026-11-01', new_to_date: '2026-11-30' }, lateEvening)).toBe(false)
    expect(isNew({ new_from_date: '2026-12-01', new_to_date: '2026-12-31' }, lateEvening)).toBe(true)
    // And in summer time (UTC+3): 21:30 UTC on 30 June is 1 July in Helsinki.
    const summerNight = new Date('2026-06-30T21:30:00Z')
    expect(isNew({ new_from_date: '2026-07-01', new_to_date: null }, summerNight)).toBe(true)
  })
  it('without a from-date is never new', () => {
    expect(isNew({ new_from_date: null, new_to_date: '2026-12-01' }, today)).toBe(false)
  })
})

describe('priceView', () => {
  it('no contract, no discount: plain price, no badges', () => {
    const view = priceView(product(10, 10), undefined)
    expect(view).toMatchObject({ price: 10, isContract: false, isSale: false })
  })
  it('sale when final differs from regular and no contract applies', () => {
    expect(priceView(product(8, 10), undefined)).toMatchObject({ price: 8, isSale: true, isContract: false })
  })
  it('a lower contract price is a contract product and is what the customer pays', () => {
    const view = priceView(product(10, 10), { product_no: 'VT-1', special_price: 9, price_type: 1 })
    expect(view).toMatchObject({ price: 9, isContract: true, isSale: false })
  })
  it('a lower contract price on a sale product keeps the sale badge too', () => {
    const view = priceView(product(8, 10), { product_no: 'VT-1', special_price: 7, price_type: 1 })
    expect(view).toMatchObject({ price: 7, isContract: true, isSale: true })
  })
  it('a higher contract price suppresses the sale badge; the customer pays the lower final price', () => {
    const view = priceView(product(8, 10), { product_no: 'VT-1', special_price: 9, price_type: 1 })
    expect(view).toMatchObject({ price: 8, isContract: true, isSale: false })
  })
  it('a contract price equal to the final price is not a contract product', () => {
    expect(priceView(product(10, 10), { product_no: 'VT-1', special_price: 10, price_type: 1 })).toMatchObject({
      isContract: false,
      isSale: false,
    })
  })
  it('price type 4 counts as contract and never as sale, and is always the price', () => {
    const view = priceView(product(8, 10), { product_no: 'VT-1', special_price: 9.5, price_type: 4 })
    expect(view).toMatchObject({ price: 9.5, isContract: true, isSale: false })
    const equal = priceView(product(8, 10), { product_no: 'VT-1', special_price: 8, price_type: 4 })
    expect(equal).toMatchObject({ isContract: true, isSale: false })
  })
  it('a custom price that differs from final is a contract product', () => {
    expect(priceView(product(10, 10, { custom_price: 9 }), undefined)).toMatchObject({ price: 9, isContract: true })
  })
})

it('reads the calendar day in Helsinki', () => {
  expect(helsinkiDay(new Date('2026-11-24T21:59:59Z'))).toBe(Date.UTC(2026, 10, 24))
  expect(helsinkiDay(new Date('2026-11-24T22:00:00Z'))).toBe(Date.UTC(2026, 10, 25))
})

it('agrees with the time-zone database on every hour of 2026 and 2027, DST changes included', () => {
  const helsinki = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const start = Date.UTC(2026, 0, 1)
  const differences: string[] = []
  for (let t = start; t < Date.UTC(2028, 0, 1); t += 3_600_000) {
    const [y, m, d] = helsinki.format(t).split('-').map(Number)
    if (helsinkiDay(new Date(t)) !== Date.UTC(y!, m! - 1, d!)) differences.push(new Date(t).toISOString())
  }
  expect(differences).toEqual([])
})

it('changes day at the DST switches exactly', () => {
  // Summer time starts 29 March 2026 at 01:00 UTC: 20:59 UTC is still the 29th (UTC+3 → 23:59).
  expect(helsinkiDay(new Date('2026-03-29T20:59:59Z'))).toBe(Date.UTC(2026, 2, 29))
  expect(helsinkiDay(new Date('2026-03-29T21:00:00Z'))).toBe(Date.UTC(2026, 2, 30))
  // Before the switch that morning, midnight is still at 22:00 UTC.
  expect(helsinkiDay(new Date('2026-03-28T22:00:00Z'))).toBe(Date.UTC(2026, 2, 29))
  // Summer time ends 25 October 2026 at 01:00 UTC: that day ends at 22:00 UTC (UTC+2).
  expect(helsinkiDay(new Date('2026-10-24T21:00:00Z'))).toBe(Date.UTC(2026, 9, 25))
  expect(helsinkiDay(new Date('2026-10-25T21:59:59Z'))).toBe(Date.UTC(2026, 9, 25))
  expect(helsinkiDay(new Date('2026-10-25T22:00:00Z'))).toBe(Date.UTC(2026, 9, 26))
})
