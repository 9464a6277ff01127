import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDemoCatalogue } from '../test/demoCatalogue'
import { CookieJar, login, shopFetch, USERS } from '../test/helpers'

// docs/decisions/069-facets-and-filters.md through /api: the filters are in the URL and so in the
// shared cache's key, the facets are the audience's (no contract count in a shared answer), the
// customer's contract count and contract filter are read for that customer only, a guest may use
// neither, a restricted customer sees no medicine facet, and a bad filter is a Finnish 400.

interface Facets {
  in_stock: number
  medicine?: { yes: number; no: number }
  contract?: number
  attributes: { code: string; values: { value: string; count: number }[] }[]
  categories: { url_path: string; count: number }[]
}
interface Listing {
  items: { sku: string }[]
  total_count: number
  facets?: Facets
}

const GLOVES = 'hoitotarvikkeet/kasineet'

async function get<T>(path: string, jar?: CookieJar): Promise<{ status: number; body: T; cache: string | null }> {
  const res = await shopFetch(path, jar ? { jar } : {})
  return { status: res.status, body: (await res.json()) as T, cache: res.headers.get('Cache-Control') }
}

describe('/api listing filters and facets', () => {
  beforeEach(async () => {
    await loadDemoCatalogue()
    // test@example.fi's company holds contract prices on every third listing of the gloves.
    await env.DB.prepare(
      `INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type)
       SELECT 1, p.sku, 100, 4 FROM products p JOIN product_categories pc ON pc.product_id = p.id
       JOIN categories c ON c.id = pc.category_id
       WHERE p.parent_id IS NULL AND c.url_path LIKE '${GLOVES}/%' AND p.id % 3 = 0`,
    ).run()
  })

  it('gives a guest the facets, a filtered listing under its own cache key, and no contract', async () => {
    const all = await get<Listing>(`/api/catalog/category?path=${GLOVES}&facets=1`)
    expect(all.status).toBe(200)
    const sizes = all.body.facets!.attributes.find((a) => a.code === 'size')!.values
    const m = sizes.find((v) => v.value === 'M')!
    expect(m.count).toBeGreaterThan(0)
    expect(all.body.facets!.contract).toBeUndefined()
    // The same audience, another filter: its own answer, not the cached unfiltered one.
    const filtered = await get<Listing>(`/api/catalog/category?path=${GLOVES}&size=M&facets=1`)
    expect(filtered.body.total_count).toBe(m.count)
    const again = await get<Listing>(`/api/catalog/category?path=${GLOVES}&facets=1`)
    expect(again.body.total_count).toBe(all.body.total_count)

    const refused = await get<{ message: string }>(`/api/catalog/category?path=${GLOVES}&contract=1`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/kirjautuneille/)
    const count = await get<{ message: string }>(`/api/catalog/contractcount?path=${GLOVES}`)
    expect(count.status).toBe(401)
    expect(count.body.message).toMatch(/Kirjaudu/)
  })

  it("reads a customer's contract count and contract filter for that customer only", async () => {
    const jar = new CookieJar()
    await login(USERS.normal, 'salasana123', jar)
    const shared = await get<Listing>(`/api/catalog/category?path=${GLOVES}&stock=1&facets=1`, jar)
    expect(shared.body.facets!.contract).toBeUndefined()
    const own = await get<Listing>(`/api/catalog/category?path=${GLOVES}&stock=1&contract=1&pageSize=96&facets=1`, jar)
    expect(own.cache).toBe('private, no-store')
    expect(own.body.total_count).toBeGreaterThan(0)
    expect(own.body.facets!.contract).toBe(own.body.total_count)
    const counted = await get<{ count: number }>(`/api/catalog/contractcount?path=${GLOVES}&stock=1`, jar)
    expect(counted.cache).toBe('private, no-store')
    expect(counted.body.count).toBe(own.body.total_count)
    // Another company's customer has no contract on these.
    const other = new CookieJar()
    await login(USERS.pharmacy, 'salasana123', other)
    expect((await get<{ count: number }>(`/api/catalog/contractcount?path=${GLOVES}`, other)).body.count).toBe(0)
    // A search counts the same way.
    const searched = await get<{ count: number }>(`/api/catalog/contractcount?q=käsine&category=${GLOVES}`, jar)
    const searchList = await get<Listing>(
      `/api/catalog/productsearch?q=käsine&category=${GLOVES}&contract=1&pageSize=24&facets=1`,
      jar,
    )
    expect(searched.body.count).toBe(searchList.body.total_count)
  })

  it('shows a restricted customer no medicine facet and no medicine under any filter', async () => {
    const jar = new CookieJar()
    await login(USERS.restricted, 'salasana123', jar)
    const listing = await get<Listing>('/api/catalog/category?path=kaikki-tuotteet&medicine=yes&facets=1', jar)
    expect(listing.status).toBe(200)
    expect(listing.body.facets!.medicine).toBeUndefined()
    const guest = await get<Listing>('/api/catalog/category?path=kaikki-tuotteet&facets=1')
    expect(listing.body.total_count).toBe(guest.body.facets!.medicine!.no)
  })

  it('refuses a bad filter with a Finnish message and no trace', async () => {
    for (const query of [
      'q=käsine&stock=yes',
      'q=käsine&medicine=maybe',
      `q=käsine&size=${encodeURIComponent('x'.repeat(61))}`,
      `q=käsine&size=${Array.from({ length: 21 }, (_, i) => i).join('%7C')}`,
      'q=käsine&category=..%2Fetc',
      'q=käsine&facets=all',
      'q=käsine&colour=red',
    ]) {
      const res = await shopFetch(`/api/catalog/productsearch?${query}`)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { message: string }
      expect(body.message, query).toMatch(/[a-zäö]/)
      expect(JSON.stringify(body), query).not.toMatch(/at |\.ts|stack/)
    }
  })
})
