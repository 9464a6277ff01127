import { describe, expect, it } from 'vitest'
import FinnishBankUtils from 'finnish-bank-utils'
import {
  addressMismatch,
  isFinnishIban,
  isValidOperatorCode,
  ovtBusinessId,
  ovtOf,
  parseEInvoiceAddress,
} from './einvoiceAddress'

// 1234567-1 and 1572860-0 are valid Y-tunnus; 1234567-2 is not (contract/businessId.ts).
describe('parseEInvoiceAddress', () => {
  it('reads an OVT code: 0037, a valid Y-tunnus and an optional suffix of up to five', () => {
    expect(parseEInvoiceAddress('003712345671')).toEqual({ kind: 'ovt', code: '003712345671', businessId: '1234567-1' })
    expect(parseEInvoiceAddress('0037 1234 5671 001')).toMatchObject({ kind: 'ovt', code: '003712345671001' })
    expect(parseEInvoiceAddress('003712345671abcde')).toMatchObject({ kind: 'ovt', code: '003712345671ABCDE' })
    expect(parseEInvoiceAddress('003712345671ABCDEF')).toBeNull() // a suffix of six
    expect(parseEInvoiceAddress('003712345672')).toBeNull() // the Y-tunnus's check digit
    expect(parseEInvoiceAddress('003812345671')).toBeNull() // not 0037
    expect(parseEInvoiceAddress('0037123456')).toBeNull()
  })

  it('reads a Peppol participant id by its scheme, with or without the iso6523 prefix', () => {
    expect(parseEInvoiceAddress('0216:003712345671')).toEqual({ kind: 'peppol', scheme: '0216', id: '003712345671' })
    expect(parseEInvoiceAddress('iso6523-actorid-upis::0216:003715728600')).toMatchObject({ scheme: '0216' })
    expect(parseEInvoiceAddress('0212:1234567-1')).toMatchObject({ kind: 'peppol', scheme: '0212' })
    expect(parseEInvoiceAddress('0213:FI12345671')).toMatchObject({ kind: 'peppol', scheme: '0213' })
    expect(parseEInvoiceAddress('0088:6412345678904')).toBeNull() // GLN check digit 7, not 4
    expect(parseEInvoiceAddress('0088:6412345678907')).toMatchObject({ kind: 'peppol', scheme: '0088' })
    expect(parseEInvoiceAddress('0216:003712345672')).toBeNull()
    expect(parseEInvoiceAddress('0212:1234567-2')).toBeNull()
    expect(parseEInvoiceAddress('9999:whatever')).toBeNull() // a scheme a Finnish company does not use
  })

  it('reads a Finnish IBAN (a bank e-invoice) by its check digits', () => {
    expect(parseEInvoiceAddress('FI21 1234 5600 0007 85')).toEqual({ kind: 'iban', iban: 'FI2112345600000785' })
    expect(parseEInvoiceAddress('FI21 1234 5600 0007 86')).toBeNull()
  })

  it('checks an IBAN as finnish-bank-utils does', () => {
    for (const iban of ['FI2112345600000785', 'FI5810171000000122', 'FI9080002627761348'])
      expect([isFinnishIban(iban), FinnishBankUtils.isValidFinnishIBAN(iban)], iban).toEqual([true, true])
    for (const iban of [
      'FI2112345600000786',
      'FI5810171000000123',
      'FI4250001510000023',
      'SE4550000000058398257466',
      'FI21123456',
    ])
      expect(isFinnishIban(iban), iban).toBe(FinnishBankUtils.isValidFinnishIBAN(iban))
  })
})

describe('operator codes and the company', () => {
  it('takes a BIC, an OVT-form code or an E-code', () => {
    for (const ok of [
      'NDEAFIHH',
      'OKOYFIHH',
      'DABAFIHH',
      'BAWCFI22',
      '003723327487',
      '003703575029',
      'E204503',
      'e204503',
    ])
      expect(isValidOperatorCode(ok), ok).toBe(true)
    for (const bad of ['', 'NDEA', '003723327488', 'E2045', 'FI2112345600000785', 'PEPPOL!'])
      expect(isValidOperatorCode(bad), bad).toBe(false)
  })

  it("an OVT code or Peppol id that names a company names the company's own Y-tunnus", () => {
    expect(ovtBusinessId('003712345671')).toBe('1234567-1')
    expect(ovtOf('1234567-1')).toBe('003712345671')
    const ovt = parseEInvoiceAddress('003712345671')!
    expect(addressMismatch(ovt, '1234567-1')).toBeNull()
    expect(addressMismatch(ovt, '1572860-0')).toBe(
      'Verkkolaskuosoite on toisen yrityksen (Y-tunnus 1234567-1). Yrityksesi OVT-tunnus alkaa 003715728600.',
    )
    expect(addressMismatch(parseEInvoiceAddress('0212:1234567-1')!, '1572860-0')).not.toBeNull()
    // A GLN or an IBAN does not name the company by its Y-tunnus.
    expect(addressMismatch(parseEInvoiceAddress('0088:6412345678907')!, '1572860-0')).toBeNull()
  })
})
