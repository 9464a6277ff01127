import { Hono } from 'hono'
import * as v from 'valibot'
import {
  CategoryListingQuerySchema,
  CategoryPageResponseSchema,
  NewProductsQuerySchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
} from '../../contract/schemas/catalog'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { catalogAudience, setAudienceCacheHeaders } from './catalogAudience'
import { parseOr400, readQuery } from './validate'

/**
 * Catalogue data is public (no per-user parts): shared edge cache, ARCHITECTURE decision 10.
 * Category pages differ only per audience (catalogAudience.ts), never per user.
 */
export const catalog = new Hono<AppEnv>()

const CATALOG_TTL = { ttl: 300, swr: 3600 }
const SEARCH_TTL = { ttl: 60, swr: 300 }
const PUBLIC_CACHE_HEADER = 'public, max-age=60, stale-while-revalidate=300'

const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'Virheellinen tuotetunniste.'))

catalog.get('/productdetails/:slug', async (c) => {
  const slug = parseOr400(SlugSchema, c.req.param('slug'))
  const { value } = await cachedJson(
    `catalog/product/${slug}`,
    CATALOG_TTL,
    () => upstreamJson(c, { path: `/api/catalog/productdetails/${slug}`, auth: false }, ProductDetailResponseSchema),
    (p) => c.executionCtx.waitUntil(p),
  )
  c.header('Cache-Control', PUBLIC_CACHE_HEADER)
  return c.json(value)
})

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
catalog.get('/productsearch', async (c) => {
  const { q, page, pageSize } = readQuery(c, ProductSearchQuerySchema)
  c.header('Cache-Control', PUBLIC_CACHE_HEADER)
  if (q.length < 3) return c.json({ items: [], total_count: 0, page: 1, page_size: pageSize })
  const normalized = q.toLocaleLowerCase('fi')
  const params = new URLSearchParams({ q: normalized, page: String(page), pageSize: String(pageSize) })
  const search = () =>
    upstreamJson(c, { path: `/api/catalog/productsearch?${params}`, auth: false }, ProductSearchResponseSchema)
  if ([...normalized].length > CACHED_SEARCH_MAX_CHARS) return c.json(await search())
  const { value } = await cachedJson(`catalog/search?${params}`, SEARCH_TTL, search, (p) => c.executionCtx.waitUntil(p))
  return c.json(value)
})

/**
 * A category page. Its subcategories depend on the audience (denyMedListing users see no drug
 * categories), so the edge cache holds one entry per audience; a page past the last one comes
 * back as the last page, with `page` saying so (the backend clamps).
 */
catalog.get('/category', async (c) => {
  const query = readQuery(c, CategoryListingQuerySchema)
  const hadSession = c.var.token !== null
  const audience = await catalogAudience(c)
  const params = new URLSearchParams({
    path: query.path,
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
  })
  const { value } = await cachedJson(
    `catalog/category/${audience}?${params}`,
    CATALOG_TTL,
    () =>
      upstreamJson(
        c,
        { path: `/api/catalog/category?${params}`, auth: audience === 'no-drugs' },
        CategoryPageResponseSchema,
      ),
    (p) => c.executionCtx.waitUntil(p),
  )
  setAudienceCacheHeaders(c, hadSession)
  return c.json(value)
})

/** The newest products for the home page row: public, so the shared edge cache like the rest. */
catalog.get('/new', async (c) => {
  const { limit } = readQuery(c, NewProductsQuerySchema)
  const params = new URLSearchParams({ limit: String(limit) })
  const { value } = await cachedJson(
    `catalog/new?${params}`,
    CATALOG_TTL,
    () => upstreamJson(c, { path: `/api/catalog/new?${params}`, auth: false }, ProductListResponseSchema),
    (p) => c.executionCtx.waitUntil(p),
  )
  c.header('Cache-Control', PUBLIC_CACHE_HEADER)
  return c.json(value)
})
