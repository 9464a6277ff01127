import { useQuery } from '@tanstack/react-query'
import { toggleFlag, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { contractCountQuery, type ListingScope } from './contractCountQuery'
import { FilterGroupView } from './FilterGroupView'
import { filterMessages } from './filterMessages'

interface ContractFilterProps {
  scope: ListingScope
  filters: ListingFilters
  navId: string
  hrefFor: (filters: ListingFilters) => string
}

/**
 * The customer's "Sopimustuotteet" choice (docs/decisions/069-facets-and-filters.md). Its count is
 * the customer's own: the browser asks for it once the page is up, so the server's render spends
 * no session check and no D1 trip on it (docs/decisions/028-page-cost-and-server-cpu.md) and the
 * page never waits for it. Until it arrives, or if it fails, the choice shows without a number and
 * still works; no contract product among the listing: no choice.
 */
export function ContractFilter(props: ContractFilterProps) {
  const { data } = useQuery(contractCountQuery(props.scope, props.filters, props.navId))
  return <ContractChoice {...props} count={data?.count ?? null} approximate={data?.approximate === true} />
}

function ContractChoice({
  filters,
  hrefFor,
  count,
  approximate,
}: ContractFilterProps & { count: number | null; approximate: boolean }) {
  const chosen = Boolean(filters.contract)
  if (count === 0 && !chosen) return null
  const group = {
    id: 'contract',
    title: filterMessages.groups.contract,
    choices: [
      {
        key: 'contract',
        label: filterMessages.contract,
        count,
        approximate,
        chosen,
        next: toggleFlag(filters, 'contract'),
      },
    ],
  }
  return <FilterGroupView group={group} hrefFor={hrefFor} />
}
