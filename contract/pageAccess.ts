/**
 * Which links a user is offered (docs/decisions/049-offer-only-what-is-allowed.md): an account
 * page whose API needs a scope is offered only to a user holding it, and a guest-only page
 * (register, login, …) only to guests. The backend still refuses what a scope does not allow;
 * this only keeps the pages from offering a way into that refusal. Plain values, no valibot.
 */
import { resolveGuard } from './guards'
import { SCOPE_RULES, type KnownScope } from './scopes'

/** Account pages and the scopes that open them (any one), as the backend's routes require them. */
const PAGE_SCOPES: ReadonlyArray<readonly [prefix: string, scopes: readonly KnownScope[]]> = [
  ['/account/order', ['orders']],
  ['/account/delivery', ['orders']],
  ['/account/invoice', ['invoices']],
  ['/account/shoppinglist', ['shoppinglists']],
  ['/account/standing-orders', ['orders']],
  ['/account/edit/billing', SCOPE_RULES.billing],
  ['/account/changevet', SCOPE_RULES.changevet],
]

/** Who reads a page: a user's scope, or null for a guest. */
export type Reader = { scope: readonly string[] } | null

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The path of a link within the shop, or null for one off the shop (an address, `tel:`, `//host`). */
function shopPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return (href.split(/[?#]/, 1)[0] ?? '/').replace(/(.)\/+$/, '$1')
}

/**
 * A link to a guest-only page (register, login, forgot-password: contract/guards.ts) is for
 * guests: a customer following it would only be sent home.
 */
export function isGuestOnly(href: string): boolean {
  const path = shopPath(href)
  return path !== null && resolveGuard(path) === 'guest-only'
}

/**
 * Whether `href` may be offered to `user`. Links off the shop and pages that need only a login
 * are offered to everyone; a guest is offered every page (an account page asks them to log in;
 * which content links a guest sees is the content's own flag, `linksFor`).
 *
 * @example mayOpen('/account/invoice', { scope: ['orders'] }) // false
 */
export function mayOpen(href: string, user: Reader): boolean {
  const path = shopPath(href)
  if (path === null || !user) return true
  if (isGuestOnly(path)) return false
  const rule = PAGE_SCOPES.find(([prefix]) => underPrefix(path, prefix))
  return !rule || rule[1].some((scope) => user.scope.includes(scope))
}
