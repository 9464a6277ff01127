import { queryOptions } from '@tanstack/react-query'
import { DeskResponseSchema } from '../../../contract/schemas/desk'
import { api } from '../../lib/api'

/**
 * The buyer's desk of the logged-in home (docs/decisions/061-home-desk-and-session-switch.md): one
 * read, GET /api/customer/desk, the same service on the server and over /api. Per customer.
 */
export const deskQuery = (navId: string) =>
  queryOptions({
    queryKey: ['customer', navId, 'desk'],
    queryFn: () => api('/api/customer/desk', DeskResponseSchema),
    staleTime: 60_000,
  })
