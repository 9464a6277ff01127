import { Hono } from 'hono'
import { StockWatchSkuParamSchema } from '../../../contract/schemas/stockWatch'
import { authenticate, customerOf } from '../auth'
import { isDrug } from '../catalog/drugs'
import { productOfSku, productSubstitutes } from '../catalog/productSubstitutes'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import type { BackendEnv } from '../types'
import { readParam } from '../validate'

/**
 * A product's substitutes for its page (docs/decisions/077-substitutes.md). Per customer: a
 * restricted customer's drug product does not exist for them (404), and their list holds no drug
 * product. Private, like every /api answer.
 */
export const productSubstitutesRoutes = new Hono<BackendEnv>()

productSubstitutesRoutes.use('*', authenticate({ required: true }))

const unknownProduct = () => new BackendError(404, 'Tuotetta ei löytynyt.')

productSubstitutesRoutes.get('/:sku', async (c) => {
  const sku = readParam(c.req.param('sku') ?? '', StockWatchSkuParamSchema, unknownProduct)
  const product = await productOfSku(c.env.DB, sku)
  if (!product) throw unknownProduct()
  const withoutDrugs = await deniesMedListing(c.env.DB, customerOf(c))
  if (withoutDrugs && (await isDrug(c.env.DB, product.id))) throw unknownProduct()
  return c.json(await productSubstitutes(c.env.DB, product, withoutDrugs))
})
