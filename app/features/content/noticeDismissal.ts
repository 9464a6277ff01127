import { useSyncExternalStore } from 'react'

/**
 * docs/decisions/016-notices-and-login-return-on-phones.md: an information notice dismissed by the visitor stays away for the browser
 * session (sessionStorage), keyed by a hash of its content, so an edited notice shows again.
 * Emergency notices are never dismissed (they are not given a key here by their callers).
 */
const PREFIX = 'vt-notice-dismissed:'
const CHANGED = 'vt-notice-dismissed'

/** FNV-1a (32 bit) of the notice's rich-text JSON, as 8 hex digits: short, stable, no crypto needed. */
export function noticeHash(content: unknown): string {
  const text = JSON.stringify(content)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

function isDismissed(hash: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + hash) === '1'
  } catch {
    // Storage blocked (privacy settings): the notice simply stays.
    return false
  }
}

export function dismissNotice(hash: string): void {
  try {
    window.sessionStorage.setItem(PREFIX + hash, '1')
  } catch {
    // Without storage the notice is hidden until the next page load only.
  }
  window.dispatchEvent(new Event(CHANGED))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  return () => window.removeEventListener(CHANGED, onChange)
}

/**
 * Whether the notice with this content hash was dismissed in this session. The server (and
 * hydration) render it as not dismissed; the browser then reads its sessionStorage.
 */
export function useNoticeDismissed(hash: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDismissed(hash),
    () => false,
  )
}
