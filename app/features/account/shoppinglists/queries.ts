import { queryOptions } from '@tanstack/react-query'
import { ShoppingListResponseSchema, ShoppingListsResponseSchema } from '#contract/schemas/shoppinglist'
import { api } from '../../../lib/api'

/** The customer's shopping lists (spec §3); per-user keys under ['customer', navId]. */
export const shoppingListsKey = (navId: string) => ['customer', navId, 'shoppinglists'] as const

/** All lists with their products, oldest first (GET /api/shoppinglist). */
export const shoppingListsQuery = (navId: string) =>
  queryOptions({
    queryKey: [...shoppingListsKey(navId), 'all'],
    queryFn: () => api('/api/shoppinglist', ShoppingListsResponseSchema),
  })

/** One list (GET /api/shoppinglist/{id}); an unknown or another customer's id is a 404. */
export const shoppingListQuery = (navId: string, id: number) =>
  queryOptions({
    queryKey: [...shoppingListsKey(navId), 'list', id],
    queryFn: () => api(`/api/shoppinglist/${id}`, ShoppingListResponseSchema),
  })
