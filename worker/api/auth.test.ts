import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../backend/tokens'
import {
  CookieJar,
  countTokens,
  deletesCookie,
  login,
  PASSWORD,
  postJson,
  setCookies,
  shopFetch,
  USERS,
} from '../test/helpers'

const tokenRow = async (token: string) =>
  env.DB.prepare('SELECT customer_id, expires_at FROM tokens WHERE token_hash = ?')
    .bind(await hashToken(token))
    .first<{ customer_id: number; expires_at: number }>()

describe('POST /api/auth/login', () => {
  it('keeps the token in a Strict HttpOnly session cookie and never in the body', async () => {
    const { res, token } = await login()
    expect(res.status).toBe(200)

    const session = setCookies(res).get('session')
    expect(session?.value).toBe(token)
    expect(new Set(session?.attributes)).toEqual(
      new Set(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=43200']),
    )
    expect(session?.attributes).toHaveLength(5)
    // The non-secret hint for cross-site navigations is Lax (docs/architecture.md §1).
    const hint = setCookies(res).get('logged_in')
    expect(hint?.value).toBe('1')
    expect(hint?.attributes).toContain('SameSite=Lax')

    const text = await res.text()
    expect(text).not.toContain(token)
    const body = JSON.parse(text)
    expect(Object.keys(body)).toEqual(['token'])
    expect(Object.keys(body.token)).toEqual(['exp'])
    expect(res.headers.get('X-Session-Expires')).toBe(String(body.token.exp))
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')

    // The cookie holds a real upstream token; the database stores only its hash.
    expect(await tokenRow(token)).toMatchObject({ customer_id: 1, expires_at: body.token.exp })
    const stored = await env.DB.prepare('SELECT token_hash FROM tokens').all<{ token_hash: string }>()
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token)
  })

  it('accepts the e-mail in any case', async () => {
    const { res, jar, token } = await login('TEST@Example.FI')
    expect(res.status).toBe(200)
    // The session belongs to the stored account test@example.fi (customer 1), not to a new one.
    expect(await tokenRow(token)).toMatchObject({ customer_id: 1 })
    const user = await shopFetch('/api/auth/user', { jar, headers: { Accept: 'application/json' } })
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({
      user: { email: 'test@example.fi', firstname: 'Testi', lastname: 'Käyttäjä', navId: 'C10001' },
    })
  })

  it('answers a wrong password with 401 and a Finnish message, and sets no session', async () => {
    const res = await postJson('/api/auth/login', { email: USERS.normal, password: 'vaara-salasana' })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Sähköpostiosoite tai salasana on väärin.' })
    expect(setCookies(res).has('session')).toBe(false)
    expect(await countTokens()).toBe(0)
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await postJson('/api/auth/login', { email: 'ei-ole@example.fi', password: PASSWORD })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Sähköpostiosoite tai salasana on väärin.' })
  })

  it('ends the previous session when logging in again', async () => {
    const first = await login()
    const second = await login(USERS.pharmacy, PASSWORD, first.jar)
    expect(second.token).not.toBe(first.token)
    expect(await tokenRow(first.token)).toBeNull()
    expect(await countTokens()).toBe(1)
  })
})

describe('GET /api/auth/user', () => {
  it('returns the user with token.exp only', async () => {
    const { jar, token } = await login()
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain(token)
    const { user } = JSON.parse(text)
    expect(user).toMatchObject({
      email: USERS.normal,
      firstname: 'Testi',
      lastname: 'Käyttäjä',
      denyMedListing: false,
      scope: ['orders', 'invoices', 'checkout'],
    })
    expect(Object.keys(user.token)).toEqual(['exp'])
    expect(res.headers.get('X-Session-Expires')).toBe(String(user.token.exp))
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('is a 401 for guests', async () => {
    const res = await shopFetch('/api/auth/user')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Et ole kirjautunut sisään.' })
  })

  it('is a 401 that clears the cookies when the token is unknown upstream', async () => {
    const jar = new CookieJar({ session: 'A'.repeat(43), logged_in: '1' })
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' })
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(deletesCookie(res, 'logged_in')).toBe(true)
  })
})

describe('POST /api/auth/logout', () => {
  it('deletes the cookies and revokes the token upstream', async () => {
    const { jar, token } = await login()
    const oldCookies = new CookieJar({ session: token, logged_in: '1' })

    const res = await postJson('/api/auth/logout', {}, { jar })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Olet kirjautunut ulos.' })
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(deletesCookie(res, 'logged_in')).toBe(true)
    expect(jar.get('session')).toBeUndefined()
    expect(await tokenRow(token)).toBeNull()

    // A copy of the old cookie no longer opens the session.
    const replay = await shopFetch('/api/auth/user', { jar: oldCookies })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' })
  })

  it('succeeds for guests too', async () => {
    const res = await postJson('/api/auth/logout', {})
    expect(res.status).toBe(200)
  })
})
