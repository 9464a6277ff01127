import { filterParams, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { pageHref } from '../../../ui/Pager'

/**
 * The address of a listing's page with its filters and order (docs/decisions/069-facets-and-filters.md):
 * the page's own parameters (`keep`: the search text) first, then the filters in their one
 * order, then the order and the page; the defaults stay out, so a listing has one address.
 */
export function listingHref(
  path: string,
  {
    keep = {},
    filters,
    sort,
    defaultSort,
    page = 1,
  }: { keep?: Record<string, string>; filters: ListingFilters; sort: string; defaultSort: string; page?: number },
): string {
  return pageHref(path, { ...keep, ...filterParams(filters), sort: sort === defaultSort ? undefined : sort, page })
}
