/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiErrorSchema, SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { matchUpstreamRoute, routeKey, UPSTREAM_ROUTES, type UpstreamRoute } from '../../contract/upstream'
import { ADDRESS } from '../test/cartFixtures'
import { registration, savedAddress, tokenInOutbox } from '../test/customerFixtures'
import { PASSWORD, USERS } from '../test/helpers'
import { addCustomer, insertDelivery, insertInvoice, erpParcel, insertOrder, LINES } from '../test/orderFixtures'
import { backend } from './app'

// contract/upstream.md: the embedded backend is the contract's reference implementation. It
// serves exactly the routes of contract/upstream.ts, refuses what the contract refuses, and its
// 2xx answers parse with the table's schemas, called here as the storefront calls it.

const CHATBOT_SECRET = 'contract-test-chat-secret'
const OPERATOR_STOCK_SECRET = 'contract-test-operator-secret'
const ALL_SCOPES = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions', 'changevet']

interface Call {
  token?: string
  cart?: string
  body?: unknown
  headers?: Record<string, string>
}

/** The routes a test called with a 2xx answer, checked to cover the whole table at the end. */
const answered = new Set<string>()

function routeOf(method: string, path: string): UpstreamRoute {
  const route = matchUpstreamRoute(method, new URL(path, 'http://backend.internal').pathname)
  if (!route) throw new Error(`${method} ${path} is no route of contract/upstream.ts`)
  return route
}

/** One upstream call as the storefront makes it (worker/upstream/client.ts), against the embedded backend. */
async function send(method: string, path: string, call: Call = {}): Promise<Response> {
  const headers = new Headers({
    ...call.headers,
    Accept: 'application/json',
    Store: 'fi',
    'X-Request-Id': 'contract-test',
  })
  if (call.token) headers.set('Authorization', `Bearer ${call.token}`)
  if (call.cart) headers.set('cart', call.cart)
  let body: string | undefined
  if (call.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body)
  }
  const ctx = createExecutionContext()
  const res = await backend.fetch(
    new Request(`http://backend.internal${path}`, { method, headers, body }),
    { ...env, CHATBOT_SECRET, OPERATOR_STOCK_SECRET },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

/**
 * A call the contract allows (its body parses with the route's request schema), whose answer
 * must be a 2xx with the route's status and a body that parses with the route's response schema.
 */
async function ok<T = Record<string, unknown>>(method: string, path: string, call: Call = {}): Promise<T> {
  const route = routeOf(method, path)
  if (route.body) {
    const request = v.safeParse(route.body, call.body)
    expect(request.success, `${routeKey(route)}: the test's own body breaks the contract`).toBe(true)
  }
  const res = await send(method, path, call)
  // Decoded keeping a byte order mark: the CSV answers begin with one (contract/upstream.md, Transport).
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer())
  expect(res.status, `${method} ${path}: ${text}`).toBe(route.status ?? 200)
  expect(res.headers.get('Content-Type')).toMatch(
    route.answerType ? new RegExp(`^${route.answerType}`) : /^application\/json/,
  )
  const answer: unknown = route.answerType ? text : JSON.parse(text)
  const parsed = v.safeParse(route.response, answer)
  const issues = parsed.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`).slice(0, 5)
  expect(issues, `${routeKey(route)} answered outside its schema`).toBeUndefined()
  // docs/architecture.md §5: an answer to a call with a valid session says its slid expiry.
  if (route.auth === 'required') expect(res.headers.get(SESSION_EXPIRES_HEADER)).toMatch(/^\d{10}$/)
  answered.add(routeKey(route))
  return answer as T
}

/** A refused call: the status, and the error body of the contract. */
async function refused(
  status: number,
  method: string,
  path: string,
  call: Call = {},
): Promise<v.InferOutput<typeof ApiErrorSchema>> {
  const res = await send(method, path, call)
  const text = await res.text()
  expect(res.status, `${method} ${path}: ${text}`).toBe(status)
  const parsed = v.safeParse(ApiErrorSchema, JSON.parse(text))
  expect(parsed.success, `${method} ${path}: ${text}`).toBe(true)
  return parsed.output as v.InferOutput<typeof ApiErrorSchema>
}

async function loginAs(email: string = USERS.normal): Promise<string> {
  const { token } = await ok<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
  })
  return token.accessToken
}

/** A route's path with example values for its parameters (enough to reach its checks). */
const examplePath = (route: UpstreamRoute) =>
  route.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'sku' ? 'HOI-1001' : name === 'slug' ? 'x' : name === 'date' ? '2027-01-04' : '1',
  )

describe('the embedded backend implements contract/upstream.ts', () => {
  it('registers exactly the routes of the table', () => {
    const registered = new Set(
      backend.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => routeKey({ method: r.method as 'GET', path: r.path })),
    )
    expect([...registered].sort()).toEqual(UPSTREAM_ROUTES.map(routeKey).sort())
  })

  it('answers 401 to every required route without a session, and to every optional one with a dead token', async () => {
    const dead = 'deadToken_0123456789abcdefghij'
    for (const route of UPSTREAM_ROUTES) {
      const body = route.body ? {} : undefined
      if (route.auth === 'required' || route.auth === 'operator') {
        await refused(401, route.method, examplePath(route), { body })
      }
      // The operator's routes take the operator's secret, never a customer's session.
      if (route.auth === 'operator') await refused(401, route.method, examplePath(route), { token: dead, body })
      if (route.auth === 'optional' && route.path !== '/api/auth/logout') {
        await refused(401, route.method, examplePath(route), { token: dead, body })
      }
    }
  })

  it('answers 403 to every scoped route for a user without that scope', async () => {
    const token = await loginAs(USERS.pharmacy) // scope []
    for (const route of UPSTREAM_ROUTES.filter((r) => r.scope)) {
      const error = await refused(403, route.method, examplePath(route), { token, body: route.body ? {} : undefined })
      expect(error.message).toMatch(/oikeutta/)
    }
  })

  it('answers 400 with the error body to a write whose body breaks its schema', async () => {
    await addCustomer(200, 'kaikki@example.fi', ALL_SCOPES)
    const token = await loginAs('kaikki@example.fi')
    const writes = UPSTREAM_ROUTES.filter((r) => r.body)
    expect(writes.length).toBeGreaterThan(20)
    for (const route of writes) {
      const call = {
        token: route.auth === 'none' ? undefined : route.auth === 'operator' ? OPERATOR_STOCK_SECRET : token,
      }
      for (const body of [{ unexpected: true }, 'not json']) {
        await refused(400, route.method, examplePath(route), { ...call, body })
      }
    }
  })

  it('serves the session, core and catalogue calls of guests and customers', async () => {
    await ok('GET', '/api/core/storeconfig')
    await ok('GET', '/api/core/topmenu')
    await ok('GET', '/api/catalog/productdetails/sideharso-10-cm')
    await ok('GET', '/api/catalog/productsearch?q=sideharso&page=1&pageSize=8')
    await ok('GET', '/api/catalog/category?path=hoitotarvikkeet%2Fhaavanhoito&page=1&pageSize=24&sort=position')
    await ok('GET', '/api/catalog/new?limit=8')
    await ok('GET', '/api/catalog/productsearch?q=sideharso&page=2&pageSize=24&sort=newest')
    // The price orders read the caller's contract prices (docs/decisions/063-search-paging-and-sort.md): none without a session.
    await refused(400, 'GET', '/api/catalog/productsearch?q=sideharso&sort=price_asc')
    await refused(400, 'GET', '/api/catalog/category?path=hoitotarvikkeet&sort=price_desc')
    // The listing filters and facets (contract/upstream.md, Listing filters and facets); the contract filter needs a session.
    await ok('GET', '/api/catalog/category?path=hoitotarvikkeet&stock=1&sterile=yes&size=M%7CL&facets=1')
    await ok('GET', '/api/catalog/productsearch?q=sideharso&pageSize=24&category=hoitotarvikkeet&medicine=no&facets=1')
    await refused(400, 'GET', '/api/catalog/category?path=hoitotarvikkeet&contract=1')
    await refused(400, 'GET', '/api/catalog/productsearch?q=sideharso&stock=yes')
    await ok('GET', `/api/categorysearch/${encodeURIComponent('haavan')}`)
    await ok('GET', '/api/cart')
    await refused(401, 'POST', '/api/auth/login', { body: { email: USERS.normal, password: 'väärä-salasana' } })

    const token = await loginAs()
    const { user } = await ok<{ user: { email: string } }>('GET', '/api/auth/user', { token })
    expect(user.email).toBe(USERS.normal)
    await ok('GET', '/api/core/topmenu', { token })
    const product = await ok<{ product: { price_range?: unknown; attributes?: unknown } }>(
      'GET',
      '/api/catalog/productdetails/sideharso-10-cm',
      { token },
    )
    expect(product.product.price_range).toBeDefined()
    // contract/upstream.md, Product attributes: the listing's values, one entry per code, in the contract's order.
    expect(product.product.attributes).toEqual([
      { code: 'size', values: ['10 cm'] },
      { code: 'pack_size', values: ['20 kpl'] },
      { code: 'manufacturer', values: ['Hoivatarvike Oy'] },
    ])
    await ok('GET', '/api/catalog/productsearch?q=sideharso&page=1&pageSize=8', { token })
    await ok('GET', '/api/catalog/productsearch?q=sideharso&page=1&pageSize=24&sort=price_desc', { token })
    await ok('GET', '/api/catalog/category?path=hoitotarvikkeet&page=1&pageSize=24&sort=price_asc', { token })
    await ok('GET', '/api/catalog/category?path=hoitotarvikkeet&contract=1&facets=contract', { token })
    await ok('GET', '/api/catalog/new?limit=4', { token })
    await ok('GET', '/api/categorysearch/haavan', { token })
    const all = await ok<{ customerPrices: { items: unknown[] } }>('GET', '/api/categorysearch/customerPrices', {
      token,
    })
    expect(all.customerPrices.items).toHaveLength(2)
    await ok('GET', '/api/categorysearch/customerPrices?skus=HOI-1001%2CRUO-1002', { token })
    await ok('POST', '/api/core/chatbothash', { token, body: {} })
    await ok('GET', '/api/customer/permissions', { token })
    await ok('POST', '/api/auth/logout', { token })
    await refused(401, 'GET', '/api/auth/user', { token })
  })

  it('serves a cart from a guest add through the merge, the checkout steps and one order', async () => {
    const guest = await ok<{ cart: { id: string } }>('POST', '/api/cart', { body: { sku: 'HOI-1002', quantity: 1 } })
    const guestCart = guest.cart.id
    expect(guestCart).toMatch(/^[a-f0-9]{32}$/)
    await ok('GET', '/api/cart', { cart: guestCart })
    await ok('POST', '/api/cart', { cart: guestCart, body: { sku: 'HOI-2001', quantity: 2 } })

    const token = await loginAs()
    await ok('POST', '/api/cart/merge', { token, body: { guest_cart_id: guestCart } })
    type CartAnswer = { cart: { id: string; items: { id: number; product: { sku: string } }[] } }
    const added = await ok<CartAnswer>('POST', '/api/cart', { token, body: { sku: 'HOI-1001', quantity: 3 } })
    const line = (sku: string) => added.cart.items.find((item) => item.product.sku === sku)!.id
    await ok('POST', '/api/cart/update', { token, body: { cart_item_id: line('HOI-1001'), quantity: 4 } })
    await ok('POST', '/api/cart/fulfilment', { token, body: { cart_item_id: line('HOI-1001'), fulfilment: 'partial' } })
    await ok('GET', '/api/cart/substitutes', { token })
    await ok('DELETE', `/api/cart/${line('HOI-2001')}`, { token })
    const lines = [{ code: 'HOI-1002', quantity: 1 }]
    await ok('POST', '/api/cart/bulk/check', { token, body: { lines } })
    const bulk = { token, body: { items: [{ sku: 'HOI-1002', quantity: 1 }] } }
    await ok('POST', '/api/cart/bulk', { ...bulk, headers: { 'Idempotency-Key': 'contract-bulk-1' } })
    await refused(400, 'POST', '/api/cart/bulk', bulk)
    const { cart } = await ok<{ cart: { id: string } }>('GET', '/api/cart', { token })

    await ok('POST', '/api/checkout/prepare', { token, body: {} })
    await ok('POST', '/api/checkout/shippingAddress', { token, body: { address: ADDRESS } })
    await ok('POST', '/api/checkout/shippingMethods', { token, body: { carrier_code: 'posti' } })
    await ok('POST', '/api/checkout/paymentMethod', { token, body: { code: 'invoice' } })
    await ok('POST', '/api/checkout/billingAddress', { token, body: { same_as_shipping: true } })
    const dates = await ok<{ earliest: string }>('GET', '/api/checkout/deliveryDates', { token })
    await ok('POST', '/api/checkout/orderDetails', {
      token,
      body: { customerReference: 'PO-1', requestedDeliveryDate: dates.earliest, deliveryNote: 'Ovi B' },
    })
    await refused(400, 'POST', '/api/checkout/placeOrder', { token, body: { cart_id: cart.id } })
    const place = { token, cart: cart.id, body: { cart_id: cart.id, hasAcceptedTermsAndConditions: true } }
    const first = await ok<{ order: { order_number: string } }>('POST', '/api/checkout/placeOrder', place)
    const again = await ok<{ order: { order_number: string } }>('POST', '/api/checkout/placeOrder', place)
    expect(again.order.order_number).toBe(first.order.order_number)

    const orders = await ok<{ items: { order_number: string }[] }>('GET', '/api/customer/orders?page=1&pageSize=20', {
      token,
    })
    expect(orders.items.map((o) => o.order_number)).toEqual([first.order.order_number])
    await ok('GET', `/api/customer/orders/${first.order.order_number}`, { token })
    await ok('POST', `/api/customer/orders/${first.order.order_number}/reorder`, {
      token,
      body: {},
      headers: { 'Idempotency-Key': 'contract-reorder-1' },
    })
  })

  it('serves the account documents: orders, external orders, invoices, deliveries, the desk', async () => {
    const created = Math.floor(Date.now() / 1000) - 86_400
    const orderId = await insertOrder({ id: 900, customerId: 1, orderNumber: 'W900', createdAt: created })
    await insertOrder({
      id: 901,
      customerId: 1,
      orderNumber: 'E901',
      createdAt: created,
      channel: 'external',
      external: { source: 'Puhelinmyynti', reference: 'PM-1', orderedBy: 'Testi' },
    })
    await insertInvoice({ id: 1, orderId, invoiceNumber: 'L900', issuedAt: created, dueDate: '2099-01-01' })
    await insertDelivery({ id: 1, orderId, trackingCode: 'JJFI123', packedAt: created, shippedAt: created })
    const token = await loginAs()

    await ok('GET', '/api/customer/orders', { token })
    await ok('GET', '/api/customer/orders?page=1&pageSize=20&from=2020-01-01&reference=PO', { token })
    await ok('GET', '/api/customer/orders/W900', { token })
    await ok('GET', '/api/customer/orders/E901/external', { token })
    await ok('GET', '/api/customer/invoices?page=1&pageSize=20&status=open', { token })
    await ok('GET', '/api/customer/invoices/L900', { token })
    await ok('GET', '/api/customer/invoices/L900/finvoice.xml', { token })
    await ok('GET', '/api/customer/invoices/L900/peppol.xml', { token })
    await ok('GET', '/api/customer/desk', { token })
    await ok('GET', '/api/customer/orders.csv?status=delivered&product=side', { token })
    await ok('GET', '/api/customer/invoices.csv?from=2020-01-01&status=open', { token })
    await ok('GET', '/api/customer/deliveries?page=1', { token })
    await ok('GET', '/api/customer/deliveries/1', { token })
    await refused(404, 'GET', '/api/customer/orders/W404', { token })
  })

  it('serves the shopping lists of a user with the scope', async () => {
    await addCustomer(201, 'listat@example.fi', ['shoppinglists', 'checkout'])
    const token = await loginAs('listat@example.fi')
    const created = await ok<{ shoppinglist_id: number }>('POST', '/api/shoppinglist', {
      token,
      body: { title: 'Viikkotilaus' },
    })
    const list = `/api/shoppinglist/${created.shoppinglist_id}`
    await ok('POST', `${list}/items`, { token, body: { sku: 'HOI-1001', quantity: 2 } })
    await ok('POST', `${list}/items`, { token, body: { sku: 'HOI-2001', quantity: 1 } })
    await ok('POST', `${list}/items/HOI-1001`, { token, body: { quantity: 5 } })
    await ok('DELETE', `${list}/items/HOI-2001`, { token })
    await ok('POST', list, { token, body: { title: 'Kuukausitilaus' } })
    await ok('POST', `${list}/share`, { token, body: { shared: true } })
    await ok('GET', '/api/shoppinglist', { token })
    await ok('GET', list, { token })
    await ok('POST', `${list}/cart`, { token })
    await ok('DELETE', list, { token })
    await refused(404, 'GET', list, { token })
  })

  it('serves the account: details, billing, addresses, change of veterinarian, approval rules, password', async () => {
    await addCustomer(202, 'tili@example.fi', ['permissions'])
    const token = await loginAs('tili@example.fi')
    await ok('GET', '/api/customer/details', { token })
    await ok('POST', '/api/customer/details', {
      token,
      body: { firstname: 'Osa', lastname: 'Oikeus', email: 'tili@example.fi', phone: '+358 40 765 4321' },
    })
    await ok('POST', '/api/customer/billing', {
      token,
      body: {
        company: 'Osaoikeus Oy',
        street: 'Laskutie 1',
        postcode: '00100',
        city: 'Helsinki',
        einvoice_address: '0088:6412345678907',
        einvoice_operator: '003723327487',
      },
    })
    const saved = await ok<{ address: { id: number } }>('POST', '/api/customer/addresses', {
      token,
      body: { address: ADDRESS },
    })
    const address = `/api/customer/addresses/${saved.address.id}`
    await ok('GET', '/api/customer/addresses', { token })
    await ok('GET', address, { token })
    await ok('POST', address, { token, body: { address: { ...ADDRESS, city: 'Espoo' }, is_default: false } })
    await ok('POST', `${address}/default`, { token })
    await ok('DELETE', address, { token })
    await ok('GET', '/api/customer/changevet', { token })
    await ok('POST', '/api/customer/changevet', {
      token,
      body: { newVetName: 'Eeva Eläinlääkäri', licenceNumber: '123456', startDate: '2099-01-01', message: '' },
    })
    // tili@ holds `permissions`: the administrator of its own company sets its approval rules.
    await ok('GET', '/api/customer/company/approvalRules', { token })
    await ok('PUT', '/api/customer/company/approvalRules', {
      token,
      body: { amount_limit: 500, restricted_products: true, monthly_budget: null },
    })
    await ok('POST', '/api/customer/password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'uusi-salasana-2' },
    })
  })

  it("serves the company's users and roles to its administrator", async () => {
    await addCustomer(203, 'paakayttaja@example.fi', ['orders', 'permissions'])
    const token = await loginAs('paakayttaja@example.fi')
    type View = { users: { id: number; email: string }[]; customRoles: { id: number }[] }
    await ok('GET', '/api/customer/company', { token })
    const body = { email: 'kutsu@example.fi', firstname: 'Kutsu', lastname: 'Tuttu', role: 'requester' }
    const invited = await ok<View>('POST', '/api/customer/company/users', {
      token,
      body: { ...body, origin: 'https://shop.test' },
    })
    const user = `/api/customer/company/users/${invited.users.find((u) => u.email === body.email)!.id}`
    await ok('POST', user, { token, body: { role: 'custom', scope: ['orders', 'invoices'] } })
    await ok('POST', `${user}/resend`, { token, body: { origin: 'https://shop.test' } })
    await ok('POST', `${user}/deactivate`, { token })
    await ok('POST', `${user}/activate`, { token })
    const created = await ok<View>('POST', '/api/customer/company/roles', {
      token,
      body: { name: 'Laskut', scope: ['invoices'] },
    })
    const role = `/api/customer/company/roles/${created.customRoles[0]!.id}`
    await ok('POST', role, { token, body: { name: 'Laskutus', scope: ['invoices', 'orders'] } })
    await ok('DELETE', role, { token })
    await refused(409, 'POST', '/api/customer/company/users/203', { token, body: { role: 'buyer' } })
    // The audit trail holds each of the changes above (docs/decisions/047-audit-trail.md).
    const trail = await ok<{ total: number }>('GET', '/api/customer/company/audit', { token })
    expect(trail.total).toBe(7)
    await ok('GET', '/api/customer/company/audit?user=203&page=1', { token })
    await refused(400, 'GET', '/api/customer/company/audit?page=0', { token })
    // A pending invitation cancelled (docs/decisions/062-account-lists-print-and-invitations.md).
    const second = await ok<View>('POST', '/api/customer/company/users', {
      token,
      body: { ...body, email: 'peruttava@example.fi', origin: 'https://shop.test' },
    })
    await ok(
      'POST',
      `/api/customer/company/users/${second.users.find((u) => u.email === 'peruttava@example.fi')!.id}/cancel`,
      {
        token,
      },
    )
  })

  it('serves the guests’ account calls: registration, password reset, login links', async () => {
    const origin = 'https://shop.test'
    await ok('POST', '/api/customer/customer/register', { body: { ...registration(), origin } })
    await ok('POST', '/api/customer/customer/forgotPassword', { body: { email: USERS.normal, origin } })
    await ok('POST', '/api/customer/customer/resetPassword', {
      body: { token: await tokenInOutbox(USERS.normal), password: 'uusi-salasana-3' },
    })
    await ok('POST', '/api/customer/loginLink', { body: { email: USERS.pharmacy, redirect: '/cart', origin } })
    const exchanged = { body: { token: await tokenInOutbox(USERS.pharmacy) } }
    const { token } = await ok<{ token: { accessToken: string } }>(
      'POST',
      '/api/customer/loginLink/exchange',
      exchanged,
    )
    await ok('GET', '/api/auth/user', { token: token.accessToken })
    await refused(400, 'POST', '/api/customer/loginLink/exchange', exchanged)
  })

  it('serves purchase approval: send, read, change, approve through the checkout or leave it, reject, withdraw, notices', async () => {
    // A requester (no `checkout`) in the company of the test customer, who approves.
    await env.DB.prepare(
      `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
         created_at, company_id)
       SELECT 210, 'pyytaja@example.fi', password_hash, 'Pia', 'Pyytäjä', company, business_id, 'C210', '["orders"]',
         created_at, 1 FROM customers WHERE id = 1`,
    ).run()
    const requester = await loginAs('pyytaja@example.fi')
    const approver = await loginAs()
    const sendCart = async (key: string) => {
      await ok('POST', '/api/cart', { token: requester, body: { sku: 'HOI-1001', quantity: 2 } })
      const sent = await ok<{ request: { id: number } }>('POST', '/api/purchaserequests', {
        token: requester,
        body: { note: 'Tarvitaan ensi viikolla' },
        headers: { 'Idempotency-Key': key },
      })
      return sent.request.id
    }
    await ok('POST', '/api/cart', { token: requester, body: { sku: 'HOI-1002', quantity: 1 } })
    expect((await ok<{ required: boolean }>('GET', '/api/cart/approval', { token: requester })).required).toBe(true)
    const id = await sendCart('contract-request-1')
    await ok('GET', '/api/purchaserequests?view=mine&page=1', { token: requester })
    await ok('GET', '/api/purchaserequests?view=pending', { token: approver })
    await ok('GET', `/api/purchaserequests/${id}`, { token: requester })
    await ok('POST', `/api/purchaserequests/${id}/lines`, {
      token: approver,
      body: { lines: [{ sku: 'HOI-1001', quantity: 1 }] },
    })
    await ok('POST', `/api/purchaserequests/${id}/approve`, { token: approver })
    await ok('POST', `/api/purchaserequests/${id}/cancelApproval`, { token: approver })
    await ok('POST', `/api/purchaserequests/${id}/reject`, {
      token: approver,
      body: { reason: 'Tilataan ensi kuussa' },
    })
    await refused(409, 'POST', `/api/purchaserequests/${id}/reject`, { token: approver, body: { reason: 'Uudelleen' } })
    await refused(404, 'GET', `/api/purchaserequests/${id}`, { token: await loginAs(USERS.pharmacy) })
    const second = await sendCart('contract-request-2')
    await ok('POST', `/api/purchaserequests/${second}/withdraw`, { token: requester })
    const notices = await ok<{ items: { id: number }[] }>('GET', '/api/customer/notifications', { token: requester })
    expect(notices.items.length).toBeGreaterThan(0)
    await ok('POST', '/api/customer/notifications/read', {
      token: requester,
      body: { ids: notices.items.map((n) => n.id) },
    })
  })

  it('serves the operator’s stock feed with the operator’s secret', async () => {
    const body = { batch_id: 'contract-1', items: [{ sku: 'HOI-1001', available: 12, restock_date: null }] }
    await ok('PUT', '/api/operator/stock', { token: OPERATOR_STOCK_SECRET, body })
    const customer = await loginAs()
    await refused(401, 'PUT', '/api/operator/stock', { token: customer, body })
    // "Ilmoita kun saatavilla", the customer's side of the same stock.
    await ok('PUT', '/api/customer/stockwatch/HOI-2001', { token: customer })
    await ok('GET', '/api/customer/stockwatch/HOI-2001', { token: customer })
    await ok('DELETE', '/api/customer/stockwatch/HOI-2001', { token: customer })
    await ok('GET', '/api/customer/substitutes/HOI-2001', { token: customer })
  })

  it('serves the ERP’s parcels with their lots, and the medicine record from them', async () => {
    await insertOrder({
      id: 800,
      customerId: 1,
      orderNumber: 'W800800',
      createdAt: 1_767_225_600,
      lines: [LINES.amoksi],
    })
    const body = erpParcel('W800800', 'contract-parcel-1')
    const { id } = await ok<{ id: number }>('PUT', '/api/operator/deliveries', { token: OPERATOR_STOCK_SECRET, body })
    const customer = await loginAs()
    await refused(401, 'PUT', '/api/operator/deliveries', { token: customer, body })
    await ok('GET', '/api/customer/medicine-record.csv?from=2026-01-01', { token: customer })
    // Receiving found nothing of it: the claim goes once.
    const claim = { received: [], unknown_codes: [] }
    await ok('POST', `/api/customer/deliveries/${id}/claim`, { token: customer, body: claim })
    await refused(409, 'POST', `/api/customer/deliveries/${id}/claim`, { token: customer, body: claim })
  })

  it('serves the operator’s invoicing: an invoice per delivered order, credit notes per claim, credit limits', async () => {
    await insertOrder({
      id: 810,
      customerId: 1,
      orderNumber: 'W800810',
      createdAt: 1_767_225_600,
      lines: [LINES.amoksi],
    })
    const operator = { token: OPERATOR_STOCK_SECRET }
    const { invoice_number } = await ok<{ invoice_number: string }>('POST', '/api/operator/invoices', {
      ...operator,
      body: { order_number: 'W800810' },
    })
    await ok('POST', '/api/operator/credit-notes', {
      ...operator,
      body: { invoice_number, claim_reference: 'RK-CONTRACT-1', lines: [{ line_no: 1, quantity: 1 }] },
    })
    await ok('PUT', '/api/operator/credit-limit', {
      ...operator,
      body: { business_id: '1234567-1', credit_limit: 2500 },
    })
    const customer = await loginAs()
    await refused(401, 'POST', '/api/operator/invoices', { token: customer, body: { order_number: 'W800810' } })
  })

  it('serves standing orders to a user with `orders`', async () => {
    const token = await loginAs()
    const addressId = await savedAddress()
    await ok('POST', '/api/cart', { token, body: { sku: 'HOI-1001', quantity: 2 } })
    const settings = {
      name: 'Viikkotilaus',
      schedule: {
        frequency: 'weekly',
        interval_weeks: 1,
        weekday: 3,
        start_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        end_date: null,
      },
      reference_template: 'VAKIO-{yyyy}-{vv}',
      address_id: addressId,
      shipping_method: 'posti',
    }
    const created = await ok<{ standing_order: { id: number; next_runs: { run_date: string }[] } }>(
      'POST',
      '/api/customer/standing-orders',
      { token, body: { ...settings, from: { kind: 'cart' } } },
    )
    const path = `/api/customer/standing-orders/${created.standing_order.id}`
    await ok('GET', '/api/customer/standing-orders', { token })
    await ok('GET', path, { token })
    await ok('POST', path, { token, body: { ...settings, name: 'Keskiviikot' } })
    await ok('PUT', `${path}/lines`, { token, body: { lines: [{ sku: 'HOI-1001', quantity: 3, fulfilment: null }] } })
    const first = created.standing_order.next_runs[0]!.run_date
    await ok('POST', `${path}/runs/${first}`, { token, body: { action: 'skip' } })
    await ok('POST', `${path}/status`, { token, body: { status: 'paused' } })
  })

  it('has answered every route of the table above with a 2xx that parsed with its schema', () => {
    expect([...answered].sort()).toEqual(UPSTREAM_ROUTES.map(routeKey).sort())
  })
})
