import * as v from 'valibot'
import { PAGE_SIZES, SORTS } from './catalogParams'

const Money = v.object({ value: v.number() })
const Image = v.object({ url: v.string(), label: v.string() })

/** spec §3 price_range.minimum_price (alv 0 %). */
export const PriceRangeSchema = v.object({
  minimum_price: v.object({
    final_price: Money,
    regular_price: Money,
    discount: v.object({ percent_off: v.number(), amount_off: v.number() }),
  }),
})

/** A product as listings, search and the cart show it (spec §3). */
export const ProductSummarySchema = v.object({
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  type: v.picklist(['simple', 'configurable']),
  image: Image,
  pakkauskokoteksti: v.string(),
  price_range: PriceRangeSchema,
  custom_price: v.nullable(v.number()),
  new_from_date: v.nullable(v.string()),
  new_to_date: v.nullable(v.string()),
  in_stock: v.boolean(),
})
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>

export const VariantSchema = v.object({
  attributes: v.array(v.object({ code: v.string(), value_index: v.number(), label: v.string() })),
  product: ProductSummarySchema,
})

export const ConfigurableOptionSchema = v.object({
  attribute_code: v.string(),
  label: v.string(),
  values: v.array(v.object({ value_index: v.number(), label: v.string() })),
})

export const BreadcrumbSchema = v.object({ name: v.string(), url_path: v.string() })

export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  description: v.string(),
  media_gallery: v.array(Image),
  vat_class: v.picklist(['medicine', 'food', 'other']),
  breadcrumbs: v.array(BreadcrumbSchema),
  variants: v.array(VariantSchema),
  configurable_options: v.array(ConfigurableOptionSchema),
})
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>

export const ProductDetailResponseSchema = v.object({ product: ProductDetailSchema })

export const ProductListResponseSchema = v.object({
  items: v.array(ProductSummarySchema),
  total_count: v.number(),
})
export type ProductListResponse = v.InferOutput<typeof ProductListResponseSchema>

export const CategoryHitSchema = v.object({ id: v.number(), name: v.string(), url_path: v.string() })
export const CategorySearchResponseSchema = v.object({ items: v.array(CategoryHitSchema), total_count: v.number() })
export type CategorySearchResponse = v.InferOutput<typeof CategorySearchResponseSchema>

export const CategoryPageResponseSchema = v.object({
  category: v.object({
    id: v.number(),
    name: v.string(),
    url_path: v.string(),
    breadcrumbs: v.array(BreadcrumbSchema),
    children: v.array(CategoryHitSchema),
  }),
  items: v.array(ProductSummarySchema),
  total_count: v.number(),
  page: v.number(),
  page_size: v.number(),
})
export type CategoryPageResponse = v.InferOutput<typeof CategoryPageResponseSchema>

/** spec §3 contract price; price_type 4 = special. */
export const ContractPriceSchema = v.object({
  product_no: v.string(),
  special_price: v.number(),
  price_type: v.number(),
})
export type ContractPrice = v.InferOutput<typeof ContractPriceSchema>
export const CustomerPricesResponseSchema = v.object({
  customerPrices: v.object({ items: v.array(ContractPriceSchema) }),
})
export type CustomerPricesResponse = v.InferOutput<typeof CustomerPricesResponseSchema>

export { ALL_PRODUCTS_PATH, PAGE_SIZES, SORTS } from './catalogParams'

const intString = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Anna kokonaisluku.'), v.transform(Number), v.minValue(min), v.maxValue(max))

export const ProductSearchQuerySchema = v.strictObject({
  q: v.pipe(v.string('Hakusana puuttuu.'), v.trim(), v.maxLength(100, 'Hakusana on liian pitkä.')),
  pageSize: v.optional(intString(1, 48), '8'),
  page: v.optional(intString(1, 1000), '1'),
})

export const CategoryListingQuerySchema = v.strictObject({
  path: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.maxLength(300),
    v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Virheellinen kategoria.'),
  ),
  page: v.optional(intString(1, 1000), '1'),
  pageSize: v.optional(v.pipe(v.picklist(['24', '48', '96']), v.transform(Number)), '24'),
  sort: v.optional(v.picklist(SORTS), 'position'),
})

/** GET /api/catalog/new: the newest products (issue: new products row on the home page). */
export const NewProductsQuerySchema = v.strictObject({
  limit: v.optional(intString(1, 24), '8'),
})
