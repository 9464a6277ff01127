import { env } from 'cloudflare:workers'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { describe, expect, it } from 'vitest'
import { CookieJar, login, pageFetch, shopFetch, USERS } from '../test/helpers'

// spec §1 (prices need a login) and §6 (guests get no prices): a guest's catalogue answers carry
// no price field at all, from every endpoint, and the edge cache keeps the guest's shape apart
// from a customer's (docs/decisions/012-restricted-medicines-and-guest-prices.md). Each case lets a customer ask first, so an entry shared by
// both would hand the customer's prices to the guest.

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key)
      keysOf(inner, into)
    }
  }
  return into
}

const PRICE_KEYS = ['price_range', 'custom_price', 'minimum_price', 'final_price', 'regular_price', 'discount']

const catalogJson = async (path: string, jar?: CookieJar) => {
  const res = await shopFetch(path, { jar })
  expect(res.status, path).toBe(200)
  return { res, body: (await res.json()) as Record<string, unknown> }
}

/** A configurable product with two priced variants, and today's new products. */
async function addCatalogue() {
  const today = new Date().toISOString().slice(0, 10)
  const insert = (id: number, sku: string, type: string, parent: number | null, value: string | null) =>
    env.DB.prepare(
      `INSERT INTO products (id, sku, name, url_key, type, parent_id, variant_attribute, variant_value, description,
         pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', '100 kpl', '/media/x.png', 'x', 1500, 1290, 'other', 1, 1)`,
    ).bind(id, sku, `Tutkimuskäsine ${value ?? ''}`.trim(), sku.toLowerCase(), type, parent, value && 'Koko', value)
  await env.DB.batch([
    insert(50, 'HOI-5000', 'configurable', null, null),
    insert(51, 'HOI-5000-S', 'variant', 50, 'S'),
    insert(52, 'HOI-5000-M', 'variant', 50, 'M'),
    env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (50, 21, 9)'),
    env.DB.prepare("UPDATE products SET new_from_date = ? WHERE sku IN ('HOI-1001', 'HOI-5000')").bind(today),
  ])
  await rebuildSearchIndex(env.DB)
}

const ENDPOINTS = [
  '/api/catalog/productsearch?q=sideharso',
  '/api/catalog/productsearch?q=tutk',
  '/api/catalog/productsearch?q=tutkimus',
  '/api/catalog/productdetails/sideharso-10-cm',
  '/api/catalog/productdetails/hoi-5000',
  '/api/catalog/category?path=hoitotarvikkeet',
  '/api/catalog/category?path=kaikki-tuotteet&sort=name_desc',
  '/api/catalog/new',
  '/api/categorysearch/hoito',
]

describe('guests get no price fields from any catalogue endpoint', () => {
  it.each(ENDPOINTS)('%s: a customer asks first, then a guest gets no price field', async (path) => {
    await addCatalogue()
    const { jar } = await login(USERS.normal)
    const customer = await catalogJson(path, jar)
    if (!path.startsWith('/api/categorysearch')) expect(keysOf(customer.body)).toContain('price_range')
    const guest = await catalogJson(path)
    const keys = keysOf(guest.body)
    for (const key of PRICE_KEYS) expect(keys, `${path}: ${key}`).not.toContain(key)
    expect(guest.res.headers.get('cache-control')).toMatch(/^public/)
    expect(guest.res.headers.get('vary') ?? '').toMatch(/cookie/i)
    // And the customer, asking again after the guest, still gets the prices.
    const again = await catalogJson(path, jar)
    expect(again.body).toEqual(customer.body)
    expect(again.res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a guest gets the same products as a customer, only without prices', async () => {
    await addCatalogue()
    const { jar } = await login(USERS.normal)
    const strip = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, inner: unknown) => (PRICE_KEYS.includes(key) ? undefined : inner)))
    for (const path of ENDPOINTS) {
      const customer = await catalogJson(path, jar)
      const guest = await catalogJson(path)
      expect(guest.body, path).toEqual(strip(customer.body))
    }
  })

  it('a session the upstream no longer accepts reads the catalogue as a guest', async () => {
    const jar = new CookieJar({ session: 'x'.repeat(43) })
    const { body } = await catalogJson('/api/catalog/productdetails/sideharso-10-cm', jar)
    expect(keysOf(body)).not.toContain('price_range')
  })

  it('the pages a guest opens render without prices and without price data in the page', async () => {
    await addCatalogue()
    const { jar } = await login(USERS.normal)
    for (const path of [
      '/product/sideharso-10-cm',
      '/product/hoi-5000',
      '/category/hoitotarvikkeet',
      '/searchresults?search=sideharso',
    ]) {
      // The customer first, so the API's cache holds the priced shape when the guest comes.
      expect((await pageFetch(path, { jar })).status, path).toBe(200)
      const res = await pageFetch(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain('Kirjaudu nähdäksesi hinnat')
      for (const key of ['price_range', 'custom_price', 'minimum_price'])
        expect(html, `${path}: ${key}`).not.toContain(key)
      expect(html, path).not.toMatch(/9,90|12,90/)
    }
  }, 60_000)
})
