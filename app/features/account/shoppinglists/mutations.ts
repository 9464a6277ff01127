import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CartItem } from '#contract/schemas/cart'
import {
  CreateShoppingListResponseSchema,
  ShoppingListsResponseSchema,
  ShoppingListToCartResponseSchema,
  type ShoppingList,
} from '#contract/schemas/shoppinglist'
import { api } from '../../../lib/api'
import { openMinicart } from '../../cart/minicartEvents'
import { cartQuery } from '../../cart/queries'
import { setRecentlyAdded } from '../../cart/recentlyAdded'
import { notify } from '../../notifications/store'
import { shoppingListQuery, shoppingListsQuery } from './queries'
import { shoppingListsMessages } from './shoppingListsMessages'

/**
 * Shopping-list writes. Every write answers all of the customer's lists
 * (contract/schemas/shoppinglist.ts), so the cached lists and each cached list are replaced
 * from the answer instead of being refetched.
 */
export function useStoreLists(navId: string) {
  const queryClient = useQueryClient()
  return (items: ShoppingList[]) => {
    queryClient.setQueryData(shoppingListsQuery(navId).queryKey, { items })
    for (const list of items)
      queryClient.setQueryData(shoppingListQuery(navId, list.shoppinglist_id).queryKey, { shoppinglist: list })
  }
}

const path = (id: number, rest = '') => `/api/shoppinglist/${id}${rest}`

export function useCreateList(navId: string) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: (title: string) =>
      api('/api/shoppinglist', CreateShoppingListResponseSchema, { method: 'POST', body: { title } }),
    onSuccess: ({ items }) => store(items),
  })
}

/** Shares an own list with the company's other users, or stops sharing it (spec §11). */
export function useShareList(navId: string) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: ({ id, shared }: { id: number; shared: boolean }) =>
      api(path(id, '/share'), ShoppingListsResponseSchema, { method: 'POST', body: { shared } }),
    onSuccess: ({ items }, { shared }) => {
      store(items)
      notify(shoppingListsMessages.shareSaved(shared), 'success')
    },
  })
}

export function useRenameList(navId: string) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      api(path(id), ShoppingListsResponseSchema, { method: 'POST', body: { title } }),
    onSuccess: ({ items }) => store(items),
  })
}

/**
 * Deletes a list and says so; `leave` runs before the deleted list's cache entry goes (e.g. to
 * navigate off its page first). The notice is sent here, as the list's row unmounts at once.
 */
export function useDeleteList(navId: string, leave?: () => Promise<unknown>) {
  const queryClient = useQueryClient()
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: ({ id }: { id: number; title: string }) =>
      api(path(id), ShoppingListsResponseSchema, { method: 'DELETE' }),
    onSuccess: async ({ items }, { id, title }) => {
      store(items)
      notify(shoppingListsMessages.deleted(title), 'success')
      await leave?.()
      queryClient.removeQueries({ queryKey: shoppingListQuery(navId, id).queryKey })
    },
  })
}

export function useAddListItem(navId: string, id: number) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: (input: { sku: string; quantity: number }) =>
      api(path(id, '/items'), ShoppingListsResponseSchema, { method: 'POST', body: input }),
    onSuccess: ({ items }) => store(items),
  })
}

export function useSetListItemQuantity(navId: string, id: number) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: ({ sku, quantity }: { sku: string; quantity: number }) =>
      api(path(id, `/items/${encodeURIComponent(sku)}`), ShoppingListsResponseSchema, {
        method: 'POST',
        body: { quantity },
      }),
    onSuccess: ({ items }) => store(items),
  })
}

export function useRemoveListItem(navId: string, id: number) {
  const store = useStoreLists(navId)
  return useMutation({
    mutationFn: (sku: string) =>
      api(path(id, `/items/${encodeURIComponent(sku)}`), ShoppingListsResponseSchema, { method: 'DELETE' }),
    onSuccess: ({ items }) => store(items),
  })
}

/**
 * "Lisää kaikki ostoskoriin": the answer is the customer's cart, stored like every cart write
 * (app/features/cart/mutations.ts), then the minicart opens on what was added (spec §2).
 */
export function useListToCart(navId: string, list: ShoppingList) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(path(list.shoppinglist_id, '/cart'), ShoppingListToCartResponseSchema, { method: 'POST' }),
    onSuccess: ({ cart, skipped, rounded }) => {
      queryClient.setQueryData(cartQuery(navId).queryKey, { cart, customerCart: cart })
      const onList = new Set(list.products.map(({ product }) => product.sku))
      const added = cart.items.filter(
        (item: CartItem) => onList.has(item.product.sku) && !skipped.includes(item.product.sku),
      )
      if (added.length > 0) setRecentlyAdded(added)
      // Lines skipped or rounded need the buyer's eye: the page's notes say so, and the minicart
      // would cover them (one overlay at a time, docs/decisions/060-feedback-in-view.md).
      if (added.length > 0 && skipped.length === 0 && rounded.length === 0) openMinicart()
    },
  })
}
