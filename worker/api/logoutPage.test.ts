import { describe, expect, it } from 'vitest'
import { countTokens, deletesCookie, login, pageFetch, shopFetch, type CookieJar } from '../test/helpers'

const userStatus = async (jar: CookieJar) => (await shopFetch('/api/auth/user', { jar })).status

describe('GET /account/logout from another site (docs/decisions/020-login-link-and-logout-ask-from-other-sites.md)', () => {
  it('ends nothing: the session stays valid and the page shows a logout button', async () => {
    const { jar } = await login()
    const tokensBefore = await countTokens()
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'document' },
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'document' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'image' },
      { Referer: 'https://evil.example/' },
      {},
    ]
    for (const headers of foreign) {
      const res = await pageFetch('/account/logout', { jar, headers })
      expect(res.status).toBe(200)
      expect(res.headers.getSetCookie()).toEqual([])
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      const html = await res.text()
      expect(html).toContain(
        '<form method="post" action="/account/logout"><button type="submit">Kirjaudu ulos</button>',
      )
      expect(html).not.toContain('<script')
      expect(await userStatus(jar)).toBe(200)
    }
    expect(await countTokens()).toBe(tokensBefore)
  })

  it("refuses another site's POST of the button", async () => {
    const { jar } = await login()
    const foreign: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }]
    for (const headers of foreign) {
      const res = await shopFetch('/account/logout', { method: 'POST', jar, headers })
      expect(res.status).toBe(403)
      expect(res.headers.getSetCookie()).toEqual([])
    }
    expect(await userStatus(jar)).toBe(200)
  })

  it('the button (a same-origin POST) logs out and goes home', async () => {
    const { jar } = await login()
    const tokensBefore = await countTokens()
    const res = await shopFetch('/account/logout', {
      method: 'POST',
      jar,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document', Origin: 'https://shop.test' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/')
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(await countTokens()).toBe(tokensBefore - 1)
  })

  it('typed in or bookmarked (Sec-Fetch-Site: none) logs out as from the shop itself', async () => {
    const { jar } = await login()
    const res = await pageFetch('/account/logout', { jar, headers: { 'Sec-Fetch-Site': 'none' } })
    expect(res.status).toBe(302)
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(await userStatus(jar)).toBe(401)
  })
})
