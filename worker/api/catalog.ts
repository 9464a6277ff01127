import { Hono } from 'hono'
import * as v from 'valibot'
import {
  CategoryListingQuerySchema,
  CategoryPageResponseSchema,
  GuestCategoryPageResponseSchema,
  GuestProductDetailResponseSchema,
  GuestProductListResponseSchema,
  GuestProductSearchResponseSchema,
  NewProductsQuerySchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
} from '../../contract/schemas/catalog'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import { catalogAudience, personalSort, readCatalogue, setAudienceCacheHeaders } from './catalogAudience'
import { parseQuery, readRoute } from './readRoute'
import { parseOr400 } from './validate'

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
    const { q, page, pageSize, sort } = parseQuery(ProductSearchQuerySchema, query)
    const hadSession = c.var.token !== null
    if (q.length < 3) {
      setAudienceCacheHeaders(c, hadSession)
      return { items: [], total_count: 0, page: 1, page_size: pageSize }
    }
    const audience = await catalogAudience(c)
    const personal = personalSort(audience, sort)
    const normalized = q.toLocaleLowerCase('fi')
    const params = new URLSearchParams({ q: normalized, page: String(page), pageSize: String(pageSize) })
    // Relevance is the default and the keystroke's order: its URL (and cache key) stays as it was.
    if (sort !== 'relevance') params.set('sort', sort)
    const search = () =>
      readCatalogue(
        c,
        audience,
        `/api/catalog/productsearch?${params}`,
        { priced: ProductSearchResponseSchema, guest: GuestProductSearchResponseSchema },
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
    const personal = personalSort(audience, query.sort)
    const params = new URLSearchParams({
      path: query.path,
      page: String(query.page),
      pageSize: String(query.pageSize),
      sort: query.sort,
    })
    const read = () =>
      readCatalogue(
        c,
        audience,
        `/api/catalog/category?${params}`,
        { priced: CategoryPageResponseSchema, guest: GuestCategoryPageResponseSchema },
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
