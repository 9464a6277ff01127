import { describe, expect, it } from 'vitest'
import { parseOrderLines } from './parseLines'
import { decodeOrderFile } from './readOrderFile'

const lines = (text: string) => {
  const parsed = parseOrderLines(text)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.lines.map((l) => [l.code, l.quantity])
}

describe('reading pasted order lines', () => {
  it('reads a spreadsheet (tabs), a Finnish CSV (semicolons) and a comma CSV, skipping a header', () => {
    expect(lines('Tuotekoodi\tMäärä\nVT-100004\t2\n6430000000016\t12\n')).toEqual([
      ['VT-100004', 2],
      ['6430000000016', 12],
    ])
    expect(lines('sku;qty\r\nVT-100004;3\r\n')).toEqual([['VT-100004', 3]])
    expect(lines('VT-100004,4\nVT-100013,1')).toEqual([
      ['VT-100004', 4],
      ['VT-100013', 1],
    ])
  })

  it('reads quoted fields, spaces, a quantity first, a missing quantity and a decimal comma', () => {
    expect(lines('"VT-100004";"2"\n"VT-100013";"1"')).toEqual([
      ['VT-100004', 2],
      ['VT-100013', 1],
    ])
    expect(lines('VT-100004 5 kpl\nVT-100013    2')).toEqual([
      ['VT-100004', 5],
      ['VT-100013', 2],
    ])
    expect(lines('2;VT-100004\n1;6430000000016')).toEqual([
      ['VT-100004', 2],
      ['6430000000016', 1],
    ])
    expect(lines('VT-100004\n')).toEqual([['VT-100004', 1]])
    expect(lines('VT-100004;2,5')).toEqual([['VT-100004', 2.5]])
  })

  it('refuses more than 500 lines with the count, and text without a code', () => {
    const many = Array.from({ length: 501 }, (_, i) => `VT-${100000 + i};1`).join('\n')
    expect(parseOrderLines(many)).toEqual({
      ok: false,
      message: 'Rivejä on 501. Kerralla voi lisätä enintään 500 riviä: jaa lista osiin.',
    })
    expect(parseOrderLines('\n\n').ok).toBe(false)
  })
})

describe('decoding an uploaded file', () => {
  it('reads UTF-8 with and without a BOM, UTF-16 with a BOM, and Windows-1252 otherwise', () => {
    const text = 'Käsine;2'
    expect(decodeOrderFile(new TextEncoder().encode(text))).toBe(text)
    expect(decodeOrderFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text)
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ])
    expect(decodeOrderFile(utf16)).toBe(text)
    expect(decodeOrderFile(Uint8Array.from(Buffer.from(text, 'latin1')))).toBe(text)
  })
})
