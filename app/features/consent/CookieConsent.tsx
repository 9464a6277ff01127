import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { COOKIE_INFO_PATH, readConsent } from './consentModel'

// Loaded only for visitors who have not chosen yet (docs/architecture.md §13: lazy consent dialog).
const ConsentDialog = lazy(() => import('./ConsentDialog'))

/** spec §2: the consent modal appears on every page except the cookie information page. */
export function CookieConsent() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [needed, setNeeded] = useState(false)
  useEffect(() => setNeeded(readConsent(document.cookie) === null), [])
  if (!needed || pathname === COOKIE_INFO_PATH) return null
  return (
    <Suspense fallback={null}>
      <ConsentDialog onDone={() => setNeeded(false)} />
    </Suspense>
  )
}
