import type { ListingFacets } from '../../../contract/schemas/listingFacets'
import { filterParams, type ListingFilters } from '../../../contract/schemas/listingFilters'
import { AppLink } from '../../ui/AppLink'
import { pageHref } from '../../ui/Pager'
import { catalogMessages } from './catalogMessages'

/**
 * A category page's subcategories as links, which keep the chosen filters and, once the listing
 * is counted, carry their counts ("Käsineet (12)"): the category group of the filters
 * (docs/decisions/069-facets-and-filters.md). A subcategory the filters leave empty is not shown.
 */
export function Subcategories({
  items,
  counts,
  filters,
}: {
  items: { id: number; name: string; url_path: string }[]
  counts: ListingFacets['categories'] | undefined
  filters: ListingFilters
}) {
  const byPath = counts ? new Map(counts.map((c) => [c.url_path, c.count])) : null
  const shown = items.flatMap((child) => {
    const count = byPath ? (byPath.get(child.url_path) ?? 0) : null
    return count === 0 ? [] : [{ ...child, count }]
  })
  if (shown.length === 0) return null
  return (
    <nav aria-label={catalogMessages.subcategories} data-testid="subcategories">
      {/* One row that scrolls sideways on a phone, so the products start on the first screen
          (docs/decisions/016-notices-and-login-return-on-phones.md); wrapped from 640 px. */}
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {shown.map((child) => (
          <li key={child.id} className="shrink-0 sm:max-w-full sm:shrink">
            <AppLink
              href={pageHref(`/category/${encodeURI(child.url_path)}`, filterParams(filters))}
              className="tap inline-flex max-w-full items-center whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              {child.name}
              {child.count !== null ? <span className="ml-1 font-normal text-ink-muted">({child.count})</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
