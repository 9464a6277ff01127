import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Reader } from '../../../contract/pageAccess'
import { contentEntriesQuery, linksFor, resolvedLinks, type LinkFields } from './queries'

/** Each navigation entry references one link entry, resolved while parsing (none when unresolved). */
const NavigationLinkFields = v.object({
  link: v.pipe(
    v.optional(v.unknown()),
    v.transform((link) => (link === undefined ? [] : resolvedLinks([link]))),
  ),
})

export const navigationLinksQuery = () => contentEntriesQuery('navigationLink', NavigationLinkFields, { include: '2' })

/** spec §2 top content links in the header and mobile menu; a failed load leaves them out (spec §8). */
export function useTopLinks(reader: Reader): LinkFields[] {
  const { data } = useQuery(navigationLinksQuery())
  if (!data) return []
  return linksFor(
    data.items.flatMap((item) => item.fields.link ?? []),
    reader,
  )
}
