/** spec §1 SEO basics of public pages: one short description and one canonical URL per page. */

const DESCRIPTION_MAX = 155

/** Whitespace collapsed, cut at a word boundary to what search results show (~155 characters). */
export function metaDescription(...parts: readonly (string | null | undefined)[]): string {
  const text = parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .join('. ')
    .replace(/\.\./g, '.')
  if (text.length <= DESCRIPTION_MAX) return text
  const cut = text.slice(0, DESCRIPTION_MAX - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * The page's canonical path: no sort order or marketing parameters, page numbers only past the
 * first page (each listing page is its own canonical, as search engines advise).
 */
export function canonicalPath(pathname: string, page?: number): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return page && page > 1 ? `${path}?page=${page}` : path
}
