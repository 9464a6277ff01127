import { Hono } from 'hono'
import { authenticate } from '../auth'
import { normalizeSearchText } from '../../../contract/schemas/catalog'
import { searchCategories } from '../catalog/categories'
import { deniesMedListing } from '../customers'
import type { BackendEnv } from '../types'

/**
 * Contract prices come from the ERP in a real deployment and are the slowest upstream call.
 * SIMULATED_PRICES_LATENCY_MS (unset in every environment of wrangler.toml) lets the
 * benchmark prove that pages do not wait for them (docs/architecture.md §13: first byte).
 */
async function simulatedErpLatency(raw: string | undefined): Promise<void> {
  const ms = Number(raw)
  if (Number.isFinite(ms) && ms > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 10_000)))
}

export const categorySearchRoutes = new Hono<BackendEnv>()

/** spec §3 contract prices of the calling customer (literal route before the parameter route). */
categorySearchRoutes.get('/customerPrices', authenticate({ required: true }), async (c) => {
  await simulatedErpLatency(c.env.SIMULATED_PRICES_LATENCY_MS)
  const { results } = await c.env.DB.prepare(
    'SELECT product_no, special_price_cents, price_type FROM contract_prices WHERE customer_id = ? ORDER BY product_no',
  )
    .bind(c.get('customerId'))
    .all<{ product_no: string; special_price_cents: number; price_type: number }>()
  return c.json({
    customerPrices: {
      items: results.map((r) => ({
        product_no: r.product_no,
        special_price: r.special_price_cents / 100,
        price_type: r.price_type,
      })),
    },
  })
})

/** Any text is searched after normalising; a denyMedListing caller gets no drug categories (spec §1). */
categorySearchRoutes.get('/:query', authenticate({ required: false }), async (c) => {
  const query = normalizeSearchText(c.req.param('query'))
  const withoutDrugs = await deniesMedListing(c.env.DB, c.get('customerId'))
  return c.json(await searchCategories(c.env.DB, query, 8, { withoutDrugs }))
})
