import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { CookieJar, login, pageFetch, postJson, shopFetch } from '../test/helpers'

// spec §7 and docs/decisions/021: reading never writes. Opening a user's cart (GET /api/cart,
// the cart and checkout pages, the approval check) finds the cart and creates none: the first
// write creates it. No GET writes a row beyond sliding the session (the tokens table).

/** Every table's rows as JSON, but the sessions' (a GET slides its session) and SQLite's own. */
async function snapshot(): Promise<Record<string, string>> {
  const { results: tables } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       AND name NOT LIKE 'd1_%' AND name != 'tokens' AND name NOT LIKE '%_fts%' ORDER BY name`,
  ).all<{ name: string }>()
  const rows: Record<string, string> = {}
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all()
    rows[name] = JSON.stringify(results)
  }
  return rows
}

const countCarts = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM carts').first<{ n: number }>())?.n ?? 0

const API_READS = [
  '/api/cart',
  '/api/cart/approval',
  '/api/auth/user',
  '/api/core/storeconfig',
  '/api/customer/details',
  '/api/customer/addresses',
  '/api/customer/permissions',
  '/api/customer/orders',
  '/api/customer/orders.csv',
  '/api/customer/invoices',
  '/api/customer/invoices.csv',
  '/api/customer/deliveries',
  '/api/customer/notifications',
  '/api/customer/company',
  '/api/customer/company/approvalRules',
  '/api/shoppinglist',
  '/api/purchaserequests',
  '/api/checkout/deliveryDates',
]
const PAGES = ['/cart', '/checkout', '/account/approvals']

async function customerWithoutCart(): Promise<CookieJar> {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(READY_ROLE_INFO.admin.scope))
    .run()
  await env.DB.prepare('DELETE FROM carts WHERE customer_id = 1').run()
  return (await login()).jar
}

describe('a GET writes nothing', () => {
  it('GET /api/cart of a customer without a cart answers no cart and creates none', async () => {
    const jar = await customerWithoutCart()
    const before = await countCarts()
    const res = await shopFetch('/api/cart', { jar, headers: { Accept: 'application/json' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ cart: null, customerCart: null })
    expect(await countCarts()).toBe(before)
  })

  it('createEmptyCart of a customer without a cart answers the empty cart and creates none', async () => {
    const jar = await customerWithoutCart()
    const before = await countCarts()
    const res = await postJson('/api/cart/createEmptyCart', {}, { jar })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ cart: { total_quantity: 0, items: [] } })
    expect(await countCarts()).toBe(before)
  })

  it('the approval check of a customer without a cart needs nothing and creates no cart', async () => {
    const jar = await customerWithoutCart()
    const before = await countCarts()
    const res = await shopFetch('/api/cart/approval', { jar, headers: { Accept: 'application/json' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ required: false, reasons: [], approval_request: null })
    expect(await countCarts()).toBe(before)
  })

  it('no /api read and no page of a logged-in customer writes a row (sessions aside)', async () => {
    const jar = await customerWithoutCart()
    const before = await snapshot()
    for (const path of API_READS) {
      const res = await shopFetch(path, { jar, headers: { Accept: 'application/json' } })
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(400)
    }
    for (const path of PAGES) {
      const res = await pageFetch(path, { jar })
      expect(res.status, path).toBeLessThan(400)
    }
    const after = await snapshot()
    const changed = Object.keys(after).filter((table) => after[table] !== before[table])
    expect(changed).toEqual([])
  }, 60_000)

  it('a guest reading the cart and pages writes no row', async () => {
    const before = await snapshot()
    expect((await shopFetch('/api/cart', { headers: { Accept: 'application/json' } })).status).toBe(200)
    for (const path of ['/cart', '/', '/account/login']) expect((await pageFetch(path)).status, path).toBe(200)
    const after = await snapshot()
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([])
  })
})
