import { Hono } from 'hono'
import * as v from 'valibot'
import { authenticate, companyOf } from '../auth'
import { CustomerPricesQuerySchema, normalizeSearchText } from '../../../contract/schemas/catalog'
import { searchCategories } from '../catalog/categories'
import { listContractPrices } from '../catalog/contractPrices'
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

/**
 * spec §3 contract prices of the calling customer (literal route before the parameter route):
 * the whole list, or with `skus` only those SKUs' (docs/decisions/028-page-cost-and-server-cpu.md: prices for the page).
 */
categorySearchRoutes.get('/customerPrices', authenticate({ required: true }), async (c) => {
  const parsed = v.safeParse(CustomerPricesQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista tuotekoodit.' }, 400)
  await simulatedErpLatency(c.env.SIMULATED_PRICES_LATENCY_MS)
  return c.json({ customerPrices: { items: await listContractPrices(c.env.DB, companyOf(c), parsed.output.skus) } })
})

/** Any text is searched after normalising; a denyMedListing caller gets no drug categories (spec §1). */
categorySearchRoutes.get('/:query', authenticate({ required: false }), async (c) => {
  const query = normalizeSearchText(c.req.param('query'))
  const withoutDrugs = await deniesMedListing(c.env.DB, c.get('customerId'))
  return c.json(await searchCategories(c.env.DB, query, 8, { withoutDrugs }))
})
