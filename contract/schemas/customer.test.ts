import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChangeVetRequestSchema, describePermissions, RegisterRequestSchema, todayInFinland } from './customer'
import { businessIdCheckDigit, isValidBusinessId } from '../businessId'
import { UpdateBillingRequestSchema } from './billing'

const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  const fields: Record<string, string> = {}
  // The first message of each field, as the BFF reports it (worker/api/validate.ts).
  for (const issue of result.success ? [] : result.issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message
  return fields
}

describe('Y-tunnus', () => {
  it('computes the check digit with weights 7,9,10,5,8,4,2 mod 11', () => {
    expect(businessIdCheckDigit('1234567')).toBe(1) // sum 153, remainder 10 → 1
    expect(businessIdCheckDigit('2345671')).toBe(3) // sum 184, remainder 8 → 3
    expect(businessIdCheckDigit('1572860')).toBe(0) // remainder 0 → 0
    expect(businessIdCheckDigit('1111111')).toBeNull() // remainder 1 is never issued
    expect(businessIdCheckDigit('123456')).toBeNull()
  })

  it('accepts only a matching check digit', () => {
    expect(isValidBusinessId('1234567-1')).toBe(true)
    expect(isValidBusinessId('1572860-0')).toBe(true)
    expect(isValidBusinessId('1234567-2')).toBe(false)
    expect(isValidBusinessId('1111111-0')).toBe(false)
    expect(isValidBusinessId('12345671')).toBe(false)
  })
})

describe('RegisterRequestSchema', () => {
  const body = {
    company: 'Klinikka Oy',
    business_id: '1234567-1',
    firstname: 'Kaisa',
    lastname: 'Karhu',
    email: 'kaisa@example.fi',
    phone: '040 123 4567',
    street: 'Katu 1',
    postcode: '00100',
    city: 'Helsinki',
    password: 'salasana',
  }

  it('writes eight digits with the dash', () => {
    expect(v.parse(RegisterRequestSchema, { ...body, business_id: ' 12345671 ' }).business_id).toBe('1234567-1')
  })

  it('explains each bad field in Finnish', () => {
    expect(
      issuesOf(RegisterRequestSchema, { ...body, business_id: '1234567-2', postcode: '123', password: 'lyhyt' }),
    ).toEqual({
      business_id: 'Y-tunnuksen tarkistusnumero ei täsmää. Tarkista Y-tunnus.',
      postcode: 'Postinumerossa on viisi numeroa.',
      password: 'Salasanassa pitää olla vähintään 8 merkkiä.',
    })
    expect(issuesOf(RegisterRequestSchema, { ...body, business_id: 'FI12345671' })).toEqual({
      business_id: 'Anna Y-tunnus muodossa 1234567-8.',
    })
  })
})

describe('UpdateBillingRequestSchema', () => {
  const billing = { company: 'Klinikka Oy', street: 'Katu 1', postcode: '00100', city: 'Helsinki' }

  it('normalises e-invoice codes and needs both or neither', () => {
    const out = v.parse(UpdateBillingRequestSchema, {
      ...billing,
      einvoice_address: '0037 1234 5671',
      einvoice_operator: 'e204503',
    })
    expect(out).toMatchObject({ einvoice_address: '003712345671', einvoice_operator: 'E204503' })
    expect(v.parse(UpdateBillingRequestSchema, billing)).toMatchObject({ einvoice_address: '', einvoice_operator: '' })
    expect(issuesOf(UpdateBillingRequestSchema, { ...billing, einvoice_address: '003712345671' })).toEqual({
      einvoice_operator: 'Anna myös verkkolaskuoperaattorin välittäjätunnus.',
    })
  })
})

describe('ChangeVetRequestSchema', () => {
  it('takes a licence number of digits and a start date from today on (Finnish time)', () => {
    const today = todayInFinland()
    const ok = { newVetName: 'Eeva Eläinlääkäri', licenceNumber: '123456', startDate: today }
    expect(v.parse(ChangeVetRequestSchema, ok)).toEqual({ ...ok, message: '' })
    expect(issuesOf(ChangeVetRequestSchema, { ...ok, licenceNumber: 'AB-12', startDate: '2020-01-01' })).toEqual({
      licenceNumber: 'Anna laillistusnumero pelkkinä numeroina (4–12 numeroa).',
      startDate: 'Aloituspäivä ei voi olla menneisyydessä.',
    })
    expect(issuesOf(ChangeVetRequestSchema, { ...ok, startDate: '2099-02-30' })).toEqual({
      startDate: 'Tarkista aloituspäivä.',
    })
  })

  it('knows the Finnish date around midnight UTC', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Helsinki (UTC+2).
    expect(todayInFinland(Date.UTC(2026, 11, 31, 22, 30))).toBe('2027-01-01')
  })
})

describe('describePermissions', () => {
  it('lists every known scope with Finnish texts and whether it is granted, then unknown ones', () => {
    const { scope, permissions } = describePermissions(['orders', 'erp-admin'])
    expect(scope).toEqual(['orders', 'erp-admin'])
    expect(permissions.map((p) => [p.code, p.granted])).toEqual([
      ['orders', true],
      ['invoices', false],
      ['shoppinglists', false],
      ['checkout', false],
      ['permissions', false],
      ['changevet', false],
      ['erp-admin', true],
    ])
    expect(permissions[0]).toMatchObject({ label: 'Tilaukset' })
  })
})
