import { queryOptions } from '@tanstack/react-query'
import {
  AddressBookResponseSchema,
  AddressResponseSchema,
  ChangeVetResponseSchema,
  CustomerDetailsResponseSchema,
  PermissionsResponseSchema,
} from '#contract/schemas/customer'
import { api } from '../../../lib/api'

/** The customer's own account data (spec §2); per-user keys under ['customer', navId]. */
export const customerKey = (navId: string) => ['customer', navId] as const

/** Contact person, company and billing address (GET /api/customer/details). */
export const customerDetailsQuery = (navId: string) =>
  queryOptions({
    queryKey: [...customerKey(navId), 'details'],
    queryFn: () => api('/api/customer/details', CustomerDetailsResponseSchema),
  })

export const addressBookKey = (navId: string) => [...customerKey(navId), 'addresses'] as const

/** The address book, default first (GET /api/customer/addresses). */
export const addressBookQuery = (navId: string) =>
  queryOptions({
    queryKey: [...addressBookKey(navId), 'all'],
    queryFn: () => api('/api/customer/addresses', AddressBookResponseSchema),
  })

/** One saved address; an unknown or another customer's id is a 404. */
export const addressQuery = (navId: string, id: number) =>
  queryOptions({
    queryKey: [...addressBookKey(navId), 'one', id],
    queryFn: () => api(`/api/customer/addresses/${id}`, AddressResponseSchema),
  })

/** Every known permission with the caller's state (GET /api/customer/permissions). */
export const permissionsQuery = (navId: string) =>
  queryOptions({
    queryKey: [...customerKey(navId), 'permissions'],
    queryFn: () => api('/api/customer/permissions', PermissionsResponseSchema),
  })

/** The current responsible veterinarian and earlier change requests; 403 without the scope. */
export const changeVetQuery = (navId: string) =>
  queryOptions({
    queryKey: [...customerKey(navId), 'changevet'],
    queryFn: () => api('/api/customer/changevet', ChangeVetResponseSchema),
  })
