import { Hono, type Context } from 'hono'
import { StockWatchSkuParamSchema, type StockWatchResponse } from '../../../contract/schemas/stockWatch'
import { authenticate, customerOf } from '../auth'
import { isDrug } from '../catalog/drugs'
import { findWatchableProduct, isWatching, unwatch, watch } from '../catalog/stockWatches'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import type { BackendEnv } from '../types'
import { readParam } from '../validate'

/**
 * "Ilmoita kun saatavilla" (docs/decisions/073-availability.md): per user and product. The news
 * itself is operator/stockNews.ts's, when stock arrives. A restricted customer's drug product
 * does not exist for them, here as everywhere (404).
 */
export const stockWatchRoutes = new Hono<BackendEnv>()

stockWatchRoutes.use('*', authenticate({ required: true }))

const unknownProduct = () => new BackendError(404, 'Tuotetta ei löytynyt.')

async function watchedProduct(c: Context<BackendEnv>): Promise<{ id: number; sku: string }> {
  const sku = readParam(c.req.param('sku') ?? '', StockWatchSkuParamSchema, unknownProduct)
  const product = await findWatchableProduct(c.env.DB, sku)
  if (!product) throw unknownProduct()
  if ((await deniesMedListing(c.env.DB, customerOf(c))) && (await isDrug(c.env.DB, product.id))) throw unknownProduct()
  if (product.type === 'configurable') throw new BackendError(400, 'Valitse ensin tuotteen vaihtoehto.')
  if (product.discontinued === 1) throw new BackendError(409, 'Tuote on poistunut valikoimasta.')
  return product
}

const answer = (sku: string, watching: boolean): StockWatchResponse => ({ sku, watching })

stockWatchRoutes.get('/:sku', async (c) => {
  const product = await watchedProduct(c)
  return c.json(answer(product.sku, await isWatching(c.env.DB, customerOf(c), product.id)))
})

stockWatchRoutes.put('/:sku', async (c) => {
  const product = await watchedProduct(c)
  await watch(c.env.DB, customerOf(c), product.id)
  return c.json(answer(product.sku, true))
})

stockWatchRoutes.delete('/:sku', async (c) => {
  const product = await watchedProduct(c)
  await unwatch(c.env.DB, customerOf(c), product.id)
  return c.json(answer(product.sku, false))
})
