import { describe, expect, it } from 'vitest'
import { FALLBACK_FORMAT, formatDate, formatMoney, NBSP, storeFormat } from './format'

describe('formatMoney (spec §1: 12,50 €)', () => {
  it('uses a decimal comma, two decimals and a no-break space before €', () => {
    expect(formatMoney(12.5)).toBe(`12,50${NBSP}€`)
    expect(formatMoney(12.5).replace(NBSP, ' ')).toBe('12,50 €')
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`)
    expect(formatMoney(3)).toBe(`3,00${NBSP}€`)
  })

  it('groups thousands with no-break spaces', () => {
    expect(formatMoney(1234.5)).toBe(`1${NBSP}234,50${NBSP}€`)
    expect(formatMoney(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`)
    expect(formatMoney(999.99)).toBe(`999,99${NBSP}€`)
  })

  it('rounds to cents like Intl does', () => {
    expect(formatMoney(0.125)).toBe(`0,13${NBSP}€`)
    expect(formatMoney(1.005)).toBe(`1,00${NBSP}€`)
    expect(formatMoney(19.999)).toBe(`20,00${NBSP}€`)
  })

  it('writes negatives with an ASCII hyphen-minus, never U+2212', () => {
    expect(formatMoney(-5)).toBe(`-5,00${NBSP}€`)
    expect(formatMoney(-1234.5)).toBe(`-1${NBSP}234,50${NBSP}€`)
    expect(formatMoney(-5)).not.toContain('\u2212')
  })

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe(`0,00${NBSP}€`)
    expect(formatMoney(-0.001)).toBe(`0,00${NBSP}€`)
  })

  it('matches Intl fi-FI apart from the minus sign', () => {
    const intl = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' })
    for (const value of [0, 0.5, 12.5, 1234.56, 98765.4, -42.1]) {
      expect(formatMoney(value)).toBe(intl.format(value).replace('\u2212', '-'))
    }
  })

  it('returns an empty string for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatDate (spec §1: dd.MM.yyyy)', () => {
  it('pads day and month', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('05.03.2024')
    expect(formatDate(new Date('2024-11-28T09:00:00Z'))).toBe('28.11.2024')
  })

  it('uses the shop time zone, not UTC', () => {
    // 22:30 UTC on New Year's Eve is already 00:30 on 1 January in Helsinki
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('01.01.2025')
    expect(formatDate('2024-12-31T22:30:00Z', 'UTC')).toBe('31.12.2024')
  })

  it('accepts epoch milliseconds', () => {
    expect(formatDate(Date.UTC(2023, 0, 15, 10))).toBe('15.01.2023')
  })

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
  })
})

describe('formatting follows the store config (spec §3, §8)', () => {
  it('reads currency, locale and time zone from the storeconfig answer', () => {
    const format = storeFormat({
      storeConfig: { locale: 'fi_FI', timezone: 'America/New_York' },
      currency: 'USD',
    })
    expect(format).toEqual({ locale: 'fi_FI', currency: 'USD', timeZone: 'America/New_York' })
    expect(formatMoney(1234.5, format)).toBe(`1${NBSP}234,50${NBSP}$`)
  })

  it('writes a currency without a sign by its code', () => {
    expect(formatMoney(12.5, { ...FALLBACK_FORMAT, currency: 'SEK' })).toBe(`12,50${NBSP}SEK`)
  })

  it('formats another locale as Intl does', () => {
    const format = { locale: 'en_US', currency: 'USD', timeZone: 'America/New_York' }
    expect(formatMoney(1234.5, format)).toBe('$1,234.50')
    expect(formatMoney(-5, format)).toBe('-$5.00')
    const swedish = { locale: 'sv_SE', currency: 'SEK', timeZone: 'Europe/Stockholm' }
    expect(formatMoney(12.5, swedish)).toBe(
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(12.5),
    )
  })

  it('falls back to fi_FI, EUR, Europe/Helsinki without an answer', () => {
    expect(storeFormat(null)).toEqual({ locale: 'fi_FI', currency: 'EUR', timeZone: 'Europe/Helsinki' })
    expect(formatMoney(12.5, storeFormat(undefined))).toBe(`12,50${NBSP}€`)
  })

  it('dates follow the store time zone', () => {
    // 03:30 UTC on 1 January is still 31 December in New York
    expect(formatDate('2025-01-01T03:30:00Z', 'America/New_York')).toBe('31.12.2024')
    expect(formatDate('2025-01-01T03:30:00Z')).toBe('01.01.2025')
  })
})
