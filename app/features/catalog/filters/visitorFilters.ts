import { allowedFilters, filtersFromParams, type ListingFilters } from '../../../../contract/schemas/listingFilters'

/**
 * The filters a visitor's listing uses: the URL's, leniently, without those the visitor may not
 * use (a guest's contract filter, a denyMedListing customer's medicine filter) and, on a
 * category page, without the search's `category`.
 */
export function visitorFilters(
  search: Record<string, unknown>,
  user: { denyMedListing: boolean } | null | undefined,
  { search: isSearch }: { search: boolean },
): ListingFilters {
  const { category, ...rest } = allowedFilters(filtersFromParams(search), {
    loggedIn: Boolean(user),
    medicines: !user?.denyMedListing,
  })
  return isSearch && category ? { ...rest, category } : rest
}
