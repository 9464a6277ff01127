import * as v from 'valibot'

/** spec §3 core config. */
export const StoreConfigSchema = v.object({
  locale: v.string(),
  timezone: v.string(),
  base_currency_code: v.string(),
  base_url: v.string(),
  base_media_url: v.string(),
  category_url_suffix: v.string(),
  cms_home_page: v.string(),
  free_shipping_limit: v.number(),
})
export type StoreConfig = v.InferOutput<typeof StoreConfigSchema>

export const StoreConfigResponseSchema = v.object({
  storeConfig: StoreConfigSchema,
  currency: v.string(),
})
export type StoreConfigResponse = v.InferOutput<typeof StoreConfigResponseSchema>

/** `/api/core/storeconfig` as the app reads it (spec §3 core state: config and domain). */
export const ShopConfigResponseSchema = v.object({
  ...StoreConfigResponseSchema.entries,
  /** The host the shop is served from, e.g. `kauppa.vettarvike.fi`. */
  domain: v.string(),
})
export type ShopConfigResponse = v.InferOutput<typeof ShopConfigResponseSchema>

/** spec §8: a failed store-config load falls back to this. */
export const DEFAULT_STORE_CONFIG: StoreConfig = {
  locale: 'fi_FI',
  timezone: 'Europe/Helsinki',
  base_currency_code: 'EUR',
  base_url: '/',
  base_media_url: '/media/',
  category_url_suffix: '',
  cms_home_page: 'etusivu',
  free_shipping_limit: 300,
}

/** spec §3 category menu node. */
export interface CategoryNode {
  id: number
  name: string
  url_path: string
  include_in_menu: boolean
  category_has_drugs: boolean
  children: CategoryNode[]
}
export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.number(),
  name: v.string(),
  url_path: v.string(),
  include_in_menu: v.boolean(),
  category_has_drugs: v.boolean(),
  children: v.array(v.lazy(() => CategoryNodeSchema)),
})

export const TopMenuResponseSchema = v.object({ categoryList: v.array(CategoryNodeSchema) })
export type TopMenuResponse = v.InferOutput<typeof TopMenuResponseSchema>
