import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { NewProductsQuerySchema } from '../../../contract/schemas/catalog'
import { CategoryListingQuerySchema, ProductSearchQuerySchema } from '../../../contract/schemas/listingQueries'
import { filtersOfQuery } from '../../../contract/schemas/listingFilters'
import { isPriceSort } from '../../../contract/schemas/catalogParams'
import { authenticate } from '../auth'
import { categoryListing } from '../catalog/categories'
import { newProducts } from '../catalog/newProducts'
import { productDetail } from '../catalog/productDetail'
import { searchProducts } from '../catalog/search'
import { countZeroHitInBackground } from '../catalog/searchZeroHits'
import { deniesMedListing } from '../customers'
import type { BackendEnv } from '../types'

export const catalogRoutes = new Hono<BackendEnv>()

const SLUG = /^[a-z0-9-]{1,200}$/

/**
 * The caller's session, if any, decides what of the catalogue it sees: a denyMedListing customer
 * no drug category and no drug product (spec §1, docs/decisions/011 and 012).
 */
const viewOf = async (c: Context<BackendEnv>) => ({
  withoutDrugs: await deniesMedListing(c.env.DB, c.get('customerId')),
  companyId: c.get('companyId'),
})

/** The request's waitUntil, or null where there is no execution context (a bare app.request in tests). */
function backgroundOf(c: Context<BackendEnv>): ((promise: Promise<unknown>) => void) | null {
  try {
    const ctx = c.executionCtx
    return (promise) => ctx.waitUntil(promise)
  } catch {
    return null
  }
}

/** The price orders read the caller's contract prices (docs/decisions/063-search-paging-and-sort.md): none without a session. */
const GUEST_PRICE_SORT = 'Hintajärjestys on vain kirjautuneille asiakkaille. Kirjaudu sisään nähdäksesi hinnat.'
const priceSortWithoutSession = (c: Context<BackendEnv>, sort: string) => isPriceSort(sort) && !c.get('companyId')
/** The contract filter reads the caller's company (docs/decisions/069-facets-and-filters.md): none without a session. */
const GUEST_CONTRACT = 'Sopimustuotteet näkyvät vain kirjautuneille asiakkaille. Kirjaudu sisään.'
const contractWithoutSession = (c: Context<BackendEnv>, query: { contract?: '1' }) =>
  query.contract === '1' && !c.get('companyId')

catalogRoutes.get('/productdetails/:slug', authenticate({ required: false }), async (c) => {
  const slug = c.req.param('slug')
  const product = SLUG.test(slug) ? await productDetail(c.env.DB, slug, await viewOf(c)) : null
  if (!product) return c.json({ message: 'Tuotetta ei löytynyt.' }, 404)
  return c.json({ product })
})

catalogRoutes.get('/productsearch', authenticate({ required: false }), async (c) => {
  const parsed = v.safeParse(ProductSearchQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista hakusana.' }, 400)
  const { q, page, pageSize, sort } = parsed.output
  if (priceSortWithoutSession(c, sort)) return c.json({ message: GUEST_PRICE_SORT }, 400)
  if (contractWithoutSession(c, parsed.output)) return c.json({ message: GUEST_CONTRACT }, 400)
  const answer = await searchProducts(c.env.DB, q, page, pageSize, await viewOf(c), sort, {
    filters: filtersOfQuery(parsed.output),
    facets: parsed.output.facets,
  })
  // Counted after the answer, query only (docs/decisions/066-search-synonyms-and-zero-hits.md).
  if (answer.total_count === 0 && page === 1) await countZeroHitInBackground(c.env.DB, q, backgroundOf(c))
  return c.json(answer)
})

catalogRoutes.get('/category', authenticate({ required: false }), async (c) => {
  const parsed = v.safeParse(CategoryListingQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista kategoria.' }, 400)
  if (priceSortWithoutSession(c, parsed.output.sort)) return c.json({ message: GUEST_PRICE_SORT }, 400)
  if (contractWithoutSession(c, parsed.output)) return c.json({ message: GUEST_CONTRACT }, 400)
  const { path, page, pageSize, sort } = parsed.output
  const listing = await categoryListing(
    c.env.DB,
    { path, page, pageSize, sort, filters: filtersOfQuery(parsed.output), facets: parsed.output.facets },
    await viewOf(c),
  )
  if (!listing) return c.json({ message: 'Kategoriaa ei löytynyt.' }, 404)
  return c.json(listing)
})

/** The newest products whose new window contains today (home page row). */
catalogRoutes.get('/new', authenticate({ required: false }), async (c) => {
  const parsed = v.safeParse(NewProductsQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista määrä.' }, 400)
  return c.json(await newProducts(c.env.DB, parsed.output.limit, new Date(), await viewOf(c)))
})
