import { useEffect, useRef } from 'react'

/**
 * Brings a result that appears elsewhere on the page into view and moves the focus to it, so a
 * buyer at the bottom of a long page on a phone sees it and a screen reader reads it
 * (docs/decisions/060-feedback-in-view.md). For a result that stays on the page with a next
 * step (a link, a button); a passing confirmation goes to the notification strip (`notify`).
 * The element needs `tabIndex={-1}` to take the focus; `focus: false` only scrolls, as little as
 * it takes, for a result inside a live region that announces it already.
 */
export function useRevealOnMount<T extends HTMLElement>({ focus = true }: { focus?: boolean } = {}) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ block: focus ? 'center' : 'nearest', behavior: still ? 'auto' : 'smooth' })
    if (focus) element.focus({ preventScroll: true })
  }, [focus])
  return ref
}
