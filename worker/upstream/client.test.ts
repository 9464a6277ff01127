import { afterEach, describe, expect, it, vi } from 'vitest'
import { CookieJar, countTokens, deletesCookie, login, PASSWORD, postJson, shopFetch, USERS } from '../test/helpers'
import { UPSTREAM_TIMEOUT_MS } from './client'

// With API_ORIGIN set the worker talks HTTP to a commerce platform (docs/architecture.md §6).
// That platform is an outside service: it is stubbed on globalThis.fetch, which the Worker
// shares with this isolate. The embedded backend is tested everywhere else.
const API_ORIGIN = 'https://commerce.example'
const viaOrigin = { env: { API_ORIGIN: `${API_ORIGIN}/` } }

const UPSTREAM_TOKEN = 'upstreamToken_0123456789abcdefghijklmnopqrstu'
const GUEST_CART = '0123456789abcdef0123456789abcdef'
const USER = {
  firstname: 'Testi',
  lastname: 'Käyttäjä',
  email: USERS.normal,
  company: 'Eläinklinikka Testi Oy',
  navId: 'C10001',
  token: { exp: 1_900_000_000 },
  scope: [],
  denyMedListing: false,
  cart_id: null,
}

interface Seen {
  request: Request
  body: string
}

/** Replaces fetch with a handler standing in for the commerce platform; returns what it saw. */
function stubUpstream(handler: (request: Request, signal?: AbortSignal | null) => Response | Promise<Response>) {
  const seen: Seen[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    seen.push({ request, body: await request.clone().text() })
    return handler(request, init?.signal)
  })
  return seen
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } })

const sessionJar = () => new CookieJar({ session: UPSTREAM_TOKEN, logged_in: '1', guest_cart: GUEST_CART })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('API_ORIGIN: the commerce platform over HTTP', () => {
  it('proxies the login and keeps the platform token in the session cookie only', async () => {
    const seen = stubUpstream(() => json({ token: { accessToken: UPSTREAM_TOKEN, exp: 1_900_000_000 } }))
    const jar = new CookieJar()
    const res = await shopFetch('/api/auth/login', {
      ...viaOrigin,
      jar,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ email: USERS.normal, password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    expect(jar.get('session')).toBe(UPSTREAM_TOKEN)
    expect(await res.text()).not.toContain(UPSTREAM_TOKEN)

    expect(seen).toHaveLength(1)
    const [{ request, body }] = seen as [Seen]
    expect(request.url).toBe(`${API_ORIGIN}/api/auth/login`)
    expect(request.method).toBe('POST')
    expect(JSON.parse(body)).toEqual({ email: USERS.normal, password: PASSWORD })
    expect(request.headers.get('Authorization')).toBeNull()
    expect(request.headers.get('Store')).toBe('fi')
    // The embedded backend was not involved.
    expect(await countTokens()).toBe(0)
  })

  it('sends Authorization, cart and Store headers, the token only once, and passes on the sliding expiry', async () => {
    const seen = stubUpstream(() => json({ user: USER }, { headers: { 'X-Session-Expires': '1900000000' } }))
    const res = await shopFetch('/api/auth/user', { ...viaOrigin, jar: sessionJar() })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ user: USER })
    expect(res.headers.get('X-Session-Expires')).toBe('1900000000')

    const [{ request }] = seen as [Seen]
    expect(request.url).toBe(`${API_ORIGIN}/api/auth/user`)
    expect(request.headers.get('Authorization')).toBe(`Bearer ${UPSTREAM_TOKEN}`)
    expect(request.headers.get('user')).toBeNull()
    const carrying = [...request.headers].filter(([, value]) => value.includes(UPSTREAM_TOKEN))
    expect(carrying.map(([name]) => name)).toEqual(['authorization'])
    // A guest cart cookie beside a session is not the customer's cart (its id is learnt below).
    expect(request.headers.get('cart')).toBeNull()
    expect(request.headers.get('Store')).toBe('fi')
    expect(request.headers.get('X-Request-Id')).toBe(res.headers.get('X-Request-Id'))
  })

  it("a logged-in customer's calls carry their own cart id in the cart header, a guest's the guest cart", async () => {
    const CUSTOMER_CART = 'customerCart0123456789abcdefABCDEF'
    const NEXT_CART = 'customerCart_after_the_order_0001'
    let cartId = CUSTOMER_CART
    const seen = stubUpstream((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/auth/user') return json({ user: { ...USER, cart_id: { id: cartId } } })
      if (path === '/api/core/topmenu') return json({ categoryList: [] })
      return json({ message: 'Jos osoitteella on tili, lähetimme siihen linkin.' })
    })
    const cartOf = (i: number) => seen[i]?.request.headers.get('cart')

    // The first answer that names the customer's cart teaches it; the call itself could not carry it.
    const jar = sessionJar()
    expect((await shopFetch('/api/auth/user', { ...viaOrigin, jar })).status).toBe(200)
    expect(cartOf(0)).toBeNull()
    expect(jar.get('customer_cart')).toBe(CUSTOMER_CART)

    // From then on every upstream call of the session names it, not the guest cart.
    expect((await shopFetch('/api/core/topmenu', { ...viaOrigin, jar })).status).toBe(200)
    const topmenuCalls = seen.slice(1).map((s) => [new URL(s.request.url).pathname, s.request.headers.get('cart')])
    expect(topmenuCalls).toContainEqual(['/api/auth/user', CUSTOMER_CART])
    for (const [, cart] of topmenuCalls) expect(cart).toBe(CUSTOMER_CART)

    // A new cart (after an order) replaces it at the next answer that names it.
    cartId = NEXT_CART
    await shopFetch('/api/auth/user', { ...viaOrigin, jar })
    expect(jar.get('customer_cart')).toBe(NEXT_CART)
    await shopFetch('/api/auth/user', { ...viaOrigin, jar })
    expect(seen.at(-1)?.request.headers.get('cart')).toBe(NEXT_CART)

    // Logging out forgets it with the session; a guest's calls name the guest cart.
    const logout = await shopFetch('/api/auth/logout', {
      ...viaOrigin,
      jar,
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(deletesCookie(logout, 'customer_cart')).toBe(true)
    expect(jar.get('customer_cart')).toBeUndefined()
    const guest = new CookieJar({ guest_cart: GUEST_CART })
    const res = await postJson(
      '/api/customer/customer/forgotPassword',
      { email: USERS.normal },
      { ...viaOrigin, jar: guest },
    )
    expect(res.status).toBe(200)
    expect(seen.at(-1)?.request.headers.get('cart')).toBe(GUEST_CART)
    expect(seen.at(-1)?.request.headers.get('Authorization')).toBeNull()
  })

  it('a customer cart id left by an earlier session is not sent on the next login', async () => {
    const seen = stubUpstream(() => json({ token: { accessToken: UPSTREAM_TOKEN, exp: 1_900_000_000 } }))
    const jar = new CookieJar({ customer_cart: 'customerCart_of_someone_else_0001' })
    const res = await postJson('/api/auth/login', { email: USERS.normal, password: PASSWORD }, { ...viaOrigin, jar })
    expect(res.status).toBe(200)
    expect(seen[0]?.request.headers.get('cart')).toBeNull()
    expect(jar.get('customer_cart')).toBeUndefined()
  })

  it('ends the session when the platform answers 401', async () => {
    stubUpstream(() => json({ message: 'Istunto on päättynyt.' }, { status: 401 }))
    const jar = sessionJar()
    const res = await shopFetch('/api/auth/user', { ...viaOrigin, jar })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Istunto on päättynyt.' })
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(jar.get('session')).toBeUndefined()
  })

  it('validates the session upstream on every keep-alive, even when the menu is cached', async () => {
    const seen = stubUpstream((request) =>
      new URL(request.url).pathname === '/api/auth/user' ? json({ user: USER }) : json({ categoryList: [] }),
    )
    const jar = sessionJar()
    expect((await shopFetch('/api/core/topmenu', { ...viaOrigin, jar })).status).toBe(200)
    expect((await shopFetch('/api/core/topmenu', { ...viaOrigin, jar })).status).toBe(200)
    const paths = seen.map((s) => new URL(s.request.url).pathname)
    expect(paths.filter((p) => p === '/api/auth/user')).toHaveLength(2)
    expect(paths.filter((p) => p === '/api/core/topmenu').length).toBeLessThanOrEqual(1)
  })

  it('gives up after 30 s with a 504', async () => {
    // The platform never answers; the 30 s timeout signal is swapped for one of 20 ms.
    const realTimeout = AbortSignal.timeout.bind(AbortSignal)
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(20))
    stubUpstream(
      (_request, signal) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    )
    const started = Date.now()
    const res = await shopFetch('/api/auth/user', { ...viaOrigin, jar: sessionJar() })
    expect(timeout).toHaveBeenCalledWith(UPSTREAM_TIMEOUT_MS)
    expect(UPSTREAM_TIMEOUT_MS).toBe(30_000)
    expect(res.status).toBe(504)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({
      message: 'Palvelu ei vastannut ajoissa. Yritä hetken kuluttua uudelleen.',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('answers 502 when the platform cannot be reached', async () => {
    stubUpstream(() => {
      throw new TypeError('Network connection lost.')
    })
    const res = await shopFetch('/api/auth/user', { ...viaOrigin, jar: sessionJar() })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ message: 'Palveluun ei saatu yhteyttä. Yritä hetken kuluttua uudelleen.' })
  })

  it('answers 502 when the platform fails or breaks the contract', async () => {
    for (const answer of [
      () => json({ message: 'Internal error' }, { status: 500 }),
      () => new Response('<html>Bad gateway</html>', { status: 200 }),
      () => json({ user: { ...USER, token: { exp: 'soon' } } }),
    ]) {
      vi.restoreAllMocks()
      stubUpstream(answer)
      const res = await shopFetch('/api/auth/user', { ...viaOrigin, jar: sessionJar() })
      expect(res.status).toBe(502)
      expect(await res.json()).toHaveProperty('message')
    }
  })
})
