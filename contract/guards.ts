/**
 * The route → guard table (docs/architecture.md §8), read by both the worker (302 before
 * any render) and the router's beforeLoad (client-side navigation). The most specific
 * rule wins: an exact path beats a wildcard, a longer wildcard beats a shorter one.
 */
export const GUARD_NAMES = ['public', 'login-required', 'guest-only', 'checkout-success'] as const
export type GuardName = (typeof GUARD_NAMES)[number]

/** Patterns are exact paths or prefixes ending in `/*` (which also match the prefix itself). */
export const ROUTE_GUARDS: Readonly<Record<string, string>> = {
  '/*': 'public',
  '/account/*': 'login-required',
  // spec §12: a company's approval rules, read by all its users and changed by its administrators.
  '/account/approvals/rules': 'login-required',
  '/account/login': 'guest-only',
  '/account/register': 'guest-only',
  '/account/forgot-password': 'guest-only',
  '/account/create-password': 'guest-only',
  '/account/logout': 'public',
  '/checkout/*': 'login-required',
  '/checkout/success': 'checkout-success',
  '/login': 'public',
}

export class UnknownGuardError extends Error {
  readonly status = 500
  constructor(name: string) {
    // spec §8: "Unknown middleware {name}"
    super(`Unknown middleware ${name}`)
  }
}

function matchScore(pattern: string, path: string): number {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2)
    if (path === prefix || path.startsWith(`${prefix}/`) || prefix === '') return prefix.length * 2
    return -1
  }
  return pattern === path ? pattern.length * 2 + 1 : -1
}

/** The guard for a pathname; throws UnknownGuardError if the table names an unknown guard. */
export function resolveGuard(pathname: string, table: Readonly<Record<string, string>> = ROUTE_GUARDS): GuardName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  let best: string | undefined
  let bestScore = -1
  for (const [pattern, name] of Object.entries(table)) {
    const score = matchScore(pattern, path)
    if (score > bestScore) {
      bestScore = score
      best = name
    }
  }
  const name = best ?? 'public'
  if (!(GUARD_NAMES as readonly string[]).includes(name)) throw new UnknownGuardError(name)
  return name as GuardName
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; location: string; clearCheckoutSuccess?: boolean }

/** What a guard decides for a visitor; both sides turn `redirect` into their own redirect. */
export function decideGuard(
  guard: GuardName,
  visitor: { loggedIn: boolean; checkoutSuccess: boolean },
  requestedPath: string,
): GuardDecision {
  switch (guard) {
    case 'public':
      return { kind: 'allow' }
    case 'login-required':
      return visitor.loggedIn ? { kind: 'allow' } : { kind: 'redirect', location: loginPathFor(requestedPath) }
    case 'guest-only':
      return visitor.loggedIn ? { kind: 'redirect', location: '/' } : { kind: 'allow' }
    case 'checkout-success':
      // spec §2: without the success flag the visitor goes home and the flag is cleared.
      return visitor.checkoutSuccess
        ? { kind: 'allow' }
        : { kind: 'redirect', location: '/', clearCheckoutSuccess: true }
  }
}

export const LOGIN_PATH = '/account/login'

export function loginPathFor(requestedPath: string): string {
  if (requestedPath === '/' || requestedPath === '') return LOGIN_PATH
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(requestedPath)}`
}
