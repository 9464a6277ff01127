import type { Context } from 'hono'
import { UserResponseSchema } from '../../contract/schemas/auth'
import {
  DEFAULT_STORE_CONFIG,
  StoreConfigResponseSchema,
  type ShopConfigResponse,
  TopMenuResponseSchema,
  type StoreConfigResponse,
  type TopMenuResponse,
} from '../../contract/schemas/core'
import { cachedJson } from '../cache/edgeCache'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'

/** The reads behind /api/core/storeconfig, /api/core/topmenu and the shell (worker/api/shell.ts). */
const PUBLIC_TTL = { ttl: 300, swr: 3600, memo: 30 }

/** spec §8: a failed store-config load is logged and falls back to fi_FI, EUR, Europe/Helsinki. */
export async function readStoreConfig(c: Context<AppEnv>): Promise<ShopConfigResponse> {
  let body: StoreConfigResponse
  try {
    const { value } = await cachedJson(
      'core/storeconfig',
      PUBLIC_TTL,
      () => upstreamJson(c, { path: '/api/core/storeconfig', auth: false }, StoreConfigResponseSchema),
      (p) => c.executionCtx.waitUntil(p),
    )
    body = value
  } catch (error) {
    c.var.log.error('store config load failed, using defaults', { error: String(error) })
    body = { storeConfig: DEFAULT_STORE_CONFIG, currency: DEFAULT_STORE_CONFIG.base_currency_code }
  }
  // spec §3: the core state carries the shop's domain (the host this answer is for).
  return { ...body, domain: new URL(c.req.url).host }
}

/**
 * The category tree of this session's customer (spec §6: restricted customers get it without
 * drug categories). The session is always validated with the upstream, which slides the token,
 * even when the menu itself comes from the per-audience cache (docs/architecture.md §5).
 */
export async function readTopMenu(c: Context<AppEnv>): Promise<TopMenuResponse> {
  if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
  const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
  const audience = user.denyMedListing ? 'no-drugs' : 'full'
  const { value } = await cachedJson<TopMenuResponse>(
    `core/topmenu/${audience}`,
    PUBLIC_TTL,
    () => upstreamJson(c, { path: '/api/core/topmenu' }, TopMenuResponseSchema),
    (p) => c.executionCtx.waitUntil(p),
  )
  return value
}
