import { describe, expect, it } from 'vitest'
import { csvLines } from './csv'
import { csvCalendarDate, csvDate, csvMoney, csvPercent, csvReference } from './csvFormat'

describe('csvLines: RFC 4180 with ; and no formulas (CSV injection)', () => {
  it('writes plain cells as they are, CRLF after every row', () => {
    expect(csvLines([['W1', '8,90', 'Sideharso 10 cm x 4 m']])).toBe('W1;8,90;Sideharso 10 cm x 4 m\r\n')
    expect(csvLines([['a'], ['b']])).toBe('a\r\nb\r\n')
    expect(csvLines([])).toBe('')
  })

  it('quotes a cell with ; " or a line break, doubling the quotes', () => {
    expect(csvLines([['a;b', 'sano "hei"', 'rivi\nkaksi', 'rivi\r\nkaksi']])).toBe(
      '"a;b";"sano ""hei""";"rivi\nkaksi";"rivi\r\nkaksi"\r\n',
    )
  })

  it.each([
    '=1+1',
    '+358 40 1',
    '-2+3',
    '-2,5-1',
    '-A1',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\nx',
    '=1+1\nx',
    '=HYPERLINK("a";"b")',
  ])('prefixes %j with an apostrophe and quotes it', (cell) => {
    const written = csvLines([[cell]])
    expect(written).toBe(`"'${cell.replace(/"/g, '""')}"\r\n`)
  })

  it('leaves a negative amount a number', () => {
    expect(csvLines([['-11,17', '-2', '-0,05']])).toBe('-11,17;-2;-0,05\r\n')
  })

  it('leaves a formula character inside a cell alone', () => {
    expect(csvLines([['PO-2026-0412', 'a=b', 'x@y.fi']])).toBe('PO-2026-0412;a=b;x@y.fi\r\n')
  })
})

describe('cells as a Finnish Excel reads them', () => {
  it('writes money with a decimal comma and no thousands separator', () => {
    expect([csvMoney(890), csvMoney(0), csvMoney(5), csvMoney(123456), csvMoney(100000000)]).toEqual([
      '8,90',
      '0,00',
      '0,05',
      '1234,56',
      '1000000,00',
    ])
  })

  it('writes dates dd.MM.yyyy, an instant on its Helsinki day', () => {
    expect(csvCalendarDate('2026-05-04')).toBe('04.05.2026')
    expect(csvCalendarDate(null)).toBe('')
    expect(csvDate(Date.UTC(2026, 2, 31, 21, 30) / 1000)).toBe('01.04.2026') // 00.30 in Helsinki (EEST)
    expect(csvDate(Date.UTC(2026, 0, 31, 21, 59) / 1000)).toBe('31.01.2026') // 23.59 (EET)
    expect(csvDate(null)).toBe('')
  })

  it('writes VAT rates and reference numbers as shown in the shop', () => {
    expect([csvPercent(25.5), csvPercent(10), csvPercent(14)]).toEqual(['25,5', '10', '14'])
    expect(csvReference('1234561')).toBe('12 34561')
    expect(csvReference('12345678901234567890')).toBe('12345 67890 12345 67890')
  })
})
