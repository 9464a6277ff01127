import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { ADDRESS, addToCart, cartOf } from '../test/cartFixtures'
import { addColleague, getJson } from '../test/customerFixtures'
import { CookieJar, login, postJson, sameOriginJson, shopFetch, USERS } from '../test/helpers'

/**
 * The company's audit trail (docs/decisions/047-audit-trail.md): every approval, rejection,
 * change of a request's lines, role and scope change, invitation, deactivation and change of the
 * approval rules is recorded with who, when and what changed, in the batch of the change itself;
 * the company's administrators read it newest first, filtered by a user. Customer 1
 * (test@example.fi) is company 1's administrator; customer 2 (rajattu@) is another company.
 */

interface Entry {
  id: number
  at: string
  action: string
  actor: { id: number; name: string } | null
  target_user: { id: number; name: string } | null
  request_id: number | null
  details: Record<string, unknown>
}
interface Trail {
  items: Entry[]
  page: number
  total: number
}

const ADMIN = 1
const NURSE = { id: 301, email: 'hoitaja@example.fi' }
const CLERK = { id: 303, email: 'laskut@example.fi' }

let admin: CookieJar
let nurse: CookieJar

beforeEach(async () => {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify([...READY_ROLE_INFO.admin.scope]))
    .run()
  await addColleague(NURSE, 'Hilla', ['orders', 'shoppinglists'])
  await addColleague(CLERK, 'Tiina', ['invoices'])
  admin = (await login(USERS.normal)).jar
  nurse = (await login(NURSE.email)).jar
})

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res
  const text = await r.text()
  expect(r.status, text).toBe(status)
  return JSON.parse(text) as T
}

const trail = (jar: CookieJar, query = '', status = 200) =>
  json<Trail>(getJson(`/api/customer/company/audit${query}`, { jar }), status)

const now = () => Math.floor(Date.now() / 1000)
const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000)

let keyNo = 0
async function nurseSends(lines: [string, number][]): Promise<number> {
  for (const [sku, quantity] of lines) await cartOf(addToCart(nurse, sku, quantity))
  const res = await postJson(
    '/api/purchaserequests',
    { note: '' },
    {
      jar: nurse,
      headers: { 'Idempotency-Key': `audit-key-${++keyNo}-abcdef` },
    },
  )
  return (await json<{ request: { id: number } }>(res, 201)).request.id
}

const act = (jar: CookieJar, id: number, what: string, body: unknown = {}) =>
  postJson(`/api/purchaserequests/${id}/${what}`, body, { jar })
const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

/** The checkout steps for address and payment on the jar's open cart; answers its id. */
async function checkoutSteps(jar: CookieJar): Promise<string | null> {
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  return (await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))).id
}

describe('recording', () => {
  it('records role changes, invitations, deactivations, custom roles and approval rules with who, when and what', async () => {
    const before = now()
    await json(postJson('/api/customer/company/users/303', { role: 'buyer' }, { jar: admin }))
    // The same role again changes nothing, and records nothing.
    await json(postJson('/api/customer/company/users/303', { role: 'buyer' }, { jar: admin }))
    await json(
      postJson(
        '/api/customer/company/users',
        { email: 'uusi@example.fi', firstname: 'Uuno', lastname: 'Uusi', role: 'requester' },
        { jar: admin },
      ),
      201,
    )
    await json(postJson('/api/customer/company/users/301/deactivate', {}, { jar: admin }))
    await json(postJson('/api/customer/company/users/301/activate', {}, { jar: admin }))
    const created = await json<{ customRoles: { id: number }[] }>(
      postJson('/api/customer/company/roles', { name: 'Laskut', scope: ['invoices'] }, { jar: admin }),
      201,
    )
    const roleId = created.customRoles[0]!.id
    await json(
      postJson(
        `/api/customer/company/roles/${roleId}`,
        { name: 'Laskutus', scope: ['invoices', 'orders'] },
        { jar: admin },
      ),
    )
    await json(
      shopFetch(`/api/customer/company/roles/${roleId}`, { jar: admin, method: 'DELETE', headers: sameOriginJson }),
    )
    await json(
      shopFetch('/api/customer/company/approvalRules', {
        jar: admin,
        method: 'PUT',
        headers: sameOriginJson,
        body: JSON.stringify({ amount_limit: 150, restricted_products: true, monthly_budget: null }),
      }),
    )

    const { items, total } = await trail(admin)
    const invitee = await env.DB.prepare("SELECT id FROM customers WHERE email = 'uusi@example.fi'").first<{
      id: number
    }>()
    expect(items.map((e) => e.action)).toEqual([
      'approval_rules_changed',
      'role_deleted',
      'role_updated',
      'role_created',
      'user_activated',
      'user_deactivated',
      'user_invited',
      'user_role_changed',
    ])
    expect(total).toBe(8)
    for (const entry of items) {
      expect(entry.actor).toEqual({ id: ADMIN, name: 'Testi Käyttäjä' })
      expect(secondsOf(entry.at)).toBeGreaterThanOrEqual(before)
      expect(secondsOf(entry.at)).toBeLessThanOrEqual(now())
    }
    const byAction = Object.fromEntries(items.map((e) => [e.action, e]))
    expect(byAction.user_role_changed).toMatchObject({
      target_user: { id: CLERK.id, name: 'Tiina Kollega' },
      details: {
        from: { role: 'custom', role_name: null, scope: ['invoices'] },
        to: { role: 'buyer', role_name: null, scope: READY_ROLE_INFO.buyer.scope },
      },
    })
    expect(byAction.user_invited).toMatchObject({
      target_user: { id: invitee!.id, name: 'Uuno Uusi' },
      details: { email: 'uusi@example.fi', to: { role: 'requester', role_name: null } },
    })
    expect(byAction.user_deactivated).toMatchObject({ target_user: { id: NURSE.id }, details: {} })
    expect(byAction.user_activated).toMatchObject({ target_user: { id: NURSE.id } })
    expect(byAction.role_created!.details).toEqual({ name: 'Laskut', scope: ['invoices'] })
    expect(byAction.role_updated!.details).toEqual({
      from: { name: 'Laskut', scope: ['invoices'] },
      to: { name: 'Laskutus', scope: ['orders', 'invoices'] },
    })
    expect(byAction.role_deleted!.details).toEqual({ name: 'Laskutus', scope: ['orders', 'invoices'] })
    expect(byAction.approval_rules_changed!.details).toEqual({
      from: { amount_limit: null, restricted_products: false, monthly_budget: null },
      to: { amount_limit: 150, restricted_products: true, monthly_budget: null },
    })
  })

  it('records nothing for a change that was refused', async () => {
    // The last administrator cannot demote themselves, nor deactivate themselves.
    expect((await postJson('/api/customer/company/users/1', { role: 'buyer' }, { jar: admin })).status).toBe(409)
    expect((await postJson('/api/customer/company/users/1/deactivate', {}, { jar: admin })).status).toBe(409)
    // An e-mail that has an account is not invited again: the answer is any invitation's
    // (docs/decisions/045-invitations-and-company-approval.md), but nothing happened to record.
    const taken = await postJson(
      '/api/customer/company/users',
      { email: NURSE.email, firstname: 'Hilla', lastname: 'Kollega', role: 'requester' },
      { jar: admin },
    )
    expect(taken.status).toBe(201)
    expect((await trail(admin)).items.filter((e) => e.action !== 'user_invited')).toEqual([])
    expect((await trail(admin)).items.filter((e) => e.target_user?.id === NURSE.id)).toEqual([])
  })

  it("records a request's line changes, its rejection and its approval with the order placed", async () => {
    const rejected = await nurseSends([['HOI-1001', 4]])
    await json(act(admin, rejected, 'lines', { lines: [{ sku: 'HOI-1001', quantity: 2 }] }))
    await json(act(admin, rejected, 'reject', { reason: 'Tilataan ensi kuussa' }))
    // A second decision is refused and records nothing.
    expect((await act(admin, rejected, 'reject', { reason: 'Uudestaan' })).status).toBe(409)

    const approved = await nurseSends([['HOI-1002', 2]])
    await json(act(admin, approved, 'approve'))
    const cart = { id: await checkoutSteps(admin) }
    const placed = await json<{ order: { order_number: string } }>(
      step(admin, 'placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true }),
    )
    // A retry of the same order places nothing and records nothing.
    await json(step(admin, 'placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true }))

    const { items } = await trail(admin)
    const nurseTarget = { id: NURSE.id, name: 'Hilla Kollega' }
    const actor = { id: ADMIN, name: 'Testi Käyttäjä' }
    expect(items.map((e) => [e.action, e.request_id])).toEqual([
      ['request_approved', approved],
      ['request_rejected', rejected],
      ['request_lines_changed', rejected],
    ])
    expect(items[0]).toMatchObject({
      actor,
      target_user: nurseTarget,
      details: { order_number: placed.order.order_number },
    })
    expect(items[1]).toMatchObject({ actor, target_user: nurseTarget, details: { reason: 'Tilataan ensi kuussa' } })
    expect(items[2]).toMatchObject({
      actor,
      target_user: nurseTarget,
      details: { lines: [{ sku: 'HOI-1001', name: 'Sideharso 10 cm x 4 m', from: 4, to: 2 }] },
    })
  })

  it('records one approval when two approvers place the same request at once', async () => {
    await addColleague({ id: 302, email: 'toinen@example.fi' }, 'Toivo', ['orders', 'checkout'])
    const second = (await login('toinen@example.fi')).jar
    const id = await nurseSends([['HOI-1001', 2]])
    await json(act(admin, id, 'approve'))
    await json(act(second, id, 'approve'))
    const [one, two] = [await checkoutSteps(admin), await checkoutSteps(second)]
    const placing = (jar: CookieJar, cartId: string | null) =>
      step(jar, 'placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true })
    const results = await Promise.all([placing(admin, one), placing(second, two)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = results[0]!.status === 200 ? ADMIN : 302
    const approvals = (await trail(admin)).items.filter((e) => e.action === 'request_approved')
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({ actor: { id: winner }, request_id: id })
  })
})

describe('reading', () => {
  it('answers 403 with a Finnish reason to a user without `permissions`, and 401 without a session', async () => {
    const refused = await json<{ message: string }>(getJson('/api/customer/company/audit', { jar: nurse }), 403)
    expect(refused.message).toMatch(/oikeutta/)
    expect((await getJson('/api/customer/company/audit')).status).toBe(401)
  })

  it("never shows another company's entries, not even filtered by one of its users", async () => {
    await json(postJson('/api/customer/company/users/303', { role: 'buyer' }, { jar: admin }))
    // Customer 2 is the administrator of its own company.
    await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 2")
      .bind(JSON.stringify([...READY_ROLE_INFO.admin.scope]))
      .run()
    const other = (await login(USERS.restricted)).jar
    expect((await trail(other)).items).toEqual([])
    expect((await trail(other, `?user=${ADMIN}`)).items).toEqual([])
    expect((await trail(other, `?user=${CLERK.id}`)).total).toBe(0)
    expect((await trail(admin)).total).toBe(1)
  })

  it('filters by a user (who did it or whom it concerned), pages newest first, and refuses a bad filter', async () => {
    await json(postJson('/api/customer/company/users/303', { role: 'buyer' }, { jar: admin }))
    await json(postJson('/api/customer/company/users/301/deactivate', {}, { jar: admin }))
    const forClerk = await trail(admin, `?user=${CLERK.id}`)
    expect(forClerk.items.map((e) => e.action)).toEqual(['user_role_changed'])
    expect((await trail(admin, `?user=${NURSE.id}`)).items.map((e) => e.action)).toEqual(['user_deactivated'])
    expect((await trail(admin, `?user=${ADMIN}`)).total).toBe(2)

    // Entries of the same second keep their order (newest first by id).
    for (let i = 0; i < 30; i++) {
      await json(postJson('/api/customer/company/users/303', { role: i % 2 ? 'buyer' : 'requester' }, { jar: admin }))
    }
    const first = await trail(admin)
    const second = await trail(admin, '?page=2')
    expect(first.total).toBe(32)
    expect(first.items).toHaveLength(25)
    expect(second.items).toHaveLength(7)
    const ids = [...first.items, ...second.items].map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    for (const bad of ['?user=abc', '?user=0', '?page=0', '?page=x']) {
      const answer = await json<{ message: string }>(getJson(`/api/customer/company/audit${bad}`, { jar: admin }), 400)
      expect(answer.message).toMatch(/[äö]|Virheellinen|Tarkista/)
    }
  })
})
