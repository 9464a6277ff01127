import { useId } from 'react'
import type { ListingFilters } from '../../../../contract/schemas/listingFilters'
import { FilterChoiceLink } from './FilterChoiceLink'
import type { FilterChoice, FilterGroup } from './filterGroups'
import { filterMessages } from './filterMessages'

/** The choices a group shows before "Näytä kaikki": size alone has up to 94 values. */
export const VISIBLE_CHOICES = 8

/**
 * One group of the panel: its heading and its choices, the first VISIBLE_CHOICES at once and the
 * rest behind a <details> (which opens without the script too), open when one of them is chosen.
 */
export function FilterGroupView({
  group,
  hrefFor,
}: {
  group: FilterGroup
  hrefFor: (filters: ListingFilters) => string
}) {
  const titleId = useId()
  const first = group.choices.slice(0, VISIBLE_CHOICES)
  const rest = group.choices.slice(VISIBLE_CHOICES)
  const link = (choice: FilterChoice) => (
    <FilterChoiceLink
      key={choice.key}
      href={hrefFor(choice.next)}
      label={choice.label}
      count={choice.count}
      approximate={choice.approximate}
      chosen={choice.chosen}
      single={group.single}
      nested={choice.nested}
    />
  )
  return (
    <section className="border-b border-line py-3 last:border-b-0" data-testid={`filter-group-${group.id}`}>
      <h3 id={titleId} className="mb-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {group.title}
      </h3>
      <div role={group.single ? 'radiogroup' : 'group'} aria-labelledby={titleId} className="flex flex-col">
        {first.map(link)}
        {rest.length > 0 ? (
          <details open={rest.some((c) => c.chosen) || undefined} className="flex flex-col">
            <summary className="tap link flex cursor-pointer items-center text-sm">
              {filterMessages.showMore(group.choices.length)}
            </summary>
            {rest.map(link)}
          </details>
        ) : null}
      </div>
    </section>
  )
}
