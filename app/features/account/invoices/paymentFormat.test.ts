import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatReference } from './paymentFormat'

describe('formatReference (viitenumero in groups of five from the right)', () => {
  it('groups from the right', () => {
    expect(formatReference('1232')).toBe('1232')
    expect(formatReference('12345')).toBe('12345')
    expect(formatReference('1234561')).toBe('12 34561')
    expect(formatReference('123456789012')).toBe('12 34567 89012')
    expect(formatReference('12345678901234567890')).toBe('12345 67890 12345 67890')
  })

  it('ignores spaces already in the input', () => {
    expect(formatReference('12 34561')).toBe('12 34561')
  })
})

describe('formatCalendarDate', () => {
  it('shows a yyyy-mm-dd day as dd.MM.yyyy whatever the time zone', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('05.01.2026')
    expect(formatCalendarDate('2025-12-31')).toBe('31.12.2025')
  })
})
