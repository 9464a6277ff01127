import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { CACHE_HOST } from '../cache/edgeCache'
import { login, pageFetch, shopFetch, USERS, type CookieJar } from '../test/helpers'

// docs/decisions/063-search-paging-and-sort.md: search results page like a category (24 a page),
// both sort by name, newest and, for a customer, by the price that customer pays (its contract
// price where one applies). Each order is checked against a sort of the catalogue done here; the
// price orders are the customer's own: never offered to a guest, never in the shared cache.

const PAGE = 24

interface Item {
  sku: string
}
interface Listing {
  items: Item[]
  total_count: number
  page: number
  page_size: number
}

/** 30 "Haavataitos" products whose name, price and new date each run in another order than their id. */
async function addProducts(): Promise<void> {
  const stmts = []
  for (let i = 1; i <= 30; i++) {
    const id = 400 + i
    const cents = (((i * 37) % 30) + 1) * 100
    const from =
      i % 4 === 0 ? null : `2025-${String((i % 9) + 1).padStart(2, '0')}-${String(10 + (i % 7)).padStart(2, '0')}`
    stmts.push(
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position, new_from_date)
         VALUES (?, ?, ?, ?, '', '10 kpl', '/media/x.png', 'x', ?, ?, 'other', 1, 100, ?)`,
      ).bind(
        id,
        `HOI-7${String(i).padStart(3, '0')}`,
        `Haavataitos ${String((i * 7) % 31).padStart(2, '0')}`,
        `haavataitos-j-${i}`,
        cents,
        cents,
        from,
      ),
      env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, 21, ?)').bind(
        id,
        200 + i,
      ),
    )
  }
  // Company 1 (test@example.fi): cheaper on some, a higher special price (type 4, which applies)
  // on one, a higher ordinary contract price (which does not) on another.
  const contract = (sku: string, cents: number, type: number) =>
    env.DB.prepare(
      'INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (1, ?, ?, ?)',
    ).bind(sku, cents, type)
  stmts.push(
    contract('HOI-7002', 50, 1),
    contract('HOI-7009', 60, 1),
    contract('HOI-7021', 70, 1),
    contract('HOI-7027', 99_900, 4),
    contract('HOI-7011', 99_900, 1),
  )
  await env.DB.batch(stmts)
  await rebuildSearchIndex(env.DB)
}

const get = async (path: string, jar?: CookieJar): Promise<Listing> => {
  const res = await shopFetch(path, { jar })
  expect(res.status, path).toBe(200)
  return (await res.json()) as Listing
}

/** Every page of a listing, in order, checking that no page repeats an item. */
async function allPages(path: string, jar?: CookieJar): Promise<string[]> {
  const first = await get(`${path}&page=1`, jar)
  const pages = Math.ceil(first.total_count / PAGE)
  const skus = first.items.map((i) => i.sku)
  for (let n = 2; n <= pages; n++) skus.push(...(await get(`${path}&page=${n}`, jar)).items.map((i) => i.sku))
  expect(new Set(skus).size, path).toBe(skus.length)
  expect(skus.length, path).toBe(first.total_count)
  return skus
}

interface Row {
  id: number
  sku: string
  name: string
  final_price_cents: number
  new_from_date: string | null
}

/** The catalogue sorted here, the slow obvious way, as SQLite's NOCASE compares names (ASCII only). */
async function bruteForce(sort: string, skus: string[], companyId: number | null): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, sku, name, final_price_cents, new_from_date FROM products WHERE sku IN (SELECT value FROM json_each(?))`,
  )
    .bind(JSON.stringify(skus))
    .all<Row>()
  const contracts = companyId
    ? (
        await env.DB.prepare(
          'SELECT product_no, special_price_cents, price_type FROM contract_prices WHERE company_id = ?',
        )
          .bind(companyId)
          .all<{ product_no: string; special_price_cents: number; price_type: number }>()
      ).results
    : []
  const paid = (row: Row) => {
    const contract = contracts.find((c) => c.product_no === row.sku)
    if (contract && (contract.price_type === 4 || contract.special_price_cents < row.final_price_cents))
      return contract.special_price_cents
    return row.final_price_cents
  }
  const nocase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const byName = (a: Row, b: Row) => text(nocase(a.name), nocase(b.name)) || a.id - b.id
  const compare: Record<string, (a: Row, b: Row) => number> = {
    name_asc: byName,
    name_desc: (a, b) => text(nocase(b.name), nocase(a.name)) || a.id - b.id,
    newest: (a, b) =>
      Number(a.new_from_date === null) - Number(b.new_from_date === null) ||
      text(b.new_from_date ?? '', a.new_from_date ?? '') ||
      b.id - a.id,
    price_asc: (a, b) => paid(a) - paid(b) || byName(a, b),
    price_desc: (a, b) => paid(b) - paid(a) || byName(a, b),
  }
  return [...results].sort(compare[sort]).map((r) => r.sku)
}

describe('search results page like a category', () => {
  it('page 2 holds the next 24 hits: no overlap, the same total, together every hit', async () => {
    await addProducts()
    const first = await get(`/api/catalog/productsearch?q=haavataitos&pageSize=${PAGE}&page=1`)
    const second = await get(`/api/catalog/productsearch?q=haavataitos&pageSize=${PAGE}&page=2`)
    expect(first.total_count).toBe(30)
    expect([first.items.length, second.items.length, second.page, second.total_count]).toEqual([24, 6, 2, 30])
    const firstSkus = first.items.map((i) => i.sku)
    expect(second.items.filter((i) => firstSkus.includes(i.sku))).toEqual([])
    const all = await get(`/api/catalog/productsearch?q=haavataitos&pageSize=48`)
    expect([...firstSkus, ...second.items.map((i) => i.sku)]).toEqual(all.items.map((i) => i.sku))
  })

  it('the rendered results page shows "1–24 / 30" and links page 2 before any script runs', async () => {
    await addProducts()
    const html = await (await pageFetch('/searchresults?search=haavataitos')).text()
    expect(html).toContain('1–24 / 30')
    expect(html).toMatch(/<a [^>]*href="\/searchresults\?search=haavataitos&amp;page=2"[^>]*rel="next"/)
    const second = await (await pageFetch('/searchresults?search=haavataitos&page=2')).text()
    expect(second).toContain('25–30 / 30')
  })
})

describe('sorting against a sort of the catalogue', () => {
  for (const sort of ['name_asc', 'name_desc', 'newest']) {
    it(`${sort}: a category and a search, for a guest`, async () => {
      await addProducts()
      const category = await allPages(`/api/catalog/category?path=kaikki-tuotteet&pageSize=${PAGE}&sort=${sort}`)
      expect(category).toEqual(await bruteForce(sort, category, null))
      const search = await allPages(`/api/catalog/productsearch?q=haavataitos&pageSize=${PAGE}&sort=${sort}`)
      expect(search).toHaveLength(30)
      expect(search).toEqual(await bruteForce(sort, search, null))
    })
  }

  for (const sort of ['price_asc', 'price_desc']) {
    it(`${sort}: by the price the customer pays, contract prices included`, async () => {
      await addProducts()
      const { jar } = await login(USERS.normal)
      const category = await allPages(`/api/catalog/category?path=kaikki-tuotteet&pageSize=${PAGE}&sort=${sort}`, jar)
      expect(category).toEqual(await bruteForce(sort, category, 1))
      const search = await allPages(`/api/catalog/productsearch?q=haavataitos&pageSize=${PAGE}&sort=${sort}`, jar)
      expect(search).toHaveLength(30)
      expect(search).toEqual(await bruteForce(sort, search, 1))
      // The contract moved these: cheapest first is the contract's 0,50 €, and the type-4 price leads the dearest.
      if (sort === 'price_asc') expect(search.slice(0, 3)).toEqual(['HOI-7002', 'HOI-7009', 'HOI-7021'])
      else expect(search[0]).toBe('HOI-7027')
    })
  }
})

describe('the price orders are the customer’s own', () => {
  it('a guest asking for a price order gets a 400 with the reason in Finnish, in search and categories', async () => {
    await addProducts()
    for (const path of [
      '/api/catalog/category?path=kaikki-tuotteet&sort=price_asc',
      '/api/catalog/productsearch?q=haavataitos&pageSize=24&sort=price_desc',
    ]) {
      const res = await shopFetch(path)
      expect(res.status, path).toBe(400)
      const body = (await res.json()) as { message: string; fields?: Record<string, string> }
      expect(body.message, path).toMatch(/vain kirjautuneille/)
      expect(body.fields?.sort, path).toMatch(/Hintajärjestys/)
    }
  })

  it('a guest’s pages offer no price order; a customer’s do', async () => {
    await addProducts()
    for (const path of ['/searchresults?search=haavataitos', '/category/kaikki-tuotteet']) {
      const guest = await (await pageFetch(path)).text()
      expect(guest, path).toContain('value="name_asc"')
      expect(guest, path).not.toContain('value="price_asc"')
      const { jar } = await login(USERS.normal)
      const customer = await (await pageFetch(path, { jar })).text()
      expect(customer, path).toContain('value="price_asc"')
    }
  })

  it('a price-sorted answer is private and never stored in the shared cache; a name-sorted one is', async () => {
    await addProducts()
    const { jar } = await login(USERS.normal)
    const cache = await caches.open('edge-json')
    const key = (sort: string) =>
      `${CACHE_HOST}/catalog/category/customer?path=kaikki-tuotteet&page=1&pageSize=24&sort=${sort}`
    const priced = await shopFetch('/api/catalog/category?path=kaikki-tuotteet&sort=price_asc', { jar })
    expect(priced.status).toBe(200)
    expect(priced.headers.get('cache-control')).toBe('private, no-store')
    expect(await cache.match(key('price_asc'))).toBeUndefined()
    await shopFetch('/api/catalog/category?path=kaikki-tuotteet&sort=name_asc', { jar })
    expect(await cache.match(key('name_asc'))).toBeDefined()
    // And another company's customer gets its own order, not the first one's.
    const { jar: other } = await login(USERS.pharmacy)
    const mine = (await get('/api/catalog/productsearch?q=haavataitos&pageSize=24&sort=price_asc', jar)).items
    const theirs = (await get('/api/catalog/productsearch?q=haavataitos&pageSize=24&sort=price_asc', other)).items
    expect(mine[0]?.sku).toBe('HOI-7002')
    expect(theirs[0]?.sku).not.toBe('HOI-7002')
  })
})
