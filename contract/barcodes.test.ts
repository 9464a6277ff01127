import { describe, expect, it } from 'vitest'
import { hasValidCheckDigit, readScannedCode } from './barcodes'

// contract/barcodes.ts: every code a pack on a clinic's shelf carries. The check digits below
// were computed by hand (GS1 mod 10), not by the module under test.

const GS = '\u001d'

describe('plain GTINs', () => {
  it.each([
    ['6430009000017', { kind: 'gtin', gtin: '6430009000017' }],
    ['06430009000017', { kind: 'gtin', gtin: '6430009000017' }],
    ['96385074', { kind: 'gtin', gtin: '96385074' }],
    ['040063813339', { kind: 'gtin', gtin: '040063813339' }],
    [' 6430009000109\r\n', { kind: 'gtin', gtin: '6430009000109' }],
  ])('%j is a GTIN', (code, expected) => {
    expect(readScannedCode(code)).toEqual(expected)
  })

  it.each(['6430009000018', '06430009000016', '96385075'])('%j has a wrong check digit', (code) => {
    expect(readScannedCode(code)).toEqual({ kind: 'invalid', reason: 'Tarkistusnumero ei täsmää.' })
  })

  it('refuses a number of no GTIN length', () => {
    expect(readScannedCode('123456789').kind).toBe('invalid')
  })
})

describe('the Nordic NTIN', () => {
  it('names a medicine by its Vnr, as a GTIN-13 and as a GTIN-14', () => {
    expect(readScannedCode('7046260395121')).toEqual({ kind: 'ntin', vnr: '039512', gtin: '7046260395121' })
    expect(readScannedCode('07046260395121')).toEqual({ kind: 'ntin', vnr: '039512', gtin: '7046260395121' })
  })

  it('checks the NTIN’s check digit too', () => {
    expect(readScannedCode('7046261148734').kind).toBe('invalid')
  })
})

describe('GS1 element strings', () => {
  const full = { kind: 'gtin', gtin: '6430009000017', lot: 'LOT42', expiry: '2027-12-31', serial: 'ABC' }

  it('reads a DataMatrix with its symbology identifier and group separators', () => {
    expect(readScannedCode(`]d201064300090000171727123110LOT42${GS}21ABC`)).toEqual(full)
  })

  it('reads it without the symbology identifier, the variable-length fields in another order', () => {
    expect(readScannedCode('01064300090000171727123110LOT42')).toMatchObject({ lot: 'LOT42' })
    expect(readScannedCode(`010643000900001721ABC${GS}10LOT42${GS}17271231`)).toEqual(full)
  })

  it('reads it with the opening FNC1 handed over as a leading GS, as native readers do', () => {
    expect(readScannedCode(`${GS}01064300090000171727123110LOT42${GS}21ABC`)).toEqual(full)
  })

  it('reads GS1-128 (]C1) and the parenthesised text under the symbol', () => {
    expect(readScannedCode(']C101064300090000171727123110LOT42')).toMatchObject({
      gtin: '6430009000017',
      expiry: '2027-12-31',
      lot: 'LOT42',
    })
    expect(readScannedCode('(01)06430009000017(17)271231(10)LOT42(21)ABC')).toEqual(full)
  })

  it('takes day 00 of an expiry as the last day of the month', () => {
    expect(readScannedCode(']d201064300090000171728020010B7')).toMatchObject({
      expiry: '2028-02-29',
      lot: 'B7',
    })
    expect(readScannedCode('(01)06430009000017(17)270400')).toMatchObject({ expiry: '2027-04-30' })
  })

  it('reads a GS1 QR code (]Q3) and an NTIN inside a DataMatrix', () => {
    expect(readScannedCode(']Q301070462603951211729030010X1')).toEqual({
      kind: 'ntin',
      vnr: '039512',
      gtin: '7046260395121',
      expiry: '2029-03-31',
      lot: 'X1',
    })
  })

  it('leaves aside identifiers it does not take', () => {
    expect(readScannedCode(`]d20106430009000017${GS}99INTERNAL`)).toEqual({ kind: 'gtin', gtin: '6430009000017' })
  })

  it('refuses a wrong check digit, an unknown identifier, a truncated GTIN and a code without a GTIN', () => {
    expect(readScannedCode(']d20106430009000018').kind).toBe('invalid')
    expect(readScannedCode(`]d20106430009000017${GS}0012345`).kind).toBe('invalid')
    expect(readScannedCode(']d2016430090000017').kind).toBe('invalid')
    expect(readScannedCode(']d210LOT42').kind).toBe('invalid')
  })
})

describe('the shop’s own SKU as Code 128, and everything else', () => {
  it('reads a SKU', () => {
    expect(readScannedCode('VT-100004')).toEqual({ kind: 'sku', sku: 'VT-100004' })
    expect(readScannedCode('hoi-1001')).toEqual({ kind: 'sku', sku: 'HOI-1001' })
  })

  it('refuses what is no code', () => {
    expect(readScannedCode('')).toEqual({ kind: 'invalid', reason: 'Koodi puuttuu.' })
    expect(readScannedCode('https://example.com/x')).toEqual({ kind: 'invalid', reason: 'Tuntematon koodi.' })
    expect(readScannedCode('äö åå')).toEqual({ kind: 'invalid', reason: 'Tuntematon koodi.' })
  })

  it('checks GS1 check digits of every length', () => {
    expect(['96385074', '040063813339', '6430009000017', '06430009000017'].map(hasValidCheckDigit)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(hasValidCheckDigit('12345')).toBe(false)
  })
})
