import { describe, expect, it } from 'vitest'
import { LOW_STOCK_AT, availabilityLabel, availabilityState, finnishDayMonth, shipsInFull } from './availability'

const facts = (over: Partial<Parameters<typeof availabilityLabel>[0]> = {}) => ({
  available: 50,
  restockDate: null,
  shortage: null,
  discontinued: false,
  ...over,
})
const notice = { source: 'fimea', startsOn: '2026-11-01', endsOn: '2027-01-15', text: 'Saatavuushäiriö (Fimea)' }

describe('availability, one set of words for every surface', () => {
  it.each([
    [facts(), 'in-stock', 'Varastossa'],
    [facts({ available: LOW_STOCK_AT + 1 }), 'in-stock', 'Varastossa'],
    [facts({ available: LOW_STOCK_AT }), 'low', `Vähissä (${LOW_STOCK_AT} kpl)`],
    [facts({ available: 3 }), 'low', 'Vähissä (3 kpl)'],
    [facts({ available: 0, restockDate: '2026-12-03' }), 'backorder', 'Jälkitoimitus, arvio 3.12.'],
    [facts({ available: 0 }), 'backorder', 'Jälkitoimitus'],
    [facts({ available: 0, shortage: notice }), 'shortage', 'Saatavuushäiriö – arvioitu päättyminen 15.1.'],
    [facts({ available: 0, shortage: { ...notice, endsOn: null } }), 'shortage', 'Saatavuushäiriö'],
    // What ships now wins over a notice: the buyer can still order the last packs.
    [facts({ available: 3, shortage: notice }), 'low', 'Vähissä (3 kpl)'],
    [facts({ available: 40, discontinued: true }), 'discontinued', 'Poistunut'],
  ])('%o reads %s: "%s"', (given, state, label) => {
    expect(availabilityState(given)).toBe(state)
    expect(availabilityLabel(given)).toBe(label)
  })

  it('writes Finnish day and month, and nothing for a bad date', () => {
    expect(finnishDayMonth('2027-01-05')).toBe('5.1.')
    expect(finnishDayMonth('2027-1-5')).toBeNull()
    expect(finnishDayMonth(null)).toBeNull()
  })

  it('ships a line in full only when enough is available and the product is not discontinued', () => {
    expect(shipsInFull(facts({ available: 5 }), 5)).toBe(true)
    expect(shipsInFull(facts({ available: 4 }), 5)).toBe(false)
    expect(shipsInFull(facts({ available: 99, discontinued: true }), 1)).toBe(false)
  })
})
