import { env } from 'cloudflare:workers'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { describe, expect, it } from 'vitest'
import { login, pageFetch, shopFetch, USERS, type CookieJar } from '../test/helpers'

const json = async (res: Response) => (await res.json()) as Record<string, unknown>

describe('GET /api/catalog/productsearch', () => {
  it('finds products by a name prefix (FTS5) with total_count', async () => {
    const res = await shopFetch('/api/catalog/productsearch?q=amoks')
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.total_count).toBe(1)
    expect(body.items).toMatchObject([{ sku: 'LAA-1001', name: 'Amoksisilliini 250 mg vet' }])
  })

  it('matches Finnish letters without diacritics and SKUs', async () => {
    const byAscii = await json(await shopFetch('/api/catalog/productsearch?q=laakerehu'))
    expect(byAscii.items).toMatchObject([{ sku: 'RUO-2001' }])
    const bySku = await json(await shopFetch('/api/catalog/productsearch?q=HOI-1002'))
    expect((bySku.items as { sku: string }[])[0]?.sku).toBe('HOI-1002')
  })

  it('needs every typed word, and ranks name matches', async () => {
    const body = await json(await shopFetch('/api/catalog/productsearch?q=munuais%20kissalle'))
    expect(body.items).toMatchObject([{ sku: 'RUO-1001' }])
  })

  it('gives an empty list under 3 characters and rejects a missing query or an unknown parameter with a 400', async () => {
    expect(await json(await shopFetch('/api/catalog/productsearch?q=am'))).toEqual({
      items: [],
      total_count: 0,
      page: 1,
      page_size: 8,
    })
    expect((await shopFetch('/api/catalog/productsearch')).status).toBe(400)
    expect((await shopFetch('/api/catalog/productsearch?q=amoks&evil=1')).status).toBe(400)
  })

  it('answers the first letters of a word from the edge cache and longer prefixes from the database', async () => {
    const search = async (q: string) => (await json(await shopFetch(`/api/catalog/productsearch?q=${q}`))).total_count
    // Stored before the product exists: "zyl" (3) and "zylo" (4) now hold an empty answer.
    expect([await search('zyl'), await search('zylo'), await search('zylok')]).toEqual([0, 0, 0])
    await env.DB.prepare(
      `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
       VALUES (41, 'HOI-4141', 'Zylokaiini geeli', 'zylokaiini-geeli', '', '30 g', '/media/x.png', 'x', 500, 500, 'other', 1, 1)`,
    ).run()
    await rebuildSearchIndex(env.DB)
    expect([await search('zyl'), await search('zylo')]).toEqual([0, 0])
    expect([await search('zylok'), await search('zylokaiini')]).toEqual([1, 1])
  })

  it('treats FTS syntax as plain text', async () => {
    const search = async (q: string) => {
      const res = await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      return json(res)
    }
    const none = { items: [], total_count: 0, page: 1, page_size: 8 }
    // Quotes, * and ^ are punctuation: the word "amoks" finds the one product it prefixes.
    for (const q of ['"amoks"', '"amoks*', 'amoks^']) {
      const body = await search(q)
      expect(body.total_count, q).toBe(1)
      expect(body.items, q).toMatchObject([{ sku: 'LAA-1001', name: 'Amoksisilliini 250 mg vet' }])
    }
    // OR, NEAR and AND are words every result must contain, not operators: as FTS5 syntax
    // "amoks OR doksi" would find both LAA-1001 and LAA-1002, and "NEAR(" would be an error.
    expect(await search('amoks OR doksi')).toEqual(none)
    expect(await search('"amoks* OR NEAR(')).toEqual(none)
    expect(await search('amoks AND')).toEqual(none)
  })
})

describe('GET /api/catalog/productdetails/{slug}', () => {
  it('returns the product with its price range (to a customer) and breadcrumbs', async () => {
    const { jar } = await login(USERS.normal)
    const body = await json(await shopFetch('/api/catalog/productdetails/doksisykliini-100-mg-vet', { jar }))
    expect(body.product).toMatchObject({
      sku: 'LAA-1002',
      pakkauskokoteksti: '30 tabl',
      price_range: {
        minimum_price: { final_price: { value: 17.9 }, regular_price: { value: 18.9 }, discount: { amount_off: 1 } },
      },
    })
  })

  it('is a 404 for an unknown slug and a 400 for a malformed one', async () => {
    expect((await shopFetch('/api/catalog/productdetails/ei-ole')).status).toBe(404)
    expect((await shopFetch('/api/catalog/productdetails/EI_OLE')).status).toBe(400)
  })
})

describe('GET /api/catalog/category', () => {
  it('lists a category with the products of its subcategories, paged and sorted', async () => {
    const { jar } = await login(USERS.normal)
    const body = await json(await shopFetch('/api/catalog/category?path=laakkeet&sort=price_desc&pageSize=24', { jar }))
    const items = body.items as { price_range: { minimum_price: { final_price: { value: number } } } }[]
    expect(body.total_count).toBeGreaterThan(1)
    const prices = items.map((i) => i.price_range.minimum_price.final_price.value)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(body.category).toMatchObject({ name: 'Lääkkeet', breadcrumbs: [{ name: 'Lääkkeet' }] })
  })

  it('kaikki-tuotteet lists the whole catalogue', async () => {
    const body = await json(await shopFetch('/api/catalog/category?path=kaikki-tuotteet'))
    expect(body.total_count).toBe(11)
  })

  it('is a 404 for an unknown category and a 400 for a bad sort', async () => {
    expect((await shopFetch('/api/catalog/category?path=ei-ole')).status).toBe(404)
    expect((await shopFetch('/api/catalog/category?path=laakkeet&sort=random')).status).toBe(400)
  })
})

describe('GET /api/categorysearch', () => {
  it('finds categories by name, ignoring ä/a', async () => {
    const body = await json(await shopFetch('/api/categorysearch/kipulaak'))
    expect(body.items).toMatchObject([{ name: 'Kipulääkkeet', url_path: 'laakkeet/kipulaakkeet' }])
  })

  it('customerPrices answers only the logged-in customer, privately', async () => {
    expect((await shopFetch('/api/categorysearch/customerPrices')).status).toBe(401)
    const { jar } = await login(USERS.normal)
    const res = await shopFetch('/api/categorysearch/customerPrices', { jar })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await res.json()) as { customerPrices: { items: { product_no: string }[] } }
    expect(body.customerPrices.items.map((i) => i.product_no).sort()).toEqual(['HOI-1001', 'RUO-1002'])
  })

  it('keeps contract prices per customer: another customer never gets the cached entry', async () => {
    const first = await login(USERS.normal)
    await shopFetch('/api/categorysearch/customerPrices', { jar: first.jar })
    const other = await login(USERS.pharmacy)
    const body = (await (await shopFetch('/api/categorysearch/customerPrices', { jar: other.jar })).json()) as {
      customerPrices: { items: { product_no: string }[] }
    }
    expect(body.customerPrices.items.map((i) => i.product_no)).toEqual(['LAA-1001'])
  })
})

describe('catalogue pages', () => {
  it('/product without a slug goes to all products', async () => {
    const res = await pageFetch('/product')
    expect([301, 302, 307]).toContain(res.status)
    expect(res.headers.get('Location')).toContain('/category/kaikki-tuotteet')
    // The first page request of the file loads the SSR bundle into the isolate: slow when cold.
  }, 60_000)

  it('loads the images of the first screen at once: the product image first, the top row of a category', async () => {
    const product = await (await pageFetch('/product/doksisykliini-100-mg-vet')).text()
    expect(product).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*alt="Doksisykliini"|<img[^>]*alt="Doksisykliini"[^>]*fetchPriority="high"/i,
    )
    await env.DB.batch(
      [11, 12, 13].map((id) =>
        env.DB.prepare(
          `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
           VALUES (?, ?, ?, ?, '', '1 kpl', '/media/x.png', 'x', 100, 100, 'other', 1, ?)`,
        ).bind(id, `HOI-30${id}`, `Taitos ${id}`, `taitos-${id}`, id),
      ),
    )
    await env.DB.batch(
      [11, 12, 13].map((id) =>
        env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, 21, ?)').bind(
          id,
          id,
        ),
      ),
    )
    const category = await (await pageFetch('/category/hoitotarvikkeet')).text()
    const grid = category.slice(category.indexOf('data-testid="product-grid"'))
    const loading = [...grid.matchAll(/<img[^>]*loading="(\w+)"/g)].map((m) => m[1])
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy'])
  })

  it('an unknown product is a real 404', async () => {
    expect((await pageFetch('/product/ei-ole-olemassa')).status).toBe(404)
  })

  it('a guest sees the product but no price, and a login prompt', async () => {
    const html = await (await pageFetch('/product/doksisykliini-100-mg-vet')).text()
    expect(html).toContain('Doksisykliini 100 mg vet')
    expect(html).toContain('Kirjaudu nähdäksesi hinnat')
    expect(html).not.toContain('17,90')
  })

  it('a customer gets the contract price streamed into the page', async () => {
    const { jar } = await login(USERS.normal)
    const html = await (await pageFetch('/product/sideharso-10-cm', { jar })).text()
    expect(html).toContain('Sideharso 10 cm x 4 m')
    expect(html).toContain('8,90')
    expect(html).toContain('Sopimustuote')
  })
})

const skus = (body: Record<string, unknown>) => (body.items as { sku: string }[]).map((i) => i.sku)

describe('GET /api/catalog/category: paging and sorting', () => {
  const addProducts = async (n: number) => {
    const stmts = []
    for (let i = 1; i <= n; i++) {
      const id = 100 + i
      const sku = `HOI-9${String(i).padStart(3, '0')}`
      stmts.push(
        env.DB.prepare(
          `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
           VALUES (?, ?, ?, ?, '', '1 kpl', '/media/x.png', 'x', ?, ?, 'other', 1, ?)`,
        ).bind(id, sku, `Taitos ${String(i).padStart(2, '0')}`, `taitos-${i}`, 100 * i, 100 * i, 10 + i),
        env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, 21, ?)').bind(
          id,
          10 + i,
        ),
      )
    }
    await env.DB.batch(stmts)
  }
  const page = async (query: string, jar?: CookieJar) =>
    json(await shopFetch(`/api/catalog/category?path=hoitotarvikkeet&pageSize=24&${query}`, { jar }))

  it('page 2 has the next items with no overlap', async () => {
    await addProducts(30)
    const first = await page('page=1')
    const second = await page('page=2')
    expect(first.total_count).toBe(35)
    expect(second.total_count).toBe(35)
    expect(skus(first)).toHaveLength(24)
    expect(skus(second)).toHaveLength(11)
    const all = [...skus(first), ...skus(second)]
    expect(new Set(all).size).toBe(35)
    const everything = await json(await shopFetch('/api/catalog/category?path=hoitotarvikkeet&pageSize=48'))
    expect(skus(everything)).toEqual(all)
    // Past the last page: the last page, saying so (catalog.paging.test.ts covers every clamp).
    const past = await page('page=3')
    expect([past.page, past.total_count]).toEqual([2, 35])
    expect(skus(past)).toEqual(skus(second))
  })

  it('sorts by name and by price, both directions, across pages', async () => {
    await addProducts(30)
    // Prices only reach a customer (spec §1, §6): the price sort is read with a session. It orders
    // by the price the customer pays (docs/decisions/063-search-paging-and-sort.md); this customer
    // has no contract price in this category, so that is the list price (catalog.sort.test.ts has contracts).
    const { jar } = await login(USERS.pharmacy)
    const names = async (sort: string) => {
      const a = await page(`sort=${sort}&page=1`, jar)
      const b = await page(`sort=${sort}&page=2`, jar)
      return [...(a.items as { name: string }[]), ...(b.items as { name: string }[])]
    }
    const collator = new Intl.Collator('fi', { sensitivity: 'base' })
    const asc = (await names('name_asc')).map((i) => i.name)
    expect(asc).toHaveLength(35)
    expect(asc).toEqual([...asc].sort(collator.compare))
    expect(asc[0]).toBe('Haavanpuhdistusliuos 500 ml')
    const desc = (await names('name_desc')).map((i) => i.name)
    expect(desc).toEqual([...asc].reverse())

    type Priced = { price_range: { minimum_price: { final_price: { value: number } } } }
    const price = (i: Priced) => i.price_range.minimum_price.final_price.value
    const up = ((await names('price_asc')) as unknown as Priced[]).map(price)
    expect(up).toHaveLength(35)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    expect(up[0]).toBe(0.25) // HOI-2003, a single needle sold by ten (seed/test.sql)
    const down = ((await names('price_desc')) as unknown as Priced[]).map(price)
    expect(down).toEqual([...up].sort((a, b) => b - a))
    expect(down[0]).toBe(30)
  })
})

describe('GET /api/catalog/new', () => {
  const today = new Date()
  const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10)
  const setNew = (sku: string, from: string | null, to: string | null) =>
    env.DB.prepare('UPDATE products SET new_from_date = ?, new_to_date = ? WHERE sku = ?').bind(from, to, sku)

  it('lists products whose new window contains today, newest first, limited', async () => {
    await env.DB.batch([
      setNew('LAA-1001', daysAgo(2), null),
      setNew('LAA-1002', daysAgo(10), daysAgo(-5)),
      setNew('HOI-1001', daysAgo(40), null), // from-date only, window over
      setNew('HOI-1002', daysAgo(20), daysAgo(1)), // ended yesterday
      setNew('HOI-2001', daysAgo(-3), null), // starts in the future
      setNew('RUO-1001', daysAgo(29), null), // last day of the 30-day window
      setNew('RUO-1002', daysAgo(0), daysAgo(0)),
    ])
    const res = await shopFetch('/api/catalog/new')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toContain('public')
    const body = await json(res)
    expect(skus(body)).toEqual(['RUO-1002', 'LAA-1001', 'LAA-1002', 'RUO-1001'])
    expect(body.total_count).toBe(4)
    const limited = await json(await shopFetch('/api/catalog/new?limit=2'))
    expect(skus(limited)).toEqual(['RUO-1002', 'LAA-1001'])
  })

  it('is empty when nothing is new and rejects a bad limit', async () => {
    expect(await json(await shopFetch('/api/catalog/new'))).toEqual({ items: [], total_count: 0 })
    expect((await shopFetch('/api/catalog/new?limit=0')).status).toBe(400)
    expect((await shopFetch('/api/catalog/new?limit=25')).status).toBe(400)
    expect((await shopFetch('/api/catalog/new?limit=x')).status).toBe(400)
  })
})

describe('home page: new products row', () => {
  it('shows "Uutuudet" with the new products to a customer, with their contract price, and not to a guest', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await env.DB.prepare("UPDATE products SET new_from_date = ? WHERE sku IN ('HOI-1001', 'LAA-1002')")
      .bind(today)
      .run()
    const { jar } = await login(USERS.normal)
    const html = await (await pageFetch('/', { jar })).text()
    expect(html).toContain('Uutuudet')
    expect(html).toContain('Sideharso 10 cm x 4 m')
    expect(html).toContain('Doksisykliini 100 mg vet')
    expect(html).toContain('8,90')
    const guest = await (await pageFetch('/')).text()
    expect(guest).not.toContain('Uutuudet')
    expect(guest).not.toContain('Sideharso 10 cm x 4 m')
  }, 60_000)
})
