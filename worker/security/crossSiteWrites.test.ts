import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { customerWithScope } from '../test/customerFixtures'
import { ADDRESS } from '../test/cartFixtures'
import { ORIGIN, PASSWORD, pageFetch, postJson, sameOriginJson, shopFetch, type CookieJar } from '../test/helpers'

// Security review: every cookie-authenticated write refuses a cross-site request
// (docs/architecture.md §1) with a 403, and nothing in the database changes.

/** Every table's rows, to compare before and after. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string }>()
  const rows: Record<string, unknown[]> = {}
  for (const { name } of tables) rows[name] = (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results
  return rows
}

const CROSS_SITE = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  Origin: 'https://evil.example',
  'Sec-Fetch-Site': 'cross-site',
}

async function ok<T>(res: Promise<Response>): Promise<T> {
  const answer = await res
  if (answer.status >= 400) throw new Error(`setup call failed: ${answer.status} ${await answer.text()}`)
  return answer.json() as Promise<T>
}

/** A customer with a cart line, a ready checkout, a shopping list with an item and an address. */
async function customerWithState(): Promise<{ jar: CookieJar; ids: Record<string, string> }> {
  const { jar } = await customerWithScope([
    'orders',
    'invoices',
    'shoppinglists',
    'checkout',
    'changevet',
    'billing',
    'permissions',
  ])
  const step = (path: string, body: unknown) => ok(postJson(path, body, { jar }))
  const { cart } = await step('/api/cart/', { sku: 'HOI-1001', quantity: 2 })
    .then(() => step('/api/checkout/shippingAddress', { address: ADDRESS }))
    .then(() => step('/api/checkout/shippingMethods', { carrier_code: 'posti' }))
    .then(() => step('/api/checkout/paymentMethod', { code: 'invoice' }))
    .then(
      () =>
        step('/api/checkout/billingAddress', { same_as_shipping: true }) as Promise<{
          cart: { id: string; items: { id: string | number }[] }
        }>,
    )
  const list = (await step('/api/shoppinglist', { title: 'Leikkaussali' })) as { shoppinglist_id: number }
  const listId = String(list.shoppinglist_id)
  await step(`/api/shoppinglist/${listId}/items`, { sku: 'HOI-1001', quantity: 1 })
  const book = (await step('/api/customer/addresses', { address: { ...ADDRESS, street: ['Sivukatu 12'] } })) as {
    address: { id: number }
  }
  return {
    jar,
    ids: { cart: cart.id, item: String(cart.items[0]?.id), list: listId, address: String(book.address.id) },
  }
}

describe('cross-site writes', () => {
  it('every cookie-authenticated write answers 403 and changes nothing', async () => {
    const { jar, ids } = await customerWithState()
    const writes: [method: string, path: string, body: unknown][] = [
      ['POST', '/api/cart/', { sku: 'HOI-1001', quantity: 5 }],
      ['POST', '/api/cart/update', { cart_item_id: Number(ids.item), quantity: 7 }],
      ['DELETE', `/api/cart/${ids.item}`, undefined],
      ['POST', '/api/cart/createEmptyCart', {}],
      ['POST', '/api/checkout/shippingAddress', { address: { ...ADDRESS, city: 'Oulu' } }],
      ['POST', '/api/checkout/shippingMethods', { carrier_code: 'posti' }],
      ['POST', '/api/checkout/paymentMethod', { code: 'invoice' }],
      ['POST', '/api/checkout/billingAddress', { same_as_shipping: true }],
      ['POST', '/api/checkout/placeOrder', { cart_id: ids.cart }],
      ['POST', '/api/shoppinglist', { title: 'Vastaanotto' }],
      ['POST', `/api/shoppinglist/${ids.list}`, { title: 'Uusi nimi' }],
      ['POST', `/api/shoppinglist/${ids.list}/items`, { sku: 'HOI-1001', quantity: 3 }],
      ['POST', `/api/shoppinglist/${ids.list}/items/HOI-1001`, { quantity: 9 }],
      ['DELETE', `/api/shoppinglist/${ids.list}/items/HOI-1001`, undefined],
      ['POST', `/api/shoppinglist/${ids.list}/cart`, undefined],
      ['DELETE', `/api/shoppinglist/${ids.list}`, undefined],
      ['POST', '/api/customer/addresses', { address: { ...ADDRESS, city: 'Oulu' } }],
      ['POST', `/api/customer/addresses/${ids.address}`, { address: { ...ADDRESS, city: 'Oulu' } }],
      ['POST', `/api/customer/addresses/${ids.address}/default`, undefined],
      ['DELETE', `/api/customer/addresses/${ids.address}`, undefined],
      ['POST', '/api/customer/password', { currentPassword: PASSWORD, newPassword: 'hyökkääjän-salasana-1' }],
      [
        'POST',
        '/api/customer/details',
        { firstname: 'Hyök', lastname: 'Kääjä', email: 'evil@example.fi', phone: '040 1', currentPassword: PASSWORD },
      ],
      [
        'POST',
        '/api/customer/billing',
        {
          company: 'Evil Oy',
          street: 'Katu 1',
          postcode: '00100',
          city: 'Helsinki',
          einvoice_address: '',
          einvoice_operator: '',
        },
      ],
      ['POST', '/api/customer/changevet', { newVetName: 'Eeva', licenceNumber: '4512345', startDate: '2030-01-01' }],
      ['PUT', '/api/customer/company/approvalRules', { amount_limit: 1, restricted_products: true, monthly_budget: 1 }],
      ['POST', '/api/core/chatbothash', {}],
      ['POST', '/api/auth/logout', undefined],
    ]
    const before = await snapshot()
    for (const [method, path, body] of writes) {
      const res = await shopFetch(path, {
        jar,
        method,
        headers: CROSS_SITE,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await res.json()).toMatchObject({ message: 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.' })
    }
    expect(await snapshot()).toEqual(before)

    // The same calls from the shop's own page do write (the refusals above were not for bad input).
    const control = await shopFetch('/api/cart/update', {
      jar,
      method: 'POST',
      headers: sameOriginJson,
      body: JSON.stringify({ cart_item_id: Number(ids.item), quantity: 7 }),
    })
    expect(control.status).toBe(200)
    expect(await snapshot()).not.toEqual(before)
  })
})

describe('security headers', () => {
  const expectHeaders = (res: Response, what: string) => {
    expect(res.headers.get('Content-Security-Policy'), what).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
    expect(res.headers.get('Strict-Transport-Security'), what).toMatch(/^max-age=\d{7,}; includeSubDomains/)
    expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff')
    expect(res.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin')
  }

  it('are on a page and on an /api answer', async () => {
    const page = await pageFetch('/tilaaminen-ja-toimitus')
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    expectHeaders(page, 'page')
    expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-/)

    const api = await shopFetch('/api/core/storeconfig', { headers: { Accept: 'application/json' } })
    expect(api.status).toBe(200)
    expectHeaders(api, '/api')
    // JSON is never a document: nothing may load or run from it.
    expect(api.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/)
    expect(new URL(ORIGIN).protocol).toBe('https:')
  })
})
