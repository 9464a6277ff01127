/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_ID } from '../../contract/schemas/cart'
import { ApiErrorSchema } from '../../contract/schemas/common'
import { matchUpstreamRoute, routeKey, UPSTREAM_ROUTES } from '../../contract/upstream'
import { backend } from '../backend/app'
import { ADDRESS, addToCart, cartOf, deleteItem, getCart, updateItem } from '../test/cartFixtures'
import { deleteJson, getJson, registration, savedAddress, tokenInOutbox } from '../test/customerFixtures'
import {
  CookieJar,
  login,
  overrideEnv,
  pageFetch,
  PASSWORD,
  postJson,
  sameOriginJson,
  shopFetch,
  USERS,
} from '../test/helpers'
import { erpParcel, insertDelivery, insertInvoice, insertOrder, LINES, setScope } from '../test/orderFixtures'

// contract/upstream.md from the storefront's side: with API_ORIGIN set, every call the
// storefront sends upstream must be a route of contract/upstream.ts with the contract's headers,
// query and body. A stand-in for the commerce API checks each call, hands it to the embedded
// backend (the reference implementation) and checks the answer against the route's schema.

const API_ORIGIN = 'https://upstream.test'
const CHATBOT_SECRET = 'contract-test-chat-secret'
const OPERATOR_STOCK_SECRET = 'contract-test-operator-secret'
const TOKEN = /^Bearer [A-Za-z0-9_-]{16,128}$/

/** Calls that broke the contract, and the routes the storefront called (in this test, in this file). */
let broken: string[]
let called: Set<string>
const calledInFile = new Set<string>()

function checkCall(request: Request, url: URL, body: string): string[] {
  const problems: string[] = []
  const route = matchUpstreamRoute(request.method, url.pathname)
  if (!route) return [`no such route: ${request.method} ${url.pathname}`]
  called.add(routeKey(route))
  calledInFile.add(routeKey(route))
  const h = request.headers
  const where = `${request.method} ${url.pathname}`
  if (h.get('Store') !== 'fi') problems.push(`${where}: no Store header`)
  if (!h.get('X-Request-Id')) problems.push(`${where}: no X-Request-Id`)
  if (h.has('user')) problems.push(`${where}: a user header (the token travels only in Authorization)`)
  const authorization = h.get('Authorization')
  if (authorization !== null && !TOKEN.test(authorization)) problems.push(`${where}: malformed Authorization`)
  if ((route.auth === 'required' || route.auth === 'operator') && !authorization) {
    problems.push(`${where}: no token on a route that needs one`)
  }
  if (route.auth === 'none' && authorization) problems.push(`${where}: a token on a route that reads none`)
  if (route.idempotent && !h.get('Idempotency-Key'))
    problems.push(`${where}: no Idempotency-Key on a write done once per key`)
  const cart = h.get('cart')
  if (cart !== null && !CART_ID.test(cart)) problems.push(`${where}: malformed cart header ${cart}`)
  const query = Object.fromEntries(url.searchParams)
  if (route.query) {
    const parsed = v.safeParse(route.query, query)
    if (!parsed.success) problems.push(`${where}: query ${url.search} breaks its schema`)
  } else if (url.search) problems.push(`${where}: a query the route does not take: ${url.search}`)
  if (route.body) {
    if (!h.get('Content-Type')?.startsWith('application/json')) problems.push(`${where}: body not sent as JSON`)
    const parsed = v.safeParse(route.body, JSON.parse(body || 'null'))
    if (!parsed.success) problems.push(`${where}: body ${body} breaks its schema`)
  } else if (body) problems.push(`${where}: a body the route does not take: ${body}`)
  return problems
}

function checkAnswer(request: Request, url: URL, status: number, text: string): string[] {
  const route = matchUpstreamRoute(request.method, url.pathname)!
  const where = `${request.method} ${url.pathname} → ${status}`
  if (status >= 200 && status < 300) {
    if (status !== (route.status ?? 200)) return [`${where}: the route answers ${route.status ?? 200}`]
    const parsed = v.safeParse(route.response, route.answerType ? text : JSON.parse(text))
    return parsed.success ? [] : [`${where}: answer breaks ${routeKey(route)}'s schema`]
  }
  return v.safeParse(ApiErrorSchema, JSON.parse(text)).success ? [] : [`${where}: not the error body: ${text}`]
}

/** The commerce API at API_ORIGIN: checks the call, lets the embedded backend answer it, checks the answer. */
function contractUpstream() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== API_ORIGIN) {
      broken.push(`a call outside the upstream: ${request.url}`)
      throw new TypeError('network error')
    }
    const body = await request.text()
    const problems = checkCall(request, url, body)
    broken.push(...problems)
    if (problems.some((p) => p.startsWith('no such route'))) {
      return Response.json({ message: 'Tuntematon rajapinta.' }, { status: 404 })
    }
    const ctx = createExecutionContext()
    const forwarded = new Request(`http://backend.internal${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: body || undefined,
    })
    const res = await backend.fetch(forwarded, { ...env, CHATBOT_SECRET, OPERATOR_STOCK_SECRET }, ctx)
    // Keeping a byte order mark: the CSV answers begin with one (contract/upstream.md, Transport).
    const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer())
    await waitOnExecutionContext(ctx)
    broken.push(...checkAnswer(request, url, res.status, text))
    return new Response(text, { status: res.status, headers: res.headers })
  })
}

beforeEach(() => {
  broken = []
  called = new Set()
  overrideEnv({ API_ORIGIN, CHAT_WIDGET_URL: 'https://chat.example.test/widget.js' })
  contractUpstream()
})

afterEach(() => {
  overrideEnv({})
  vi.restoreAllMocks()
})

const expectStatus = async (res: Response | Promise<Response>, status = 200) => {
  const answer = await res
  const location = answer.headers.get('Location') ?? ''
  expect(answer.status, `${location} ${(await answer.clone().text()).slice(0, 300)}`).toBe(status)
  return answer
}
const json = async <T>(res: Response | Promise<Response>, status = 200) =>
  (await (await expectStatus(res, status)).json()) as T

/** Nothing outside the contract, and at least these routes of the table called. */
function expectContractKept(routes: string[]) {
  expect(broken).toEqual([])
  expect([...called]).toEqual(expect.arrayContaining(routes))
}

describe('the storefront keeps the upstream contract (API_ORIGIN)', () => {
  it('a guest browses, fills a cart, logs in (the cart merges) and reads the catalogue as a customer', async () => {
    const jar = new CookieJar()
    await expectStatus(shopFetch('/api/core/storeconfig'))
    await expectStatus(shopFetch('/api/catalog/category?path=hoitotarvikkeet/haavanhoito'))
    const detail = await json<{ product: { attributes?: { code: string }[] } }>(
      shopFetch('/api/catalog/productdetails/sideharso-10-cm'),
    )
    // The product's attributes reach the browser as the upstream sent them (contract/upstream.md).
    expect(detail.product.attributes?.map((a) => a.code)).toEqual(['size', 'pack_size', 'manufacturer'])
    await expectStatus(shopFetch('/api/catalog/productsearch?q=sideharso'))
    await expectStatus(shopFetch('/api/catalog/productsearch?q=sideharso&page=1&pageSize=24&sort=name_asc'))
    await expectStatus(shopFetch('/api/catalog/productsearch?q=sideharso&pageSize=24&stock=1&size=10%20cm&facets=1'))
    await expectStatus(shopFetch('/api/catalog/new?limit=4'))
    await expectStatus(shopFetch('/api/categorysearch/haavan'))
    await cartOf(addToCart(jar, 'HOI-1002', 1))
    await cartOf(addToCart(jar, 'HOI-2001', 1))
    expect((await getCart(jar)).cart?.total_quantity).toBe(2)

    await login(USERS.normal, PASSWORD, jar)
    await expectStatus(shopFetch('/api/auth/user', { jar }))
    await expectStatus(shopFetch('/api/core/topmenu', { jar }))
    await expectStatus(shopFetch('/api/catalog/category?path=hoitotarvikkeet&sort=price_asc', { jar }))
    await expectStatus(shopFetch('/api/catalog/productdetails/sideharso-10-cm', { jar }))
    await expectStatus(shopFetch('/api/catalog/productsearch?q=haavan', { jar }))
    await expectStatus(shopFetch('/api/catalog/productsearch?q=haavan&sort=price_asc', { jar }))
    await expectStatus(shopFetch('/api/catalog/category?path=hoitotarvikkeet&contract=1&facets=1', { jar }))
    await expectStatus(shopFetch('/api/catalog/contractcount?path=hoitotarvikkeet&stock=1', { jar }))
    const prices = await json<{ customerPrices: { items: unknown[] } }>(
      shopFetch('/api/categorysearch/customerPrices?skus=HOI-1001', { jar }),
    )
    expect(prices.customerPrices.items).toHaveLength(1)
    const chat = await json<{ enabled: boolean }>(postJson('/api/core/chatbothash', {}, { jar }))
    expect(chat.enabled).toBe(true)
    const { cart } = await getCart(jar)
    expect(cart?.total_quantity).toBe(2) // the guest's lines, merged
    for (const path of [
      '/',
      '/category/hoitotarvikkeet/haavanhoito',
      '/product/sideharso-10-cm',
      '/searchresults?search=side',
    ]) {
      expect((await pageFetch(path, { jar })).status, path).toBe(200)
    }
    await expectStatus(postJson('/api/auth/logout', {}, { jar }))

    expectContractKept([
      'GET /api/core/storeconfig',
      'GET /api/catalog/category',
      'GET /api/catalog/productdetails/:slug',
      'GET /api/catalog/productsearch',
      'GET /api/catalog/new',
      'GET /api/categorysearch/:query',
      'POST /api/cart',
      'GET /api/cart',
      'POST /api/auth/login',
      'POST /api/cart/merge',
      'GET /api/auth/user',
      'GET /api/core/topmenu',
      'GET /api/categorysearch/customerPrices',
      'POST /api/core/chatbothash',
      'POST /api/auth/logout',
    ])
  })

  it('a customer changes the cart, goes through the checkout, places one order and reads the documents', async () => {
    const { jar } = await login()
    const added = await cartOf(addToCart(jar, 'HOI-1001', 2))
    await cartOf(addToCart(jar, 'HOI-2001', 1))
    const line = (sku: string) => added.items.find((item) => item.product.sku === sku)?.id ?? 0
    await cartOf(updateItem(jar, line('HOI-1001'), 3))
    await cartOf(postJson('/api/cart/fulfilment', { cart_item_id: line('HOI-1001'), fulfilment: 'partial' }, { jar }))
    await expectStatus(getJson('/api/cart/substitutes', { jar }))
    const withRuisku = (await getCart(jar)).cart!
    await cartOf(deleteItem(jar, withRuisku.items.find((item) => item.product.sku === 'HOI-2001')!.id))
    await expectStatus(postJson('/api/cart/bulk/check', { lines: [{ code: 'HOI-1002', quantity: 1 }] }, { jar }))
    const bulk = { items: [{ sku: 'HOI-1002', quantity: 1 }] }
    await expectStatus(postJson('/api/cart/bulk', bulk, { jar, headers: { 'Idempotency-Key': 'contract-bulk-1' } }))
    await expectStatus(pageFetch('/cart', { jar }))

    const step = (path: string, body: unknown) => cartOf(postJson(`/api/checkout/${path}`, body, { jar }))
    await expectStatus(postJson('/api/checkout/prepare', {}, { jar }))
    await step('shippingAddress', { address: ADDRESS })
    await step('shippingMethods', { carrier_code: 'posti' })
    await step('paymentMethod', { code: 'invoice' })
    const cart = await step('billingAddress', { same_as_shipping: true })
    const dates = await json<{ earliest: string }>(getJson('/api/checkout/deliveryDates', { jar }))
    await step('orderDetails', { customerReference: 'PO-1', requestedDeliveryDate: dates.earliest, deliveryNote: '' })
    await expectStatus(pageFetch('/checkout', { jar }))
    const place = () =>
      json<{ order: { order_number: string } }>(
        postJson('/api/checkout/placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true }, { jar }),
      )
    const first = await place()
    expect((await place()).order.order_number).toBe(first.order.order_number)

    const orderNumber = first.order.order_number
    const { id: orderId } = (await env.DB.prepare('SELECT id FROM orders WHERE order_number = ?')
      .bind(orderNumber)
      .first<{ id: number }>())!
    const day = Math.floor(Date.now() / 1000) - 3600
    await insertInvoice({ id: 1, orderId, invoiceNumber: 'L100', issuedAt: day, dueDate: '2099-01-01' })
    await insertDelivery({ id: 1, orderId, trackingCode: 'JJFI100', packedAt: day })
    await insertOrder({
      id: 900,
      customerId: 1,
      orderNumber: 'E900',
      createdAt: day,
      channel: 'external',
      external: { source: 'Puhelinmyynti', reference: 'PM-1' },
    })
    await expectStatus(getJson('/api/customer/orders?page=1', { jar }))
    await expectStatus(getJson(`/api/customer/orders/${orderNumber}`, { jar }))
    await expectStatus(getJson('/api/customer/orders/E900/external', { jar }))
    const reorderHeaders = { 'Idempotency-Key': 'contract-reorder-1' }
    await expectStatus(postJson(`/api/customer/orders/${orderNumber}/reorder`, {}, { jar, headers: reorderHeaders }))
    await expectStatus(getJson('/api/customer/invoices?status=open', { jar }))
    await expectStatus(getJson('/api/customer/invoices/L100', { jar }))
    for (const format of ['finvoice.xml', 'peppol.xml']) {
      const file = await expectStatus(shopFetch(`/api/customer/invoices/L100/${format}`, { jar }))
      expect(file.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
      expect(await file.text()).toContain('L100')
    }
    await expectStatus(getJson('/api/customer/orders?page=1&status=received&product=HOI', { jar }))
    const csv = await expectStatus(shopFetch('/api/customer/orders.csv?from=2020-01-01', { jar }))
    expect(await csv.text()).toContain(orderNumber)
    expect(
      (await expectStatus(shopFetch('/api/customer/invoices.csv?status=open', { jar }))).headers.get('Content-Type'),
    ).toBe('text/csv; charset=utf-8')
    await expectStatus(getJson('/api/customer/deliveries', { jar }))
    await expectStatus(getJson('/api/customer/deliveries/1', { jar }))
    await expectStatus(getJson('/api/customer/desk', { jar }))
    for (const path of ['/account/order', `/account/order/${orderNumber}`, '/account/invoice', '/account/delivery']) {
      expect((await pageFetch(path, { jar })).status, path).toBe(200)
    }

    expectContractKept([
      'POST /api/auth/login',
      'GET /api/auth/user',
      'POST /api/cart',
      'POST /api/cart/update',
      'POST /api/cart/fulfilment',
      'GET /api/cart/substitutes',
      'GET /api/cart',
      'DELETE /api/cart/:itemId',
      'POST /api/cart/bulk/check',
      'POST /api/cart/bulk',
      'POST /api/checkout/prepare',
      'POST /api/checkout/shippingAddress',
      'POST /api/checkout/shippingMethods',
      'POST /api/checkout/paymentMethod',
      'POST /api/checkout/billingAddress',
      'GET /api/checkout/deliveryDates',
      'POST /api/checkout/orderDetails',
      'POST /api/checkout/placeOrder',
      'GET /api/customer/orders',
      'GET /api/customer/orders.csv',
      'GET /api/customer/orders/:orderNumber',
      'GET /api/customer/orders/:orderNumber/external',
      'POST /api/customer/orders/:orderNumber/reorder',
      'GET /api/customer/invoices',
      'GET /api/customer/invoices.csv',
      'GET /api/customer/invoices/:invoiceNumber',
      'GET /api/customer/invoices/:invoiceNumber/finvoice.xml',
      'GET /api/customer/invoices/:invoiceNumber/peppol.xml',
      'GET /api/customer/deliveries',
      'GET /api/customer/deliveries/:id',
      'GET /api/customer/desk',
      'GET /api/core/topmenu',
      'GET /api/core/storeconfig',
    ])
  })

  it('a customer keeps shopping lists, addresses, details, permissions and approval rules, and changes the password', async () => {
    await setScope(1, ['orders', 'invoices', 'checkout', 'shoppinglists', 'permissions', 'changevet'])
    const { jar } = await login()
    const { shoppinglist_id: id } = await json<{ shoppinglist_id: number }>(
      postJson('/api/shoppinglist', { title: 'Viikkotilaus' }, { jar }),
    )
    await expectStatus(postJson(`/api/shoppinglist/${id}/items`, { sku: 'HOI-1001', quantity: 2 }, { jar }))
    await expectStatus(postJson(`/api/shoppinglist/${id}/items`, { sku: 'HOI-2001', quantity: 1 }, { jar }))
    await expectStatus(postJson(`/api/shoppinglist/${id}/items/HOI-1001`, { quantity: 4 }, { jar }))
    await expectStatus(deleteJson(`/api/shoppinglist/${id}/items/HOI-2001`, { jar }))
    await expectStatus(postJson(`/api/shoppinglist/${id}`, { title: 'Kuukausitilaus' }, { jar }))
    await expectStatus(postJson(`/api/shoppinglist/${id}/share`, { shared: true }, { jar }))
    await expectStatus(getJson('/api/shoppinglist', { jar }))
    await expectStatus(getJson(`/api/shoppinglist/${id}`, { jar }))
    await expectStatus(pageFetch(`/account/shoppinglist/${id}`, { jar }))
    await expectStatus(postJson(`/api/shoppinglist/${id}/cart`, {}, { jar }))
    await expectStatus(deleteJson(`/api/shoppinglist/${id}`, { jar }))

    const saved = await json<{ address: { id: number } }>(
      postJson('/api/customer/addresses', { address: ADDRESS }, { jar }),
      201,
    )
    const address = `/api/customer/addresses/${saved.address.id}`
    await expectStatus(getJson('/api/customer/addresses', { jar }))
    await expectStatus(getJson(address, { jar }))
    await expectStatus(postJson(address, { address: { ...ADDRESS, city: 'Espoo' } }, { jar }))
    await expectStatus(postJson(`${address}/default`, {}, { jar }))
    await expectStatus(pageFetch('/account/address', { jar }))
    await expectStatus(deleteJson(address, { jar }))

    await expectStatus(getJson('/api/customer/details', { jar }))
    await expectStatus(
      postJson(
        '/api/customer/details',
        { firstname: 'Testi', lastname: 'Käyttäjä', email: USERS.normal, phone: '+358 40 123 4567' },
        { jar },
      ),
    )
    await expectStatus(
      postJson(
        '/api/customer/billing',
        { company: 'Eläinklinikka Testi Oy', street: 'Laskutie 1', postcode: '00100', city: 'Helsinki' },
        { jar },
      ),
    )
    await expectStatus(getJson('/api/customer/permissions', { jar }))
    await expectStatus(getJson('/api/customer/changevet', { jar }))
    const vet = { newVetName: 'Eeva Eläinlääkäri', licenceNumber: '123456', startDate: '2099-01-01' }
    await expectStatus(postJson('/api/customer/changevet', vet, { jar }), 201)
    await expectStatus(getJson('/api/customer/company/approvalRules', { jar }))
    const rules = { amount_limit: 612.4, restricted_products: false, monthly_budget: 1000 }
    await expectStatus(
      shopFetch('/api/customer/company/approvalRules', {
        jar,
        method: 'PUT',
        headers: sameOriginJson,
        body: JSON.stringify(rules),
      }),
    )
    for (const path of [
      '/account',
      '/account/permissions',
      '/account/changevet',
      '/account/edit/details',
      '/account/approvals/rules',
    ]) {
      expect((await pageFetch(path, { jar })).status, path).toBe(200)
    }
    await expectStatus(
      postJson('/api/customer/password', { currentPassword: PASSWORD, newPassword: 'uusi-salasana-1' }, { jar }),
    )

    expectContractKept([
      'POST /api/auth/login',
      'GET /api/auth/user',
      'GET /api/core/topmenu',
      'GET /api/core/storeconfig',
      'POST /api/shoppinglist',
      'POST /api/shoppinglist/:id/items',
      'POST /api/shoppinglist/:id/items/:sku',
      'DELETE /api/shoppinglist/:id/items/:sku',
      'POST /api/shoppinglist/:id',
      'GET /api/shoppinglist',
      'GET /api/shoppinglist/:id',
      'POST /api/shoppinglist/:id/cart',
      'DELETE /api/shoppinglist/:id',
      'POST /api/customer/addresses',
      'GET /api/customer/addresses',
      'GET /api/customer/addresses/:id',
      'POST /api/customer/addresses/:id',
      'POST /api/customer/addresses/:id/default',
      'DELETE /api/customer/addresses/:id',
      'GET /api/customer/details',
      'POST /api/customer/details',
      'POST /api/customer/billing',
      'GET /api/customer/permissions',
      'GET /api/customer/changevet',
      'POST /api/customer/changevet',
      'GET /api/customer/company/approvalRules',
      'PUT /api/customer/company/approvalRules',
      'POST /api/customer/password',
    ])
  })

  it("an administrator invites a user, changes roles and (de)activates, and keeps the company's custom roles", async () => {
    await setScope(1, ['orders', 'invoices', 'checkout', 'shoppinglists', 'permissions'])
    const { jar } = await login()
    type View = { users: { id: number; email: string }[]; customRoles: { id: number }[] }
    await expectStatus(getJson('/api/customer/company', { jar }))
    const invited = await json<View>(
      postJson(
        '/api/customer/company/users',
        { email: 'kutsuttu@example.fi', firstname: 'K', lastname: 'T', role: 'requester' },
        { jar },
      ),
      201,
    )
    const user = `/api/customer/company/users/${invited.users.find((u) => u.email === 'kutsuttu@example.fi')!.id}`
    await expectStatus(postJson(user, { role: 'buyer' }, { jar }))
    await expectStatus(postJson(`${user}/resend`, {}, { jar }))
    await expectStatus(postJson(`${user}/deactivate`, {}, { jar }))
    await expectStatus(postJson(`${user}/activate`, {}, { jar }))
    const created = await json<View>(
      postJson('/api/customer/company/roles', { name: 'Laskut', scope: ['invoices'] }, { jar }),
      201,
    )
    const role = `/api/customer/company/roles/${created.customRoles[0]!.id}`
    await expectStatus(postJson(role, { name: 'Laskutus', scope: ['invoices', 'orders'] }, { jar }))
    await expectStatus(deleteJson(role, { jar }))
    await expectStatus(getJson('/api/customer/company/audit?page=1', { jar }))
    const second = await json<View>(
      postJson(
        '/api/customer/company/users',
        { email: 'peruttava@example.fi', firstname: 'P', lastname: 'T', role: 'requester' },
        { jar },
      ),
      201,
    )
    const pending = second.users.find((u) => u.email === 'peruttava@example.fi')!.id
    await expectStatus(postJson(`/api/customer/company/users/${pending}/cancel`, {}, { jar }))

    expectContractKept([
      'GET /api/customer/company',
      'GET /api/customer/company/audit',
      'POST /api/customer/company/users',
      'POST /api/customer/company/users/:id',
      'POST /api/customer/company/users/:id/deactivate',
      'POST /api/customer/company/users/:id/activate',
      'POST /api/customer/company/users/:id/resend',
      'POST /api/customer/company/users/:id/cancel',
      'POST /api/customer/company/roles',
      'POST /api/customer/company/roles/:id',
      'DELETE /api/customer/company/roles/:id',
    ])
  })

  it('a guest registers, resets the password and logs in with a link', async () => {
    await expectStatus(postJson('/api/customer/customer/register', registration()), 202)
    await expectStatus(postJson('/api/customer/customer/forgotPassword', { email: USERS.normal }))
    const reset = { token: await tokenInOutbox(USERS.normal), password: 'uusi-salasana-2' }
    await expectStatus(postJson('/api/customer/customer/resetPassword', reset))
    await expectStatus(postJson('/api/customer/loginLink', { email: USERS.normal, redirect: '/cart' }))
    const jar = new CookieJar()
    const link = `/login?token=${await tokenInOutbox(USERS.normal)}&redirect=%2Fcart`
    const res = await shopFetch(link, {
      jar,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' },
    })
    expect(res.headers.get('Location')).toBe('/cart')
    await expectStatus(shopFetch('/api/auth/user', { jar }))

    expectContractKept([
      'POST /api/customer/customer/register',
      'POST /api/customer/customer/forgotPassword',
      'POST /api/customer/customer/resetPassword',
      'POST /api/customer/loginLink',
      'POST /api/customer/loginLink/exchange',
      'GET /api/auth/user',
    ])
  })

  it('a requester sends the cart for approval; an approver changes, approves through the checkout and rejects', async () => {
    await env.DB.prepare(
      `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
         created_at, company_id)
       SELECT 210, 'pyytaja@example.fi', password_hash, 'Pia', 'Pyytäjä', company, business_id, 'C210', '["orders"]',
         created_at, 1 FROM customers WHERE id = 1`,
    ).run()
    const requester = (await login('pyytaja@example.fi')).jar
    const approver = (await login()).jar
    const sendCart = async (key: string) => {
      await cartOf(addToCart(requester, 'HOI-1001', 2))
      const sent = await json<{ request: { id: number } }>(
        postJson(
          '/api/purchaserequests',
          { note: 'Varasto loppuu' },
          { jar: requester, headers: { 'Idempotency-Key': key } },
        ),
        201,
      )
      return sent.request.id
    }
    await expectStatus(getJson('/api/cart/approval', { jar: requester }))
    const id = await sendCart('contract-journey-1')
    await expectStatus(getJson('/api/purchaserequests?view=mine', { jar: requester }))
    await expectStatus(getJson('/api/purchaserequests?view=pending&page=1', { jar: approver }))
    await expectStatus(getJson(`/api/purchaserequests/${id}`, { jar: approver }))
    const lines = { lines: [{ sku: 'HOI-1001', quantity: 1 }] }
    await expectStatus(postJson(`/api/purchaserequests/${id}/lines`, lines, { jar: approver }))
    await expectStatus(postJson(`/api/purchaserequests/${id}/approve`, {}, { jar: approver }))
    await expectStatus(postJson(`/api/purchaserequests/${id}/cancelApproval`, {}, { jar: approver }))
    await expectStatus(postJson(`/api/purchaserequests/${id}/reject`, { reason: 'Ensi kuussa' }, { jar: approver }))
    const second = await sendCart('contract-journey-2')
    await expectStatus(postJson(`/api/purchaserequests/${second}/withdraw`, {}, { jar: requester }))
    const notices = await json<{ items: { id: number }[] }>(getJson('/api/customer/notifications', { jar: requester }))
    const ids = notices.items.map((n) => n.id)
    await expectStatus(postJson('/api/customer/notifications/read', { ids }, { jar: requester }))
    expectContractKept([
      'GET /api/cart/approval',
      'POST /api/purchaserequests',
      'GET /api/purchaserequests',
      'GET /api/purchaserequests/:id',
      'POST /api/purchaserequests/:id/lines',
      'POST /api/purchaserequests/:id/approve',
      'POST /api/purchaserequests/:id/cancelApproval',
      'POST /api/purchaserequests/:id/reject',
      'POST /api/purchaserequests/:id/withdraw',
      'GET /api/customer/notifications',
      'POST /api/customer/notifications/read',
    ])
  })

  it('the ERP feeds stock through the shop’s origin with the operator’s secret', async () => {
    const body = { batch_id: 'contract-erp-1', items: [{ sku: 'HOI-1001', available: 40 }] }
    const feed = (authorization: string) =>
      shopFetch('/api/operator/stock', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: JSON.stringify(body),
      })
    expect(await json<{ updated: number }>(feed(`Bearer ${OPERATOR_STOCK_SECRET}`))).toMatchObject({ updated: 1 })
    await expectStatus(feed('Bearer wrong-secret-0123456789'), 401)
    const { jar } = await login()
    const watch = (method: string) =>
      shopFetch('/api/customer/stockwatch/HOI-2001', { jar, method, headers: sameOriginJson })
    for (const method of ['PUT', 'GET', 'DELETE']) await expectStatus(watch(method))
    await expectStatus(getJson('/api/customer/substitutes/HOI-2001', { jar }))
    expectContractKept([
      'PUT /api/operator/stock',
      'PUT /api/customer/stockwatch/:sku',
      'GET /api/customer/stockwatch/:sku',
      'DELETE /api/customer/stockwatch/:sku',
      'GET /api/customer/substitutes/:sku',
    ])
  })

  it('the ERP’s parcels pass through the shop’s origin, and the medicine record comes back as CSV', async () => {
    await insertOrder({
      id: 801,
      customerId: 1,
      orderNumber: 'W800801',
      createdAt: 1_767_225_600,
      lines: [LINES.amoksi],
    })
    const parcel = shopFetch('/api/operator/deliveries', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPERATOR_STOCK_SECRET}` },
      body: JSON.stringify(erpParcel('W800801', 'contract-erp-parcel-1')),
    })
    const { id } = await json<{ id: number; created: boolean }>(parcel)
    const { jar } = await login()
    await expectStatus(postJson(`/api/customer/deliveries/${id}/claim`, { received: [], unknown_codes: [] }, { jar }))
    const csv = await expectStatus(shopFetch('/api/customer/medicine-record.csv?from=2026-01-01', { jar }))
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(await csv.text()).toContain(';AM26A001;31.01.2028;1;')
    expectContractKept([
      'PUT /api/operator/deliveries',
      'GET /api/customer/medicine-record.csv',
      'POST /api/customer/deliveries/:id/claim',
    ])
  })

  it('the ERP’s invoicing commands pass through the shop’s origin with the operator’s secret', async () => {
    await insertOrder({
      id: 811,
      customerId: 1,
      orderNumber: 'W800811',
      createdAt: 1_767_225_600,
      lines: [LINES.amoksi],
    })
    const operator = (method: string, path: string, body: unknown) =>
      shopFetch(`/api/operator/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPERATOR_STOCK_SECRET}` },
        body: JSON.stringify(body),
      })
    const { invoice_number } = await json<{ invoice_number: string }>(
      operator('POST', 'invoices', { order_number: 'W800811' }),
    )
    await expectStatus(operator('POST', 'credit-notes', { invoice_number, claim_reference: 'RK-CONTRACT-2' }))
    await expectStatus(operator('PUT', 'credit-limit', { business_id: '1234567-1', credit_limit: 1000 }))
    expectContractKept([
      'POST /api/operator/invoices',
      'POST /api/operator/credit-notes',
      'PUT /api/operator/credit-limit',
    ])
  })

  it('standing orders pass through the shop’s origin', async () => {
    const { jar } = await login()
    const addressId = await savedAddress()
    await expectStatus(postJson('/api/cart', { sku: 'HOI-1001', quantity: 2 }, { jar }))
    const settings = {
      name: 'Viikkotilaus',
      schedule: {
        frequency: 'weekly',
        interval_weeks: 1,
        weekday: 3,
        start_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        end_date: null,
      },
      address_id: addressId,
      shipping_method: 'posti',
    }
    const created = await json<{ standing_order: { id: number; next_runs: { run_date: string }[] } }>(
      postJson('/api/customer/standing-orders', { ...settings, from: { kind: 'cart' } }, { jar }),
      201,
    )
    const path = `/api/customer/standing-orders/${created.standing_order.id}`
    await expectStatus(getJson('/api/customer/standing-orders', { jar }))
    await expectStatus(getJson(path, { jar }))
    await expectStatus(postJson(path, { ...settings, name: 'Keskiviikot' }, { jar }))
    await expectStatus(
      shopFetch(`${path}/lines`, {
        jar,
        method: 'PUT',
        headers: sameOriginJson,
        body: JSON.stringify({ lines: [{ sku: 'HOI-1001', quantity: 3 }] }),
      }),
    )
    await expectStatus(
      postJson(`${path}/runs/${created.standing_order.next_runs[0]!.run_date}`, { action: 'skip' }, { jar }),
    )
    await expectStatus(postJson(`${path}/status`, { status: 'paused' }, { jar }))
    expectContractKept([
      'GET /api/customer/standing-orders',
      'POST /api/customer/standing-orders',
      'GET /api/customer/standing-orders/:id',
      'POST /api/customer/standing-orders/:id',
      'POST /api/customer/standing-orders/:id/status',
      'PUT /api/customer/standing-orders/:id/lines',
      'POST /api/customer/standing-orders/:id/runs/:date',
    ])
  })

  it('together, the journeys above called every route of the contract', () => {
    // A route no journey calls is one the storefront no longer needs, or a journey missing here.
    expect([...calledInFile].sort()).toEqual(UPSTREAM_ROUTES.map(routeKey).sort())
  })
})
