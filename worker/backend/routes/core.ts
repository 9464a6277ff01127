import { Hono } from 'hono'
import { ChatbotHashRequestSchema, chatIdentityOf } from '../../../contract/schemas/chat'
import { authenticate } from '../auth'
import { hmacHex } from '../chatHash'
import { deniesMedListing, findCustomer } from '../customers'
import { buildCategoryTree, pruneDrugCategories, readCategoryRows } from '../menu'
import { readStoreConfig } from '../storeConfig'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

export const coreRoutes = new Hono<BackendEnv>()

coreRoutes.get('/storeconfig', async (c) => {
  const storeConfig = await readStoreConfig(c.env.DB)
  return c.json({ storeConfig, currency: storeConfig.base_currency_code })
})

/** spec §7 topmenu: the category tree; pruned of drug categories for denyMedListing users. */
coreRoutes.get('/topmenu', authenticate({ required: false }), async (c) => {
  const tree = buildCategoryTree(await readCategoryRows(c.env.DB))
  const hideDrugs = await deniesMedListing(c.env.DB, c.get('customerId'))
  return c.json({ categoryList: hideDrugs ? pruneDrugCategories(tree) : tree })
})

/**
 * spec §7 chatbothash: the caller's chat identity (name and e-mail built from the navId) with
 * an HMAC of the navId under CHATBOT_SECRET, which the chat service also holds. No secret
 * configured: the chat is off here (503), and the shop hides the widget. The body is `{}`
 * (contract/upstream.md): anything else is a 400, as for every other write.
 */
coreRoutes.post('/chatbothash', authenticate({ required: true }), async (c) => {
  await readBody(c, ChatbotHashRequestSchema)
  const secret = c.env.CHATBOT_SECRET
  if (!secret) return c.json({ message: 'Chat ei ole käytössä.' }, 503)
  const customerId = c.get('customerId')
  const customer = customerId ? await findCustomer(c.env.DB, customerId) : null
  if (!customer) return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
  return c.json({ ...chatIdentityOf(customer.nav_id), hash: await hmacHex(secret, customer.nav_id) })
})
