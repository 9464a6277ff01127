import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CookieJar, countTokens, deletesCookie, login, pageFetch } from '../test/helpers'

const expireAllTokens = () => env.DB.prepare('UPDATE tokens SET expires_at = 0').run()

describe('login-required pages', () => {
  it('redirect a guest to the login page with the requested path', async () => {
    const res = await pageFetch('/account/order')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Forder')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('keep the query string in the redirect target', async () => {
    const res = await pageFetch('/account/order?page=2')
    expect(res.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Forder%3Fpage%3D2')
  })

  it('cover every path below /account', async () => {
    for (const path of ['/account', '/account/invoice', '/account/something-new']) {
      const res = await pageFetch(path)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('Location'), path).toMatch(/^\/account\/login\?redirect=/)
    }
  })

  it('render for a logged-in customer', async () => {
    const { jar } = await login()
    const res = await pageFetch('/account/order', { jar })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    // Checking the session slid it; the page carries the new expiry.
    expect(Number(res.headers.get('X-Session-Expires'))).toBeGreaterThan(Date.now() / 1000)
    expect(await res.text()).toContain('data-testid="order-history"')
  })

  it('treat an expired session as logged out and clear its cookies', async () => {
    const { jar } = await login()
    await expireAllTokens()
    const res = await pageFetch('/account/order', { jar })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Forder')
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(deletesCookie(res, 'logged_in')).toBe(true)
  })
})

describe('guest-only pages', () => {
  it('render the login page for a guest', async () => {
    const res = await pageFetch('/account/login')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Kirjaudu sisään')
  })

  it('send a logged-in customer home (the exact rule beats /account/*)', async () => {
    const { jar } = await login()
    const res = await pageFetch('/account/login', { jar })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
  })

  it('render for a tampered session cookie, which is cleared', async () => {
    const jar = new CookieJar({ session: 'x'.repeat(43), logged_in: '1' })
    const res = await pageFetch('/account/login', { jar })
    expect(res.status).toBe(200)
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(deletesCookie(res, 'logged_in')).toBe(true)
  })

  it('render for a session cookie that is not even token-shaped', async () => {
    const jar = new CookieJar({ session: '<script>alert(1)</script>' })
    const res = await pageFetch('/account/login', { jar })
    expect(res.status).toBe(200)
  })

  it('render for an expired session, whose cookies are cleared', async () => {
    const { jar } = await login()
    await expireAllTokens()
    const res = await pageFetch('/account/login', { jar })
    expect(res.status).toBe(200)
    expect(deletesCookie(res, 'session')).toBe(true)
  })
})

describe('public pages', () => {
  it('/account/logout is public although /account/* needs a login: it ends the session and goes home', async () => {
    // Opened from the shop's own page (other sites only get a button: worker/api/logoutPage.test.ts).
    const headers = { 'Sec-Fetch-Site': 'same-origin' }
    const guest = await pageFetch('/account/logout', { headers })
    expect(guest.status).toBe(302)
    expect(guest.headers.get('Location')).toBe('/')
    const { jar } = await login()
    const tokensBefore = await countTokens()
    const res = await pageFetch('/account/logout', { jar, headers })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(deletesCookie(res, 'session')).toBe(true)
    // The token was revoked upstream, not only forgotten by the browser.
    expect(await countTokens()).toBe(tokensBefore - 1)
  })

  it('the home page renders for guests and customers', async () => {
    expect((await pageFetch('/')).status).toBe(200)
    const { jar } = await login()
    expect((await pageFetch('/', { jar })).status).toBe(200)
  })
})

describe('a cross-site navigation (a link in an e-mail)', () => {
  // The Strict session cookie is not sent; only the Lax hint is.
  const hintOnly = () => new CookieJar({ logged_in: '1' })

  it('gets a same-site reload page instead of a login redirect', async () => {
    const res = await pageFetch('/account/order?page=2', {
      jar: hintOnly(),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer')
    const html = await res.text()
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/account/order?page=2">')
    expect(html).toContain('lang="fi"')
  })

  it('without the hint cookie is a login redirect', async () => {
    const res = await pageFetch('/account/order', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Forder')
  })

  it('the hint alone does not count as logged in on a same-origin request', async () => {
    const res = await pageFetch('/account/order', { jar: hintOnly(), headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(res.status).toBe(302)
  })
})

describe('the checkout success page', () => {
  it('sends a visitor without the success flag home and clears the flag', async () => {
    const { jar } = await login()
    const res = await pageFetch('/checkout/success', { jar })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(deletesCookie(res, 'checkout_success')).toBe(true)
  })

  it('renders once with the flag and consumes it', async () => {
    const { jar } = await login()
    jar.set('checkout_success', 'W100001')
    const res = await pageFetch('/checkout/success', { jar })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('data-testid="checkout-success"')
    expect(deletesCookie(res, 'checkout_success')).toBe(true)
    expect((await pageFetch('/checkout/success', { jar })).status).toBe(302)
  })

  it('other checkout pages need a login', async () => {
    const res = await pageFetch('/checkout')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/account/login?redirect=%2Fcheckout')
  })
})
