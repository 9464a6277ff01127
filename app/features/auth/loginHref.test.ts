import { expect, test } from 'vitest'
import { safeRedirectTarget } from '../../../contract/redirect'
import { loginHrefFor } from './loginHref'

test('a login link carries the current path and query, and the login page reads it back', () => {
  const href = loginHrefFor('/product/koiran-rokote?variant=2')
  expect(href).toBe('/account/login?redirect=%2Fproduct%2Fkoiran-rokote%3Fvariant%3D2')
  const redirect = new URL(href, 'http://shop').searchParams.get('redirect')
  expect(safeRedirectTarget(redirect)).toBe('/product/koiran-rokote?variant=2')
})

test('the home page and pages not worth returning to link to the plain login page', () => {
  for (const path of ['/', '/account/login', '/account/register', '/account/logout', '/login', '/checkout/success'])
    expect(loginHrefFor(path), path).toBe('/account/login')
})

test('customer-only pages and a missing page are returned to', () => {
  expect(loginHrefFor('/account/order?page=2')).toBe('/account/login?redirect=%2Faccount%2Forder%3Fpage%3D2')
  expect(loginHrefFor('/ei-ole')).toBe('/account/login?redirect=%2Fei-ole')
})
