import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { CategoryNode } from '../../../contract/schemas/core'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { megaMenuLinksQuery } from '../content/useMegaMenuLinks'
import { visibleMenuItems } from './menuModel'

// The columns load on first open (docs/architecture.md §13: mega menu columns are lazy).
const MegaMenuPanel = lazy(() => import('./MegaMenuPanel'))

/** spec §9: the mega menu's transition lasts 300 ms. */
export const MEGA_MENU_TRANSITION_MS = 300

/** Desktop mega menu with the category tree (logged-in customers only, spec §6). */
export function ProductsMenu({ tree }: { tree: CategoryNode[] }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const queryClient = useQueryClient()
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => setOpen(false), [href])
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative hidden md:block">
      <button
        type="button"
        className="btn-ghost"
        aria-expanded={open}
        onClick={() => {
          // The content links load alongside the lazy columns, not after them.
          void queryClient.prefetchQuery(megaMenuLinksQuery())
          setLoaded(true)
          setOpen((o) => !o)
        }}
        data-testid="mega-menu-button"
      >
        <Icon name="menu" size="s" />
        {messages.menu.products}
      </button>
      {loaded ? (
        <div
          className={`absolute left-0 top-full z-40 mt-2 rounded-lg border border-line bg-white shadow-lg transition-all duration-300 ${open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0'}`}
          data-testid="mega-menu"
          data-open={open}
        >
          <Suspense fallback={null}>
            <MegaMenuPanel tree={visibleMenuItems(tree)} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
