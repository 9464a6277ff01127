import { useNavigate, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { messages } from '../../lib/messages'
import { useNarrowScreen } from './useNarrowScreen'

// The results panel loads only when someone types (docs/architecture.md §13: lazy search panel).
const SearchPanel = lazy(() => import('./SearchPanel'))

/** spec §5: search starts at 3 characters (the panel module owns the requests). */
const SEARCH_MIN_CHARS = 3
/** spec §9: at most 8 results per section, 6 on narrow screens. */
const PANEL_LIMIT = { wide: 8, narrow: 6 } as const

/**
 * spec §2 search bar: 3+ characters open a panel with products, categories and other pages;
 * outside click or a route change closes it; Enter goes to the results page.
 */
export function SearchBar() {
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const root = useRef<HTMLFormElement>(null)
  const panelId = useId()

  useEffect(() => setOpen(false), [href])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const query = value.trim()
    if (query.length === 0) return
    setOpen(false)
    void navigate({ to: '/searchresults', search: { search: query } })
  }

  const showPanel = open && value.trim().length >= SEARCH_MIN_CHARS
  return (
    <form role="search" ref={root} onSubmit={onSubmit} className="relative w-full" data-testid="search-bar">
      <label htmlFor={`${panelId}-input`} className="sr-only">
        {messages.search.label}
      </label>
      <input
        id={`${panelId}-input`}
        type="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        placeholder={messages.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={showPanel ? panelId : undefined}
        aria-expanded={showPanel}
        className="field-input pr-4"
        data-testid="search-input"
      />
      {showPanel ? (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            input={value}
            limit={narrow ? PANEL_LIMIT.narrow : PANEL_LIMIT.wide}
            onPick={setValue}
          />
        </Suspense>
      ) : null}
    </form>
  )
}
