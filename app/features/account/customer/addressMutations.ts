import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddressBookResponseSchema,
  AddressResponseSchema,
  type SaveAddressRequest,
  type SavedAddress,
} from '#contract/schemas/customer'
import { api } from '../../../lib/api'
import { addressBookKey, addressBookQuery, addressQuery } from './queries'

/**
 * The address book's writes. Each answers the whole book, which replaces the cached list;
 * single-address entries are dropped so an edit page never shows a stale default flag.
 */
function useStoreBook(navId: string) {
  const queryClient = useQueryClient()
  return (addresses: SavedAddress[]) => {
    queryClient.removeQueries({ queryKey: [...addressBookKey(navId), 'one'] })
    queryClient.setQueryData(addressBookQuery(navId).queryKey, { addresses })
  }
}

/** Creates (no id) or updates an address; answers the saved address and the book. */
export function useSaveAddress(navId: string, id: number | null) {
  const store = useStoreBook(navId)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveAddressRequest) =>
      api(id === null ? '/api/customer/addresses' : `/api/customer/addresses/${id}`, AddressResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => {
      store(answer.addresses)
      queryClient.setQueryData(addressQuery(navId, answer.address.id).queryKey, answer)
    },
  })
}

export function useDeleteAddress(navId: string) {
  const store = useStoreBook(navId)
  return useMutation({
    mutationFn: (id: number) => api(`/api/customer/addresses/${id}`, AddressBookResponseSchema, { method: 'DELETE' }),
    onSuccess: ({ addresses }) => store(addresses),
  })
}

export function useSetDefaultAddress(navId: string) {
  const store = useStoreBook(navId)
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/customer/addresses/${id}/default`, AddressBookResponseSchema, { method: 'POST' }),
    onSuccess: ({ addresses }) => store(addresses),
  })
}
