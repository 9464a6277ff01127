import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userQuery } from '../session/queries'

/**
 * spec §4: the live-chat widget belongs to logged-in customers. This mounts with the root and
 * only watches the session; the widget code (./startChat) is fetched after login, so guests
 * and the first load never pay for it. Logging out removes the widget again.
 */
export function ChatLauncher() {
  const { data: user } = useQuery(userQuery())
  const navId = user?.navId ?? null

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
