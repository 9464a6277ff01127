import { LOGIN_PATH, loginPathFor, resolveGuard } from '../../../contract/guards'

/** Pages a visitor is never sent back to after logging in: they would log out or bounce home. */
const NO_RETURN = new Set(['/account/logout', '/login'])

/**
 * spec §2: the login page returns the visitor to where they were. The link carries the page's
 * path and query as `?redirect=` (validated again by the login page, contract/redirect.ts),
 * except from pages that make no sense to return to: guest-only pages (login, register,
 * forgot-password), the checkout's success page, logout and the login-link callback.
 *
 * @example loginHrefFor('/product/x?y=1') // '/account/login?redirect=%2Fproduct%2Fx%3Fy%3D1'
 */
export function loginHrefFor(pathAndQuery: string): string {
  const pathname = pathAndQuery.split(/[?#]/, 1)[0] ?? '/'
  if (NO_RETURN.has(pathname)) return LOGIN_PATH
  const guard = resolveGuard(pathname)
  return guard === 'public' || guard === 'login-required' ? loginPathFor(pathAndQuery) : LOGIN_PATH
}
