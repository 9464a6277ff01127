import { useQuery } from '@tanstack/react-query'
import { toggleFlag, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { contractCountQuery, type ListingScope } from './contractCountQuery'
import { FilterGroupView } from './FilterGroupView'
import { filterMessages } from './filterMessages'

/**
 * The customer's "Sopimustuotteet" choice (docs/decisions/069-facets-and-filters.md). Its count is
 * the customer's own and comes apart from the listing: the choice shows without a count until it
 * arrives and never holds the page back. No contract product among the listing: no choice; a
 * failed count: the choice without a number, so the filter still works.
 */
export function ContractFilter({
  scope,
  filters,
  navId,
  hrefFor,
}: {
  scope: ListingScope
  filters: ListingFilters
  navId: string
  hrefFor: (filters: ListingFilters) => string
}) {
  const { data } = useQuery(contractCountQuery(scope, filters, navId))
  const chosen = Boolean(filters.contract)
  const count = data?.count ?? null
  if (count === 0 && !chosen) return null
  const group = {
    id: 'contract',
    title: filterMessages.groups.contract,
    choices: [
      { key: 'contract', label: filterMessages.contract, count, chosen, next: toggleFlag(filters, 'contract') },
    ],
  }
  return <FilterGroupView group={group} hrefFor={hrefFor} />
}
