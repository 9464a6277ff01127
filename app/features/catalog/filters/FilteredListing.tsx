import type { ReactNode } from 'react'
import type { ChosenFilter } from './chosenFilters'
import { FilterChips } from './FilterChips'
import { FilterLayout } from './FilterLayout'
import { FilterPanel, type FilterPanelProps } from './FilterPanel'

/**
 * A listing's results with its filters (docs/decisions/069-facets-and-filters.md): the panel
 * beside them or in the phone's sheet, the chosen filters as chips above them.
 */
export function FilteredListing({
  chosen,
  total,
  children,
  ...panel
}: Omit<FilterPanelProps, 'categoryName'> & { chosen: ChosenFilter[]; total: number; children: ReactNode }) {
  return (
    <FilterLayout
      chosenCount={chosen.length}
      total={total}
      panel={<FilterPanel {...panel} categoryName={chosen.find((c) => c.key === 'category')?.label} />}
    >
      <FilterChips chosen={chosen} hrefFor={panel.hrefFor} />
      {children}
    </FilterLayout>
  )
}
