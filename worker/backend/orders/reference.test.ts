import { describe, expect, it } from 'vitest'
import { bankBarcode, helsinkiDate, invoiceStatus } from './invoices'
import { formatReference, isValidReference, referenceCheckDigit, referenceNumber } from './reference'

describe('Finnish reference number (viitenumero)', () => {
  it.each([
    // Weights 7, 3, 1 from the right; the check digit tops the sum up to a multiple of ten.
    ['123', 2], // 3·7 + 2·3 + 1·1 = 28 → 2
    ['1234', 4], // 4·7 + 3·3 + 2·1 + 1·7 = 46 → 4
    ['100', 9], // 0·7 + 0·3 + 1·1 = 1 → 9
    ['1009', 0], // 9·7 + 0 + 0 + 1·7 = 70 → 0
    ['2023000001', 2], // 1·7 + 0 + 0 + 0 + 0 + 0 + 3·7 + 2·3 + 0·1 + 2·7 = 48 → 2
  ])('the check digit of %s is %i', (base, digit) => {
    expect(referenceCheckDigit(base)).toBe(digit)
    expect(referenceNumber(base)).toBe(`${base}${digit}`)
    expect(isValidReference(`${base}${digit}`)).toBe(true)
  })

  it('refuses wrong check digits and malformed numbers', () => {
    expect(isValidReference('1233')).toBe(false)
    expect(isValidReference('12')).toBe(false) // at least 4 digits
    expect(isValidReference('0232')).toBe(false) // no leading zero
    expect(isValidReference('12a2')).toBe(false)
    expect(isValidReference('1'.repeat(21))).toBe(false) // at most 20 digits
    expect(() => referenceCheckDigit('12')).toThrow()
  })

  it('drops leading zeros of the base and prints in groups of five from the right', () => {
    expect(referenceNumber('000123')).toBe('1232')
    expect(referenceNumber(4711)).toBe(`4711${referenceCheckDigit('4711')}`)
    expect(formatReference('1232')).toBe('1232')
    expect(formatReference('20230000012')).toBe('2 02300 00012')
    expect(isValidReference('2 02300 00012')).toBe(true)
  })
})

describe('invoice status and payment data', () => {
  it('is overdue from the day after the due date, in Helsinki time', () => {
    // 14.6.2026 23.30 in Helsinki is still 14.6. although UTC has 20.30.
    const lateEvening = Date.UTC(2026, 5, 14, 20, 30)
    expect(helsinkiDate(lateEvening)).toBe('2026-06-14')
    expect(invoiceStatus('open', '2026-06-14', lateEvening)).toBe('open')
    // 15.6.2026 00.30 in Helsinki (21.30 UTC on the 14th): the due date has passed.
    expect(helsinkiDate(Date.UTC(2026, 5, 14, 21, 30))).toBe('2026-06-15')
    expect(invoiceStatus('open', '2026-06-14', Date.UTC(2026, 5, 14, 21, 30))).toBe('overdue')
    expect(invoiceStatus('paid', '2026-06-14', Date.UTC(2026, 11, 1))).toBe('paid')
  })

  it('writes the 54-digit bank barcode (version 4)', () => {
    const code = bankBarcode('FI21 1234 5600 0007 85', 48_282, '1232', '2026-06-14')
    expect(code).toBe(`4${'2112345600000785'}${'000482'}${'82'}000${'1232'.padStart(20, '0')}260614`)
    expect(code).toHaveLength(54)
    expect(bankBarcode('FI2112345600000785', 100_000_000, '1232', '2026-06-14').slice(17, 25)).toBe('00000000')
  })
})
