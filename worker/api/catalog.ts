import { Hono } from 'hono'
import {
  FacetedCategoryResponseSchema,
  FacetedSearchResponseSchema,
  GuestFacetedCategoryResponseSchema,
  GuestFacetedSearchResponseSchema,
} from '../../contract/schemas/listingFacets'
import * as v from 'valibot'
import {
  GuestProductDetailResponseSchema,
  GuestProductListResponseSchema,
  NewProductsQuerySchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '../../contract/schemas/catalog'
import {
  CategoryListingQuerySchema,
  ContractCountQuerySchema,
  ProductSearchQuerySchema,
} from '../../contract/schemas/listingQueries'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import {
  catalogAudience,
  personalSort,
  readCatalogue,
  setAudienceCacheHeaders,
  type CatalogAudience,
} from './catalogAudience'
import { parseQuery, readRoute } from './readRoute'
import { parseOr400 } from './validate'
import { filterParams, filtersOfQuery } from '../../contract/schemas/listingFilters'
import { HttpError } from './errors'

/**
 * The catalogue (spec §7). Its answers depend on the audience only, never on the user
 * (catalogAudience.ts, docs/decisions/011 and 012): a guest gets no price field at all (spec §1,
 * §6), a customer the list prices, a denyMedListing customer no drug product or category. The
 * shared edge cache holds one entry per audience (docs/architecture.md §10); a guest's answer is
 * public and varies by cookie, a session's is private.
 */
export const catalog = new Hono<AppEnv>()

const CATALOG_TTL = { ttl: 300, swr: 3600, memo: 30 }
const SEARCH_TTL = { ttl: 60, swr: 300 }

const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'Virheellinen tuotetunniste.'))

/** A drug product is "not found" for a denyMedListing customer (docs/decisions/012-restricted-medicines-and-guest-prices.md): the page is a 404. */
catalog.get(
  '/productdetails/:slug',
  readRoute(async (c, { params }) => {
    const slug = parseOr400(SlugSchema, params.slug)
    const hadSession = c.var.token !== null
    const audience = await catalogAudience(c)
    const { value } = await cachedJson(
      `catalog/product/${audience}/${slug}`,
      CATALOG_TTL,
      () =>
        readCatalogue(c, audience, `/api/catalog/productdetails/${slug}`, {
          priced: ProductDetailResponseSchema,
          guest: GuestProductDetailResponseSchema,
        }),
      (p) => c.executionCtx.waitUntil(p),
    )
    setAudienceCacheHeaders(c, hadSession)
    return value
  }),
)

/**
 * Only the first letters of a word go to the edge cache (docs/decisions/009): every clinic that
 * types "karprofeeni" passes through "kar" and "karp", and those short prefixes match the most
 * products, so they are both the likeliest hits and the dearest queries. A longer prefix is close
 * to unique per visitor and cheap for FTS5; caching it would cost a cache write per keystroke
 * for almost no hits.
 */
export const CACHED_SEARCH_MAX_CHARS = 4

/**
 * spec §5: fewer than 3 characters is an empty list, not an error. Any text is accepted: the
 * schema normalises it (contract SearchTextSchema) and the backend quotes every word for FTS5.
 */
catalog.get(
  '/productsearch',
  readRoute(async (c, { query }) => {
    const parsed = parseQuery(ProductSearchQuerySchema, query)
    const { q, page, pageSize, sort } = parsed
    const hadSession = c.var.token !== null
    if (q.length < 3) {
      setAudienceCacheHeaders(c, hadSession)
      return { items: [], total_count: 0, page: 1, page_size: pageSize }
    }
    const audience = await catalogAudience(c)
    const personal = personalListing(audience, sort, parsed.contract)
    const normalized = q.toLocaleLowerCase('fi')
    const params = new URLSearchParams({ q: normalized, page: String(page), pageSize: String(pageSize) })
    // Relevance is the default and the keystroke's order: its URL (and cache key) stays as it was.
    if (sort !== 'relevance') params.set('sort', sort)
    addListingParams(params, parsed, personal)
    const search = () =>
      readCatalogue(
        c,
        audience,
        `/api/catalog/productsearch?${params}`,
        { priced: FacetedSearchResponseSchema, guest: GuestFacetedSearchResponseSchema },
        personal,
      )
    const value =
      personal || [...normalized].length > CACHED_SEARCH_MAX_CHARS
        ? await search()
        : (
            await cachedJson(`catalog/search/${audience}?${params}`, SEARCH_TTL, search, (p) =>
              c.executionCtx.waitUntil(p),
            )
          ).value
    setAudienceCacheHeaders(c, hadSession)
    return value
  }),
)

/**
 * A category page. Its subcategories and products depend on the audience (denyMedListing users
 * see no drug categories or products, guests no prices); a page past the last one comes back as
 * the last page, with `page` saying so (the backend clamps).
 */
catalog.get(
  '/category',
  readRoute(async (c, input) => {
    const query = parseQuery(CategoryListingQuerySchema, input.query)
    const hadSession = c.var.token !== null
    const audience = await catalogAudience(c)
    const personal = personalListing(audience, query.sort, query.contract)
    const params = new URLSearchParams({
      path: query.path,
      page: String(query.page),
      pageSize: String(query.pageSize),
      sort: query.sort,
    })
    addListingParams(params, query, personal)
    const read = () =>
      readCatalogue(
        c,
        audience,
        `/api/catalog/category?${params}`,
        { priced: FacetedCategoryResponseSchema, guest: GuestFacetedCategoryResponseSchema },
        personal,
      )
    // A price order is the customer's own: read each time, never shared (docs/decisions/063-search-paging-and-sort.md).
    const value = personal
      ? await read()
      : (
          await cachedJson(`catalog/category/${audience}?${params}`, CATALOG_TTL, read, (p) =>
            c.executionCtx.waitUntil(p),
          )
        ).value
    setAudienceCacheHeaders(c, hadSession)
    return value
  }),
)

/**
 * Whether a listing is the caller's own: a price order or the contract filter reads the customer's
 * contract (docs/decisions/063-search-paging-and-sort.md, docs/decisions/069-facets-and-filters.md),
 * so its answer is asked with the session and never goes through the shared per-audience cache.
 * A guest may ask for neither: a 400 with the reason.
 */
function personalListing(audience: CatalogAudience, sort: string, contract: '1' | undefined): boolean {
  if (contract === '1' && audience === 'guest') {
    const message = 'Sopimustuotteet näkyvät vain kirjautuneille asiakkaille. Kirjaudu sisään.'
    throw new HttpError(400, message, { contract: message })
  }
  return personalSort(audience, sort) || contract === '1'
}

/**
 * A listing's filters in the upstream's URL (and so the cache key) in one fixed order
 * (contract/schemas/listingFilters.ts filterParams), and which facets it asks for: a personal read
 * may carry the caller's contract count, a shared one never (docs/decisions/069-facets-and-filters.md).
 */
function addListingParams(
  params: URLSearchParams,
  query: Parameters<typeof filtersOfQuery>[0] & { facets?: '1' | 'contract' },
  personal: boolean,
): void {
  for (const [name, value] of Object.entries(filterParams(filtersOfQuery(query)))) params.set(name, value)
  if (query.facets) params.set('facets', personal ? 'contract' : '1')
}

/**
 * `GET /api/catalog/contractcount`: how many products of a listing (a category's `path` or a
 * search's `q`, with the listing's other filters) carry the customer's contract price, the
 * "Sopimustuotteet" facet (docs/decisions/069-facets-and-filters.md). The count is the customer's
 * own, so it is read apart from the shared listing, with the session, never cached; the upstream
 * counts it with the same search and filters as the listing, one product per page.
 */
catalog.get(
  '/contractcount',
  readRoute(async (c, { query }) => {
    const parsed = parseQuery(ContractCountQuerySchema, query)
    c.header('Cache-Control', 'private, no-store')
    if (!c.var.token) throw new HttpError(401, 'Kirjaudu sisään nähdäksesi sopimustuotteet.')
    const audience = await catalogAudience(c)
    if (audience === 'guest') throw new HttpError(401, 'Kirjaudu sisään nähdäksesi sopimustuotteet.')
    const params = new URLSearchParams(
      parsed.path !== undefined
        ? { path: parsed.path, pageSize: '24' }
        : { q: (parsed.q ?? '').toLocaleLowerCase('fi'), pageSize: '1' },
    )
    addListingParams(params, { ...parsed, facets: 'contract' }, true)
    if (parsed.path === undefined && [...(parsed.q ?? '')].length < 3) return { count: 0 }
    const answer =
      parsed.path !== undefined
        ? await readCatalogue(
            c,
            audience,
            `/api/catalog/category?${params}`,
            { priced: FacetedCategoryResponseSchema, guest: GuestFacetedCategoryResponseSchema },
            true,
          )
        : await readCatalogue(
            c,
            audience,
            `/api/catalog/productsearch?${params}`,
            { priced: FacetedSearchResponseSchema, guest: GuestFacetedSearchResponseSchema },
            true,
          )
    const count = answer.facets && 'contract' in answer.facets ? (answer.facets.contract ?? 0) : 0
    return answer.facets?.approximate ? { count, approximate: true as const } : { count }
  }),
)

/** The newest products for the home page row, per audience like the rest of the catalogue. */
catalog.get(
  '/new',
  readRoute(async (c, { query }) => {
    const { limit } = parseQuery(NewProductsQuerySchema, query)
    const hadSession = c.var.token !== null
    const audience = await catalogAudience(c)
    const params = new URLSearchParams({ limit: String(limit) })
    const { value } = await cachedJson(
      `catalog/new/${audience}?${params}`,
      CATALOG_TTL,
      () =>
        readCatalogue(c, audience, `/api/catalog/new?${params}`, {
          priced: ProductListResponseSchema,
          guest: GuestProductListResponseSchema,
        }),
      (p) => c.executionCtx.waitUntil(p),
    )
    setAudienceCacheHeaders(c, hadSession)
    return value
  }),
)
