import { env } from 'cloudflare:workers'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { describe, expect, it } from 'vitest'
import { pageFetch, shopFetch } from '../test/helpers'

// issue: paging parameters out of range are clamped, in /api and on the category page alike:
// page < 1 is page 1, a page past the last one is the last page (the answer says which), a page
// size outside the allowed range is the nearest allowed size, and text that is no number at
// all is the default.

interface Listing {
  items: { sku: string; name: string }[]
  total_count: number
  page: number
  page_size: number
}

const listing = async (query: string): Promise<Listing> => {
  const res = await shopFetch(`/api/catalog/category?${query}`)
  expect(res.status, query).toBe(200)
  return (await res.json()) as Listing
}
const skus = (body: { items: { sku: string }[] }) => body.items.map((i) => i.sku)

/** 30 more products in Hoitotarvikkeet > Haavanhoito, so the whole catalogue has two pages of 24 or more. */
async function addProducts(): Promise<void> {
  const stmts = []
  for (let i = 1; i <= 30; i++) {
    const id = 300 + i
    stmts.push(
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
         VALUES (?, ?, ?, ?, '', '10 kpl', '/media/x.png', 'x', 500, 500, 'other', 1, 100)`,
      ).bind(id, `HOI-8${String(i).padStart(3, '0')}`, `Haavataitos ${String(i).padStart(2, '0')}`, `haavataitos-${i}`),
      env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, 21, ?)').bind(
        id,
        100 + i,
      ),
    )
  }
  await env.DB.batch(stmts)
  await rebuildSearchIndex(env.DB)
}

describe('GET /api/catalog/category clamps paging', () => {
  it('a page past the last one answers the last page and says so', async () => {
    await addProducts()
    const first = await listing('path=kaikki-tuotteet&pageSize=24')
    const last = Math.ceil(first.total_count / 24)
    expect(last).toBeGreaterThanOrEqual(2)
    const lastPage = await listing(`path=kaikki-tuotteet&pageSize=24&page=${last}`)
    for (const page of [last + 1, 99999, 1_000_000, '99999999999999999999']) {
      const past = await listing(`path=kaikki-tuotteet&pageSize=24&page=${page}`)
      expect([past.page, past.total_count], String(page)).toEqual([last, first.total_count])
      expect(skus(past)).toEqual(skus(lastPage))
    }
    // The same inside a category.
    const category = await listing('path=hoitotarvikkeet&pageSize=24&page=500')
    expect(category.page).toBe(Math.ceil(category.total_count / 24))
    expect(category.items.length).toBeGreaterThan(0)
  })

  it('page 0, a negative page and a page that is no number are page 1', async () => {
    await addProducts()
    const first = await listing('path=kaikki-tuotteet&page=1')
    for (const page of ['0', '-3', 'abc', '', '1.5']) {
      const clamped = await listing(`path=kaikki-tuotteet&page=${page}`)
      expect(clamped.page, page).toBe(1)
      expect(skus(clamped)).toEqual(skus(first))
    }
  })

  it('a page size outside the allowed sizes is the smallest allowed size that holds it', async () => {
    await addProducts()
    const sizes = await Promise.all(
      ['1', '24', '30', '48', '50', '500', '-1', 'abc'].map(async (size) => {
        const body = await listing(`path=kaikki-tuotteet&pageSize=${size}`)
        expect(body.items.length).toBe(Math.min(body.page_size, body.total_count))
        return body.page_size
      }),
    )
    expect(sizes).toEqual([24, 24, 48, 48, 96, 96, 24, 24])
  })

  it('an empty category is page 1 of nothing, whatever page is asked', async () => {
    await env.DB.prepare('DELETE FROM product_categories WHERE category_id = 22').run()
    const body = await listing('path=hoitotarvikkeet/ruiskut-ja-neulat&page=7')
    expect(body).toMatchObject({ items: [], total_count: 0, page: 1 })
  })

  it('still refuses what is not paging: an unknown sort or path is a 400, an unknown category a 404', async () => {
    expect((await shopFetch('/api/catalog/category?path=kaikki-tuotteet&sort=random')).status).toBe(400)
    expect((await shopFetch('/api/catalog/category?path=Ei%20Ole')).status).toBe(400)
    expect((await shopFetch('/api/catalog/category?path=ei-ole&page=-1')).status).toBe(404)
  })
})

describe('GET /api/catalog/productsearch clamps paging', () => {
  const search = async (query: string) => {
    const res = await shopFetch(`/api/catalog/productsearch?q=haavataitos&${query}`)
    expect(res.status, query).toBe(200)
    return (await res.json()) as Listing
  }

  it('clamps the page size into 1..48 and the page into 1..last', async () => {
    await addProducts()
    expect((await search('pageSize=500')).page_size).toBe(48)
    expect((await search('pageSize=500')).items).toHaveLength(30)
    expect((await search('pageSize=0')).items).toHaveLength(1)
    expect((await search('pageSize=-8')).page_size).toBe(1)
    expect((await search('pageSize=abc')).page_size).toBe(8)
    const first = await search('pageSize=8&page=1')
    expect([first.page, first.total_count]).toEqual([1, 30])
    for (const page of ['0', '-2', 'x']) {
      const clamped = await search(`pageSize=8&page=${page}`)
      expect([clamped.page, skus(clamped)], page).toEqual([1, skus(first)])
    }
    const last = await search('pageSize=8&page=4')
    expect(last.items).toHaveLength(6)
    const past = await search('pageSize=8&page=99999')
    expect([past.page, past.total_count, skus(past)]).toEqual([4, 30, skus(last)])
  })
})

// The rendered category page follows the API: it shows the page the API answered.
describe('the category page clamps its ?page', { timeout: 60_000 }, () => {
  it('?page=99999 renders the last page with 200, its products and a pagination that marks the last page', async () => {
    await addProducts()
    const { total_count } = await listing('path=kaikki-tuotteet&pageSize=24')
    const last = Math.ceil(total_count / 24)
    const lastPage = await listing(`path=kaikki-tuotteet&pageSize=24&page=${last}`)
    const firstPage = await listing('path=kaikki-tuotteet&pageSize=24&page=1')

    const res = await pageFetch('/category/kaikki-tuotteet?page=99999')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`Sivu ${last} / ${last}`)
    expect(html).not.toContain('Sivu 99999')
    for (const item of lastPage.items) expect(html).toContain(item.name)
    for (const item of firstPage.items) expect(html).not.toContain(`>${item.name}<`)
    // Only a way back: the previous page, no next page.
    const prev = html.match(/<a [^>]*rel="prev"[^>]*>/)?.[0]
    // Page 1 has one address, without ?page (app/ui/Pager.tsx pageHref).
    expect(prev).toContain(`href="/category/kaikki-tuotteet${last - 1 === 1 ? '"' : `?page=${last - 1}`}`)
    expect(html).not.toContain('rel="next"')
    expect(html).toContain(`<link rel="canonical" href="/category/kaikki-tuotteet?page=${last}"`)
  })

  it('?page=0, a negative page and ?page=abc redirect to page 1, which renders', async () => {
    await addProducts()
    const firstPage = await listing('path=kaikki-tuotteet&pageSize=24&page=1')
    for (const page of ['0', '-4', 'abc']) {
      // The router rewrites a search it had to correct, so the address bar shows the page shown.
      const res = await pageFetch(`/category/kaikki-tuotteet?page=${page}`)
      expect([res.status, res.headers.get('location')], page).toEqual([307, '/category/kaikki-tuotteet?page=1'])
    }
    const res = await pageFetch('/category/kaikki-tuotteet?page=1')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Sivu 1 / ')
    expect(html).toContain(firstPage.items[0]!.name)
    expect(html).toContain('<link rel="canonical" href="/category/kaikki-tuotteet"')
  })
})
