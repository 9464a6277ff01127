import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * spec §9 top loading bar: shown only when a navigation is still loading after the 200 ms
 * throttle (no flicker for fast pages); it fills over 5000 ms and completes on arrival.
 */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 5000

export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS)
    return () => window.clearTimeout(timer)
  }, [loading])
  if (!visible) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
      role="progressbar"
      aria-label="Ladataan"
      data-testid="loading-bar"
    >
      <div className="h-full origin-left bg-brand-500 animate-loading-bar" />
    </div>
  )
}
