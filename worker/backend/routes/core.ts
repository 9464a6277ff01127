import { Hono } from 'hono'
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../../../contract/schemas/core'
import { chatIdentityOf } from '../../../contract/schemas/chat'
import { authenticate } from '../auth'
import { hmacHex } from '../chatHash'
import { deniesMedListing, findCustomer } from '../customers'
import { buildCategoryTree, CATEGORY_ROW_COLUMNS, pruneDrugCategories, type CategoryRow } from '../menu'
import type { BackendEnv } from '../types'

export const coreRoutes = new Hono<BackendEnv>()

coreRoutes.get('/storeconfig', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT key, value FROM store_config').all<{
    key: string
    value: string
  }>()
  const stored = Object.fromEntries(results.map((r) => [r.key, r.value]))
  const storeConfig: StoreConfig = {
    ...DEFAULT_STORE_CONFIG,
    ...stored,
    free_shipping_limit: Number(stored.free_shipping_limit ?? DEFAULT_STORE_CONFIG.free_shipping_limit),
  }
  return c.json({ storeConfig, currency: storeConfig.base_currency_code })
})

/** spec §7 topmenu: the category tree; pruned of drug categories for denyMedListing users. */
coreRoutes.get('/topmenu', authenticate({ required: false }), async (c) => {
  const { results } = await c.env.DB.prepare(`SELECT ${CATEGORY_ROW_COLUMNS} FROM categories`).all<CategoryRow>()
  const tree = buildCategoryTree(results)
  const hideDrugs = await deniesMedListing(c.env.DB, c.get('customerId'))
  return c.json({ categoryList: hideDrugs ? pruneDrugCategories(tree) : tree })
})

/**
 * spec §7 chatbothash: the caller's chat identity (name and e-mail built from the navId) with
 * an HMAC of the navId under CHATBOT_SECRET, which the chat service also holds. No secret
 * configured: the chat is off here (503), and the shop hides the widget.
 */
coreRoutes.post('/chatbothash', authenticate({ required: true }), async (c) => {
  const secret = c.env.CHATBOT_SECRET
  if (!secret) return c.json({ message: 'Chat ei ole käytössä.' }, 503)
  const customerId = c.get('customerId')
  const customer = customerId ? await findCustomer(c.env.DB, customerId) : null
  if (!customer) return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
  return c.json({ ...chatIdentityOf(customer.nav_id), hash: await hmacHex(secret, customer.nav_id) })
})
