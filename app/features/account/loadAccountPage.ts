import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { User } from '../../../contract/schemas/auth'
import { loginPathFor } from '../../../contract/guards'
import { hasScopeFor, SCOPE_RULES } from '../../../contract/scopes'
import { ApiRequestError } from '../../lib/api'

/** What an account page's loader hands its component: whose data, and a 403 if there was one. */
export interface AccountPageLoad {
  navId: string
  /** A Finnish "no permission" message (spec §6 scopes), or null when allowed. */
  forbidden: string | null
}

/** The part of a route loader's context an account page needs. */
export interface AccountLoaderContext {
  context: { user: User | null; queryClient: QueryClient }
  location: { href: string }
}

/**
 * Loads an account page's query for the signed-in customer, as `loader: (ctx) =>
 * loadAccountPage(ctx, (navId) => someQuery(navId, …))`. The failure rules of every account page, in one place:
 * - no user (the guard normally got there first) or a 401 → login, back here after;
 * - a scope rule the user's scope does not meet → `forbidden`, without calling the API;
 * - 404 (and 400: a malformed number or id names nothing) → notFound(), the route's 404 view;
 * - 403 → `forbidden` with the API's message (loader data, so it survives SSR unchanged);
 * - anything else → thrown to the route's error component.
 */
export async function loadAccountPage<TQueryFnData, TData, TQueryKey extends QueryKey>(
  { context: { user, queryClient }, location: { href } }: AccountLoaderContext,
  query: (navId: string) => EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
  { rule, forbidden }: { rule?: keyof typeof SCOPE_RULES; forbidden?: string } = {},
): Promise<AccountPageLoad> {
  if (!user) throw redirect({ href: loginPathFor(href) })
  if (rule && forbidden && !hasScopeFor(user.scope, rule)) return { navId: user.navId, forbidden }
  try {
    await queryClient.ensureQueryData(query(user.navId))
    return { navId: user.navId, forbidden: null }
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 404 || error.status === 400) throw notFound()
      if (error.status === 401) throw redirect({ href: loginPathFor(href) })
      if (error.status === 403) return { navId: user.navId, forbidden: error.message }
    }
    throw error
  }
}
