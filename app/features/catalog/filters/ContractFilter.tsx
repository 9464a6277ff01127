import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { toggleFlag, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { FallbackBoundary } from '../../../ui/FallbackBoundary'
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
 * the customer's own and streams in apart from the listing behind its own Suspense boundary: the
 * choice shows without a number until it arrives and never holds the page back. No contract
 * product among the listing: no choice; a failed count: the choice without a number, so the
 * filter still works.
 */
export function ContractFilter(props: ContractFilterProps) {
  const uncounted = <ContractChoice {...props} count={null} />
  return (
    <FallbackBoundary fallback={uncounted}>
      <Suspense fallback={uncounted}>
        <CountedContractChoice {...props} />
      </Suspense>
    </FallbackBoundary>
  )
}

function CountedContractChoice(props: ContractFilterProps) {
  const { data } = useSuspenseQuery(contractCountQuery(props.scope, props.filters, props.navId))
  return <ContractChoice {...props} count={data.count} />
}

function ContractChoice({ filters, hrefFor, count }: ContractFilterProps & { count: number | null }) {
  const chosen = Boolean(filters.contract)
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
