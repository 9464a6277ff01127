import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** spec §2/§9: a pageview event 250 ms after each navigation, except on the create-password page. */
export const PAGEVIEW_DELAY_MS = 250
const EXCLUDED = new Set(['/account/create-password'])

export function PageviewTracker() {
  const href = useRouterState({ select: (s) => s.location.href })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    if (EXCLUDED.has(pathname)) return
    const timer = window.setTimeout(() => {
      const w = window as unknown as { dataLayer?: unknown[] }
      w.dataLayer = w.dataLayer ?? []
      // The create-password link carries a one-time token; other URLs are safe to report.
      w.dataLayer.push({ event: 'pageview', page_path: href, page_title: document.title })
    }, PAGEVIEW_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [href, pathname])
  return null
}
