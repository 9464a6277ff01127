import { useNavigate, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react'
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
 * outside click, Escape or a route change closes it; Enter goes to the results page, or opens
 * the hit the arrow keys highlighted. The panel holds its own add-to-cart forms, so it stands
 * beside the search form, not in it; the keys, the highlight (`aria-activedescendant`) and the
 * closing clicks are the lazy panel's, off the first load (docs/decisions/068-search-panel-actions.md).
 */
export function SearchBar() {
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const narrow = useNarrowScreen()
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const panelId = useId()

  useEffect(() => setOpen(false), [href])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const query = value.trim()
    if (query.length === 0) return
    setOpen(false)
    void navigate({ to: '/searchresults', search: { search: query } })
  }

  const showPanel = open && value.trim().length >= SEARCH_MIN_CHARS
  return (
    <div className="relative w-full" data-testid="search-bar">
      <form role="search" onSubmit={onSubmit}>
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
          aria-haspopup="grid"
          aria-controls={showPanel ? panelId : undefined}
          aria-expanded={showPanel}
          className="field-input pr-4"
          data-testid="search-input"
        />
      </form>
      {showPanel ? (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            input={value}
            limit={narrow ? PANEL_LIMIT.narrow : PANEL_LIMIT.wide}
            onPick={setValue}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
