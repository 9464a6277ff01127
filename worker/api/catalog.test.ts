import { describe, expect, it } from 'vitest'
import { login, pageFetch, shopFetch, USERS } from '../test/helpers'

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

  it('gives an empty list under 3 characters and rejects bad input with a 400', async () => {
    expect(await json(await shopFetch('/api/catalog/productsearch?q=am'))).toEqual({ items: [], total_count: 0 })
    expect((await shopFetch('/api/catalog/productsearch')).status).toBe(400)
    expect((await shopFetch('/api/catalog/productsearch?q=amoks&pageSize=500')).status).toBe(400)
    expect((await shopFetch('/api/catalog/productsearch?q=amoks&evil=1')).status).toBe(400)
  })

  it('treats FTS syntax as plain text', async () => {
    const res = await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent('"amoks* OR NEAR(')}`)
    expect(res.status).toBe(200)
  })
})

describe('GET /api/catalog/productdetails/{slug}', () => {
  it('returns the product with its price range and breadcrumbs', async () => {
    const body = await json(await shopFetch('/api/catalog/productdetails/doksisykliini-100-mg-vet'))
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
    const body = await json(await shopFetch('/api/catalog/category?path=laakkeet&sort=price_desc&pageSize=24'))
    const items = body.items as { price_range: { minimum_price: { final_price: { value: number } } } }[]
    expect(body.total_count).toBeGreaterThan(1)
    const prices = items.map((i) => i.price_range.minimum_price.final_price.value)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(body.category).toMatchObject({ name: 'Lääkkeet', breadcrumbs: [{ name: 'Lääkkeet' }] })
  })

  it('kaikki-tuotteet lists the whole catalogue', async () => {
    const body = await json(await shopFetch('/api/catalog/category?path=kaikki-tuotteet'))
    expect(body.total_count).toBe(10)
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
