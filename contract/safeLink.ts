import { safeRedirectTarget } from './redirect'

/**
 * The href of a link written in the content source (rich text, content links): only `https:`,
 * `mailto:` and `tel:` links, and internal paths that pass the redirect check of
 * contract/redirect.ts (so `/\evil.example`, which browsers read as `//evil.example`, and
 * `//evil.example` are refused). Anything else (`javascript:`, `data:`, `http:`, relative
 * paths) is no link: null, and the text is shown without one.
 */
export function safeLinkHref(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri !== uri.trim() || /[\u0000-\u001f\u007f]/.test(uri)) return null
  if (uri.startsWith('/')) return safeRedirectTarget(uri, '') === '' ? null : uri
  if (/^https:\/\/[^/\\]/.test(uri)) {
    try {
      const url = new URL(uri)
      return url.protocol === 'https:' && url.username === '' && url.password === '' ? uri : null
    } catch {
      return null
    }
  }
  if (/^mailto:[^\s/\\]+@[^\s/\\]+$/.test(uri)) return uri
  if (/^tel:\+?[0-9 ()-]{3,32}$/.test(uri)) return uri
  return null
}
