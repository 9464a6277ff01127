import type { Context } from 'hono'
import type { AppEnv } from '../env'

/**
 * Where a request was started, as far as the browser tells (docs/decisions/020-login-link-and-logout-ask-from-other-sites.md):
 * - `same-origin`: from one of the shop's own pages;
 * - `user`: typed, bookmarked or opened from outside any browser page (`Sec-Fetch-Site: none`,
 *   which a desktop mail client's link also sends);
 * - `foreign`: from another site (also `same-site`: a sibling subdomain is not the shop).
 * Without Sec-Fetch-Site (older browsers) only an `Origin` or `Referer` of the shop itself
 * counts as same-origin; nothing at all is treated as foreign, the conservative side.
 */
export type RequestSite = 'same-origin' | 'user' | 'foreign'

export function requestSite(c: Context<AppEnv>): RequestSite {
  const site = c.req.header('Sec-Fetch-Site')
  if (site === 'same-origin') return 'same-origin'
  if (site === 'none') return 'user'
  if (site !== undefined) return 'foreign'
  const self = new URL(c.req.url).origin
  const origin = c.req.header('Origin')
  if (origin !== undefined) return origin === self ? 'same-origin' : 'foreign'
  return originOf(c.req.header('Referer')) === self ? 'same-origin' : 'foreign'
}

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
