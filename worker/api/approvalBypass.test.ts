import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import type { PurchaseRequest } from '../../contract/schemas/purchaseRequests'
import { helsinkiMonthStart } from '../backend/approvals/month'
import { approvalReasons } from '../backend/approvals/rules'
import { loadCart } from '../backend/cart/view'
import { ADDRESS, addToCart, cartOf, deleteItem, getCart, updateItem } from '../test/cartFixtures'
import { getJson } from '../test/customerFixtures'
import { login, PASSWORD, postJson, sameOriginJson, shopFetch, type CookieJar } from '../test/helpers'
import { addCustomer, insertOrder } from '../test/orderFixtures'

// docs/decisions/044: an approval cart holds the request's lines only, and an approver approves
// what their own rules would let them order. Each test builds its own company: an administrator
// (who founds it), the approver under test and a requester whose request is approved.

const ADMIN_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions']
const BUYER_SCOPE = ['orders', 'shoppinglists', 'checkout']
const REQUESTER_SCOPE = ['orders', 'shoppinglists']

let nextId = 1700
let nextKey = 0
const key = () => `bypass-key-${++nextKey}-abcdef`

interface User {
  id: number
  jar: CookieJar
}

async function user(companyId: number | null, scope: string[]): Promise<User> {
  const id = nextId++
  const email = `ohitus${id}@example.fi`
  await addCustomer(id, email, scope)
  if (companyId !== null) {
    await env.DB.prepare('UPDATE customers SET company_id = ? WHERE id = ?').bind(companyId, id).run()
  }
  const { jar } = await login(email, PASSWORD)
  return { id, jar }
}

/** A company with rules: its administrator, a buyer who approves and a nurse who requests. */
async function company(rules: Record<string, unknown>) {
  const admin = await user(null, ADMIN_SCOPE)
  const approver = await user(admin.id, BUYER_SCOPE)
  const nurse = await user(admin.id, REQUESTER_SCOPE)
  const res = await shopFetch('/api/customer/company/approvalRules', {
    jar: admin.jar,
    method: 'PUT',
    headers: sameOriginJson,
    body: JSON.stringify({ amount_limit: null, restricted_products: false, monthly_budget: null, ...rules }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return { admin, approver, nurse, id: admin.id }
}

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res
  const text = await r.text()
  expect(r.status, text).toBe(status)
  return JSON.parse(text) as T
}

/** The nurse sends these lines for approval; answers the request. */
async function requestOf(nurse: User, lines: [string, number][]): Promise<PurchaseRequest> {
  for (const [sku, quantity] of lines) await cartOf(addToCart(nurse.jar, sku, quantity))
  const res = postJson(
    '/api/purchaserequests',
    { note: 'Hanskat loppu' },
    { jar: nurse.jar, headers: { 'Idempotency-Key': key() } },
  )
  return (await json<{ request: PurchaseRequest }>(res, 201)).request
}

const act = (jar: CookieJar, id: number, what: string, body: unknown = {}) =>
  postJson(`/api/purchaserequests/${id}/${what}`, body, { jar })

const approve = (u: User, id: number) => act(u.jar, id, 'approve')

async function checkoutSteps(jar: CookieJar): Promise<void> {
  for (const [path, body] of [
    ['shippingAddress', { address: ADDRESS }],
    ['shippingMethods', { carrier_code: 'posti' }],
    ['paymentMethod', { code: 'invoice' }],
    ['billingAddress', { same_as_shipping: true }],
  ] as const) {
    await cartOf(postJson(`/api/checkout/${path}`, body, { jar }))
  }
}

const placeOrder = (jar: CookieJar, cartId: string | null) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })

const quantities = (cart: Cart | null) =>
  Object.fromEntries((cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))

/** The user's monthly spending as the budget rule reads it: the reason's figure with a 0 € cart. */
async function spentThisMonth(u: User, companyId: number): Promise<string> {
  await env.DB.prepare('UPDATE company_approval_rules SET monthly_budget_cents = 1 WHERE company_id = ?')
    .bind(companyId)
    .run()
  const state = await loadCart(env.DB, (await getCart(u.jar)).customerCart?.id as string, u.id)
  if (!state) throw new Error('no cart')
  const reason = (await approvalReasons(env.DB, u.id, state)).find((r) => r.code === 'monthly_budget')
  return reason?.message.match(/hyväksyttävänä (.*)\.$/)?.[1]?.replace('\u00a0', ' ') ?? '0,00 €'
}

describe('an approval cart holds the request’s lines only', () => {
  it('refuses every way of adding to it with a Finnish 409, and leaves the cart and the request as they were', async () => {
    const { approver, nurse } = await company({ amount_limit: 100, restricted_products: true })
    const request = await requestOf(nurse, [['HOI-1001', 4]])
    const { cart } = await json<{ cart: Cart }>(approve(approver, request.id))
    expect(quantities(cart)).toEqual({ 'HOI-1001': 4 })

    // A shopping list and a past order of the approver's own, to try the other add paths.
    const { shoppinglist_id: listId } = await json<{ shoppinglist_id: number }>(
      postJson('/api/shoppinglist', { title: 'Oma lista' }, { jar: approver.jar }),
    )
    await json(postJson(`/api/shoppinglist/${listId}/items`, { sku: 'LAA-1001', quantity: 2 }, { jar: approver.jar }))
    await insertOrder({
      id: 17001,
      customerId: approver.id,
      orderNumber: 'W17001',
      createdAt: helsinkiMonthStart() + 60,
      status: 'delivered',
      lines: [
        { productId: 1, sku: 'LAA-1001', name: 'Amoksisilliini 250 mg vet', quantity: 3, unitCents: 2450, vatRate: 10 },
      ],
    })

    const item = cart.items[0]?.id as number
    const attempts: [string, Promise<Response>][] = [
      ['add', addToCart(approver.jar, 'LAA-1001', 50)],
      ['add same', addToCart(approver.jar, 'HOI-1001', 100)],
      ['update', updateItem(approver.jar, item, 200)],
      ['delete', deleteItem(approver.jar, item)],
      [
        'bulk',
        postJson(
          '/api/cart/bulk',
          { items: [{ sku: 'LAA-1001', quantity: 40 }] },
          {
            jar: approver.jar,
            headers: { 'Idempotency-Key': key() },
          },
        ),
      ],
      [
        'reorder',
        postJson(
          '/api/customer/orders/W17001/reorder',
          {},
          { jar: approver.jar, headers: { 'Idempotency-Key': key() } },
        ),
      ],
      ['list', postJson(`/api/shoppinglist/${listId}/cart`, {}, { jar: approver.jar })],
    ]
    for (const [path, attempt] of attempts) {
      const res = await attempt
      const body = (await res.json()) as { message?: string }
      expect(res.status, `${path}: ${JSON.stringify(body)}`).toBe(409)
      expect(body.message, path).toMatch(/hyväksyttävän ostopyynnön/i)
    }
    expect(quantities((await getCart(approver.jar)).customerCart)).toEqual({ 'HOI-1001': 4 })
    const after = await json<{ request: PurchaseRequest }>(
      getJson(`/api/purchaserequests/${request.id}`, { jar: approver.jar }),
    )
    expect(after.request.lines.map((l) => [l.sku, l.requested_quantity, l.quantity])).toEqual([['HOI-1001', 4, 4]])
  })

  it('a line edit on the request is what changes the approval cart, and the order is the request', async () => {
    const { approver, nurse } = await company({})
    const request = await requestOf(nurse, [
      ['HOI-1001', 4],
      ['HOI-1002', 2],
    ])
    await json(approve(approver, request.id))
    await json(
      act(approver.jar, request.id, 'lines', {
        lines: [
          { sku: 'HOI-1002', quantity: 0 },
          { sku: 'HOI-1001', quantity: 3 },
        ],
      }),
    )
    const { customerCart } = await getCart(approver.jar)
    expect(quantities(customerCart)).toEqual({ 'HOI-1001': 3 })
    await checkoutSteps(approver.jar)
    await json(placeOrder(approver.jar, customerCart?.id ?? null))
    const lines = await env.DB.prepare(
      `SELECT sku, quantity FROM order_lines
       WHERE order_id = (SELECT id FROM orders WHERE order_number = (SELECT order_number FROM purchase_requests WHERE id = ?))`,
    )
      .bind(request.id)
      .all<{ sku: string; quantity: number }>()
    expect(lines.results).toEqual([{ sku: 'HOI-1001', quantity: 3 }])
  })

  it('placeOrder refuses an approval cart whose lines are not the request’s, however they got there', async () => {
    const { approver, nurse } = await company({})
    const request = await requestOf(nurse, [['HOI-1001', 4]])
    const { cart } = await json<{ cart: Cart }>(approve(approver, request.id))
    await checkoutSteps(approver.jar)
    // Written around every route, as a path not yet thought of would.
    await env.DB.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, created_at) VALUES (?, 1, 30, 0)')
      .bind(cart.id)
      .run()
    const res = await placeOrder(approver.jar, cart.id ?? null)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(/ostopyynnön rivit/i)
    expect(
      (await env.DB.prepare('SELECT status FROM purchase_requests WHERE id = ?').bind(request.id).first())?.status,
    ).toBe('pending')
  })
})

describe('an approver approves what their own rules allow', () => {
  it('a request over the approver’s amount limit answers 409 and waits; an administrator approves any amount', async () => {
    const { admin, approver, nurse } = await company({ amount_limit: 50 })
    // 8 × 9,90 € = 79,20 € (alv 0 %), over the approver's own limit of 50 €.
    const request = await requestOf(nurse, [['HOI-1001', 8]])
    const view = await json<{ request: PurchaseRequest }>(
      getJson(`/api/purchaserequests/${request.id}`, { jar: approver.jar }),
    )
    expect(view.request.can.approve).toBe(false)
    expect((view.request as PurchaseRequest & { approve_refusal?: string | null }).approve_refusal).toMatch(
      /hyväksyntärajasi 50,00/,
    )

    const res = await approve(approver, request.id)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(/pääkäyttäjä/)
    expect(quantities((await getCart(approver.jar)).customerCart)).toEqual({})
    expect(
      (await env.DB.prepare('SELECT status FROM purchase_requests WHERE id = ?').bind(request.id).first())?.status,
    ).toBe('pending')

    const { cart } = await json<{ cart: Cart }>(approve(admin, request.id))
    await checkoutSteps(admin.jar)
    await json(placeOrder(admin.jar, cart.id ?? null))
    expect(
      (await env.DB.prepare('SELECT status FROM purchase_requests WHERE id = ?').bind(request.id).first())?.status,
    ).toBe('approved')
  })

  it('raising a line above the approver’s limit during the approval checkout is refused at placeOrder', async () => {
    const { approver, nurse } = await company({ amount_limit: 50 })
    const request = await requestOf(nurse, [['HOI-1001', 2]])
    const { cart } = await json<{ cart: Cart }>(approve(approver, request.id))
    await json(act(approver.jar, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 20 }] }))
    await checkoutSteps(approver.jar)
    const res = await placeOrder(approver.jar, cart.id ?? null)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(/hyväksyntärajasi/)
  })

  it('an approver whom the medicines rule holds cannot approve a medicine request; an administrator can', async () => {
    const { admin, approver, nurse } = await company({ restricted_products: true })
    const request = await requestOf(nurse, [['LAA-1001', 1]])
    const res = await approve(approver, request.id)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(/lääkkeitä/)
    await json(approve(admin, request.id))
  })
})

describe('budgets count what each person ordered or approved', () => {
  it('the requester’s budget counts what they asked for; what the approver raised is the approver’s', async () => {
    const { id, approver, nurse } = await company({})
    // 2 × 9,90 € requested; the approver raises it to 6 and tries to add more around it.
    const request = await requestOf(nurse, [['HOI-1001', 2]])
    const { cart } = await json<{ cart: Cart }>(approve(approver, request.id))
    expect((await addToCart(approver.jar, 'LAA-1001', 10)).status).toBe(409)
    await json(act(approver.jar, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 6 }] }))
    await checkoutSteps(approver.jar)
    await json(placeOrder(approver.jar, cart.id ?? null))

    // Contract price of HOI-1001 for a new company: the catalogue price 9,90 €.
    expect(await spentThisMonth(nurse, id)).toBe('19,80 €')
    expect(await spentThisMonth(approver, id)).toBe('39,60 €')
  })
})

describe('editing and leaving an approval', () => {
  it('an approver cannot change the lines of their own pending request', async () => {
    const { approver } = await company({})
    const own = await requestOf(approver, [['HOI-1001', 2]])
    const res = await act(approver.jar, own.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 20 }] })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { message: string }).message).toMatch(/omaa ostopyyntöäsi/)
    const view = await json<{ request: PurchaseRequest }>(
      getJson(`/api/purchaserequests/${own.id}`, { jar: approver.jar }),
    )
    expect(view.request.can.change).toBe(false)
    expect(view.request.lines[0]?.quantity).toBe(2)
  })

  it('losing `checkout` or being deactivated ends the approval checkout and gives the own cart back', async () => {
    for (const change of ['role', 'deactivate'] as const) {
      const { admin, approver, nurse } = await company({})
      await cartOf(addToCart(approver.jar, 'HOI-2001', 1))
      const request = await requestOf(nurse, [['HOI-1001', 4]])
      await json(approve(approver, request.id))
      const path = `/api/customer/company/users/${approver.id}`
      if (change === 'role') await json(postJson(path, { role: 'requester' }, { jar: admin.jar }))
      else await json(postJson(`${path}/deactivate`, {}, { jar: admin.jar }))

      const carts = await env.DB.prepare(
        "SELECT purchase_request_id, parked_by FROM carts WHERE (customer_id = ?1 OR parked_by = ?1) AND status = 'active'",
      )
        .bind(approver.id)
        .all<{ purchase_request_id: number | null; parked_by: number | null }>()
      expect(carts.results, change).toEqual([{ purchase_request_id: null, parked_by: null }])
      if (change === 'role') {
        expect(quantities((await getCart(approver.jar)).customerCart), change).toEqual({ 'HOI-2001': 1 })
      }
    }
  })
})
