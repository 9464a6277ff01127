import { useEffect, useRef, useState, type RefObject } from 'react'

/** Toggled on <html> while any dialog is open; a safelisted shortcut in uno.config.ts. */
export const SCROLL_LOCK_CLASS = 'scroll-locked'

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])'

/** Open dialogs, topmost last: only the top one answers Escape and Tab. */
const openPanels: HTMLElement[] = []

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
}

/** True once the component has mounted in the browser: portals need `document`. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

export interface DialogBehaviour {
  open: boolean
  onClose: () => void
  /** When false, Escape does nothing (e.g. a consent dialog that needs an answer). */
  dismissible: boolean
  panelRef: RefObject<HTMLElement | null>
}

/**
 * What every modal panel does while open: focus moves inside (to `[data-autofocus]` or the
 * first control), Tab and Shift+Tab wrap within it (a light focus trap), Escape closes it,
 * the page behind does not scroll, and focus returns where it was on close.
 */
export function useDialog({ open, onClose, dismissible, panelRef }: DialogBehaviour): void {
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openPanels.push(panel)
    document.documentElement.classList.add(SCROLL_LOCK_CLASS)
    const initial = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel
    initial.focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || openPanels[openPanels.length - 1] !== panel) return
      if (event.key === 'Escape' && dismissible) {
        event.preventDefault()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusablesIn(panel)
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        panel.focus()
      } else if (!panel.contains(active)) {
        event.preventDefault()
        first.focus()
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openPanels.splice(openPanels.indexOf(panel), 1)
      if (openPanels.length === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS)
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [open, dismissible, panelRef])
}
