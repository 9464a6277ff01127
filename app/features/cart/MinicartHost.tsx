import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { userQuery } from '../session/queries'
import { OPEN_MINICART_EVENT } from './minicartEvents'

// The minicart's code loads on first open (docs/architecture.md §13: lazy minicart).
const Minicart = lazy(() => import('./Minicart'))

/** Listens for the root event 'open-minicart' (spec §2); closes on route change. */
export function MinicartHost() {
  const { data: user } = useQuery(userQuery())
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => {
    const onOpen = () => {
      setLoaded(true)
      setOpen(true)
    }
    window.addEventListener(OPEN_MINICART_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_MINICART_EVENT, onOpen)
  }, [])
  useEffect(() => setOpen(false), [href])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <Minicart open={open} onClose={() => setOpen(false)} navId={user?.navId ?? null} />
    </Suspense>
  )
}
