import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { countTokens, login, ORIGIN, PASSWORD, shopFetch, USERS } from '../test/helpers'
import { csrf } from './csrf'
import { requestContext } from './requestContext'

const credentials = JSON.stringify({ email: USERS.normal, password: PASSWORD })

function postLogin(headers: Record<string, string>) {
  return shopFetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: credentials,
  })
}

describe('csrf middleware', () => {
  const app = new Hono<AppEnv>()
  app.use('*', requestContext(), csrf())
  app.all('/write', (c) => c.text('ok'))

  const call = (method: string, headers: Record<string, string>) => app.request(`${ORIGIN}/write`, { method, headers })

  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an Origin on another scheme', { Origin: 'http://shop.test' }],
    ['a null Origin', { Origin: 'null' }],
    [
      'same-origin fetch metadata with a foreign Origin',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    ],
  ])('rejects a POST with %s', async (_, headers) => {
    const res = await call('POST', headers)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.' })
  })

  it.each(['PUT', 'DELETE', 'PATCH'])('checks %s as a write', async (method) => {
    expect((await call(method, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
  })

  it.each([
    ['same-origin headers', { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN }],
    ['no browser headers (not a browser, holds no victim cookies)', {}],
  ])('lets a POST with %s through', async (_, headers) => {
    expect((await call('POST', headers)).status).toBe(200)
  })

  it('does not check safe methods', async () => {
    expect((await call('GET', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).status).toBe(200)
  })
})

describe('CSRF on /api', () => {
  it('refuses a cross-site login before the credentials are checked', async () => {
    const res = await postLogin({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.' })
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false)
    expect(await countTokens()).toBe(0)
  })

  it('refuses a cross-site logout, leaving the session alive', async () => {
    const { jar } = await login()
    const res = await shopFetch('/api/auth/logout', {
      method: 'POST',
      jar,
      headers: { Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.' })
    expect(await countTokens()).toBe(1)
    expect((await shopFetch('/api/auth/user', { jar })).status).toBe(200)
  })

  it('accepts a same-origin login', async () => {
    const res = await postLogin({ 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN })
    expect(res.status).toBe(200)
    expect(await countTokens()).toBe(1)
  })
})
