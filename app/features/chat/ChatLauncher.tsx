import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { userQuery } from '../session/queries'

/**
 * spec §4: the live-chat widget belongs to logged-in customers. This mounts with the root and
 * only watches the session; the widget code (./startChat) is fetched after login, so guests
 * and the first load never pay for it. Logging out removes the widget again.
 */
export function ChatLauncher() {
  const navId = useSessionNavId()

  useEffect(() => {
    if (!navId) return
    let stop: (() => void) | undefined
    let cancelled = false
    import('./startChat')
      .then(({ startChat }) => {
        if (!cancelled) stop = startChat()
      })
      .catch((error: unknown) => console.error('chat widget failed to load', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [navId])

  return null
}

/**
 * The logged-in customer's navId, read from the query cache itself. Not `useQuery`: login
 * clears the whole cache (a new session keeps nothing of the last one) and fetches the user
 * into a new query, and an observer in the root, which does not re-render on navigation, would
 * stay on the removed query and never see the login (the header, which re-renders, fetches it).
 */
function useSessionNavId(): string | null {
  const queryClient = useQueryClient()
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData(userQuery().queryKey)?.navId ?? null,
    () => null,
  )
}
