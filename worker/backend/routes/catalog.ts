import { Hono } from 'hono'
import * as v from 'valibot'
import {
  CategoryListingQuerySchema,
  NewProductsQuerySchema,
  ProductSearchQuerySchema,
} from '../../../contract/schemas/catalog'
import { authenticate } from '../auth'
import { categoryListing } from '../catalog/categories'
import { newProducts } from '../catalog/newProducts'
import { productDetail } from '../catalog/productDetail'
import { searchProducts } from '../catalog/search'
import { deniesMedListing } from '../customers'
import type { BackendEnv } from '../types'

export const catalogRoutes = new Hono<BackendEnv>()

const SLUG = /^[a-z0-9-]{1,200}$/

catalogRoutes.get('/productdetails/:slug', async (c) => {
  const slug = c.req.param('slug')
  const product = SLUG.test(slug) ? await productDetail(c.env.DB, slug) : null
  if (!product) return c.json({ message: 'Tuotetta ei löytynyt.' }, 404)
  return c.json({ product })
})

catalogRoutes.get('/productsearch', async (c) => {
  const parsed = v.safeParse(ProductSearchQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista hakusana.' }, 400)
  const { q, page, pageSize } = parsed.output
  return c.json(await searchProducts(c.env.DB, q, page, pageSize))
})

/** The caller's session, if any, decides which categories it sees (spec §1 denyMedListing). */
catalogRoutes.get('/category', authenticate({ required: false }), async (c) => {
  const parsed = v.safeParse(CategoryListingQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista kategoria.' }, 400)
  const withoutDrugs = await deniesMedListing(c.env.DB, c.get('customerId'))
  const listing = await categoryListing(c.env.DB, parsed.output, { withoutDrugs })
  if (!listing) return c.json({ message: 'Kategoriaa ei löytynyt.' }, 404)
  return c.json(listing)
})

/** The newest products whose new window contains today (home page row). */
catalogRoutes.get('/new', async (c) => {
  const parsed = v.safeParse(NewProductsQuerySchema, c.req.query())
  if (!parsed.success) return c.json({ message: 'Tarkista määrä.' }, 400)
  return c.json(await newProducts(c.env.DB, parsed.output.limit))
})
