import { Hono } from 'hono'
import { UserResponseSchema } from '../../contract/schemas/auth'
import { ChatbotHashRequestSchema, ChatIdentitySchema, type ChatWidgetResponse } from '../../contract/schemas/chat'
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
import { apiError, HttpError } from './errors'
import { readRoute } from './readRoute'
import { readJson } from './validate'

export const core = new Hono<AppEnv>()

const PUBLIC_TTL = { ttl: 300, swr: 3600, memo: 30 }

/** spec §8: a failed store-config load is logged and falls back to fi_FI, EUR, Europe/Helsinki. */
core.get(
  '/storeconfig',
  readRoute(async (c) => {
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
    c.header('Cache-Control', 'public, max-age=60')
    // spec §3: the core state carries the shop's domain (the host this answer is for).
    return { ...body, domain: new URL(c.req.url).host } satisfies ShopConfigResponse
  }),
)

/**
 * spec §7 topmenu, also the keep-alive (every 45 min). Menus are only for logged-in users
 * (spec §6). The session is always validated with the upstream, which slides the token,
 * even when the menu itself comes from the per-audience cache (docs/architecture.md §5).
 */
core.get(
  '/topmenu',
  readRoute(async (c) => {
    if (!c.var.token) throw new HttpError(401, 'Et ole kirjautunut sisään.')
    const { user } = await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
    const audience = user.denyMedListing ? 'no-drugs' : 'full'
    const { value } = await cachedJson<TopMenuResponse>(
      `core/topmenu/${audience}`,
      PUBLIC_TTL,
      () => upstreamJson(c, { path: '/api/core/topmenu' }, TopMenuResponseSchema),
      (p) => c.executionCtx.waitUntil(p),
    )
    c.header('Cache-Control', 'private, no-store')
    return value
  }),
)

/**
 * spec §7 chatbothash, for the live-chat widget shown after login (spec §4). With no widget
 * configured (CHAT_WIDGET_URL empty) the answer is `enabled: false` without asking the
 * upstream; otherwise the widget's script URL and the upstream's signed identity.
 */
core.post('/chatbothash', async (c) => {
  if (!c.var.token) return apiError(c, 401, 'Et ole kirjautunut sisään.')
  await readJson(c, ChatbotHashRequestSchema)
  c.header('Cache-Control', 'private, no-store')
  const scriptUrl = c.env.CHAT_WIDGET_URL ?? ''
  if (!scriptUrl) return c.json({ enabled: false } satisfies ChatWidgetResponse)
  const identity = await upstreamJson(
    c,
    { method: 'POST', path: '/api/core/chatbothash', body: {} },
    ChatIdentitySchema,
  )
  return c.json({ enabled: true, script_url: scriptUrl, identity } satisfies ChatWidgetResponse)
})
