import { useQuery } from '@tanstack/react-query'
import { listsBySku, type ShoppingList } from '#contract/schemas/shoppinglist'
import { userQuery } from '../../session/queries'
import { shoppingListsQuery } from './queries'

export interface ListMembership {
  navId: string
  lists: ShoppingList[]
  /** spec §3: sku → the lists (title, id) that hold it. */
  bySku: Map<string, { title: string; shoppinglist_id: number }[]>
}

/**
 * The caller's shopping lists and the derived sku → lists map, for the shopping-list slot of
 * product cards and pages. Null for guests and for users whose scope has no shopping lists
 * (spec §6: the action is hidden, and the backend would answer 403). Client-side only: the
 * lists are per user, so they never enter the server-rendered catalogue HTML.
 */
export function useListMembership(): ListMembership | null {
  const { data: user } = useQuery(userQuery())
  const navId = user?.scope.includes('shoppinglists') ? user.navId : null
  const { data } = useQuery({
    ...shoppingListsQuery(navId ?? ''),
    enabled: navId !== null,
    staleTime: 60_000,
    select: (answer) => ({ lists: answer.items, bySku: listsBySku(answer.items) }),
  })
  return navId && data ? { navId, ...data } : null
}
