import type { QueryClient } from '@tanstack/react-query'
import { storeExpiry } from '../../session/expiry'
import { userQuery } from '../../session/queries'

/**
 * What the login form and the registration do once the worker has set a new session (spec §4):
 * store the expiry, drop everything cached for the previous visitor (docs/architecture.md §4) and
 * load the new user.
 */
export async function startSession(queryClient: QueryClient, exp: number) {
  storeExpiry(exp)
  queryClient.clear()
  return queryClient.fetchQuery(userQuery())
}
