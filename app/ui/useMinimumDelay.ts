import { useEffect, useState } from 'react'

/** spec §9: the fetch minimum display delay — loading indicators wait 200 ms before showing. */
export const FETCH_MIN_DISPLAY_DELAY_MS = 200

/**
 * True once `active` has stayed true for `delayMs`, so fast answers never flash a spinner.
 * On the server and in the first client render it is false.
 */
export function useMinimumDelay(active: boolean, delayMs = FETCH_MIN_DISPLAY_DELAY_MS): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!active) {
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => setVisible(true), delayMs)
    return () => window.clearTimeout(timer)
  }, [active, delayMs])
  return visible
}
