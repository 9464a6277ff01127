import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { contentEntriesQuery, visibleLinks, type LinkFields } from './queries'

const NavigationLinkFields = v.object({ link: v.optional(v.unknown()) })

export const navigationLinksQuery = () => contentEntriesQuery('navigationLink', NavigationLinkFields, { include: '2' })

/** spec §2 top content links in the header and mobile menu; a failed load leaves them out (spec §8). */
export function useTopLinks(loggedIn: boolean): LinkFields[] {
  const { data } = useQuery(navigationLinksQuery())
  if (!data) return []
  return visibleLinks(
    data.items.map((item) => item.fields.link),
    loggedIn,
  )
}
