import { useQuery } from '@tanstack/react-query'
import { userQuery } from '../session/queries'
import { contentEntriesQuery, linksFor, OneLinkFields, type LinkFields } from './queries'

/** spec §7: contentLinkMegamenu, newest first (the API's default order for the type, asked explicitly). */
export const megaMenuLinksQuery = () =>
  contentEntriesQuery('contentLinkMegamenu', OneLinkFields, { include: '2', order: '-sys.createdAt' })

/**
 * spec §1/§2: the mega menu's content links. The mega menu is for logged-in customers, who see
 * every link their scope opens (docs/decisions/049-offer-only-what-is-allowed.md). `null` while loading; a failed load leaves them out (spec §8).
 */
export function useMegaMenuLinks(): LinkFields[] | null {
  const { data: user } = useQuery(userQuery())
  const { data, isError } = useQuery(megaMenuLinksQuery())
  if (isError) return []
  if (!data) return null
  return linksFor(
    data.items.flatMap((item) => item.fields.link ?? []),
    user ?? null,
  )
}
