import type { Context } from 'hono'
import { UserResponseSchema } from '../../contract/schemas/auth'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'

/**
 * Which view of the category tree a request gets. Users flagged denyMedListing see no drug
 * categories (spec §1, §6): not in the top menu, nor in category search or a category page's
 * subcategories. The answer depends only on that flag, so the edge cache holds one entry per
 * audience, never one per user (docs/decisions/006).
 */
export type CatalogAudience = 'full' | 'no-drugs'

/**
 * The audience of the caller. A guest is `full` without any upstream call. With a session, the
 * flag comes from the upstream's user (the cookie alone cannot be trusted with it), which also
 * slides the session (ARCHITECTURE decision 5). A session the upstream no longer accepts reads
 * the public catalogue as a guest: upstreamJson has already cleared its cookies.
 */
export async function catalogAudience(c: Context<AppEnv>): Promise<CatalogAudience> {
  if (!c.var.token) return 'full'
  try {
    const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
    return user.denyMedListing ? 'no-drugs' : 'full'
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'full'
    throw error
  }
}

/**
 * Cache-Control of catalogue data that depends on the audience. With a session (valid or just
 * ended) the answer is private (ARCHITECTURE decision 10); a guest's is public, but varies with
 * the cookies so a browser that logs in does not reuse the guest's copy.
 */
export function setAudienceCacheHeaders(c: Context<AppEnv>, hadSession: boolean): void {
  if (hadSession) {
    c.header('Cache-Control', 'private, no-store')
    return
  }
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  c.header('Vary', 'Cookie', { append: true })
}
