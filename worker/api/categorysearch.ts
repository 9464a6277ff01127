import { Hono } from 'hono'
import * as v from 'valibot'
import { UserResponseSchema } from '../../contract/schemas/auth'
import { CategorySearchResponseSchema, CustomerPricesResponseSchema } from '../../contract/schemas/catalog'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError } from './errors'
import { parseOr400 } from './validate'

export const categorysearch = new Hono<AppEnv>()

/** Short: a price change in the ERP shows within a minute (ARCHITECTURE decision 10). */
const PRICES_TTL = { ttl: 60, swr: 0 }

/**
 * The customer's contract prices, fetched close to the user and cached per customer under
 * the synthetic cache host, keyed by customer number — never by token — and never in a
 * shared entry. Validating the session first also slides it.
 */
categorysearch.get('/customerPrices', async (c) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
  const { value } = await cachedJson(
    `customer/${encodeURIComponent(user.navId)}/prices`,
    PRICES_TTL,
    () => upstreamJson(c, { path: '/api/categorysearch/customerPrices' }, CustomerPricesResponseSchema),
    (p) => c.executionCtx.waitUntil(p),
  )
  c.header('Cache-Control', 'private, no-store')
  return c.json(value)
})

const QuerySchema = v.pipe(v.string(), v.trim(), v.maxLength(100, 'Hakusana on liian pitkä.'))

categorysearch.get('/:query', async (c) => {
  const query = parseOr400(QuerySchema, c.req.param('query'))
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  if (query.length < 3) return c.json({ items: [], total_count: 0 })
  const key = query.toLocaleLowerCase('fi')
  const { value } = await cachedJson(
    `catalog/categorysearch/${encodeURIComponent(key)}`,
    { ttl: 300, swr: 3600 },
    () =>
      upstreamJson(
        c,
        { path: `/api/categorysearch/${encodeURIComponent(key)}`, auth: false },
        CategorySearchResponseSchema,
      ),
    (p) => c.executionCtx.waitUntil(p),
  )
  return c.json(value)
})
