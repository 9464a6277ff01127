import { NO_FILTERS, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import type { ChosenFilter } from './chosenFilters'
import { filterMessages } from './filterMessages'

/**
 * The chosen filters above the grid, each a link that removes it, and "Tyhjennä suodattimet"
 * (docs/decisions/069-facets-and-filters.md). Links, so they work before the script loads.
 */
export function FilterChips({
  chosen,
  hrefFor,
}: {
  chosen: ChosenFilter[]
  hrefFor: (filters: ListingFilters) => string
}) {
  if (chosen.length === 0) return null
  return (
    <nav aria-label={filterMessages.chosen} data-testid="filter-chips">
      <ul className="flex flex-wrap items-center gap-2">
        {chosen.map((chip) => (
          <li key={chip.key} className="max-w-full">
            <AppLink
              href={hrefFor(chip.without)}
              aria-label={filterMessages.remove(chip.label)}
              rel="nofollow"
              className="tap inline-flex max-w-full items-center gap-2 rounded-full border border-brand-700 bg-brand-50 px-3 text-sm font-semibold text-brand-900 no-underline hover:bg-brand-100"
            >
              <span className="min-w-0 break-words">{chip.label}</span>
              <Icon name="close" size="s" />
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink href={hrefFor(NO_FILTERS)} rel="nofollow" className="tap link inline-flex items-center px-2 text-sm">
            {filterMessages.clear}
          </AppLink>
        </li>
      </ul>
    </nav>
  )
}
