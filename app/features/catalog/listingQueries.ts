import { queryOptions } from '@tanstack/react-query'
import type { ListingSort, SearchSort } from '../../../contract/schemas/catalogParams'
import { FacetedCategoryResponseSchema, FacetedSearchResponseSchema } from '../../../contract/schemas/listingFacets'
import { api } from '../../lib/api'
import { searchParams, viewerKey } from './queries'

/*
 * The category page's and the search results page's reads, with their filters and facet counts
 * (docs/decisions/069-facets-and-filters.md). Apart from ./queries.ts, which the home page loads
 * for its search panel: the facets' schemas stay in the listing routes' chunks
 * (docs/decisions/030-home-js.md).
 */

/**
 * A listing's filters as their URL parameters, in their one order (`filterParams` of
 * contract/schemas/listingFilters.ts). Taken ready-made: the home page reads this module, and
 * the filters' own code stays in the listing routes' chunks (docs/decisions/030-home-js.md).
 */
export type FilterParams = Readonly<Record<string, string>>

export interface CategoryParams {
  path: string
  page: number
  pageSize: number
  sort: ListingSort
  /** The chosen filters; the page asks for the facet counts with them (docs/decisions/069-facets-and-filters.md). */
  filters?: FilterParams
}

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
      return api(`/api/catalog/category?${qs}`, FacetedCategoryResponseSchema)
    },
    staleTime: 5 * 60_000,
  })

/** A page of the search results page: its filters in the key in their one order, and the facet counts. */
export const searchResultsQuery = (
  q: string,
  pageSize: number,
  { page, sort, navId, filters }: { page: number; sort: SearchSort; navId: string | null; filters: FilterParams },
) =>
  queryOptions({
    queryKey: ['catalog', 'search', q, pageSize, page, sort, filters, ...viewerKey(sort, filters, navId)],
    queryFn: ({ signal }) =>
      api(
        `/api/catalog/productsearch?${new URLSearchParams({ ...searchParams(q, pageSize, page, sort), ...filters, facets: '1' })}`,
        FacetedSearchResponseSchema,
        { signal },
      ),
    staleTime: 60_000,
  })
