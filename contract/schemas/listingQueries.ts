import * as v from 'valibot'
import { PRODUCT_ATTRIBUTE_CODES } from '../productAttributes'
import { categoryPageSize, MAX_PAGE, PAGE_SIZES, SEARCH_SORTS, SORTS } from './catalogParams'
import { pagingInt, SearchTextSchema } from './catalog'
import { MAX_FILTER_VALUE_CHARS, MAX_FILTER_VALUES, MEDICINE_VALUES, splitFilterValues } from './listingFilterValues'

/*
 * The /api queries of the listings (search, a category, the contract count) with their filters
 * (docs/decisions/069-facets-and-filters.md). Read by the Worker only; apart from ./catalog.ts so
 * the browser's catalogue chunk, which the home page loads, carries none of it
 * (docs/decisions/030-home-js.md).
 */

const flagParam = v.optional(v.literal('1', 'Suodatin on 1 tai puuttuu.'))
export const FACET_MODES = ['1', 'contract'] as const
const facetsParam = v.optional(v.picklist(FACET_MODES, 'facets on 1 tai contract.'))
const attributeParam = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(MAX_FILTER_VALUES * (MAX_FILTER_VALUE_CHARS + 1), 'Liian pitkä suodatin.'),
    v.transform(splitFilterValues),
    v.maxLength(MAX_FILTER_VALUES, `Enintään ${MAX_FILTER_VALUES} arvoa suodatinta kohden.`),
    v.check(
      (values) => values.every((value) => value.length <= MAX_FILTER_VALUE_CHARS),
      'Liian pitkä suodattimen arvo.',
    ),
  ),
)
const CATEGORY_PATH = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.maxLength(300),
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Virheellinen kategoria.'),
)

/**
 * The filters and facets of a listing's /api query (contract/schemas/listingFilters.ts,
 * docs/decisions/069-facets-and-filters.md). `facets=1` asks for the facet counts: the results
 * page and the category page do, a keystroke of the search panel does not. `facets=contract` adds
 * the caller's contract count, which only a read made for that one customer may carry.
 */
export const ListingFilterEntries = {
  stock: flagParam,
  cold: flagParam,
  contract: flagParam,
  medicine: v.optional(v.picklist(MEDICINE_VALUES, 'Lääkesuodatin on yes tai no.')),
  ...Object.fromEntries(PRODUCT_ATTRIBUTE_CODES.map((code) => [code, attributeParam])),
  facets: facetsParam,
} as {
  stock: typeof flagParam
  cold: typeof flagParam
  contract: typeof flagParam
  medicine: v.OptionalSchema<v.PicklistSchema<typeof MEDICINE_VALUES, string>, undefined>
  facets: typeof facetsParam
} & Record<(typeof PRODUCT_ATTRIBUTE_CODES)[number], typeof attributeParam>

export const ProductSearchQuerySchema = v.strictObject({
  q: SearchTextSchema,
  pageSize: pagingInt(1, 48, 8),
  page: pagingInt(1, MAX_PAGE, 1),
  sort: v.optional(v.picklist(SEARCH_SORTS, 'Tuntematon järjestys.'), 'relevance'),
  category: v.optional(CATEGORY_PATH),
  ...ListingFilterEntries,
})

/**
 * `GET /api/catalog/contractcount`: a listing as a category's `path` or a search's `q` (one of the
 * two), with its filters; the answer is the customer's count of contract products among it
 * (docs/decisions/069-facets-and-filters.md).
 */
export const ContractCountQuerySchema = v.pipe(
  v.strictObject({
    path: v.optional(CATEGORY_PATH),
    q: v.optional(SearchTextSchema),
    category: v.optional(CATEGORY_PATH),
    ...ListingFilterEntries,
  }),
  v.check((query) => (query.path === undefined) !== (query.q === undefined), 'Anna joko kategoria tai hakusana.'),
)

export const CategoryListingQuerySchema = v.strictObject({
  path: CATEGORY_PATH,
  page: pagingInt(1, MAX_PAGE, 1),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.transform((raw: string) => categoryPageSize(raw)),
    ),
    String(PAGE_SIZES[0]),
  ),
  sort: v.optional(v.picklist(SORTS, 'Tuntematon järjestys.'), 'position'),
  ...ListingFilterEntries,
})
