import type { Context } from 'hono'
import * as v from 'valibot'
import { GuestSortSchema } from '../../contract/schemas/catalog'
import { isPriceSort } from '../../contract/schemas/catalogParams'
import { UserResponseSchema } from '../../contract/schemas/auth'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'

/**
 * Which view of the catalogue a request gets. The answer depends only on this, so the edge cache
 * holds one entry per audience, never one per user (docs/decisions/006, 011, 012):
 * - `guest`: no session. The whole catalogue without a single price field (spec §1, §6).
 * - `customer`: a session. The whole catalogue with list prices (contract prices come apart,
 *   per customer, from /api/categorysearch/customerPrices).
 * - `no-drugs`: a customer flagged denyMedListing. With prices, but no drug category and no drug
 *   product anywhere (spec §1; docs/decisions/012-restricted-medicines-and-guest-prices.md): the upstream is asked with the session, so it
 *   filters for that flag.
 */
export type CatalogAudience = 'guest' | 'customer' | 'no-drugs'

/**
 * The audience of the caller. A guest is `guest` without any upstream call. With a session, the
 * flag comes from the upstream's user (the cookie alone cannot be trusted with it), which also
 * slides the session (docs/architecture.md §5). A session the upstream no longer accepts reads
 * the catalogue as a guest: upstreamJson has already cleared its cookies.
 */
export async function catalogAudience(c: Context<AppEnv>): Promise<CatalogAudience> {
  if (!c.var.token) return 'guest'
  try {
    const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
    return user.denyMedListing ? 'no-drugs' : 'customer'
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'guest'
    throw error
  }
}

/**
 * The category tree an audience sees: guests and customers the whole tree, a denyMedListing
 * customer the pruned one. Category search holds no prices, so it is cached per tree, not per
 * audience.
 */
export function categoryTree(audience: CatalogAudience): 'full' | 'no-drugs' {
  return audience === 'no-drugs' ? 'no-drugs' : 'full'
}

/**
 * Cache-Control of catalogue data that depends on the audience. With a session (valid or just
 * ended) the answer is private (docs/architecture.md §10); a guest's is public, but varies with
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

/**
 * Reads a catalogue answer for an audience. A guest's is parsed with the guest schema, which
 * has no price fields, so whatever prices the upstream sent are dropped before the answer is
 * cached or sent (contract/schemas/catalog.ts). Only a denyMedListing customer's call carries
 * the session: the upstream filters drug products for that flag, and the answer is still the
 * same for every such customer.
 */
export function readCatalogue<P extends v.GenericSchema, G extends v.GenericSchema>(
  c: Context<AppEnv>,
  audience: CatalogAudience,
  path: string,
  schemas: { priced: P; guest: G },
  personal = false,
): Promise<v.InferOutput<P> | v.InferOutput<G>> {
  if (audience === 'guest') return upstreamJson(c, { path, auth: false }, schemas.guest)
  return upstreamJson(c, { path, auth: personal || audience === 'no-drugs' }, schemas.priced)
}

/**
 * Whether a listing in this order is the caller's own (docs/decisions/063-search-paging-and-sort.md):
 * the price orders read the customer's contract prices, so their answer is asked with the
 * session and never goes through the shared per-audience cache. A guest may not ask for them:
 * a 400 with the reason, as a guest sees no price at all (spec §1).
 */
export function personalSort(audience: CatalogAudience, sort: string): boolean {
  if (audience === 'guest') {
    const allowed = v.safeParse(GuestSortSchema, sort)
    if (!allowed.success) {
      const message = allowed.issues[0].message
      throw new HttpError(400, message, { sort: message })
    }
    return false
  }
  return isPriceSort(sort)
}
