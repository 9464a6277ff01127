import { queryOptions } from '@tanstack/react-query'
import { ContractCountResponseSchema } from '../../../../contract/schemas/listingFacets'
import { filterParams, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { api } from '../../../lib/api'

/** Where the contract count is counted: a category's products or a search's hits. */
export type ListingScope = { path: string } | { q: string }

/**
 * How many of a listing's products carry the customer's contract price, with the other filters
 * kept (docs/decisions/069-facets-and-filters.md): the customer's own, so keyed by the customer.
 */
export const contractCountQuery = (scope: ListingScope, filters: ListingFilters, navId: string) => {
  const { contract: _own, ...others } = filters
  const chosen = filterParams(others)
  return queryOptions({
    queryKey: ['customer', navId, 'contractcount', scope, chosen],
    queryFn: ({ signal }) =>
      api(`/api/catalog/contractcount?${new URLSearchParams({ ...scope, ...chosen })}`, ContractCountResponseSchema, {
        signal,
      }),
    staleTime: 5 * 60_000,
  })
}
