import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { login, pageFetch, shopFetch, USERS, type CookieJar } from '../test/helpers'

// spec §1 denyMedListing: a restricted customer sees no drug categories anywhere: not in the
// top menu (customer.test.ts), nor in category search, a category page's subcategories, or by
// opening a drug category directly. The test seed's drug categories: Lääkkeet with all of its
// children, and Ruokinta > Lääkerehut. The edge cache holds one entry per audience, so a
// guest, a customer and a restricted customer asking in any order each get their own view.

interface Named {
  name: string
}

const categorySearch = async (query: string, jar?: CookieJar): Promise<string[]> => {
  const res = await shopFetch(`/api/categorysearch/${encodeURIComponent(query)}`, { jar })
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: Named[] }).items.map((c) => c.name)
}

const subcategories = async (path: string, jar?: CookieJar): Promise<string[]> => {
  const res = await shopFetch(`/api/catalog/category?path=${path}`, { jar })
  expect(res.status).toBe(200)
  return ((await res.json()) as { category: { children: Named[] } }).category.children.map((c) => c.name)
}

const DRUG_CATEGORIES = ['Lääkkeet', 'Mikrobilääkkeet', 'Kipulääkkeet', 'Antibiootit', 'Lääkerehut']

describe('denyMedListing: no drug categories in category search or subcategories', () => {
  it('category search finds drug categories for a guest and a customer, none for a restricted customer', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    const { jar: normal } = await login(USERS.normal)
    // Restricted first, so a shared cache entry would leak the pruned list to the others.
    expect(await categorySearch('lääk', restricted)).toEqual([])
    expect(await categorySearch('lääk')).toEqual(['Lääkkeet', 'Mikrobilääkkeet', 'Kipulääkkeet', 'Lääkerehut'])
    expect(await categorySearch('lääk', normal)).toEqual(['Lääkkeet', 'Mikrobilääkkeet', 'Kipulääkkeet', 'Lääkerehut'])
    // And after the others filled the cache, the restricted customer still gets the pruned view.
    expect(await categorySearch('lääk', restricted)).toEqual([])
    expect(await categorySearch('ruokinta', restricted)).toEqual(['Ruokinta', 'Erikoisruokinta'])
    expect(await categorySearch('antibiootit', restricted)).toEqual([])
  })

  it('subcategory lists leave drug categories out for a restricted customer only', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    expect(await subcategories('kaikki-tuotteet', restricted)).toEqual(['Hoitotarvikkeet', 'Ruokinta'])
    expect(await subcategories('ruokinta', restricted)).toEqual(['Erikoisruokinta'])
    expect(await subcategories('kaikki-tuotteet')).toEqual(['Lääkkeet', 'Hoitotarvikkeet', 'Ruokinta'])
    expect(await subcategories('ruokinta')).toEqual(['Erikoisruokinta', 'Lääkerehut'])
    const { jar: normal } = await login(USERS.normal)
    expect(await subcategories('ruokinta', normal)).toEqual(['Erikoisruokinta', 'Lääkerehut'])
  })

  it('a drug category opened directly does not exist for a restricted customer: 404 in /api and as a page', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    for (const path of ['laakkeet', 'laakkeet/mikrobilaakkeet/antibiootit', 'ruokinta/laakerehut']) {
      expect((await shopFetch(`/api/catalog/category?path=${path}`, { jar: restricted })).status, path).toBe(404)
      expect((await shopFetch(`/api/catalog/category?path=${path}`)).status, path).toBe(200)
    }
    const page = await pageFetch('/category/laakkeet', { jar: restricted })
    expect(page.status).toBe(404)
    const html = await page.text()
    for (const name of DRUG_CATEGORIES) expect(html).not.toContain(`>${name}<`)
  })

  it('the rendered category page of a restricted customer names no drug category', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    const html = await (await pageFetch('/category/kaikki-tuotteet', { jar: restricted })).text()
    expect(html).toContain('>Hoitotarvikkeet<')
    for (const name of DRUG_CATEGORIES) expect(html, name).not.toContain(`>${name}<`)
  })

  it('answers a session privately and a guest publicly, varying by cookie', async () => {
    const { jar } = await login(USERS.normal)
    for (const path of ['/api/catalog/category?path=ruokinta', '/api/categorysearch/ruokinta']) {
      expect((await shopFetch(path, { jar })).headers.get('cache-control'), path).toBe('private, no-store')
      const guest = await shopFetch(path)
      expect(guest.headers.get('cache-control'), path).toMatch(/^public/)
      expect(guest.headers.get('vary') ?? '', path).toMatch(/cookie/i)
    }
  })
})

describe('unknown categories', () => {
  it('an unknown category page is a real 404 page, for a guest and a customer', async () => {
    const guest = await pageFetch('/category/ei-tallaista-kategoriaa')
    expect(guest.status).toBe(404)
    expect(await guest.text()).toContain('<title>')
    const { jar } = await login(USERS.normal)
    expect((await pageFetch('/category/hoitotarvikkeet/ei-ole', { jar })).status).toBe(404)
  })
})

// spec §1 denyMedListing, docs/decisions/012-restricted-medicines-and-guest-prices.md: a restricted customer cannot reach drug products at all.
// The test seed's drug products: LAA-1001, LAA-1002, LAA-2001 (Lääkkeet) and RUO-2001
// (Ruokinta > Lääkerehut), all of VAT class medicine.
const DRUG_SKUS = ['LAA-1001', 'LAA-1002', 'LAA-2001', 'RUO-2001']

const skusOf = async (res: Response): Promise<string[]> => {
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: { sku: string }[] }).items.map((i) => i.sku)
}
const search = (q: string, jar?: CookieJar) =>
  shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}&pageSize=48`, { jar }).then(skusOf)

describe('denyMedListing: no drug products in search, listings or product pages', () => {
  it('product search finds no drug product for a restricted customer, in any order of askers', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    const { jar: normal } = await login(USERS.normal)
    // "vet" (≤ 4 letters, from the edge cache) and longer queries (from the database) alike.
    for (const q of ['vet', 'amoks', 'lääkerehu', 'LAA-1001', 'laa']) {
      expect(await search(q, restricted), q).toEqual([])
    }
    expect(await search('vet')).toEqual(['LAA-1001', 'LAA-1002'])
    expect(await search('vet', normal)).toEqual(['LAA-1001', 'LAA-1002'])
    expect(await search('vet', restricted)).toEqual([])
    expect(await search('kissalle', restricted)).toEqual(['RUO-1001'])
    const page = (await (await shopFetch('/api/catalog/productsearch?q=amoks', { jar: restricted })).json()) as {
      total_count: number
    }
    expect(page.total_count).toBe(0)
  })

  it('category listings and their counts leave drug products out, also under a visible category', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    const listing = async (path: string, jar?: CookieJar) => {
      const res = await shopFetch(`/api/catalog/category?path=${path}&pageSize=48`, { jar })
      expect(res.status, path).toBe(200)
      return (await res.json()) as { items: { sku: string }[]; total_count: number }
    }
    const all = await listing('kaikki-tuotteet', restricted)
    expect(all.total_count).toBe(7)
    expect(all.items.map((i) => i.sku).filter((s) => DRUG_SKUS.includes(s))).toEqual([])
    const feeding = await listing('ruokinta', restricted)
    expect(feeding.items.map((i) => i.sku).sort()).toEqual(['RUO-1001', 'RUO-1002'])
    expect(feeding.total_count).toBe(2)
    // The same listings for a guest and a customer keep them (their own cache entries).
    expect((await listing('kaikki-tuotteet')).total_count).toBe(11)
    const { jar: normal } = await login(USERS.normal)
    expect((await listing('ruokinta', normal)).items.map((i) => i.sku)).toContain('RUO-2001')
    expect((await listing('kaikki-tuotteet', restricted)).total_count).toBe(7)
  })

  it('the new products row leaves drug products out for a restricted customer', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await env.DB.prepare("UPDATE products SET new_from_date = ? WHERE sku IN ('LAA-1001', 'HOI-1001')")
      .bind(today)
      .run()
    const { jar: normal } = await login(USERS.normal)
    expect((await skusOf(await shopFetch('/api/catalog/new', { jar: normal }))).sort()).toEqual([
      'HOI-1001',
      'LAA-1001',
    ])
    const { jar: restricted } = await login(USERS.restricted)
    expect(await skusOf(await shopFetch('/api/catalog/new', { jar: restricted }))).toEqual(['HOI-1001'])
  })

  it("a drug product's details are a 404 for a restricted customer, in /api and as a page", async () => {
    const { jar: normal } = await login(USERS.normal)
    const { jar: restricted } = await login(USERS.restricted)
    for (const slug of ['amoksisilliini-250-mg-vet', 'laakerehu-sioille-25-kg']) {
      // A customer asks first: a shared entry would hand it to the restricted customer.
      expect((await shopFetch(`/api/catalog/productdetails/${slug}`, { jar: normal })).status, slug).toBe(200)
      const res = await shopFetch(`/api/catalog/productdetails/${slug}`, { jar: restricted })
      expect(res.status, slug).toBe(404)
      expect(await res.json()).toMatchObject({ message: 'Tuotetta ei löytynyt.' })
      expect((await shopFetch(`/api/catalog/productdetails/${slug}`)).status, slug).toBe(200)
    }
    const page = await pageFetch('/product/amoksisilliini-250-mg-vet', { jar: restricted })
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('Amoksisilliini 250 mg vet')
    expect((await shopFetch('/api/catalog/productdetails/sideharso-10-cm', { jar: restricted })).status).toBe(200)
  })

  it('the rendered search results of a restricted customer name no drug product', async () => {
    const { jar: restricted } = await login(USERS.restricted)
    const html = await (await pageFetch('/searchresults?search=vet', { jar: restricted })).text()
    expect(html).not.toContain('Amoksisilliini')
    expect(html).not.toContain('Doksisykliini')
  })
})
