import { queryOptions } from '@tanstack/react-query'
import { GetCartResponseSchema } from '../../../contract/schemas/cart'
import { api } from '../../lib/api'

/** The visitor's cart; per-user data, so the key names the customer (or 'guest'). */
export const cartQuery = (navId: string | null) =>
  queryOptions({
    queryKey: ['cart', navId ?? 'guest'],
    queryFn: () => api('/api/cart', GetCartResponseSchema),
    staleTime: 30_000,
  })
