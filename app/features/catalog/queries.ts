import { queryOptions } from '@tanstack/react-query'
import {
  CategoryPageResponseSchema,
  CategorySearchResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchResponseSchema,
} from '../../../contract/schemas/catalog'
import { isPriceSort, type ListingSort, type SearchSort } from '../../../contract/schemas/catalogParams'
import { api } from '../../lib/api'

export interface CategoryParams {
  path: string
  page: number
  pageSize: number
  sort: ListingSort
  /** The chosen filters; the page asks for the facet counts with them (docs/decisions/069-facets-and-filters.md). */
  filters?: FilterParams
}

/**
 * A listing's filters as their URL parameters, in their one order (`filterParams` of
 * contract/schemas/listingFilters.ts). Taken ready-made: the home page reads this module, and
 * the filters' own code stays in the listing routes' chunks (docs/decisions/030-home-js.md).
 */
export type FilterParams = Readonly<Record<string, string>>

/**
 * A price order is the customer's own (docs/decisions/063-search-paging-and-sort.md), and so is
 * a listing of the customer's contract products (docs/decisions/069-facets-and-filters.md): their
 * keys carry the customer, so one browser's cache never shows another's after a switch of user.
 */
const viewerKey = (sort: string, filters: FilterParams | undefined, navId: string | null) =>
  isPriceSort(sort) || filters?.contract ? [navId] : []

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => api(`/api/catalog/productdetails/${encodeURIComponent(slug)}`, ProductDetailResponseSchema),
    staleTime: 5 * 60_000,
  })

/** A category page with its facet counts; the filters are in the key in their one fixed order. */
export const categoryQuery = ({ filters = {}, ...params }: CategoryParams, navId: string | null = null) =>
  queryOptions({
    queryKey: ['catalog', 'category', params, filters, ...viewerKey(params.sort, filters, navId)],
    queryFn: () => {
      const qs = new URLSearchParams({
        path: params.path,
        page: String(params.page),
        pageSize: String(params.pageSize),
        sort: params.sort,
        ...filters,
        facets: '1',
      })
      return api(`/api/catalog/category?${qs}`, CategoryPageResponseSchema)
    },
    staleTime: 5 * 60_000,
  })

export interface SearchPageParams {
  page: number
  sort: SearchSort
  navId: string | null
  /**
   * The results page's filters: given, the answer carries the facet counts too
   * (docs/decisions/069-facets-and-filters.md). The panel's keystrokes ask for neither.
   */
  filters?: FilterParams
}

/** One page of product search; the panel's first page in relevance order by default. */
export const productSearchQuery = (
  q: string,
  pageSize: number,
  { page, sort, navId, filters }: SearchPageParams = {
    page: 1,
    sort: 'relevance',
    navId: null,
  },
) =>
  queryOptions({
    queryKey: [
      'catalog',
      'search',
      q,
      pageSize,
      page,
      sort,
      ...(filters ? [filters] : []),
      ...viewerKey(sort, filters, navId),
    ],
    queryFn: ({ signal }) =>
      api(
        `/api/catalog/productsearch?${new URLSearchParams({
          q,
          pageSize: String(pageSize),
          ...(page > 1 ? { page: String(page) } : {}),
          ...(sort !== 'relevance' ? { sort } : {}),
          ...(filters ? { ...filters, facets: '1' } : {}),
        })}`,
        // The search schema, not the listing's: it keeps the page and the `suggestion` (docs/decisions/022-finnish-product-search.md).
        ProductSearchResponseSchema,
        { signal },
      ),
    staleTime: 60_000,
  })

export const categorySearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalog', 'categorysearch', q],
    queryFn: ({ signal }) =>
      api(`/api/categorysearch/${encodeURIComponent(q)}`, CategorySearchResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  })

/** The newest products of the home page row (public, the same for everyone). */
export const newProductsQuery = (limit = 8) =>
  queryOptions({
    queryKey: ['catalog', 'new', limit],
    queryFn: () => api(`/api/catalog/new?${new URLSearchParams({ limit: String(limit) })}`, ProductListResponseSchema),
    staleTime: 5 * 60_000,
  })
