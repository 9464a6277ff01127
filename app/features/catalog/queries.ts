import { queryOptions } from '@tanstack/react-query'
import {
  CategorySearchResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchResponseSchema,
} from '../../../contract/schemas/catalog'
import { isPriceSort, type ListingSort, type SearchSort } from '../../../contract/schemas/catalogParams'
import { api } from '../../lib/api'

/**
 * A price order is the customer's own (docs/decisions/063-search-paging-and-sort.md), and so is
 * a listing of the customer's contract products (docs/decisions/069-facets-and-filters.md): their
 * keys carry the customer, so one browser's cache never shows another's after a switch of user.
 */
export const viewerKey = (sort: string, filters: Readonly<Record<string, string>> | undefined, navId: string | null) =>
  isPriceSort(sort) || filters?.contract ? [navId] : []

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => api(`/api/catalog/productdetails/${encodeURIComponent(slug)}`, ProductDetailResponseSchema),
    staleTime: 5 * 60_000,
  })

export interface SearchPageParams {
  page: number
  sort: SearchSort
  navId: string | null
}

/** The search's URL parameters of a page in an order (relevance and page 1 left out, as the edge cache keys them). */
export const searchParams = (q: string, pageSize: number, page: number, sort: SearchSort): Record<string, string> => ({
  q,
  pageSize: String(pageSize),
  ...(page > 1 ? { page: String(page) } : {}),
  ...(sort !== 'relevance' ? { sort } : {}),
})

/** One page of product search, as the search panel and quick order read it (no filters, no facets). */
export const productSearchQuery = (
  q: string,
  pageSize: number,
  { page, sort, navId }: SearchPageParams = { page: 1, sort: 'relevance', navId: null },
) =>
  queryOptions({
    queryKey: ['catalog', 'search', q, pageSize, page, sort, ...viewerKey(sort, undefined, navId)],
    queryFn: ({ signal }) =>
      api(
        `/api/catalog/productsearch?${new URLSearchParams(searchParams(q, pageSize, page, sort))}`,
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
