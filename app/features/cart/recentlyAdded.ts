import { useSyncExternalStore } from 'react'
import type { CartItem } from '../../../contract/schemas/cart'

/** spec §3: recently added items, a list or null; shown at the top of the minicart. */
let recent: CartItem[] | null = null
const listeners = new Set<() => void>()

export function setRecentlyAdded(items: CartItem[] | null) {
  recent = items
  listeners.forEach((fn) => fn())
}

export function useRecentlyAdded(): CartItem[] | null {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn)
      return () => listeners.delete(fn)
    },
    () => recent,
    () => null,
  )
}
