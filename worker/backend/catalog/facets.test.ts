import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PRODUCT_ATTRIBUTE_CODES } from '../../../contract/productAttributes'
import type { ListingFacets } from '../../../contract/schemas/listingFacets'
import type { ListingFilters } from '../../../contract/schemas/listingFilters'
import { loadDemoCatalogue } from '../../test/demoCatalogue'
import { categoryListing } from './categories'
import { searchProducts } from './search'

/**
 * The facet counts of a listing (docs/decisions/069-facets-and-filters.md) against a brute-force
 * count: every listing of the demo catalogue read with plain queries, its flags decided here from
 * the catalogue's own rules (a medicine by VAT class or a drug category, cold chain by a
 * `rokotteet` category), and each facet counted in JavaScript the way a buyer reads it: a group's
 * values with every other chosen group holding.
 */

interface Listing {
  id: number
  sku: string
  inStock: boolean
  drug: boolean
  cold: boolean
  categoryIds: number[]
  attrs: Map<string, Set<string>>
  contract: boolean
}

interface Category {
  id: number
  parent_id: number | null
  url_path: string
  name: string
  include_in_menu: number
  category_has_drugs: number
}

const COMPANY = 1

async function readCatalogue(): Promise<{ listings: Listing[]; categories: Category[] }> {
  const [products, links, cats, attrs, variants, prices] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(`SELECT id, sku, in_stock, vat_class FROM products WHERE parent_id IS NULL AND type != 'variant'`),
    env.DB.prepare('SELECT product_id, category_id FROM product_categories'),
    env.DB.prepare('SELECT id, parent_id, url_path, name, include_in_menu, category_has_drugs FROM categories'),
    env.DB.prepare('SELECT product_id, attribute, value FROM product_attributes'),
    env.DB.prepare(`SELECT parent_id, sku FROM products WHERE parent_id IS NOT NULL`),
    env.DB.prepare('SELECT product_no FROM contract_prices WHERE company_id = ?').bind(COMPANY),
  ])
  const categories = cats!.results as unknown as Category[]
  const byId = new Map(categories.map((c) => [c.id, c]))
  const contractSkus = new Set(prices!.results.map((r) => String(r.product_no)))
  const variantSkus = new Map<number, string[]>()
  for (const row of variants!.results) {
    const parent = Number(row.parent_id)
    variantSkus.set(parent, [...(variantSkus.get(parent) ?? []), String(row.sku)])
  }
  const listings = new Map<number, Listing>()
  for (const row of products!.results) {
    const id = Number(row.id)
    const sku = String(row.sku)
    listings.set(id, {
      id,
      sku,
      inStock: row.in_stock === 1,
      drug: row.vat_class === 'medicine',
      cold: false,
      categoryIds: [],
      attrs: new Map(),
      contract: [sku, ...(variantSkus.get(id) ?? [])].some((s) => contractSkus.has(s)),
    })
  }
  for (const row of links!.results) {
    const listing = listings.get(Number(row.product_id))
    const category = byId.get(Number(row.category_id))
    if (!listing || !category) continue
    listing.categoryIds.push(category.id)
    if (category.category_has_drugs === 1) listing.drug = true
    if (`/${category.url_path}/`.includes('/rokotteet/')) listing.cold = true
  }
  for (const row of attrs!.results) {
    const listing = listings.get(Number(row.product_id))
    if (!listing) continue
    const values = listing.attrs.get(String(row.attribute)) ?? new Set<string>()
    values.add(String(row.value))
    listing.attrs.set(String(row.attribute), values)
  }
  return { listings: [...listings.values()], categories }
}

/** The ids of a category and every category below it (skipping drug categories when asked). */
function subtree(categories: Category[], root: number, withoutDrugs: boolean): Set<number> {
  const ids = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const c of categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id) && !(withoutDrugs && c.category_has_drugs)) {
        ids.add(c.id)
        grew = true
      }
    }
  }
  return ids
}

function passes(listing: Listing, filters: ListingFilters, except?: string): boolean {
  if (except !== 'stock' && filters.stock && !listing.inStock) return false
  if (except !== 'cold' && filters.cold && !listing.cold) return false
  if (except !== 'contract' && filters.contract && !listing.contract) return false
  if (except !== 'medicine' && filters.medicine && listing.drug !== (filters.medicine === 'yes')) return false
  for (const [code, values] of Object.entries(filters.attributes)) {
    if (except === code || !values) continue
    const has = listing.attrs.get(code)
    if (!has || !values.some((v) => has.has(v))) return false
  }
  return true
}

/** The facets a buyer should see, counted one listing at a time. */
function bruteForce(
  all: Listing[],
  categories: Category[],
  filters: ListingFilters,
  opts: { parent: number | null; withoutDrugs: boolean; contract: boolean },
) {
  const listings = all.filter((l) => !(opts.withoutDrugs && l.drug))
  const count = (except: string | undefined, test: (l: Listing) => boolean) =>
    listings.filter((l) => passes(l, filters, except) && test(l)).length
  const attributes: Record<string, Record<string, number>> = {}
  for (const code of PRODUCT_ATTRIBUTE_CODES) {
    const values = new Set(listings.flatMap((l) => [...(l.attrs.get(code) ?? [])]))
    for (const value of values) {
      const n = count(code, (l) => l.attrs.get(code)?.has(value) ?? false)
      if (n > 0) (attributes[code] ??= {})[value] = n
    }
  }
  const children = categories.filter(
    (c) => c.parent_id === opts.parent && c.include_in_menu === 1 && !(opts.withoutDrugs && c.category_has_drugs),
  )
  const categoryCounts: Record<string, number> = {}
  for (const child of children) {
    const ids = subtree(categories, child.id, opts.withoutDrugs)
    const n = count(undefined, (l) => l.categoryIds.some((id) => ids.has(id)))
    if (n > 0) categoryCounts[child.url_path] = n
  }
  return {
    total: count(undefined, () => true),
    in_stock: count('stock', (l) => l.inStock),
    cold_chain: count('cold', (l) => l.cold),
    medicine: opts.withoutDrugs
      ? undefined
      : { yes: count('medicine', (l) => l.drug), no: count('medicine', (l) => !l.drug) },
    contract: opts.contract ? count('contract', (l) => l.contract) : undefined,
    attributes,
    categories: categoryCounts,
  }
}

/** The answer's facets in the brute force's shape. */
function shapeOf(facets: ListingFacets | undefined, total: number) {
  expect(facets).toBeDefined()
  const f = facets!
  return {
    total,
    in_stock: f.in_stock,
    cold_chain: f.cold_chain,
    medicine: f.medicine,
    contract: f.contract,
    attributes: Object.fromEntries(
      f.attributes.map((a) => [a.code, Object.fromEntries(a.values.map((v) => [v.value, v.count]))]),
    ),
    categories: Object.fromEntries(f.categories.map((c) => [c.url_path, c.count])),
  }
}

/** Listings restricted to a category subtree (a category page, or a search's `category`). */
const inSubtree = (listings: Listing[], categories: Category[], path: string, withoutDrugs = false) => {
  const root = categories.find((c) => c.url_path === path)!
  const ids = subtree(categories, root.id, withoutDrugs)
  return listings.filter((l) => l.categoryIds.some((id) => ids.has(id)))
}

describe('facet counts against a brute-force count of the demo catalogue', () => {
  beforeEach(async () => {
    await loadDemoCatalogue()
    // The company's contract: every fifth listing, and one variant of a configurable glove.
    await env.DB.prepare(
      `INSERT INTO contract_prices (customer_id, company_id, product_no, special_price_cents, price_type)
       SELECT 1, ${COMPANY}, sku, 100, 4 FROM products WHERE parent_id IS NULL AND id % 5 = 0`,
    ).run()
    await env.DB.prepare(
      `INSERT OR IGNORE INTO contract_prices (customer_id, company_id, product_no, special_price_cents, price_type)
       SELECT 1, ${COMPANY}, sku, 100, 4 FROM products WHERE parent_id IS NOT NULL LIMIT 1`,
    ).run()
  })

  const view = { withoutDrugs: false, companyId: COMPANY }
  const gloves = 'hoitotarvikkeet/kasineet'

  it('counts a category page, unfiltered and with size, sterile and stock chosen, and lists exactly the filtered products', async () => {
    const { listings, categories } = await readCatalogue()
    const root = categories.find((c) => c.url_path === gloves)!
    const inCategory = inSubtree(listings, categories, gloves)
    for (const filters of [
      { attributes: {} },
      { stock: true, attributes: { size: ['M', 'L'], sterile: ['no'] } },
      { contract: true, attributes: { material: ['nitriili'] } },
    ] satisfies ListingFilters[]) {
      const answer = await categoryListing(
        env.DB,
        { path: gloves, page: 1, pageSize: 96, sort: 'name_asc', filters, facets: 'contract' },
        view,
      )
      const expected = bruteForce(inCategory, categories, filters, {
        parent: root.id,
        withoutDrugs: false,
        contract: true,
      })
      expect(expected.total, JSON.stringify(filters)).toBeGreaterThan(0)
      expect(shapeOf(answer!.facets, answer!.total_count)).toEqual(expected)
      // The page shows exactly the products the filters leave (96 holds them all here).
      const shown = new Set(answer!.items.map((p) => p.sku))
      const wanted = inCategory.filter((l) => passes(l, filters)).map((l) => l.sku)
      expect(shown).toEqual(new Set(wanted))
    }
  })

  it('counts the whole catalogue with medicine and cold chain chosen, and pages through all of it', async () => {
    const { listings, categories } = await readCatalogue()
    const filters: ListingFilters = { medicine: 'yes', cold: true, attributes: {} }
    const answer = await categoryListing(
      env.DB,
      { path: 'kaikki-tuotteet', page: 1, pageSize: 24, sort: 'position', filters, facets: '1' },
      view,
    )
    const expected = bruteForce(listings, categories, filters, { parent: null, withoutDrugs: false, contract: false })
    expect(expected.total).toBeGreaterThan(24)
    expect(shapeOf(answer!.facets, answer!.total_count)).toEqual(expected)
    const skus: string[] = []
    for (let page = 1; page <= Math.ceil(expected.total / 24); page++) {
      const next = await categoryListing(
        env.DB,
        { path: 'kaikki-tuotteet', page, pageSize: 24, sort: 'position', filters },
        view,
      )
      expect(next!.facets).toBeUndefined()
      skus.push(...next!.items.map((p) => p.sku))
    }
    expect(new Set(skus).size).toBe(skus.length)
    expect(new Set(skus)).toEqual(new Set(listings.filter((l) => passes(l, filters)).map((l) => l.sku)))
  })

  /** Every hit of a query, as the unfiltered search finds it: the brute force's universe. */
  const searchUniverse = async (listings: Listing[], query: string) => {
    const all = await searchProducts(env.DB, query, 1, 48, view, 'name_asc')
    const hits = new Set<string>()
    for (let page = 1; page <= Math.ceil(all.total_count / 48); page++)
      (await searchProducts(env.DB, query, page, 48, view, 'name_asc')).items.forEach((p) => hits.add(p.sku))
    return listings.filter((l) => hits.has(l.sku))
  }

  it('counts a search, within a chosen category too, and pages the filtered hits sorted by name', async () => {
    const { listings, categories } = await readCatalogue()
    const universe = await searchUniverse(listings, 'käsine')
    expect(universe.length).toBeGreaterThan(48)

    const filters: ListingFilters = { attributes: { size: ['S'], powder_free: ['yes'] } }
    const answer = await searchProducts(env.DB, 'käsine', 1, 24, view, 'relevance', { filters, facets: '1' })
    const expected = bruteForce(universe, categories, filters, { parent: null, withoutDrugs: false, contract: false })
    expect(shapeOf(answer.facets, answer.total_count)).toEqual(expected)

    const within: ListingFilters = { ...filters, category: gloves }
    const root = categories.find((c) => c.url_path === gloves)!
    const narrowed = await searchProducts(env.DB, 'käsine', 1, 24, view, 'name_asc', { filters: within, facets: '1' })
    const inGloves = inSubtree(universe, categories, gloves)
    expect(shapeOf(narrowed.facets, narrowed.total_count)).toEqual(
      bruteForce(inGloves, categories, filters, { parent: root.id, withoutDrugs: false, contract: false }),
    )
    const names = narrowed.items.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    for (const item of narrowed.items) expect(inGloves.some((l) => l.sku === item.sku && passes(l, filters))).toBe(true)
  })

  it('filters a search by stock, cold chain, medicine, contract and attribute as the brute force does', async () => {
    const { listings, categories } = await readCatalogue()
    const universe = await searchUniverse(listings, 'koira')
    expect(universe.length).toBeGreaterThan(100)
    for (const filters of [
      { cold: true, stock: true, attributes: {} },
      { medicine: 'no', contract: true, attributes: { animal: ['koira'] } },
      { medicine: 'yes', stock: true, attributes: { animal: ['koira', 'kissa'] } },
    ] satisfies ListingFilters[]) {
      // Counted exactly (a sample as large as the hits): the estimate has its own test below.
      const answer = await searchProducts(env.DB, 'koira', 1, 96, view, 'name_asc', {
        filters,
        facets: 'contract',
        facetSample: universe.length,
      })
      const expected = bruteForce(universe, categories, filters, { parent: null, withoutDrugs: false, contract: true })
      expect(expected.total, JSON.stringify(filters)).toBeGreaterThan(0)
      expect(shapeOf(answer.facets, answer.total_count), JSON.stringify(filters)).toEqual(expected)
      expect(answer.facets!.approximate).toBeUndefined()
      // The page lists only listings the filters leave, as many as a page holds.
      const wanted = new Set(universe.filter((l) => passes(l, filters)).map((l) => l.sku))
      expect(answer.items.length).toBe(Math.min(96, wanted.size))
      for (const item of answer.items) expect(wanted.has(item.sku)).toBe(true)
    }
  })

  it('estimates the counts of a search broader than the sample from an even sample, and says so', async () => {
    const { listings, categories } = await readCatalogue()
    const universe = await searchUniverse(listings, 'koira')
    const filters: ListingFilters = { stock: true, attributes: {} }
    const expected = bruteForce(universe, categories, filters, { parent: null, withoutDrugs: false, contract: false })
    // A sample as large as the hits counts them exactly.
    const exact = await searchProducts(env.DB, 'koira', 1, 24, view, 'relevance', {
      filters,
      facets: '1',
      facetSample: universe.length,
    })
    expect(shapeOf(exact.facets, exact.total_count)).toEqual(expected)
    expect(exact.facets!.approximate).toBeUndefined()
    // About 40 of the hits: the total stays exact, the counts are estimates near the true ones.
    const estimated = await searchProducts(env.DB, 'koira', 1, 24, view, 'relevance', {
      filters,
      facets: '1',
      facetSample: 40,
    })
    expect(estimated.facets!.approximate).toBe(true)
    expect(estimated.total_count).toBe(expected.total)
    const shape = shapeOf(estimated.facets, estimated.total_count)
    const near = (estimate: number, truth: number) => {
      expect(estimate).toBeGreaterThan(truth * 0.6)
      expect(estimate).toBeLessThan(truth * 1.4)
    }
    near(shape.in_stock, expected.in_stock)
    near(shape.medicine!.yes + shape.medicine!.no, expected.total)
    for (const [path, truth] of Object.entries(expected.categories))
      if (truth > universe.length / 4) near(shape.categories[path] ?? 0, truth)
    // The same query answers the same estimate: the sample is every k-th listing, not a random one.
    const again = await searchProducts(env.DB, 'koira', 1, 24, view, 'relevance', {
      filters,
      facets: '1',
      facetSample: 40,
    })
    expect(again.facets).toEqual(estimated.facets)
  })

  it('counts a configurable in stock on a category page and in search while any variant is', async () => {
    const configurable = await env.DB.prepare(
      `SELECT p.id, p.sku, p.name, c.url_path AS path FROM products p
       JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id
       WHERE (SELECT COUNT(*) FROM products v WHERE v.parent_id = p.id) >= 2 ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; sku: string; name: string; path: string }>()
    expect(configurable).not.toBeNull()
    const { id, sku, name, path } = configurable!
    const stock: ListingFilters = { stock: true, attributes: {} }
    const listed = async () => {
      const page = await categoryListing(
        env.DB,
        { path, page: 1, pageSize: 200, sort: 'position', filters: stock },
        view,
      )
      const found = await searchProducts(env.DB, name, 1, 48, view, 'relevance', { filters: stock })
      return [page!.items.some((p) => p.sku === sku), found.items.some((p) => p.sku === sku)]
    }
    // Every variant but one out of stock: still in stock, on both.
    await env.DB.prepare(
      'UPDATE products SET in_stock = 0 WHERE parent_id = ? AND id <> (SELECT MAX(id) FROM products WHERE parent_id = ?)',
    )
      .bind(id, id)
      .run()
    expect(await listed()).toEqual([true, true])
    // The last one too: out of stock, on both.
    await env.DB.prepare('UPDATE products SET in_stock = 0 WHERE parent_id = ?').bind(id).run()
    expect(await listed()).toEqual([false, false])
    await env.DB.prepare('UPDATE products SET in_stock = 1 WHERE parent_id = ?').bind(id).run()
    expect(await listed()).toEqual([true, true])
  })

  it('never shows a restricted customer a medicine facet, count or category', async () => {
    const { listings, categories } = await readCatalogue()
    const restricted = { withoutDrugs: true, companyId: COMPANY }
    const answer = await categoryListing(
      env.DB,
      {
        path: 'kaikki-tuotteet',
        page: 1,
        pageSize: 24,
        sort: 'position',
        filters: { medicine: 'yes', attributes: {} },
        facets: '1',
      },
      restricted,
    )
    expect(answer!.facets!.medicine).toBeUndefined()
    // Their medicine filter reads nothing: the view has left every medicine out already.
    const expected = bruteForce(
      listings,
      categories,
      { attributes: {} },
      { parent: null, withoutDrugs: true, contract: false },
    )
    expect(shapeOf(answer!.facets, answer!.total_count)).toEqual(expected)
    const drugCategories = categories.filter((c) => c.category_has_drugs === 1).map((c) => c.url_path)
    expect(drugCategories.length).toBeGreaterThan(0)
    for (const c of answer!.facets!.categories) expect(drugCategories).not.toContain(c.url_path)
    // An animal facet of a medicine (koira of "… koiralle") counts only what is no medicine.
    const universe = await searchUniverse(listings, 'koira')
    const search = await searchProducts(env.DB, 'koira', 1, 24, restricted, 'relevance', {
      facets: '1',
      facetSample: universe.length,
    })
    expect(search.facets!.medicine).toBeUndefined()
    expect(shapeOf(search.facets, search.total_count)).toEqual(
      bruteForce(universe, categories, { attributes: {} }, { parent: null, withoutDrugs: true, contract: false }),
    )
    for (const item of search.items) expect(listings.find((l) => l.sku === item.sku)!.drug).toBe(false)
  })

  it('carries the contract count only when asked for the caller', async () => {
    const shared = await categoryListing(
      env.DB,
      { path: gloves, page: 1, pageSize: 24, sort: 'position', facets: '1' },
      view,
    )
    expect(shared!.facets!.contract).toBeUndefined()
    const own = await categoryListing(
      env.DB,
      { path: gloves, page: 1, pageSize: 24, sort: 'position', facets: 'contract' },
      view,
    )
    expect(own!.facets!.contract).toBeGreaterThan(0)
  })
})
