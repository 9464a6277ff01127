import { QuantityRulesSchema } from '../quantityRulesSchema'
import * as v from 'valibot'
import { AvailabilitySchema } from './availability'
import { categoryPageSize, clampInt, MAX_PAGE, PAGE_SIZES, PRICE_SORTS, SEARCH_SORTS, SORTS } from './catalogParams'

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

/** A product's fields every visitor may read: no prices (spec §1: prices need a login). */
const PRODUCT_ENTRIES = {
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  type: v.picklist(['simple', 'configurable']),
  image: Image,
  pakkauskokoteksti: v.string(),
  new_from_date: v.nullable(v.string()),
  new_to_date: v.nullable(v.string()),
  in_stock: v.boolean(),
  /** Counts, restock date, shortage and discontinued (contract/availability.ts); an upstream without them leaves it out. */
  availability: v.optional(AvailabilitySchema),
  /** GTIN-13 and, for a medicine, the Nordic article number (spec §10); absent upstream may omit them. */
  ean: v.optional(v.nullable(v.string())),
  vnr: v.optional(v.nullable(v.string())),
  /** Pack-size rules (contract/quantityRules.ts); absent means spec §5's 1…999 by 1. */
  quantity_rules: v.optional(QuantityRulesSchema),
}

/**
 * The price fields of a product (spec §3). A customer's catalogue answers carry them; a guest's
 * carry none at all (spec §1, §6), so a client reads them as optional and shows a price only
 * where they are present (contract/pricing.ts hasPrices).
 */
const PRICE_ENTRIES = {
  price_range: v.optional(PriceRangeSchema),
  custom_price: v.optional(v.nullable(v.number())),
}

export const BreadcrumbSchema = v.object({ name: v.string(), url_path: v.string() })
export const CategoryHitSchema = v.object({ id: v.number(), name: v.string(), url_path: v.string() })

export const ConfigurableOptionSchema = v.object({
  attribute_code: v.string(),
  label: v.string(),
  values: v.array(v.object({ value_index: v.number(), label: v.string() })),
})

const VariantAttributes = v.array(v.object({ code: v.string(), value_index: v.number(), label: v.string() }))

/**
 * One attribute buyers filter by and its values on this product (contract/productAttributes.ts,
 * docs/decisions/064-product-attributes.md): `{ code: 'size', values: ['S', 'M', 'L'] }`.
 */
export const ProductAttributeSchema = v.object({ code: v.string(), values: v.array(v.string()) })
export type ProductAttribute = v.InferOutput<typeof ProductAttributeSchema>

/** The product page's fields besides the summary's (spec §3). */
const DETAIL_ENTRIES = {
  description: v.string(),
  media_gallery: v.array(Image),
  vat_class: v.picklist(['medicine', 'food', 'other']),
  breadcrumbs: v.array(BreadcrumbSchema),
  configurable_options: v.array(ConfigurableOptionSchema),
  /** The product's filterable attributes; an upstream without them may leave the field out. */
  attributes: v.optional(v.array(ProductAttributeSchema)),
  /** The operator's promise of remaining shelf life at delivery, in months (docs/decisions/081-delivery-lots.md). */
  min_shelf_life_months: v.optional(v.nullable(v.number())),
}

/** A category page's category (its products come beside it). */
const CategoryHeading = v.object({
  id: v.number(),
  name: v.string(),
  url_path: v.string(),
  breadcrumbs: v.array(BreadcrumbSchema),
  children: v.array(CategoryHitSchema),
})

/** Which page of a listing an answer is: a page past the last is clamped to the last (docs/decisions/011-catalogue-input-and-audience.md). */
const PAGE_ENTRIES = { page: v.number(), page_size: v.number() }

// ---------------------------------------------------------------- with prices (customers)

/** A product as listings, search and the cart show it (spec §3). */
export const ProductSummarySchema = v.object({ ...PRODUCT_ENTRIES, ...PRICE_ENTRIES })
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>

export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  ...DETAIL_ENTRIES,
  variants: v.array(v.object({ attributes: VariantAttributes, product: ProductSummarySchema })),
})
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>
export const ProductDetailResponseSchema = v.object({ product: ProductDetailSchema })

export const ProductListResponseSchema = v.object({ items: v.array(ProductSummarySchema), total_count: v.number() })
export type ProductListResponse = v.InferOutput<typeof ProductListResponseSchema>

/**
 * Product search also says which page it answers, so a client can tell it got a clamped page.
 * `suggestion` is the corrected query ("karprofeni" → "karprofeeni") when a typed word of 5+
 * letters is no catalogue word, no beginning or inflected form of one, but one typo away from
 * one (docs/decisions/022); absent otherwise. The panel and the results page show it as
 * "Tarkoititko: …" linking to that query's results. It carries no price, so guests get it too.
 */
const SUGGESTION_ENTRY = { suggestion: v.optional(v.string()) }
export const ProductSearchResponseSchema = v.object({
  ...ProductListResponseSchema.entries,
  ...PAGE_ENTRIES,
  ...SUGGESTION_ENTRY,
})
export type ProductSearchResponse = v.InferOutput<typeof ProductSearchResponseSchema>

export const CategoryPageResponseSchema = v.object({
  category: CategoryHeading,
  ...ProductListResponseSchema.entries,
  ...PAGE_ENTRIES,
})
export type CategoryPageResponse = v.InferOutput<typeof CategoryPageResponseSchema>

// ---------------------------------------------------------------- without prices (guests)

/**
 * The guest's catalogue: the same answers without any price field (spec §1, §6). valibot's
 * object drops keys it does not know, so parsing an upstream answer with these schemas is what
 * removes its prices, in nested variants too; their output types have no price field at all.
 */
const GuestProductSummarySchema = v.object(PRODUCT_ENTRIES)

export const GuestProductDetailResponseSchema = v.object({
  product: v.object({
    ...PRODUCT_ENTRIES,
    ...DETAIL_ENTRIES,
    variants: v.array(v.object({ attributes: VariantAttributes, product: GuestProductSummarySchema })),
  }),
})
export const GuestProductListResponseSchema = v.object({
  items: v.array(GuestProductSummarySchema),
  total_count: v.number(),
})
export const GuestProductSearchResponseSchema = v.object({
  ...GuestProductListResponseSchema.entries,
  ...PAGE_ENTRIES,
  ...SUGGESTION_ENTRY,
})
export const GuestCategoryPageResponseSchema = v.object({
  category: CategoryHeading,
  ...GuestProductListResponseSchema.entries,
  ...PAGE_ENTRIES,
})

export const CategorySearchResponseSchema = v.object({ items: v.array(CategoryHitSchema), total_count: v.number() })
export type CategorySearchResponse = v.InferOutput<typeof CategorySearchResponseSchema>

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

/** Most SKUs one prices request may name: a listing's largest page is 48 products (docs/decisions/028-page-cost-and-server-cpu.md). */
export const MAX_PRICE_SKUS = 100
const PRICE_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/**
 * `GET /api/categorysearch/customerPrices?skus=A,B`: the contract prices of the SKUs a page
 * shows (docs/decisions/028-page-cost-and-server-cpu.md), so a page's cost does not grow with the contract. Without `skus` the answer
 * is the whole list, as spec §7 describes it. Duplicates are dropped; an empty item is an error.
 */
export const CustomerPricesQuerySchema = v.strictObject({
  skus: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_PRICE_SKUS * 65, 'Liian monta tuotekoodia.'),
      v.transform((raw) => [...new Set(raw.split(','))]),
      v.check((skus) => skus.every((sku) => PRICE_SKU.test(sku)), 'Virheellinen tuotekoodi.'),
      v.maxLength(MAX_PRICE_SKUS, `Enintään ${MAX_PRICE_SKUS} tuotekoodia kerralla.`),
    ),
  ),
})

export { ALL_PRODUCTS_PATH, MAX_PAGE, PAGE_SIZES, SEARCH_SORTS, SORTS } from './catalogParams'

const intString = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Anna kokonaisluku.'), v.transform(Number), v.minValue(min), v.maxValue(max))

/** A paging parameter: optional text, clamped by clampInt (catalogParams.ts). */
export const pagingInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((raw: string) => clampInt(raw, min, max, fallback)),
    ),
    String(fallback),
  )

/**
 * The longest search text kept, in characters (code points). Search accepts any input and
 * normalises it instead of refusing it (issue: queries of any length never error): a pasted
 * paragraph is cut here. No product or category name comes near this length, and the FTS
 * query reads only the first 8 words (worker/backend/catalog/search.ts), so the cut changes no
 * result a person can ask for; it bounds the cache keys and the work per request.
 */
export const SEARCH_MAX_CHARS = 200

/**
 * What a user typed, made safe to search with: unpaired UTF-16 surrogates (which have no
 * UTF-8 form) become U+FFFD, control characters become spaces, whitespace runs one space,
 * trimmed, then cut to SEARCH_MAX_CHARS code points (never inside a surrogate pair).
 */
export function normalizeSearchText(input: string): string {
  const text = input
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  const chars = [...text]
  return chars.length > SEARCH_MAX_CHARS ? chars.slice(0, SEARCH_MAX_CHARS).join('').trimEnd() : text
}

export const SearchTextSchema = v.pipe(v.string('Hakusana puuttuu.'), v.transform(normalizeSearchText))

/**
 * A guest's order of a listing or a search: any but the price orders, which read the customer's
 * own prices (docs/decisions/063-search-paging-and-sort.md). Checked once the audience is known.
 */
export const GuestSortSchema = v.pipe(
  v.string(),
  v.check(
    (sort) => !(PRICE_SORTS as readonly string[]).includes(sort),
    'Hintajärjestys on vain kirjautuneille asiakkaille. Kirjaudu sisään nähdäksesi hinnat.',
  ),
)

/** GET /api/catalog/new: the newest products (issue: new products row on the home page). */
export const NewProductsQuerySchema = v.strictObject({
  limit: v.optional(intString(1, 24), '8'),
})
