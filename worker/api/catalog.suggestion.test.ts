import { afterEach, describe, expect, it, vi } from 'vitest'
import { CookieJar, shopFetch } from '../test/helpers'

// docs/decisions/022-finnish-product-search.md: when the typed words were not found, product search offers the corrected
// query ("Tarkoititko: karprofeeni"). The /api route reads the upstream's answer through the
// contract schemas, and valibot's object drops every key it does not know, so a field missing
// from a schema would vanish on its way to the client. A stub commerce API (API_ORIGIN) answers
// with a suggestion: it must reach a guest (whose prices are stripped) and a customer, both on
// the edge-cached path (≤ 4 characters) and on the uncached one.

const API_ORIGIN = 'https://upstream.test'
const viaOrigin = { env: { API_ORIGIN } }
const TOKEN = 'tokenOfCustomerA_0123456789abcdefghijklmnopqrstu'

afterEach(() => {
  vi.restoreAllMocks()
})

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

const PRODUCT = {
  sku: 'VT-100061',
  name: 'Karprofeeni 50 mg tabletti koiralle',
  url_key: 'karprofeeni-50-mg-tabletti-koiralle',
  type: 'simple',
  image: { url: '/media/x.png', label: 'x' },
  pakkauskokoteksti: '100 tablettia',
  new_from_date: null,
  new_to_date: null,
  in_stock: true,
  price_range: {
    minimum_price: {
      final_price: { value: 12.9 },
      regular_price: { value: 12.9 },
      discount: { percent_off: 0, amount_off: 0 },
    },
  },
  custom_price: null,
}

/** The commerce API: a customer by bearer token, and a product search that offers a correction. */
function stubUpstream() {
  const searches: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (url.pathname === '/api/auth/user') {
      if (token !== TOKEN) return new Response(JSON.stringify({ message: 'Kirjaudu sisään.' }), { status: 401 })
      return json({
        user: {
          firstname: 'Testi',
          lastname: 'Asiakas',
          email: 'test@example.fi',
          company: 'Testi Oy',
          navId: 'C20001',
          token: { exp: 1_900_000_000 },
          scope: [],
          denyMedListing: false,
          cart_id: null,
        },
      })
    }
    if (url.pathname === '/api/catalog/productsearch') {
      const q = url.searchParams.get('q') ?? ''
      searches.push(q)
      return json({ items: [PRODUCT], total_count: 1, page: 1, page_size: 8, suggestion: `${q}-korjattu` })
    }
    return new Response('not stubbed', { status: 500 })
  })
  return searches
}

type SearchBody = { items: Record<string, unknown>[]; suggestion?: string }

async function search(q: string, jar?: CookieJar): Promise<SearchBody> {
  const res = await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}`, { ...viaOrigin, jar })
  expect(res.status, q).toBe(200)
  return (await res.json()) as SearchBody
}

describe('product search passes the backend’s suggestion on to the client', () => {
  // "krap" and "kraf" go through the edge cache (CACHED_SEARCH_MAX_CHARS), "karprofeni" straight through.
  it.each(['karprofeni', 'krap'])('%s: a guest gets the suggestion, without prices', async (q) => {
    const searches = stubUpstream()
    const body = await search(q)
    expect(searches).toEqual([q])
    expect(body.suggestion).toBe(`${q}-korjattu`)
    expect(body.items).toHaveLength(1)
    expect(body.items[0]).not.toHaveProperty('price_range')
  })

  it.each(['karprofeni', 'kraf'])('%s: a customer gets the suggestion, with prices', async (q) => {
    stubUpstream()
    const body = await search(q, new CookieJar({ session: TOKEN, logged_in: '1' }))
    expect(body.suggestion).toBe(`${q}-korjattu`)
    expect(body.items[0]).toHaveProperty('price_range')
  })

  it('an answer without a suggestion stays without one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ items: [PRODUCT], total_count: 1, page: 1, page_size: 8 }),
    )
    expect(await search('karprofeeni')).not.toHaveProperty('suggestion')
  })
})
