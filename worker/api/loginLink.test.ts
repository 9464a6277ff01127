import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CookieJar, login, postJson, setCookies, shopFetch, USERS } from '../test/helpers'
import { linkInOutbox, outboxCount, tokenInOutbox } from '../test/customerFixtures'

const LINK_SENT = {
  message:
    'Jos sähköpostiosoitteella on asiakastili, lähetimme siihen kirjautumislinkin. Linkki on voimassa 10 minuuttia.',
}

const requestLink = (email: string, redirect?: string) => postJson('/api/customer/loginLink', { email, redirect })

interface LinkInit {
  jar?: CookieJar
  headers?: HeadersInit
  method?: 'GET' | 'POST'
  path?: '/login' | '/api/auth/callback'
}

/**
 * GET /login?token=…&redirect=… (worker/api/auth.ts loginLinkCallback) as a navigation from the
 * shop's own page, which spends the link; pass other Sec-Fetch-Site values to act as another site.
 */
const openLink = (query: Record<string, string>, init: LinkInit = {}) =>
  shopFetch(`${init.path ?? '/api/auth/callback'}?${new URLSearchParams(query)}`, {
    jar: init.jar,
    method: init.method ?? 'GET',
    headers: {
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
      ...init.headers,
    },
  })

const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://webmail.example/inbox' }

/** No session or logged-in hint cookie (the locale cookie may come with any page). */
const startsNoSession = (res: Response) => !setCookies(res).has('session') && !setCookies(res).has('logged_in')

/** The action of the page's only form, as the browser would resolve it. */
function formAction(html: string): string {
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)">/g)]
  expect(forms).toHaveLength(1)
  return (forms[0]?.[1] ?? '').replace(/&#38;/g, '&')
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('POST /api/customer/loginLink', () => {
  it('mails a one-time link to /login with the redirect, and answers the same for unknown e-mails', async () => {
    const known = await requestLink('Test@Example.fi', '/account/order?page=2')
    const unknown = await requestLink('ei-tilia@example.fi', '/account/order?page=2')
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual(LINK_SENT)
    }
    expect(await outboxCount()).toBe(1)
    const link = await linkInOutbox(USERS.normal)
    expect(link?.origin).toBe('https://shop.test')
    expect(link?.pathname).toBe('/login')
    expect(link?.searchParams.get('redirect')).toBe('/account/order?page=2')
    expect(link?.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const row = await env.DB.prepare('SELECT kind, expires_at - created_at AS ttl FROM account_tokens').first()
    expect(row).toEqual({ kind: 'login', ttl: 600 })
  })

  it('puts / in the link for an unsafe redirect', async () => {
    await requestLink(USERS.normal, '//evil.example/phish')
    expect((await linkInOutbox(USERS.normal))?.searchParams.get('redirect')).toBe('/')
    await requestLink(USERS.pharmacy)
    expect((await linkInOutbox(USERS.pharmacy))?.searchParams.get('redirect')).toBe('/')
  })
})

describe('GET /api/auth/callback (the /login auth callback)', () => {
  it('logs in once: session cookies, no-referrer, 302 to the redirect; then the link is spent', async () => {
    await requestLink(USERS.normal, '/category/lääkkeet')
    const token = await tokenInOutbox(USERS.normal)
    const jar = new CookieJar()
    const res = await openLink({ token, redirect: '/category/lääkkeet' }, { jar })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/category/l%C3%A4%C3%A4kkeet')
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const session = setCookies(res).get('session')
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Max-Age=43200']),
    )
    expect(setCookies(res).get('logged_in')?.value).toBe('1')
    expect(res.headers.get('X-Session-Expires')).toMatch(/^\d+$/)
    const user = await shopFetch('/api/auth/user', { jar })
    expect(await user.json()).toMatchObject({ user: { email: USERS.normal } })

    const again = await openLink({ token, redirect: '/category/lääkkeet' }, { jar: new CookieJar() })
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/account/login?error=link')
    expect(again.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(setCookies(again).has('session')).toBe(false)
  })

  it('sends an unsafe redirect to /', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', '%2F%2Fevil.example']) {
      await requestLink(USERS.normal)
      const res = await openLink({ token: await tokenInOutbox(USERS.normal), redirect })
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe('/')
      expect(setCookies(res).has('session')).toBe(true)
    }
  })

  it('expires after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.UTC(2026, 2, 2, 6, 0, 0)
    vi.setSystemTime(t0)
    await requestLink(USERS.normal)
    await requestLink(USERS.pharmacy)
    vi.setSystemTime(t0 + 9 * 60_000 + 59_000)
    expect((await openLink({ token: await tokenInOutbox(USERS.pharmacy) })).headers.get('Location')).toBe('/')
    vi.setSystemTime(t0 + 10 * 60_000)
    const late = await openLink({ token: await tokenInOutbox(USERS.normal), redirect: '/account' })
    expect(late.headers.get('Location')).toBe('/account/login?error=link')
    expect(setCookies(late).has('session')).toBe(false)
  })

  it('refuses malformed tokens, and is not spent by an embedded request or a HEAD probe', async () => {
    for (const token of ['', 'abc', 'A'.repeat(43)]) {
      const res = await openLink({ token })
      expect(res.headers.get('Location')).toBe('/account/login?error=link')
    }
    await requestLink(USERS.normal)
    const token = await tokenInOutbox(USERS.normal)
    const image = await openLink({ token }, { headers: { 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors' } })
    expect(image.headers.get('Location')).toBe('/account/login?error=link')
    expect(setCookies(image).has('session')).toBe(false)
    const probe = await shopFetch(`/api/auth/callback?${new URLSearchParams({ token })}`, { method: 'HEAD' })
    expect(probe.headers.get('Location')).toBe('/account/login?error=link')
    expect((await openLink({ token })).headers.get('Location')).toBe('/')
  })

  it("merges the guest cart and ends the browser's previous session", async () => {
    const previous = await login(USERS.pharmacy)
    const jar = previous.jar
    // A guest cart in the same browser (e.g. added before the pharmacy session, cookie kept).
    const guest = await postJson('/api/cart/', { sku: 'HOI-1001', quantity: 2 }, { jar: new CookieJar() })
    const guestJar = new CookieJar().update(guest)
    jar.set('guest_cart', guestJar.get('guest_cart') ?? '')

    await requestLink(USERS.normal, '/cart')
    const res = await openLink({ token: await tokenInOutbox(USERS.normal), redirect: '/cart' }, { jar })
    expect(res.headers.get('Location')).toBe('/cart')
    expect(jar.get('guest_cart')).toBeUndefined()
    expect((await shopFetch('/api/auth/user', { jar: new CookieJar({ session: previous.token }) })).status).toBe(401)
    const cart = await (await shopFetch('/api/cart', { jar })).json<{ cart: { items: { quantity: number }[] } }>()
    expect(cart.cart.items.map((i) => i.quantity)).toEqual([2])
  })

  it('tells an upstream outage apart from a bad link', async () => {
    // A commerce platform over HTTP (API_ORIGIN) that is down.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Huolto"}', { status: 503 }))
    const res = await shopFetch(`/api/auth/callback?token=${'A'.repeat(43)}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      env: { API_ORIGIN: 'https://commerce.example' },
    })
    expect(res.headers.get('Location')).toBe('/account/login?error=unavailable')
  })
})

describe('GET /login from another site (login CSRF, docs/decisions/020-login-link-and-logout-ask-from-other-sites.md)', () => {
  it.each(['/login', '/api/auth/callback'] as const)(
    'styles the confirmation page of %s with its CSP nonce',
    async (path) => {
      await requestLink(USERS.normal, '/account')
      const link = await linkInOutbox(USERS.normal)
      const page = await openLink(Object.fromEntries(link?.searchParams ?? []), { path, headers: CROSS_SITE })
      expect(page.status).toBe(200)
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
      expect(await page.text()).toContain(`<style nonce="${nonce}">`)
    },
  )

  it('asks first: a confirmation page, no session, the link not spent; its button logs in', async () => {
    await requestLink(USERS.normal, '/account/order?page=2')
    const link = await linkInOutbox(USERS.normal)
    const jar = new CookieJar()
    const page = await openLink(Object.fromEntries(link?.searchParams ?? []), {
      path: '/login',
      jar,
      headers: CROSS_SITE,
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self'")
    expect(startsNoSession(page)).toBe(true)
    const html = await page.text()
    expect(html).toContain('<h1>Kirjaudu sisään VetTarvike-verkkokauppaan</h1>')
    expect(html).toContain('<button type="submit">Kirjaudu sisään</button>')
    expect(html).not.toContain('<script')
    // The only style block carries this answer's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(html).toContain(`<style nonce="${nonce}">`)
    const action = formAction(html)
    expect(action).toBe(`/login${link?.search}`)

    // The token is still unused: a same-origin POST of the button logs in and goes to the target.
    const confirmed = await shopFetch(action, {
      method: 'POST',
      jar,
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'document',
        Origin: 'null',
      },
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('Location')).toBe('/account/order?page=2')
    expect(setCookies(confirmed).get('session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await (await shopFetch('/api/auth/user', { jar })).json()).toMatchObject({ user: { email: USERS.normal } })
  })

  it('asks also when typed in, from a sibling site or without Sec-Fetch-Site and a foreign or no Referer', async () => {
    await requestLink(USERS.normal)
    const token = await tokenInOutbox(USERS.normal)
    const askers: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'none' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Referer: 'https://webmail.example/' },
      {},
    ]
    for (const headers of askers) {
      const res = await shopFetch(`/login?${new URLSearchParams({ token })}`, { headers })
      expect(res.status).toBe(200)
      expect(startsNoSession(res)).toBe(true)
      expect(await res.text()).toContain('Kirjaudu sisään VetTarvike-verkkokauppaan')
    }
    // An old browser's navigation from the shop's own page (Referer, no Sec-Fetch-Site) logs in.
    const res = await shopFetch(`/login?${new URLSearchParams({ token })}`, {
      headers: { Referer: 'https://shop.test/account/login' },
    })
    expect(res.status).toBe(302)
    expect(setCookies(res).has('session')).toBe(true)
  })

  it("refuses another site's POST of the button: 403 page, link not spent, no session", async () => {
    await requestLink(USERS.normal, '/cart')
    const token = await tokenInOutbox(USERS.normal)
    const query = new URLSearchParams({ token, redirect: '/cart' })
    // A form on another site; an old browser without Sec-Fetch-Site (Origin foreign or `null`).
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]
    for (const headers of foreign) {
      const res = await shopFetch(`/login?${query}`, { method: 'POST', headers })
      expect(res.status).toBe(403)
      expect(startsNoSession(res)).toBe(true)
    }
    const res = await openLink({ token, redirect: '/cart' }, { path: '/login', method: 'POST' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/cart')
  })

  it('keeps checking the redirect after the confirmation', async () => {
    await requestLink(USERS.normal)
    const token = await tokenInOutbox(USERS.normal)
    const page = await openLink({ token, redirect: '/\\evil.example' }, { path: '/login', headers: CROSS_SITE })
    const res = await shopFetch(formAction(await page.text()), {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/')
  })
})
