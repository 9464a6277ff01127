import { expect, it } from 'vitest'
import { acceptedCodes, consentCookie, readConsent, type ConsentItem } from './consentModel'

const item = (code: ConsentItem['code'], checked: boolean, required = false): ConsentItem => ({
  code,
  title: code,
  required,
  text: '',
  linktext: '',
  afterLink: '',
  checked,
})

it('essential is always accepted, even if unchecked', () => {
  expect(acceptedCodes([item('essential', false, true), item('functional', false), item('marketing', false)])).toEqual([
    'essential',
  ])
  expect(acceptedCodes([])).toEqual(['essential'])
})

it('keeps the chosen optional categories', () => {
  expect(acceptedCodes([item('functional', false), item('marketing', true)])).toEqual(['essential', 'marketing'])
})

it('writes the cookie with the spec attributes and reads it back', () => {
  const cookie = consentCookie(['essential', 'functional'])
  expect(cookie).toContain('Max-Age=2592000')
  expect(cookie).toContain('Secure')
  expect(cookie).toContain('SameSite=Strict')
  expect(readConsent(`a=1; ${cookie.split(';')[0]}`)).toEqual(['essential', 'functional'])
  expect(readConsent('a=1')).toBeNull()
})
