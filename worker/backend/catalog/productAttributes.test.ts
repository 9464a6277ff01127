import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDemoCatalogue } from '../../test/demoCatalogue'
import { shopFetch } from '../../test/helpers'

/**
 * The attributes buyers filter by are product data of the listing (docs/decisions/064-product-attributes.md):
 * the demo seed writes them from its catalogue definitions, and product detail carries them
 * through the upstream contract to the storefront.
 */

interface AttributeRow {
  product_id: number
  name: string
  url_key: string
  url_path: string
  attribute: string
  value: string
}

/** Every listing (a product without a parent) in the categories under `prefix`, with its attributes. */
async function listingsUnder(prefix: string) {
  const { results } = await env.DB.prepare(
    `SELECT p.id AS product_id, p.name, p.url_key, c.url_path, a.attribute, a.value
     FROM products p
     JOIN product_categories pc ON pc.product_id = p.id
     JOIN categories c ON c.id = pc.category_id
     LEFT JOIN product_attributes a ON a.product_id = p.id
     WHERE p.parent_id IS NULL AND (c.url_path = ?1 OR c.url_path LIKE ?1 || '/%')
     ORDER BY p.id, a.attribute, a.position`,
  )
    .bind(prefix)
    .all<AttributeRow>()
  const listings = new Map<number, { name: string; urlKey: string; path: string; attrs: Map<string, string[]> }>()
  for (const row of results) {
    const listing = listings.get(row.product_id) ?? {
      name: row.name,
      urlKey: row.url_key,
      path: row.url_path,
      attrs: new Map<string, string[]>(),
    }
    if (row.attribute) listing.attrs.set(row.attribute, [...(listing.attrs.get(row.attribute) ?? []), row.value])
    listings.set(row.product_id, listing)
  }
  return [...listings.values()]
}

describe('product attributes of the demo catalogue', () => {
  // worker/test/setup.ts empties the database before each test: load the demo catalogue after it.
  beforeEach(async () => {
    await loadDemoCatalogue()
  })

  it('gives every examination and surgical glove a size, a material and whether it is powder-free and sterile', async () => {
    const gloves = (await listingsUnder('hoitotarvikkeet/kasineet')).filter(
      (g) => !g.name.startsWith('Peräsuolitutkimuskäsine'),
    )
    expect(gloves.length).toBeGreaterThan(50)
    for (const glove of gloves) {
      expect(glove.attrs.get('size'), glove.name).toBeDefined()
      expect(glove.attrs.get('material'), glove.name).toHaveLength(1)
      expect(glove.attrs.get('sterile'), glove.name).toEqual([
        glove.path.endsWith('kirurgiset-kasineet') ? 'yes' : 'no',
      ])
    }
    const nitrile = gloves.filter((g) => g.path.endsWith('nitriilikasineet'))
    expect(nitrile.length).toBeGreaterThan(10)
    for (const glove of nitrile) {
      expect(glove.attrs.get('material'), glove.name).toEqual(['nitriili'])
      expect(glove.attrs.get('powder_free'), glove.name).toEqual(['yes'])
      for (const size of glove.attrs.get('size') ?? []) expect(['XS', 'S', 'M', 'L', 'XL']).toContain(size)
    }
    const powdered = gloves.filter((g) => g.name.includes('kevyesti puuteroitu'))
    expect(powdered.length).toBeGreaterThan(0)
    for (const glove of powdered) expect(glove.attrs.get('powder_free'), glove.name).toEqual(['no'])
  })

  it('gives a configurable glove the sizes of all its variants, and variants no rows of their own', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.id, group_concat(v.variant_value, ',') AS sizes FROM products p
       JOIN products v ON v.parent_id = p.id
       WHERE p.type = 'configurable' AND v.variant_attribute = 'Koko' AND p.name LIKE 'Nitriilikäsine%'
       GROUP BY p.id LIMIT 5`,
    ).all<{ id: number; sizes: string }>()
    expect(results.length).toBeGreaterThan(0)
    for (const parent of results) {
      const sizes = await env.DB.prepare(
        `SELECT value FROM product_attributes WHERE product_id = ? AND attribute = 'size' ORDER BY position`,
      )
        .bind(parent.id)
        .all<{ value: string }>()
      expect(sizes.results.map((r) => r.value)).toEqual(parent.sizes.split(','))
    }
    const onVariants = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM product_attributes a JOIN products p ON p.id = a.product_id WHERE p.parent_id IS NOT NULL`,
    ).first<{ n: number }>()
    expect(onVariants?.n).toBe(0)
  })

  it('gives needles and cannulas a gauge, sterile', async () => {
    const sharp = [
      ...(await listingsUnder('hoitotarvikkeet/injektiotarvikkeet/neulat')),
      ...(await listingsUnder('hoitotarvikkeet/infuusio-ja-kanyylit/kanyylit')),
    ].filter((p) => !p.name.startsWith('Kanyylin suojasidos'))
    expect(sharp.length).toBeGreaterThan(50)
    for (const p of sharp) {
      expect(
        p.attrs.get('size')?.some((s) => /^\d{2}G$/.test(s)),
        p.name,
      ).toBe(true)
      if (!p.name.startsWith('Monikäyttöneula')) expect(p.attrs.get('sterile'), p.name).toEqual(['yes'])
    }
  })

  it('gives syringes their volume in ml and dressings their size in cm', async () => {
    for (const p of await listingsUnder('hoitotarvikkeet/injektiotarvikkeet/ruiskut')) {
      expect(
        p.attrs.get('size')?.some((s) => / ml$/.test(s)),
        p.name,
      ).toBe(true)
    }
    for (const p of await listingsUnder('hoitotarvikkeet/sidetarvikkeet')) {
      expect(
        p.attrs.get('size')?.some((s) => / cm$/.test(s)),
        p.name,
      ).toBe(true)
    }
  })

  it('names the animals a vaccine is for', async () => {
    const expected: Record<string, string> = {
      'koiran-rokotteet': 'koira',
      'kissan-rokotteet': 'kissa',
      'hevosen-rokotteet': 'hevonen',
    }
    const vaccines = await listingsUnder('laakkeet/rokotteet')
    expect(vaccines.length).toBeGreaterThan(20)
    for (const v of vaccines) {
      const leaf = v.path.split('/').pop() ?? ''
      expect(v.attrs.get('animal'), v.name).toEqual([expected[leaf]])
    }
  })

  it('says sterile or non-sterile wherever a supply is sold as one, and names a manufacturer and pack size', async () => {
    const supplies = await listingsUnder('hoitotarvikkeet')
    for (const p of supplies) {
      if (/\bepästeriili\b/.test(p.name)) expect(p.attrs.get('sterile'), p.name).toEqual(['no'])
      else if (/\bsteriili\b/.test(p.name)) expect(p.attrs.get('sterile'), p.name).toEqual(['yes'])
      expect(p.attrs.get('manufacturer'), p.name).toHaveLength(1)
    }
    const counted = supplies.filter((p) => p.attrs.has('pack_size'))
    expect(counted.length / supplies.length).toBeGreaterThan(0.9)
  })

  it('carries the attributes on product detail, through the upstream contract', async () => {
    const [glove] = (await listingsUnder('hoitotarvikkeet/kasineet/nitriilikasineet')).filter((g) => g.attrs.size > 0)
    expect(glove).toBeDefined()
    const res = await shopFetch(`/api/catalog/productdetails/${glove!.urlKey}`)
    expect(res.status).toBe(200)
    const { product } = (await res.json()) as { product: { attributes?: { code: string; values: string[] }[] } }
    const byCode = new Map((product.attributes ?? []).map((a) => [a.code, a.values]))
    expect(byCode.get('material')).toEqual(['nitriili'])
    expect(byCode.get('size')).toEqual(glove!.attrs.get('size'))
    expect(byCode.get('powder_free')).toEqual(['yes'])
    expect(byCode.get('sterile')).toEqual(['no'])
    expect(byCode.get('manufacturer')).toHaveLength(1)
    expect(byCode.get('pack_size')?.[0]).toMatch(/^\d+ kpl$/)
  })
})
