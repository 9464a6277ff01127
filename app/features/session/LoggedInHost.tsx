import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { removeStoredExpiry } from './expiry'
import { userQuery } from './queries'

/**
 * What only a logged-in user's pages run, the session keeper and the live chat (./LoggedIn.tsx),
 * is fetched once someone is logged in: the root's imports load with every first load
 * (docs/decisions/030), and guests never need either. Logging out unmounts both, which ends
 * the keep-alive and removes the chat widget; another user's login mounts them anew. A guest's
 * stored expiry is removed here (spec §4: it exists only while logged in, also after a logout
 * elsewhere).
 */
const LoggedIn = lazy(() => import('./LoggedIn'))

export function LoggedInHost() {
  const { data: user } = useQuery(userQuery())
  const loggedInHere = useSessionNavId()
  const navId = user?.navId ?? loggedInHere
  useEffect(() => {
    if (user === null) removeStoredExpiry()
  }, [user])
  return navId ? (
    <Suspense fallback={null}>
      <LoggedIn key={navId} />
    </Suspense>
  ) : null
}

/**
 * The logged-in user's navId read from the query cache itself, for a login made on this page:
 * login clears the whole cache (a new session keeps nothing of the last one) and fetches the
 * user into a new query, and the root's `useQuery` observer, which does not re-render on
 * navigation, stays on the removed query and never sees the login.
 */
function useSessionNavId(): string | null {
  const queryClient = useQueryClient()
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData(userQuery().queryKey)?.navId ?? null,
    () => null,
  )
}
