import { useEffect, useState } from 'react'

/**
 * The search field's keys while the panel is open (WAI-ARIA APG combobox; the popup is a grid,
 * docs/decisions/068-search-panel-actions.md): ↓ and ↑ move the highlight through the hits
 * (`hitIds`, in the panel's order, round at the ends) while the focus stays in the field; Enter
 * opens the highlighted hit, or, with none, is left to the search form (the results page);
 * Escape and a press outside the search close the panel.
 *
 * The field is the header's (`SearchBar`), found by its id `${panelId}-input`: its keys and its
 * `aria-activedescendant` are set here, in the lazy panel, so none of this code loads with the
 * home page (docs/decisions/030-home-js.md). A new query starts with nothing highlighted.
 */
export function usePanelKeys({
  panelId,
  hitIds,
  query,
  onClose,
}: {
  panelId: string
  hitIds: readonly string[]
  query: string
  onClose: () => void
}): string | null {
  const [active, setActive] = useState<string | null>(null)
  const [activeQuery, setActiveQuery] = useState(query)
  if (activeQuery !== query) {
    setActiveQuery(query)
    setActive(null)
  }
  const current = active !== null && hitIds.includes(active) ? active : null
  const hitKey = hitIds.join(' ')

  useEffect(() => {
    const input = document.getElementById(`${panelId}-input`)
    if (!input) return
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (hitIds.length === 0) return
        event.preventDefault()
        const at = current === null ? -1 : hitIds.indexOf(current)
        const next = event.key === 'ArrowDown' ? (at + 1) % hitIds.length : at <= 0 ? hitIds.length - 1 : at - 1
        setActive(hitIds[next] ?? null)
      } else if (event.key === 'Enter' && current !== null) {
        // Not the form's submit: the highlighted hit's own link, so it opens as a click would.
        event.preventDefault()
        document.getElementById(current)?.querySelector('a')?.click()
      }
    }
    input.addEventListener('keydown', onKey)
    return () => input.removeEventListener('keydown', onKey)
  }, [panelId, hitKey, current])

  useEffect(() => {
    const input = document.getElementById(`${panelId}-input`)
    if (!input || current === null) return
    input.setAttribute('aria-activedescendant', current)
    document.getElementById(current)?.scrollIntoView({ block: 'nearest' })
    return () => input.removeAttribute('aria-activedescendant')
  }, [panelId, current])

  useEffect(() => {
    const root = document.getElementById(panelId)?.parentElement
    const onPointer = (event: PointerEvent) => {
      if (root && !root.contains(event.target as Node)) onClose()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [panelId, onClose])

  return current
}
