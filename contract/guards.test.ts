import { describe, expect, it } from 'vitest'
import routeTreeSource from '../app/routeTree.gen.ts?raw'
import {
  decideGuard,
  GUARD_NAMES,
  loginPathFor,
  resolveGuard,
  ROUTE_GUARDS,
  UnknownGuardError,
  type GuardName,
} from './guards'

/** The route paths of the generated route tree (its FileRoutesByFullPath and FileRoutesByTo keys). */
function routePaths(source: string): string[] {
  const paths = new Set<string>()
  for (const name of ['FileRoutesByFullPath', 'FileRoutesByTo']) {
    const block = source.match(new RegExp(`export interface ${name} \\{([^}]*)\\}`))?.[1]
    if (!block) throw new Error(`${name} not found in app/routeTree.gen.ts`)
    for (const [, path] of block.matchAll(/^\s*'([^']+)':/gm)) if (path) paths.add(path)
  }
  return [...paths]
}

describe('resolveGuard', () => {
  it.each<[string, GuardName]>([
    ['/', 'public'],
    ['/category/lääkkeet', 'public'],
    ['/account', 'login-required'],
    ['/account/', 'login-required'],
    ['/account/order', 'login-required'],
    ['/account/order/', 'login-required'],
    ['/account/invoice/123', 'login-required'],
    ['/account/login', 'guest-only'],
    ['/account/login/', 'guest-only'],
    ['/account/register', 'guest-only'],
    ['/account/forgot-password', 'guest-only'],
    ['/account/logout', 'public'],
    ['/accounting', 'public'],
    ['/checkout', 'login-required'],
    ['/checkout/shipping', 'login-required'],
    ['/checkout/success', 'checkout-success'],
  ])('%s is %s (the most specific rule wins)', (path, guard) => {
    expect(resolveGuard(path)).toBe(guard)
  })

  it('prefers the longer wildcard and an exact path over any wildcard', () => {
    const table = { '/*': 'public', '/a/*': 'login-required', '/a/b/*': 'guest-only', '/a/b/c': 'public' }
    expect(resolveGuard('/a/x', table)).toBe('login-required')
    expect(resolveGuard('/a/b/x', table)).toBe('guest-only')
    expect(resolveGuard('/a/b/c', table)).toBe('public')
  })

  it('throws "Unknown middleware {name}" (status 500) for a guard name it does not know', () => {
    const table = { '/*': 'public', '/admin/*': 'admin-only' }
    expect(resolveGuard('/about', table)).toBe('public')
    let error: unknown
    try {
      resolveGuard('/admin/users', table)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(UnknownGuardError)
    expect((error as UnknownGuardError).message).toBe('Unknown middleware admin-only')
    expect((error as UnknownGuardError).status).toBe(500)
  })
})

describe('the generated route tree', () => {
  const paths = routePaths(routeTreeSource)

  it('is parsed', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/account/login', '/account/order/', '/checkout/success']))
  })

  it('has a known guard for every route', () => {
    for (const path of paths) {
      expect(GUARD_NAMES, path).toContain(resolveGuard(path))
    }
  })

  it('would fail for a route whose rule names an unknown guard', () => {
    const typo = { ...ROUTE_GUARDS, '/account/*': 'login-requred' }
    expect(() => paths.forEach((path) => resolveGuard(path, typo))).toThrow(UnknownGuardError)
  })

  // The guard each account and checkout page must have (spec §2/§8), written out per route so a
  // route that slips to the wrong guard, or a new one nobody decided on, fails here.
  const EXPECTED_GUARDS: Record<string, GuardName> = {
    '/account': 'login-required',
    '/account/': 'login-required',
    '/account/approvals': 'login-required',
    '/account/approvals/': 'login-required',
    '/account/approvals/$id': 'login-required',
    '/account/address': 'login-required',
    '/account/address/': 'login-required',
    '/account/address/$id': 'login-required',
    '/account/address/new': 'login-required',
    '/account/approvals/rules': 'login-required',
    '/account/changevet': 'login-required',
    '/account/create-password': 'guest-only',
    '/account/delivery': 'login-required',
    '/account/delivery/': 'login-required',
    '/account/delivery/$id': 'login-required',
    '/account/edit/billing': 'login-required',
    '/account/edit/details': 'login-required',
    '/account/forgot-password': 'guest-only',
    '/account/invoice': 'login-required',
    '/account/invoice/': 'login-required',
    '/account/invoice/$invoiceNumber': 'login-required',
    '/account/login': 'guest-only',
    '/account/logout': 'public',
    '/account/order': 'login-required',
    '/account/order/': 'login-required',
    '/account/order/$orderNumber': 'login-required',
    '/account/order/$orderNumber/': 'login-required',
    '/account/order/$orderNumber/external': 'login-required',
    '/account/order/$orderNumber/print': 'login-required',
    '/account/invoice/$invoiceNumber/print': 'login-required',
    '/account/password': 'login-required',
    '/account/quickorder': 'login-required',
    '/account/permissions': 'login-required',
    '/account/register': 'guest-only',
    '/account/shoppinglist': 'login-required',
    '/account/shoppinglist/': 'login-required',
    '/account/shoppinglist/$id': 'login-required',
    '/account/standing-orders': 'login-required',
    '/account/standing-orders/': 'login-required',
    '/account/standing-orders/$id': 'login-required',
    '/checkout': 'login-required',
    '/checkout/': 'login-required',
    '/checkout/success': 'checkout-success',
  }

  it('gives every account and checkout route its exact guard, and lists every such route', () => {
    const guarded = paths.filter((path) => /^\/(account|checkout)(\/|$)/.test(path)).sort()
    expect(guarded).toEqual(Object.keys(EXPECTED_GUARDS).sort())
    for (const path of guarded) expect(resolveGuard(path), path).toBe(EXPECTED_GUARDS[path])
  })

  it('leaves every other route public', () => {
    for (const path of paths.filter((p) => !(p in EXPECTED_GUARDS))) expect(resolveGuard(path), path).toBe('public')
  })
})

describe('decideGuard', () => {
  const guest = { loggedIn: false, checkoutSuccess: false }
  const customer = { loggedIn: true, checkoutSuccess: false }

  it('sends a guest on a login-required page to the login with the page as redirect target', () => {
    expect(decideGuard('login-required', guest, '/account/order?page=2')).toEqual({
      kind: 'redirect',
      location: '/account/login?redirect=%2Faccount%2Forder%3Fpage%3D2',
    })
    expect(decideGuard('login-required', customer, '/account/order')).toEqual({ kind: 'allow' })
  })

  it('sends a customer on a guest-only page home', () => {
    expect(decideGuard('guest-only', customer, '/account/login')).toEqual({ kind: 'redirect', location: '/' })
    expect(decideGuard('guest-only', guest, '/account/login')).toEqual({ kind: 'allow' })
  })

  it('lets the success page through only with the flag, clearing it otherwise', () => {
    expect(decideGuard('checkout-success', customer, '/checkout/success')).toEqual({
      kind: 'redirect',
      location: '/',
      clearCheckoutSuccess: true,
    })
    expect(decideGuard('checkout-success', { loggedIn: true, checkoutSuccess: true }, '/checkout/success')).toEqual({
      kind: 'allow',
    })
  })

  it('never adds a redirect parameter for the home page', () => {
    expect(loginPathFor('/')).toBe('/account/login')
  })
})
