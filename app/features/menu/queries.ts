import { queryOptions } from '@tanstack/react-query'
import { TopMenuResponseSchema } from '../../../contract/schemas/core'
import { api } from '../../lib/api'

/** The category tree for this customer (pruned server-side for denyMedListing users). */
export const topMenuQuery = (navId: string) =>
  queryOptions({
    queryKey: ['customer', navId, 'topmenu'],
    queryFn: () => api('/api/core/topmenu', TopMenuResponseSchema),
    staleTime: 10 * 60_000,
  })
