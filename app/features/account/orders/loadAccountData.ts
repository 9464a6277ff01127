import { notFound, redirect } from '@tanstack/react-router'
import type { User } from '../../../../contract/schemas/auth'
import { loginPathFor } from '../../../../contract/guards'
import { ApiRequestError } from '../../../lib/api'

/** What an account page's loader hands its component: whose data, and a 403 if there was one. */
export interface AccountLoad {
  navId: string
  /** The API's Finnish "no permission" message (spec §6 scopes), or null when allowed. */
  forbidden: string | null
}

/**
 * The failure rules of every account document page, in one place:
 * - no user (the guard normally got there first) or a 401 → the login page, back here after;
 * - 404 (and 400: a malformed number names nothing) → notFound(), the route's not-found view;
 * - 403 → loader data, so the page shows a clear "no permission" message instead of the data
 *   (kept out of the error channel so it survives SSR serialisation unchanged);
 * - anything else → thrown to the route's error component.
 */
export async function loadAccountData(
  user: User | null,
  href: string,
  load: (navId: string) => Promise<unknown>,
): Promise<AccountLoad> {
  if (!user) throw redirect({ href: loginPathFor(href) })
  try {
    await load(user.navId)
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
