import { queryOptions } from '@tanstack/react-query'
import {
  CategoryPageResponseSchema,
  CategorySearchResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  ProductSearchResponseSchema,
} from '../../../contract/schemas/catalog'
import { api } from '../../lib/api'

export interface CategoryParams {
  path: string
  page: number
  pageSize: number
  sort: string
}

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => api(`/api/catalog/productdetails/${encodeURIComponent(slug)}`, ProductDetailResponseSchema),
    staleTime: 5 * 60_000,
  })

export const categoryQuery = (params: CategoryParams) =>
  queryOptions({
    queryKey: ['catalog', 'category', params],
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

export const productSearchQuery = (q: string, pageSize: number) =>
  queryOptions({
    queryKey: ['catalog', 'search', q, pageSize],
    queryFn: ({ signal }) =>
      api(
        `/api/catalog/productsearch?${new URLSearchParams({ q, pageSize: String(pageSize) })}`,
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
