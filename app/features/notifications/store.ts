import { useSyncExternalStore } from 'react'

/** spec §3 Notification: content, type, duration in ms (optional). */
export type NotificationType = 'success' | 'error' | 'register' | 'warning' | 'info'
export interface Notification {
  id: number
  content: string
  type: NotificationType
  duration?: number
}

/** spec §9: notifications last 6000 ms unless told otherwise. */
export const DEFAULT_NOTIFICATION_MS = 6000

let items: Notification[] = []
let nextId = 1
const subscribers = new Set<() => void>()
const emit = () => subscribers.forEach((fn) => fn())

export function notify(content: string, type: NotificationType = 'info', duration: number = DEFAULT_NOTIFICATION_MS) {
  const item: Notification = { id: nextId++, content, type, duration }
  items = [...items, item]
  emit()
  // spec §4: removed after its duration if that is a positive integer
  if (Number.isInteger(duration) && duration > 0 && typeof window !== 'undefined') {
    window.setTimeout(() => dismiss(item.id), duration)
  }
  return item.id
}

export function dismiss(id: number) {
  items = items.filter((n) => n.id !== id)
  emit()
}

const subscribe = (fn: () => void) => {
  subscribers.add(fn)
  return () => subscribers.delete(fn)
}
const empty: Notification[] = []

export function useNotifications(): Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => empty,
  )
}
