import { queryOptions } from '@tanstack/react-query'
import { UserResponseSchema, type User } from '../../../contract/schemas/auth'
import { api, ApiRequestError } from '../../lib/api'

/** The logged-in user, or null for guests (a 401 here just means "guest"). */
export async function readUser(): Promise<User | null> {
  try {
    const { user } = await api('/api/auth/user', UserResponseSchema)
    return user
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

/** The logged-in user, or null for guests, cached for the page (readUser). */
export const userQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: readUser,
    staleTime: 60_000,
  })
