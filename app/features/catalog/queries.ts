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
}

/**
 * A price order is the customer's own (docs/decisions/063-search-paging-and-sort.md): its key
 * carries the customer, so one browser's cache never shows another's order after a switch of user.
 */
const viewerKey = (sort: string, navId: string | null) => (isPriceSort(sort) ? [navId] : [])

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => api(`/api/catalog/productdetails/${encodeURIComponent(slug)}`, ProductDetailResponseSchema),
    staleTime: 5 * 60_000,
  })

export const categoryQuery = (params: CategoryParams, navId: string | null = null) =>
  queryOptions({
    queryKey: ['catalog', 'category', params, ...viewerKey(params.sort, navId)],
    queryFn: () => {
      const qs = new URLSearchParams({
        path: params.path,
        page: String(params.page),
        pageSize: String(params.pageSize),
        sort: params.sort,
      })
      return api(`/api/catalog/category?${qs}`, CategoryPageResponseSchema)
    },
    staleTime: 5 * 60_000,
  })

export interface SearchPageParams {
  page: number
  sort: SearchSort
  navId: string | null
}

/** One page of product search; the panel's first page in relevance order by default. */
export const productSearchQuery = (
  q: string,
  pageSize: number,
  { page, sort, navId }: SearchPageParams = { page: 1, sort: 'relevance', navId: null },
) =>
  queryOptions({
    queryKey: ['catalog', 'search', q, pageSize, page, sort, ...viewerKey(sort, navId)],
    queryFn: ({ signal }) =>
      api(
        `/api/catalog/productsearch?${new URLSearchParams({
          q,
          pageSize: String(pageSize),
          ...(page > 1 ? { page: String(page) } : {}),
          ...(sort !== 'relevance' ? { sort } : {}),
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
