/**
 * spec §4: the token expiry (epoch seconds) is stored at login and removed at logout; it
 * follows the sliding session through the X-Session-Expires header (docs/architecture.md §5).
 */
const KEY = 'token.exp'

export function readStoredExpiry(): number | null {
  if (typeof window === 'undefined') return null
  const value = Number(window.localStorage.getItem(KEY))
  return Number.isFinite(value) && value > 0 ? value : null
}

export function storeExpiry(exp: number): void {
  window.localStorage.setItem(KEY, String(exp))
}

export function removeStoredExpiry(): void {
  window.localStorage.removeItem(KEY)
}
