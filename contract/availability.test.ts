import { describe, expect, it } from 'vitest'
import type { Availability } from './schemas/availability'
import { backorderText } from './backorderText'
import {
  LOW_STOCK_AT,
  availabilityLabel,
  availabilityState,
  finnishDayMonth,
  isOrderable,
  shipsInFull,
  shipsNow,
} from './availability'

const counted = (over: Partial<Availability> = {}) => ({
  in_stock: (over.available ?? 50) > 0 && !over.discontinued,
  availability: { available: 50, restock_date: null, discontinued: false, shortage: null, ...over },
})
const notice = { source: 'fimea' as const, starts_on: '2026-11-01', ends_on: '2027-01-15', text: 'Saatavuushäiriö' }

describe('availability, one set of words for every surface', () => {
  it.each([
    [counted(), 'in-stock', 'Varastossa'],
    [counted({ available: LOW_STOCK_AT + 1 }), 'in-stock', 'Varastossa'],
    [counted({ available: LOW_STOCK_AT }), 'low', `Vähissä (${LOW_STOCK_AT} kpl)`],
    [counted({ available: 3 }), 'low', 'Vähissä (3 kpl)'],
    [counted({ available: 0, restock_date: '2026-12-03' }), 'backorder', 'Jälkitoimitus, arvio 3.12.'],
    [counted({ available: 0 }), 'backorder', 'Jälkitoimitus'],
    [counted({ available: 0, shortage: notice }), 'shortage', 'Saatavuushäiriö – arvioitu päättyminen 15.1.'],
    [counted({ available: 0, shortage: { ...notice, ends_on: null } }), 'shortage', 'Saatavuushäiriö'],
    // What ships now wins over a notice: the buyer can still order the last packs.
    [counted({ available: 3, shortage: notice }), 'low', 'Vähissä (3 kpl)'],
    [counted({ available: 40, discontinued: true }), 'discontinued', 'Poistunut'],
    // Not counted by the warehouse, or an upstream without counts: in_stock alone.
    [{ in_stock: true, availability: { ...counted().availability, available: null } }, 'in-stock', 'Varastossa'],
    [{ in_stock: true }, 'in-stock', 'Varastossa'],
    [{ in_stock: false }, 'backorder', 'Jälkitoimitus'],
  ])('%o reads %s: "%s"', (given, state, label) => {
    expect(availabilityState(given)).toBe(state)
    expect(availabilityLabel(given)).toBe(label)
  })

  it('writes Finnish day and month, and nothing for a bad date', () => {
    expect(finnishDayMonth('2027-01-05')).toBe('5.1.')
    expect(finnishDayMonth('2027-1-5')).toBeNull()
    expect(finnishDayMonth(null)).toBeNull()
  })

  it('ships now what is counted, all of an uncounted product in stock, nothing of a discontinued one', () => {
    expect(shipsNow(counted({ available: 4 }), 5)).toBe(4)
    expect(shipsInFull(counted({ available: 5 }), 5)).toBe(true)
    expect(shipsInFull(counted({ available: 4 }), 5)).toBe(false)
    expect(shipsInFull(counted({ available: 99, discontinued: true }), 1)).toBe(false)
    expect(shipsNow({ in_stock: true }, 999)).toBe(999)
    expect(shipsNow({ in_stock: false }, 3)).toBe(0)
  })

  it('orders anything but a discontinued product', () => {
    expect(isOrderable(counted({ available: 0 }))).toBe(true)
    expect(isOrderable({ in_stock: false })).toBe(true)
    expect(isOrderable(counted({ discontinued: true }))).toBe(false)
  })
})

describe('an order line’s backorder in words', () => {
  it('says how many, when and how it ships', () => {
    expect(backorderText({ quantity: 6, fulfilment: 'backorder', expected_date: '2026-12-15' })).toBe(
      'Jälkitoimitus 6 kpl, arvio 15.12. – toimitetaan kerralla',
    )
    expect(backorderText({ quantity: 2, fulfilment: 'partial', expected_date: null })).toBe(
      'Jälkitoimitus 2 kpl – loput toimitetaan erikseen',
    )
  })
})
