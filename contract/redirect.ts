/**
 * spec §5 / docs/architecture.md §8: a redirect target must stay inside the shop.
 * The raw value is decoded exactly once; the decoded path must start with a single
 * slash and contain no backslash, no `//` and no control characters. Unicode letters
 * (`/category/lääkkeet`) are fine. Anything else falls back to `/`.
 *
 * @example safeRedirectTarget('/account/order?page=2') // '/account/order?page=2'
 * @example safeRedirectTarget('//evil.example')        // '/'
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return fallback
  }
  return isSafeInternalPath(decoded) ? decoded : fallback
}

const SAFE_PATH = /^\/[\p{L}\p{N}\-._~/?=&+,:;@!*'()#%]*$/u

/** True for an already-decoded path that may be used as a Location. */
export function isSafeInternalPath(path: string): boolean {
  if (!path.startsWith('/')) return false
  if (path.includes('//') || path.includes('\\')) return false
  if (/[\u0000-\u001f\u007f]/.test(path)) return false
  return SAFE_PATH.test(path)
}
