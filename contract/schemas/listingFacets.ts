import * as v from 'valibot'
import {
  CategoryPageResponseSchema,
  GuestCategoryPageResponseSchema,
  GuestProductSearchResponseSchema,
  ProductSearchResponseSchema,
} from './catalog'

/*
 * The facet counts of the category page and the search results page
 * (docs/decisions/069-facets-and-filters.md), apart from ./catalog.ts: the home page loads the
 * catalogue's schemas for its search panel, whose keystrokes never carry facets, and none of
 * this belongs in its first load (docs/decisions/030-home-js.md).
 */

/**
 * The facets of a listing (docs/decisions/069-facets-and-filters.md): for each filter, how many
 * of the listing's products it would show with the other chosen filters kept. Values with no
 * products are left out. `categories` are the subcategories of the category shown (a category
 * page's, or the search's `category`, or the top level), `medicine` is absent for a
 * denyMedListing customer, `attributes` follow contract/productAttributes.ts, their values in
 * catalogue order. `contract` is there only in an answer read with the customer's session: the
 * shared per-audience answer has none, and a customer's page reads that count apart
 * (ContractCountResponseSchema). They carry no price, so guests get them too (without `contract`).
 */
export const ListingFacetsSchema = v.object({
  categories: v.array(v.object({ name: v.string(), url_path: v.string(), count: v.number() })),
  in_stock: v.number(),
  cold_chain: v.number(),
  medicine: v.optional(v.object({ yes: v.number(), no: v.number() })),
  /** Products with the caller's contract price: only in an answer read with the customer's session. */
  contract: v.optional(v.number()),
  attributes: v.array(
    v.object({ code: v.string(), values: v.array(v.object({ value: v.string(), count: v.number() })) }),
  ),
  /**
   * The counts are estimates: the search found more than the backend counts exactly, so they come
   * from an even sample of its hits (docs/decisions/072-search-filters-in-the-index.md). Shown as "n. 1 200".
   */
  approximate: v.optional(v.literal(true)),
})
export type ListingFacets = v.InferOutput<typeof ListingFacetsSchema>

const FACETS_ENTRY = { facets: v.optional(ListingFacetsSchema) }
/** A guest's facets never carry a contract count (they come from a read without a session anyway). */
const GUEST_FACETS_ENTRY = { facets: v.optional(v.omit(ListingFacetsSchema, ['contract'])) }

/** Product search as the results page reads it: a page of hits and, when asked, their facets. */
export const FacetedSearchResponseSchema = v.object({ ...ProductSearchResponseSchema.entries, ...FACETS_ENTRY })
export type FacetedSearchResponse = v.InferOutput<typeof FacetedSearchResponseSchema>
export const GuestFacetedSearchResponseSchema = v.object({
  ...GuestProductSearchResponseSchema.entries,
  ...GUEST_FACETS_ENTRY,
})

/** A category page with, when asked, its facets. */
export const FacetedCategoryResponseSchema = v.object({ ...CategoryPageResponseSchema.entries, ...FACETS_ENTRY })
export type FacetedCategoryResponse = v.InferOutput<typeof FacetedCategoryResponseSchema>
export const GuestFacetedCategoryResponseSchema = v.object({
  ...GuestCategoryPageResponseSchema.entries,
  ...GUEST_FACETS_ENTRY,
})

/** How many of a listing's products carry the customer's contract price (`GET /api/catalog/contractcount`). */
export const ContractCountResponseSchema = v.object({
  count: v.number(),
  /** An estimate, as the listing's other counts (ListingFacetsSchema `approximate`). */
  approximate: v.optional(v.literal(true)),
})
