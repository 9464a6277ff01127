/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../index'
import { BROWSER_UA, CookieJar, login, ORIGIN, shopFetch, USERS } from '../test/helpers'

const API_ORIGIN = 'https://upstream.test'
const viaOrigin = { env: { API_ORIGIN } }

afterEach(() => {
  vi.restoreAllMocks()
})

/** Customers of the stub upstream, by bearer token, shaped like the embedded backend's answers. */
const CUSTOMERS: Record<
  string,
  { navId: string; email: string; prices: { product_no: string; special_price: number }[] }
> = {
  tokenOfCustomerA_0123456789abcdefghijklmnopqrstu: {
    navId: 'C20001',
    email: USERS.normal,
    prices: [{ product_no: 'HOI-1001', special_price: 8.9 }],
  },
  tokenOfCustomerB_0123456789abcdefghijklmnopqrstu: {
    navId: 'C20002',
    email: USERS.pharmacy,
    prices: [{ product_no: 'HOI-1001', special_price: 8.5 }],
  },
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

function stubUpstream() {
  const calls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    calls.push(url.pathname)
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    const customer = CUSTOMERS[token]
    if (!customer) return new Response(JSON.stringify({ message: 'Kirjaudu sisään.' }), { status: 401 })
    if (url.pathname === '/api/auth/user') {
      return json({
        user: {
          firstname: 'Testi',
          lastname: 'Asiakas',
          email: customer.email,
          company: 'Testi Oy',
          navId: customer.navId,
          token: { exp: 1_900_000_000 },
          scope: [],
          denyMedListing: false,
          cart_id: null,
        },
      })
    }
    if (url.pathname === '/api/categorysearch/customerPrices') {
      return json({ customerPrices: { items: customer.prices.map((p) => ({ ...p, price_type: 1 })) } })
    }
    return new Response('not stubbed', { status: 500 })
  })
  return calls
}

const jarOf = (token: string) => new CookieJar({ session: token, logged_in: '1' })
const count = (calls: string[], path: string) => calls.filter((p) => p === path).length
type Prices = { customerPrices: { items: { product_no: string; special_price: number }[] } }

describe('per-customer contract price cache (BFF against a stub API_ORIGIN)', () => {
  it('a second read within 60 s does not reach the upstream; another customer does; the session is checked every time', async () => {
    const calls = stubUpstream()
    const [a, b] = Object.keys(CUSTOMERS) as [string, string]

    const first = await shopFetch('/api/categorysearch/customerPrices', { ...viaOrigin, jar: jarOf(a) })
    expect(first.status).toBe(200)
    expect(((await first.json()) as Prices).customerPrices.items).toMatchObject([{ special_price: 8.9 }])
    expect(count(calls, '/api/categorysearch/customerPrices')).toBe(1)
    expect(count(calls, '/api/auth/user')).toBe(1)

    const second = await shopFetch('/api/categorysearch/customerPrices', { ...viaOrigin, jar: jarOf(a) })
    expect(second.status).toBe(200)
    expect(((await second.json()) as Prices).customerPrices.items).toMatchObject([{ special_price: 8.9 }])
    expect(count(calls, '/api/categorysearch/customerPrices')).toBe(1)
    expect(count(calls, '/api/auth/user')).toBe(2)

    const other = await shopFetch('/api/categorysearch/customerPrices', { ...viaOrigin, jar: jarOf(b) })
    expect(other.status).toBe(200)
    expect(((await other.json()) as Prices).customerPrices.items).toMatchObject([{ special_price: 8.5 }])
    expect(count(calls, '/api/categorysearch/customerPrices')).toBe(2)
    expect(count(calls, '/api/auth/user')).toBe(3)

    // A session the upstream rejects gets nothing from the cache.
    const rejected = await shopFetch('/api/categorysearch/customerPrices', {
      ...viaOrigin,
      jar: jarOf('tokenUnknown_0123456789abcdefghijklmnopqrstuvw'),
    })
    expect(rejected.status).toBe(401)
    expect(await rejected.json()).toMatchObject({ message: 'Kirjaudu sisään.' })
    expect(count(calls, '/api/categorysearch/customerPrices')).toBe(2)
    expect(count(calls, '/api/auth/user')).toBe(4)
  })
})

describe('streamed category page', () => {
  // The first page render loads the whole SSR bundle into the isolate; a cold start is slow.
  it('delivers the product names before the contract prices when the prices are slow', async () => {
    const { jar } = await login(USERS.normal)
    const request = new Request(new URL('/category/hoitotarvikkeet', ORIGIN), {
      headers: { Accept: 'text/html', 'User-Agent': BROWSER_UA, Cookie: jar.header() },
    })
    const ctx = createExecutionContext()
    const started = Date.now()
    const res = await worker.fetch(request, { ...env, SIMULATED_PRICES_LATENCY_MS: '400' }, ctx)
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let index = 0
    let seen = ''
    let nameAt: { index: number; ms: number } | null = null
    let priceAt: { index: number; ms: number } | null = null
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const chunk = decoder.decode(value, { stream: true })
      seen += chunk
      // Test on the text so far, so a word split across two chunks still counts.
      if (!nameAt && seen.includes('Sideharso 10 cm x 4 m')) nameAt = { index, ms: Date.now() - started }
      if (!priceAt && seen.includes('8,90')) priceAt = { index, ms: Date.now() - started }
      index++
    }
    await waitOnExecutionContext(ctx)
    expect(nameAt).not.toBeNull()
    expect(priceAt).not.toBeNull()
    expect(nameAt!.index).toBeLessThan(priceAt!.index)
    expect(nameAt!.ms).toBeLessThan(priceAt!.ms)
    expect(priceAt!.ms).toBeGreaterThanOrEqual(400)
  }, 60_000)
})
