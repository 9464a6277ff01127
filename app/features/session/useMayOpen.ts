import { useQuery } from '@tanstack/react-query'
import { mayOpen } from '../../../contract/pageAccess'
import { userQuery } from './queries'

/**
 * Whether the current user may be offered a link to `href` (contract/pageAccess.ts,
 * docs/decisions/049-offer-only-what-is-allowed.md), for cross-links between account pages.
 */
export function useMayOpen(): (href: string) => boolean {
  const { data: user } = useQuery(userQuery())
  return (href) => mayOpen(href, user ?? null)
}
