import { useQuery } from '@tanstack/react-query'
import { LISTING_PAGE_SIZE } from '../../../../contract/schemas/catalogParams'
import { categoryQuery } from '../listingQueries'

/**
 * The name of the search's chosen category, for its chip and its place in the category group. A
 * shared link carries only the path: the name comes from the category's first page (the entry the
 * category page itself uses), and until it arrives, or if it fails, the chip shows the path.
 */
export function useCategoryName(path: string | undefined): string {
  const { data } = useQuery({
    ...categoryQuery({ path: path ?? '', page: 1, pageSize: LISTING_PAGE_SIZE, sort: 'position' }),
    enabled: Boolean(path),
    select: (answer) => answer.category.name,
  })
  return path ? (data ?? path) : ''
}
