import { Hono } from 'hono'
import { ChatbotHashRequestSchema, ChatIdentitySchema, type ChatWidgetResponse } from '../../contract/schemas/chat'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { readStoreConfig, readTopMenu } from './coreReads'
import { apiError } from './errors'
import { readRoute } from './readRoute'
import { readShell } from './shell'
import { readJson } from './validate'

export const core = new Hono<AppEnv>()

core.get(
  '/storeconfig',
  readRoute(async (c) => {
    const config = await readStoreConfig(c)
    c.header('Cache-Control', 'public, max-age=60')
    return config
  }),
)

/** spec §7 topmenu, also the keep-alive (every 45 min). Menus are only for logged-in users (spec §6). */
core.get(
  '/topmenu',
  readRoute(async (c) => {
    const menu = await readTopMenu(c)
    c.header('Cache-Control', 'private, no-store')
    return menu
  }),
)

/** spec §7 shell: the store config, the shell's content lists and the menu in one read (docs/decisions/056-one-shell-read.md). */
core.get('/shell', readRoute(readShell))

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
