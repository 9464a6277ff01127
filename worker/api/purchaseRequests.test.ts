import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import type {
  ApprovalCheckoutResponse,
  CartApprovalResponse,
  PurchaseRequest,
  PurchaseRequestListResponse,
} from '../../contract/schemas/purchaseRequests'
import type { NotificationsResponse } from '../../contract/schemas/notifications'
import { placeOrder } from '../backend/cart/placeOrder'
import { ensureCustomerCart, updateCheckout } from '../backend/cart/store'
import { ADDRESS, addToCart, cartOf, countRows, getCart } from '../test/cartFixtures'
import { addColleague, customerWithScope, getJson } from '../test/customerFixtures'
import { CookieJar, login, postJson } from '../test/helpers'

/**
 * Purchase approval (spec §12): a requester sends the cart, approvers of the same company
 * read, change, approve (through the normal checkout, exactly once) or reject it, the requester
 * may withdraw, and is notified. Customer 1 (test@example.fi, `checkout`) is the approver; the
 * test puts a nurse without `checkout` and a second approver into customer 1's company.
 */

const NURSE = { id: 301, email: 'hoitaja@example.fi' }
const SECOND = { id: 302, email: 'toinen@example.fi' }
const CLERK = { id: 303, email: 'laskut@example.fi' }

let nurse: CookieJar
let approver: CookieJar
let second: CookieJar

beforeEach(async () => {
  await addColleague(NURSE, 'Hilla', ['orders', 'shoppinglists'])
  await addColleague(SECOND, 'Toivo', ['orders', 'checkout'])
  await addColleague(CLERK, 'Tiina', ['invoices'])
  nurse = (await login(NURSE.email)).jar
  approver = (await login()).jar
  second = (await login(SECOND.email)).jar
})

let keyNo = 0
const newKey = () => `request-key-${++keyNo}-abcdef`

const send = (jar: CookieJar, body: unknown, key: string | null = newKey()) =>
  postJson('/api/purchaserequests', body, { jar, headers: key === null ? {} : { 'Idempotency-Key': key } })

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res
  const text = await r.text()
  expect(r.status, text).toBe(status)
  return JSON.parse(text) as T
}

/** The nurse fills a cart and sends it; answers the request. */
async function nurseSends(
  lines: [string, number][] = [
    ['HOI-1001', 4],
    ['HOI-1002', 2],
  ],
): Promise<PurchaseRequest> {
  for (const [sku, quantity] of lines) await cartOf(addToCart(nurse, sku, quantity))
  const { request } = await json<{ request: PurchaseRequest }>(send(nurse, { note: 'Varasto loppuu perjantaina' }), 201)
  return request
}

const detail = (jar: CookieJar, id: number) => getJson(`/api/purchaserequests/${id}`, { jar })
const act = (jar: CookieJar, id: number, what: string, body: unknown = {}) =>
  postJson(`/api/purchaserequests/${id}/${what}`, body, { jar })

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

/** The checkout steps for address and payment on the jar's open cart; answers the cart. */
async function checkoutSteps(jar: CookieJar): Promise<Cart> {
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  return cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
}

const placeOrderOf = (jar: CookieJar, cartId: string | null) =>
  step(jar, 'placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true })

const requestRow = (id: number) =>
  env.DB.prepare('SELECT status, order_number, decided_by, reject_reason FROM purchase_requests WHERE id = ?')
    .bind(id)
    .first<{ status: string; order_number: string | null; decided_by: number | null; reject_reason: string | null }>()

const skusOf = (cart: Cart | null) => Object.fromEntries((cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))

describe('sending the cart for approval', () => {
  it('tells a requester the cart must be sent, and sends it exactly once per key, leaving an empty cart', async () => {
    await cartOf(addToCart(nurse, 'HOI-1001', 4))
    await cartOf(addToCart(nurse, 'HOI-1002', 2))
    const approval = await json<CartApprovalResponse>(getJson('/api/cart/approval', { jar: nurse }))
    expect(approval.required).toBe(true)
    expect(approval.reasons.map((r) => r.code)).toEqual(['requester'])

    const key = newKey()
    // The same send twice at once (a double click) and once more later (a retry): one request.
    const [a, b] = await Promise.all([
      send(nurse, { note: 'Kiireellinen' }, key),
      send(nurse, { note: 'Kiireellinen' }, key),
    ])
    const first = await json<{ request: PurchaseRequest }>(a, 201)
    const again = await json<{ request: PurchaseRequest }>(b, 201)
    const retry = await json<{ request: PurchaseRequest }>(send(nurse, { note: 'Kiireellinen' }, key), 201)
    expect(again.request.id).toBe(first.request.id)
    expect(retry.request.id).toBe(first.request.id)
    expect(await countRows('SELECT 1 FROM purchase_requests')).toBe(1)

    const { request } = first
    expect(request).toMatchObject({ status: 'pending', note: 'Kiireellinen', requester: { id: NURSE.id } })
    expect(request.reasons.map((r) => r.code)).toEqual(['requester'])
    expect(request.lines.map((l) => [l.sku, l.requested_quantity, l.quantity])).toEqual([
      ['HOI-1001', 4, 4],
      ['HOI-1002', 2, 2],
    ])
    expect(request.can).toEqual({ change: false, approve: false, reject: false, withdraw: true })
    // The requester's cart is open and empty; sending it again is refused.
    const { cart } = await getCart(nurse)
    expect(cart?.items).toEqual([])
    const empty = await json<{ message: string }>(send(nurse, {}), 400)
    expect(empty.message).toBe('Ostoskori on tyhjä.')
  })

  it('speaks to the approver of the requester by name and gives what the total needs: VAT rates, pack sizes, a shipping estimate', async () => {
    const { id } = await nurseSends()
    const own = await json<{ request: PurchaseRequest }>(detail(nurse, id))
    expect(own.request.reasons[0]?.message).toMatch(/^Sinulla ei ole tilausoikeutta/)
    const { request } = await json<{ request: PurchaseRequest }>(detail(approver, id))
    expect(request.reasons).toEqual([
      {
        code: 'requester',
        message: 'Pyytäjällä (Hilla Kollega) ei ole tilausoikeutta, joten tilaus tarvitsee hyväksynnän.',
      },
    ])
    for (const line of request.lines) {
      expect([10, 14, 25.5]).toContain(line.vat_rate)
      expect(line.quantity_rules?.qty_increments).toBeGreaterThanOrEqual(1)
    }
    // The cheapest delivered method, never pickup, with its VAT at 25,5 %.
    expect(request.shipping_estimate?.amount).toBeGreaterThan(0)
    expect(request.shipping_estimate?.vat).toBeCloseTo((request.shipping_estimate?.amount ?? 0) * 0.255, 2)
    expect(request.shipping_estimate?.name).not.toMatch(/Nouto/)
  })

  it('refuses a send without a key, and a note that is not text or too long', async () => {
    await cartOf(addToCart(nurse, 'HOI-1001', 1))
    expect((await send(nurse, {}, null)).status).toBe(400)
    expect((await send(nurse, { note: 5 })).status).toBe(400)
    expect((await send(nurse, { note: 'x'.repeat(501) })).status).toBe(400)
    expect((await send(nurse, { note: 'ok', extra: 1 })).status).toBe(400)
    expect((await send(new CookieJar(), {})).status).toBe(401)
    expect(await countRows('SELECT 1 FROM purchase_requests')).toBe(0)
  })

  it('refuses to place directly a cart that a rule catches (placeOrder itself, not only the scope check)', async () => {
    const db = env.DB
    await cartOf(addToCart(nurse, 'HOI-1001', 1))
    const cartId = await ensureCustomerCart(db, NURSE.id)
    await updateCheckout(db, cartId, { shippingAddress: ADDRESS })
    await updateCheckout(db, cartId, { shippingMethod: 'posti' })
    await updateCheckout(db, cartId, { paymentMethod: 'invoice' })
    await updateCheckout(db, cartId, { billingAddress: 'same-as-shipping' })
    await expect(placeOrder(db, NURSE.id, cartId)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Lähetä hyväksyttäväksi'),
    })
    expect(await countRows('SELECT 1 FROM orders WHERE cart_id = ?', cartId)).toBe(0)
    // Through the shop the requester has no checkout at all.
    expect((await placeOrderOf(nurse, cartId)).status).toBe(403)
  })
})

describe('reading requests', () => {
  it('lists own requests to the requester and the company’s to approvers, priced at today’s contract prices', async () => {
    const request = await nurseSends()
    const mine = await json<PurchaseRequestListResponse>(getJson('/api/purchaserequests?view=mine', { jar: nurse }))
    expect(mine.items.map((r) => r.id)).toEqual([request.id])
    expect(mine.pending_for_me).toBe(0)
    expect((await getJson('/api/purchaserequests?view=pending', { jar: nurse })).status).toBe(403)
    expect((await getJson('/api/purchaserequests?view=everything', { jar: approver })).status).toBe(400)

    const pending = await json<PurchaseRequestListResponse>(
      getJson('/api/purchaserequests?view=pending', { jar: approver }),
    )
    expect(pending).toMatchObject({ page: 1, total: 1, pending_for_me: 1 })
    expect(pending.items[0]).toMatchObject({ id: request.id, requester: { name: 'Hilla Kollega' }, line_count: 2 })
    expect(
      (await json<PurchaseRequestListResponse>(getJson('/api/purchaserequests?view=mine', { jar: approver }))).total,
    ).toBe(0)

    // Today's contract price: a new contract price shows at once.
    await env.DB.prepare(
      "UPDATE contract_prices SET special_price_cents = 500 WHERE company_id = 1 AND product_no = 'HOI-1001'",
    ).run()
    const { request: seen } = await json<{ request: PurchaseRequest }>(detail(approver, request.id))
    const gauze = seen.lines.find((l) => l.sku === 'HOI-1001')!
    expect(gauze.unit_price).toBe(5)
    expect(gauze.row_total).toBe(20)
    expect(seen.can).toEqual({ change: true, approve: true, reject: true, withdraw: false })
  })

  it('answers 404 to another company and 403 to a colleague without checkout; every write checks the same', async () => {
    const request = await nurseSends()
    const outsider = await customerWithScope(['orders', 'checkout'])
    expect((await detail(outsider.jar, request.id)).status).toBe(404)
    expect((await act(outsider.jar, request.id, 'approve')).status).toBe(404)
    expect((await act(outsider.jar, request.id, 'reject', { reason: 'Ei' })).status).toBe(404)
    expect((await act(outsider.jar, request.id, 'withdraw')).status).toBe(404)
    expect((await act(outsider.jar, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 1 }] })).status).toBe(
      404,
    )
    const outsiderList = await json<PurchaseRequestListResponse>(
      getJson('/api/purchaserequests?view=all', { jar: outsider.jar }),
    )
    expect(outsiderList.total).toBe(0)

    const clerk = (await login(CLERK.email)).jar
    const hidden = await detail(clerk, request.id)
    expect(hidden.status).toBe(403)
    expect(await hidden.json()).toMatchObject({
      message: 'Sinulla ei ole oikeutta nähdä yrityksesi muiden ostopyyntöjä.',
    })
    for (const [what, body] of [
      ['approve', {}],
      ['reject', { reason: 'Ei' }],
      ['lines', { lines: [{ sku: 'HOI-1001', quantity: 1 }] }],
    ] as const) {
      const res = await act(clerk, request.id, what, body)
      expect(res.status, what).toBe(403)
      expect(await res.json(), what).toMatchObject({
        message: 'Sinulla ei ole oikeutta tehdä tilauksia. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
      })
    }
    const withdraw = await act(clerk, request.id, 'withdraw')
    expect(withdraw.status).toBe(403)
    expect(await withdraw.json()).toMatchObject({
      message: 'Sinulla ei ole oikeutta nähdä yrityksesi muiden ostopyyntöjä.',
    })
    // Nothing the clerk tried changed the request.
    expect(
      ((await (await detail(approver, request.id)).json()) as { request: { status: string } }).request.status,
    ).toBe('pending')
    expect((await detail(approver, 999999)).status).toBe(404)
    expect((await detail(approver, Number.NaN)).status).toBe(404)
    expect((await requestRow(request.id))?.status).toBe('pending')
  })
})

describe('changing a request', () => {
  it('changes quantities by the pack-size rules, keeps what was asked, and tells the requester', async () => {
    const request = await nurseSends([
      ['HOI-1001', 4],
      ['HOI-1002', 2],
      ['HOI-2003', 20],
    ])
    // HOI-2003 is sold in tens: 15 is refused with the rule's message, nothing changes.
    const off = await json<{ message: string; fields: Record<string, string> }>(
      act(approver, request.id, 'lines', {
        lines: [
          { sku: 'HOI-1001', quantity: 1 },
          { sku: 'HOI-2003', quantity: 15 },
        ],
      }),
      400,
    )
    expect(off.fields['lines.1.quantity']).toMatch(/10/)
    expect((await act(approver, request.id, 'lines', { lines: [{ sku: 'RUO-1002', quantity: 1 }] })).status).toBe(400)
    expect((await act(approver, request.id, 'lines', { lines: [] })).status).toBe(400)
    expect((await act(approver, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: -1 }] })).status).toBe(400)
    expect((await act(nurse, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 1 }] })).status).toBe(403)

    const { request: changed } = await json<{ request: PurchaseRequest }>(
      act(approver, request.id, 'lines', {
        lines: [
          { sku: 'HOI-1001', quantity: 1 },
          { sku: 'HOI-1002', quantity: 0 },
          { sku: 'HOI-2003', quantity: 30 },
        ],
      }),
    )
    expect(changed.changed).toBe(true)
    expect(changed.line_count).toBe(2)
    expect(changed.lines.map((l) => [l.sku, l.requested_quantity, l.quantity])).toEqual([
      ['HOI-1001', 4, 1],
      ['HOI-1002', 2, 0],
      ['HOI-2003', 20, 30],
    ])
    expect(changed.lines[0]!.change).toMatch(/4 → 1 kpl.*\(Test/)
    expect(changed.lines[1]!.change).toMatch(/Poistettu/)

    // The requester sees the change, and is told: a notice for the next visit and a mail.
    const { request: seen } = await json<{ request: PurchaseRequest }>(detail(nurse, request.id))
    expect(seen.lines[0]).toMatchObject({ requested_quantity: 4, quantity: 1 })
    const notices = await json<NotificationsResponse>(getJson('/api/customer/notifications', { jar: nurse }))
    expect(notices.items).toHaveLength(1)
    expect(notices.items[0]).toMatchObject({ kind: 'request_changed', link: `/account/approvals/${request.id}` })
    expect(await countRows('SELECT 1 FROM outbox WHERE to_address = ?', NURSE.email)).toBe(1)
    // Another user cannot mark them read; the requester can.
    await json(postJson('/api/customer/notifications/read', { ids: [notices.items[0]!.id] }, { jar: approver }))
    expect(
      (await json<NotificationsResponse>(getJson('/api/customer/notifications', { jar: nurse }))).items,
    ).toHaveLength(1)
    expect((await postJson('/api/customer/notifications/read', { ids: [] }, { jar: nurse })).status).toBe(400)
    const after = await json<NotificationsResponse>(
      postJson('/api/customer/notifications/read', { ids: [notices.items[0]!.id] }, { jar: nurse }),
    )
    expect(after.items).toEqual([])
  })
})

describe('approving', () => {
  it('places exactly one order when two approvers place it at once, and gives each their own cart back', async () => {
    await cartOf(addToCart(approver, 'RUO-1002', 1)) // the approver's own cart, waiting meanwhile
    const request = await nurseSends()
    await json(act(approver, request.id, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 3 }] }))

    const one = await json<ApprovalCheckoutResponse>(act(approver, request.id, 'approve'))
    const two = await json<ApprovalCheckoutResponse>(act(second, request.id, 'approve'))
    expect(skusOf(one.cart)).toEqual({ 'HOI-1001': 3, 'HOI-1002': 2 })
    expect(skusOf(two.cart)).toEqual({ 'HOI-1001': 3, 'HOI-1002': 2 })
    // The checkout knows it is an approval cart (the banner), and the rules do not apply to it.
    const banner = await json<CartApprovalResponse>(getJson('/api/cart/approval', { jar: approver }))
    expect(banner).toMatchObject({ required: false, approval_request: { id: request.id, requester: 'Hilla Kollega' } })
    // Starting again answers the same approval cart.
    expect((await json<ApprovalCheckoutResponse>(act(approver, request.id, 'approve'))).cart.id).toBe(one.cart.id)

    // Through the normal checkout steps for address and payment.
    const cartOne = await checkoutSteps(approver)
    const cartTwo = await checkoutSteps(second)
    expect(cartOne.id).toBe(one.cart.id)
    const results = await Promise.all([placeOrderOf(approver, cartOne.id), placeOrderOf(second, cartTwo.id)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = results.find((r) => r.status === 409)!
    expect(((await refused.json()) as { message: string }).message).toMatch(/jo käsitelty/)
    expect(await countRows('SELECT 1 FROM orders WHERE cart_id IN (?, ?)', cartOne.id, cartTwo.id)).toBe(1)

    const row = await requestRow(request.id)
    expect(row?.status).toBe('approved')
    const order = await env.DB.prepare(
      'SELECT order_number, customer_id, company_id FROM orders WHERE order_number = ?',
    )
      .bind(row?.order_number)
      .first<{ order_number: string; customer_id: number; company_id: number }>()
    expect(order).toMatchObject({ customer_id: row?.decided_by, company_id: 1 })
    const lines = await env.DB.prepare(
      'SELECT sku, quantity FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE o.order_number = ? ORDER BY line_no',
    )
      .bind(row?.order_number)
      .all<{ sku: string; quantity: number }>()
    expect(lines.results).toEqual([
      { sku: 'HOI-1001', quantity: 3 },
      { sku: 'HOI-1002', quantity: 2 },
    ])
    // Both approvers have their own carts back: the first its waiting line, the second an empty one.
    expect(skusOf((await getCart(approver)).cart)).toEqual({ 'RUO-1002': 1 })
    expect(skusOf((await getCart(second)).cart)).toEqual({})

    // The requester sees it approved with the change, and is told once.
    const { request: seen } = await json<{ request: PurchaseRequest }>(detail(nurse, request.id))
    expect(seen).toMatchObject({ status: 'approved', order_number: row?.order_number, changed: true })
    const notices = await json<NotificationsResponse>(getJson('/api/customer/notifications', { jar: nurse }))
    expect(notices.items.map((n) => n.kind)).toEqual(['request_approved', 'request_changed'])
    expect(notices.items[0]!.message).toContain(row!.order_number!)
    const mails = await env.DB.prepare('SELECT subject FROM outbox WHERE to_address = ? ORDER BY id')
      .bind(NURSE.email)
      .all<{ subject: string }>()
    expect(mails.results.map((m) => m.subject)).toEqual([
      `Ostopyyntöäsi #${request.id} muutettiin – VetTarvike`,
      `Ostopyyntösi #${request.id} on hyväksytty – VetTarvike`,
    ])

    // Decided once: approving, rejecting or withdrawing again is a 409.
    expect((await act(approver, request.id, 'approve')).status).toBe(409)
    expect((await act(second, request.id, 'reject', { reason: 'Myöhässä' })).status).toBe(409)
    expect((await act(nurse, request.id, 'withdraw')).status).toBe(409)
    // A retry of the placed cart answers the same order and places nothing new.
    const [winner, placedCart] = results[0]!.status === 200 ? [approver, cartOne.id] : [second, cartTwo.id]
    const retry = await json<{ order: { order_number: string } }>(placeOrderOf(winner, placedCart))
    expect(retry.order.order_number).toBe(row?.order_number)
    expect(await countRows('SELECT 1 FROM orders')).toBe(1)
  })

  it('refuses an approval after the requester withdrew, and gives the approver their cart back', async () => {
    await cartOf(addToCart(approver, 'RUO-1002', 2))
    const request = await nurseSends()
    const { cart } = await json<ApprovalCheckoutResponse>(act(approver, request.id, 'approve'))
    await checkoutSteps(approver)

    const { request: withdrawn } = await json<{ request: PurchaseRequest }>(act(nurse, request.id, 'withdraw'))
    expect(withdrawn.status).toBe('withdrawn')
    const refused = await json<{ message: string }>(placeOrderOf(approver, cart.id), 409)
    expect(refused.message).toMatch(/perui/)
    expect(await countRows('SELECT 1 FROM orders')).toBe(0)
    expect(skusOf((await getCart(approver)).cart)).toEqual({ 'RUO-1002': 2 })
    expect((await act(approver, request.id, 'approve')).status).toBe(409)
    expect((await act(nurse, request.id, 'withdraw')).status).toBe(409)
  })

  it('lets an approver leave the approval checkout, and never approve their own request', async () => {
    await cartOf(addToCart(approver, 'RUO-1002', 1))
    const request = await nurseSends()
    await json(act(approver, request.id, 'approve'))
    expect(skusOf((await getCart(approver)).cart)).toEqual({ 'HOI-1001': 4, 'HOI-1002': 2 })
    const { cart } = await json<{ cart: Cart }>(act(approver, request.id, 'cancelApproval'))
    expect(skusOf(cart)).toEqual({ 'RUO-1002': 1 })
    expect(skusOf((await getCart(approver)).cart)).toEqual({ 'RUO-1002': 1 })
    expect((await requestRow(request.id))?.status).toBe('pending')

    // An approver who sends their own cart may withdraw it but not decide it.
    const { request: own } = await json<{ request: PurchaseRequest }>(send(approver, { note: '' }), 201)
    expect(own.reasons).toEqual([])
    expect(own.can).toMatchObject({ approve: false, reject: false, withdraw: true })
    expect((await act(approver, own.id, 'approve')).status).toBe(403)
    expect((await act(approver, own.id, 'reject', { reason: 'Ei' })).status).toBe(403)
    expect(
      (await json<{ request: PurchaseRequest }>(act(second, own.id, 'reject', { reason: 'Ei nyt' }))).request.status,
    ).toBe('rejected')
  })
})

describe('rejecting', () => {
  it('rejects with a reason, tells the requester, and refuses a second decision', async () => {
    const request = await nurseSends()
    expect((await act(approver, request.id, 'reject', {})).status).toBe(400)
    expect((await act(approver, request.id, 'reject', { reason: '   ' })).status).toBe(400)
    const { request: rejected } = await json<{ request: PurchaseRequest }>(
      act(approver, request.id, 'reject', { reason: 'Tilataan ensi kuussa' }),
    )
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'Tilataan ensi kuussa',
      decided_by: 'Testi Käyttäjä',
    })
    const notices = await json<NotificationsResponse>(getJson('/api/customer/notifications', { jar: nurse }))
    expect(notices.items[0]).toMatchObject({
      kind: 'request_rejected',
      message: expect.stringContaining('Tilataan ensi kuussa'),
    })
    expect(await countRows('SELECT 1 FROM outbox WHERE to_address = ?', NURSE.email)).toBe(1)

    const again = await json<{ message: string }>(act(second, request.id, 'reject', { reason: 'Toinen syy' }), 409)
    expect(again.message).toBe('Ostopyyntö on jo hylätty, joten sitä ei voi enää käsitellä.')
    expect((await act(second, request.id, 'approve')).status).toBe(409)
    expect((await act(nurse, request.id, 'withdraw')).status).toBe(409)
    expect((await requestRow(request.id))?.reject_reason).toBe('Tilataan ensi kuussa')
  })
})
