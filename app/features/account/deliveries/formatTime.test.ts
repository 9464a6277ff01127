import { describe, expect, it } from 'vitest'
import { formatTime } from './formatTime'

describe('formatTime (Helsinki clock, Finnish dot notation)', () => {
  it('shows hours and minutes in Helsinki time', () => {
    expect(formatTime('2026-01-15T12:05:00Z')).toBe('14.05') // winter, UTC+2
    expect(formatTime('2026-07-01T21:30:00Z')).toBe('00.30') // summer, UTC+3, next day
  })

  it('follows the store config time zone', () => {
    expect(formatTime('2026-01-15T12:05:00Z', 'Europe/Stockholm')).toBe('13.05')
    expect(formatTime('2026-01-15T12:05:00Z', 'America/New_York')).toBe('07.05')
  })

  it('gives an empty string for an invalid time', () => {
    expect(formatTime('not a time')).toBe('')
  })
})
