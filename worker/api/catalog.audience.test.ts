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
