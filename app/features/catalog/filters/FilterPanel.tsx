import type { ListingFacets } from '../../../../contract/schemas/listingFacets'
import type { ListingFilters } from '../../../../contract/schemas/listingFilters'
import type { ListingScope } from './contractCountQuery'
import { ContractFilter } from './ContractFilter'
import { filterGroups } from './filterGroups'
import { FilterGroupView } from './FilterGroupView'
import { filterMessages } from './filterMessages'

export interface FilterPanelProps {
  facets: ListingFacets | undefined
  filters: ListingFilters
  /** The listing's address with other filters, from its first page. */
  hrefFor: (filters: ListingFilters) => string
  /** The search results' category tree; a category page's subcategory links carry theirs. */
  categories: boolean
  categoryName?: string
  /** The customer's contract filter; null for a guest. */
  contract: { scope: ListingScope; navId: string } | null
}

/**
 * The groups of a listing's filters in the agreed order (docs/decisions/069-facets-and-filters.md):
 * category, availability, contract products (customers), cold chain, medicines, the attributes.
 */
export function FilterPanel({ facets, filters, hrefFor, categories, categoryName, contract }: FilterPanelProps) {
  const groups = facets ? filterGroups(facets, filters, { categories, categoryName }) : []
  const contractAt = groups.findIndex((g) => g.id !== 'category' && g.id !== 'stock')
  const split = contractAt === -1 ? groups.length : contractAt
  return (
    <div className="flex flex-col" data-testid="filter-panel">
      {facets?.approximate ? (
        <p className="pb-2 text-xs text-ink-muted" data-testid="filter-estimate">
          {filterMessages.approximateHint}
        </p>
      ) : null}
      {groups.slice(0, split).map((group) => (
        <FilterGroupView key={group.id} group={group} hrefFor={hrefFor} />
      ))}
      {contract ? (
        <ContractFilter scope={contract.scope} filters={filters} navId={contract.navId} hrefFor={hrefFor} />
      ) : null}
      {groups.slice(split).map((group) => (
        <FilterGroupView key={group.id} group={group} hrefFor={hrefFor} />
      ))}
    </div>
  )
}
