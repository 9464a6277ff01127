import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Icon } from '../../../ui/Icon'
import { useDialog } from '../../../ui/useDialog'
import { filterMessages } from './filterMessages'

const PANEL_ID = 'suodattimet'
const RESULTS_ID = 'tuotteet'
/** The width from which the panel is a column beside the grid (uno.config.ts `lg`). */
const DESKTOP = '(min-width: 1024px)'

/**
 * A listing with its filter panel (docs/decisions/069-facets-and-filters.md). From 1024 px the
 * panel is a left column beside the results. Narrower, a "Suodata (n)" button opens it as a
 * full-height sheet with a sticky "Näytä N tuotetta" that closes it; choosing inside the sheet
 * updates N and keeps it open. Before the script loads the button is a link to the panel, which
 * the `:target` rule shows in place, and the footer a link back to the results. The panel is in
 * the page once, for both widths.
 */
export function FilterLayout({
  panel,
  chosenCount,
  total,
  children,
}: {
  panel: ReactNode
  chosenCount: number
  total: number
  children: ReactNode
}) {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const titleId = useId()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP)
    const close = () => wide.matches && setOpen(false)
    wide.addEventListener('change', close)
    return () => wide.removeEventListener('change', close)
  }, [])
  useDialog({ open, onClose: () => setOpen(false), dismissible: true, panelRef })
  const sheet = open ? 'fixed inset-0 z-40 flex flex-col bg-white' : 'hidden target:block lg:block'
  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="lg:hidden">
        {hydrated ? (
          <button
            type="button"
            className="btn-secondary"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen(true)}
            data-testid="filter-open"
          >
            {filterMessages.open(chosenCount)}
          </button>
        ) : (
          <a href={`#${PANEL_ID}`} className="btn-secondary" data-testid="filter-open">
            {filterMessages.open(chosenCount)}
          </a>
        )}
      </div>
      <aside
        id={PANEL_ID}
        ref={panelRef}
        aria-labelledby={titleId}
        {...(open ? { role: 'dialog', 'aria-modal': true, tabIndex: -1 } : {})}
        className={sheet}
        data-testid="filter-sheet"
        data-open={open || undefined}
      >
        <div className={`flex items-center justify-between gap-4 ${open ? 'border-b border-line py-2 pl-4 pr-2' : ''}`}>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {filterMessages.panel}
          </h2>
          {open ? (
            <button type="button" className="icon-btn" onClick={() => setOpen(false)} aria-label={filterMessages.close}>
              <Icon name="close" size="m" />
            </button>
          ) : null}
        </div>
        <div className={open ? 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-4' : ''} aria-busy={pending}>
          {panel}
        </div>
        <div className={`border-t border-line bg-surface-alt p-4 lg:hidden ${open ? '' : 'mt-2'}`}>
          {open ? (
            <button
              type="button"
              className="btn-primary w-full"
              onClick={() => setOpen(false)}
              data-testid="filter-show"
            >
              {filterMessages.show(total)}
            </button>
          ) : (
            <a href={`#${RESULTS_ID}`} className="btn-primary w-full" data-testid="filter-show">
              {filterMessages.show(total)}
            </a>
          )}
        </div>
      </aside>
      <div id={RESULTS_ID} className="flex min-w-0 flex-col gap-4" aria-busy={pending}>
        {children}
      </div>
    </div>
  )
}
