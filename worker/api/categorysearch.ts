import { Hono } from 'hono'
import { UserResponseSchema } from '../../contract/schemas/auth'
import {
  CategorySearchResponseSchema,
  CustomerPricesQuerySchema,
  CustomerPricesResponseSchema,
  SearchTextSchema,
} from '../../contract/schemas/catalog'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { catalogAudience, categoryTree, setAudienceCacheHeaders } from './catalogAudience'
import { HttpError } from './errors'
import { parseQuery, readRoute } from './readRoute'
import { parseOr400 } from './validate'

export const categorysearch = new Hono<AppEnv>()

/** Short: a price change in the ERP shows within a minute (docs/architecture.md §10). */
const PRICES_TTL = { ttl: 60, swr: 0 }

/**
 * The customer's contract prices, fetched close to the user and cached per customer under
 * the synthetic cache host, keyed by customer number — never by token — and never in a
 * shared entry. Validating the session first also slides it.
 *
 * With `skus` (docs/decisions/028-page-cost-and-server-cpu.md) only the prices of those SKUs: what a page shows, so a page costs the
 * same for a customer with 10 contract prices and one with 10,000. The upstream is asked by SKU
 * and the answer kept per customer and SKU set; it is filtered again here, so an upstream that
 * ignores `skus` and answers the whole list (spec §7) still gives a page only its own prices.
 */
categorysearch.get(
  '/customerPrices',
  readRoute(async (c, { query: input }) => {
    if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
    const { skus } = parseQuery(CustomerPricesQuerySchema, input)
    const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
    const customer = `customer/${encodeURIComponent(user.navId)}/prices`
    const upstreamPrices = (query: string) => () =>
      upstreamJson(c, { path: `/api/categorysearch/customerPrices${query}` }, CustomerPricesResponseSchema)
    c.header('Cache-Control', 'private, no-store')
    if (!skus) {
      const { value } = await cachedJson(customer, PRICES_TTL, upstreamPrices(''), (p) => c.executionCtx.waitUntil(p))
      return value
    }
    const query = `?${new URLSearchParams({ skus: [...skus].sort().join(',') })}`
    const { value } = await cachedJson(`${customer}${query}`, PRICES_TTL, upstreamPrices(query), (p) =>
      c.executionCtx.waitUntil(p),
    )
    const wanted = new Set(skus)
    return { customerPrices: { items: value.customerPrices.items.filter((item) => wanted.has(item.product_no)) } }
  }),
)

/**
 * spec §7 categorysearch. Any text is accepted and normalised (contract SearchTextSchema);
 * denyMedListing users get no drug categories, so the cache holds one entry per audience.
 */
categorysearch.get(
  '/:query',
  readRoute(async (c, { params }) => {
    const query = parseOr400(SearchTextSchema, params.query)
    const hadSession = c.var.token !== null
    if (query.length < 3) {
      setAudienceCacheHeaders(c, hadSession)
      return { items: [], total_count: 0 }
    }
    const audience = await catalogAudience(c)
    const key = query.toLocaleLowerCase('fi')
    const { value } = await cachedJson(
      `catalog/categorysearch/${categoryTree(audience)}/${encodeURIComponent(key)}`,
      { ttl: 300, swr: 3600 },
      () =>
        upstreamJson(
          c,
          { path: `/api/categorysearch/${encodeURIComponent(key)}`, auth: audience === 'no-drugs' },
          CategorySearchResponseSchema,
        ),
      (p) => c.executionCtx.waitUntil(p),
    )
    setAudienceCacheHeaders(c, hadSession)
    return value
  }),
)
