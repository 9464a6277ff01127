import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addDays } from '../backend/cart/deliveryDates'
import { runStandingOrders } from '../backend/standing/scheduler'
import { ADDRESS, getCart } from '../test/cartFixtures'
import { getJson } from '../test/customerFixtures'
import { login, PASSWORD, postJson, sameOriginJson, shopFetch } from '../test/helpers'
import {
  at,
  BASE,
  BUYER_SCOPE,
  company,
  create,
  detail,
  jarOf,
  linesOf,
  mailsTo,
  monthly,
  ordersOf,
  REQUESTER_SCOPE,
  shoppingList,
  tick,
  type User,
  user,
  useStandingOrderClock,
  weekly,
} from '../test/standingFixtures'

// docs/decisions/079-standing-orders.md: standing orders on the shop's delivery calendar, through
// the normal checkout and the company's approval rules, exactly once per run. The clock is fake:
// the scheduler is invoked as the Cron Trigger would, at the instants the tests choose.
// Here: exactly once, the company's rules on every run, and who may do what; the calendar and
// the cut-off are in ./standingOrders.test.ts.

useStandingOrderClock()

describe('exactly once', () => {
  it('two scheduler invocations at once give one notice and one order', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [[4, 3]])
    const { standing_order: so } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    at('2026-12-07T08:05')
    await Promise.all([runStandingOrders(env, Date.now()), runStandingOrders(env, Date.now())])
    expect(await mailsTo(admin.email, /^Vakiotilaus ”Viikkotilaus” lähtee/)).toHaveLength(1)
    at('2026-12-08T14:05')
    const summaries = await Promise.all([1, 2, 3].map(() => runStandingOrders(env, Date.now())))
    expect(summaries.reduce((n, s) => n + s.ordered, 0)).toBe(1)
    expect(await ordersOf(so.id)).toHaveLength(1)
    // A retried invocation later, and one after an outage, find the run done.
    await tick('2026-12-08T18:05')
    await tick('2026-12-09T10:05')
    expect(await ordersOf(so.id)).toHaveLength(1)
    expect(await mailsTo(admin.email, /^Tilausvahvistus/)).toHaveLength(1)
  })

  it('an invocation interrupted after the order finishes the run on the next one', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [[4, 3]])
    const { standing_order: so } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    await tick('2026-12-08T14:05')
    // As if the Worker stopped between the order and the run's record: the run is still 'noticed'.
    await env.DB.prepare(
      "UPDATE standing_order_runs SET status = 'noticed', order_number = NULL WHERE standing_order_id = ?",
    )
      .bind(so.id)
      .run()
    await tick('2026-12-08T15:05')
    expect(await ordersOf(so.id)).toHaveLength(1)
    const run = await env.DB.prepare('SELECT status, order_number FROM standing_order_runs WHERE standing_order_id = ?')
      .bind(so.id)
      .first<{ status: string; order_number: string }>()
    expect(run).toEqual({ status: 'ordered', order_number: (await ordersOf(so.id))[0]!.order_number })
  })

  it('a run caught late after an outage is placed once; one missed for days is recorded and told', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [[4, 3]])
    const { standing_order: so } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    // No invocation at all until Thursday 10.12. at 10.05: the run of 9.12. is placed late, once.
    await tick('2026-12-10T10:05')
    await tick('2026-12-10T11:05')
    expect(await ordersOf(so.id)).toHaveLength(1)
    // Nothing until Monday 21.12.: the run of 16.12. (cut-off 15.12.) is past the catch-up window.
    await tick('2026-12-21T09:05')
    const missed = await env.DB.prepare(
      "SELECT status, message FROM standing_order_runs WHERE standing_order_id = ? AND run_date = '2026-12-16'",
    )
      .bind(so.id)
      .first<{ status: string; message: string }>()
    expect(missed?.status).toBe('failed')
    expect(missed?.message).toContain('käyttökatkon')
    expect(await mailsTo(admin.email, /^Vakiotilausta ”Viikkotilaus” ei voitu tilata/)).toHaveLength(1)
  })
})

describe('the company’s rules hold every run', () => {
  async function withAmountRule(limitEuros: number) {
    const c = await company()
    const res = await shopFetch('/api/customer/company/approvalRules', {
      jar: await jarOf(c.admin),
      method: 'PUT',
      headers: sameOriginJson,
      body: JSON.stringify({ amount_limit: limitEuros, restricted_products: false, monthly_budget: null }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return c
  }

  it('a run over the amount limit becomes exactly one purchase request at its notice, never an order', async () => {
    const { buyer, admin, addressId } = await withAmountRule(50)
    const list = await shoppingList(buyer, [[9, 1]]) // 69,90 € > 50 €
    const { standing_order: so } = await create(buyer, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    at('2026-12-07T08:05')
    await Promise.all([runStandingOrders(env, Date.now()), runStandingOrders(env, Date.now())])
    const requests = await env.DB.prepare(
      'SELECT id, status, requester_id FROM purchase_requests WHERE requester_id = ?',
    )
      .bind(buyer.id)
      .all<{ id: number; status: string }>()
    expect(requests.results).toHaveLength(1)
    expect(await mailsTo(admin.email, /^Ostopyyntö #.* odottaa hyväksyntääsi/)).toHaveLength(1)
    const [requestMail] = await mailsTo(buyer.email, /^Vakiotilaus ”Viikkotilaus” odottaa hyväksyntää/)
    expect(requestMail?.body_text).toContain('ylittää hyväksyntärajan')
    // Still pending at the cut-off: no order; the owner and the approvers are told once.
    await tick('2026-12-08T14:05')
    await tick('2026-12-08T15:05')
    expect(await ordersOf(so.id)).toEqual([])
    expect(await mailsTo(buyer.email, /^Ostopyyntö #.* odottaa yhä/)).toHaveLength(1)
    expect(await mailsTo(admin.email, /^Ostopyyntö #.* odottaa yhä/)).toHaveLength(1)
    // The approver approves through the normal approval checkout: the order names the standing order.
    const id = requests.results[0]!.id
    at('2026-12-09T09:00')
    const { jar } = await login(admin.email, PASSWORD)
    expect((await postJson(`/api/purchaserequests/${id}/approve`, {}, { jar })).status).toBe(200)
    await postJson('/api/checkout/shippingAddress', { address: ADDRESS }, { jar })
    await postJson('/api/checkout/shippingMethods', { carrier_code: 'posti' }, { jar })
    await postJson('/api/checkout/paymentMethod', { code: 'invoice' }, { jar })
    await postJson('/api/checkout/billingAddress', { same_as_shipping: true }, { jar })
    const { cart } = await getCart(jar)
    const placed = await postJson(
      '/api/checkout/placeOrder',
      { cart_id: cart?.id, hasAcceptedTermsAndConditions: true },
      { jar },
    )
    expect(placed.status, await placed.clone().text()).toBe(200)
    expect(await ordersOf(so.id)).toHaveLength(1)
    const history = (await detail(buyer, so.id)).history
    expect(history[0]).toMatchObject({ run_date: '2026-12-09', status: 'requested', request_status: 'approved' })
    expect(history[0]?.order_number).toMatch(/^W\d+$/)
  })

  it('a user without checkout always sends the run for approval', async () => {
    const c = await company()
    const requester = await user(c.id, REQUESTER_SCOPE)
    const list = await shoppingList(requester, [[4, 1]])
    const { standing_order: so } = await create(requester, c.addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    await tick('2026-12-07T08:05')
    await tick('2026-12-08T14:05')
    expect(await ordersOf(so.id)).toEqual([])
    const request = await env.DB.prepare('SELECT reasons FROM purchase_requests WHERE requester_id = ?')
      .bind(requester.id)
      .first<{ reasons: string }>()
    expect(request?.reasons).toContain('requester')
  })

  it('the monthly budget counts this month’s runs still due at today’s prices', async () => {
    const c = await company()
    const res = await shopFetch('/api/customer/company/approvalRules', {
      jar: await jarOf(c.admin),
      method: 'PUT',
      headers: sameOriginJson,
      body: JSON.stringify({ amount_limit: null, restricted_products: false, monthly_budget: 100 }),
    })
    expect(res.status).toBe(200)
    const list = await shoppingList(c.buyer, [[4, 3]]) // 29,70 € a run
    await create(c.buyer, c.addressId, { from: { kind: 'list', list_id: list }, schedule: weekly(3) })
    // On 1.12. four Wednesday runs are still to come in December (9., 16., 23. and 30.), 118,80 €.
    at('2026-12-01T09:00')
    const approval = await getJson('/api/cart/approval', { jar: await jarOf(c.buyer) })
    await postJson('/api/cart', { sku: 'HOI-1001', quantity: 1 }, { jar: await jarOf(c.buyer) })
    const after = (await (await getJson('/api/cart/approval', { jar: await jarOf(c.buyer) })).json()) as {
      required: boolean
      reasons: { code: string; message: string }[]
    }
    expect(approval.status).toBe(200)
    expect(after.required).toBe(true)
    expect(after.reasons.find((r) => r.code === 'monthly_budget')?.message).toContain(
      'vakiotilauksissa tulossa 118,80\u00a0€',
    )
  })

  it('a price change between the notice and the run: the notice showed the old price, the order has the new one', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [[5, 2]])
    const { standing_order: so } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    await tick('2026-12-07T08:05')
    const [notice] = await mailsTo(admin.email, /^Vakiotilaus ”Viikkotilaus” lähtee/)
    expect(notice?.body_text).toContain('12,90')
    await env.DB.prepare(
      "INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (?, 'HOI-1002', 1150, 1)",
    )
      .bind(admin.id)
      .run()
    await tick('2026-12-08T14:05')
    const [order] = await ordersOf(so.id)
    expect((await linesOf(order!.order_number))[0]?.unit_price_cents).toBe(1150)
    const run = await env.DB.prepare('SELECT notice_lines FROM standing_order_runs WHERE standing_order_id = ?')
      .bind(so.id)
      .first<{ notice_lines: string }>()
    expect(JSON.parse(run!.notice_lines)).toEqual([{ sku: 'HOI-1002', quantity: 2, unit_cents: 1290 }])
  })

  it('a line gone from the range leaves the run, said so; a line out of stock waits for the whole quantity', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [
      [4, 2],
      [6, 4],
      [8, 1],
    ])
    const { standing_order: so } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    await tick('2026-12-07T08:05')
    await env.DB.batch([
      env.DB.prepare("UPDATE products SET discontinued = 1, available = 0 WHERE sku = 'RUO-1001'"),
      env.DB.prepare("UPDATE products SET available = 1, restock_date = '2026-12-21' WHERE sku = 'HOI-2001'"),
    ])
    await tick('2026-12-08T14:05')
    const [order] = await ordersOf(so.id)
    const lines = await linesOf(order!.order_number)
    expect(lines.map((l) => [l.sku, l.quantity, l.backordered_qty, l.fulfilment])).toEqual([
      ['HOI-1001', 2, 0, null],
      ['HOI-2001', 4, 3, 'backorder'],
    ])
    const [told] = await mailsTo(admin.email, /^Vakiotilaus ”Viikkotilaus” tilattiin/)
    expect(told?.body_text).toContain('”Munuaisdieetti kissalle 2 kg” on poistunut valikoimasta')
    await env.DB.batch([
      env.DB.prepare("UPDATE products SET discontinued = 0, available = NULL WHERE sku = 'RUO-1001'"),
      env.DB.prepare("UPDATE products SET available = NULL, restock_date = NULL WHERE sku = 'HOI-2001'"),
    ])
  })
})

describe('who may do what', () => {
  it('the owner edits; an administrator sees, pauses and cancels; a colleague and another company see nothing', async () => {
    const c = await company()
    const colleague = await user(c.id, BUYER_SCOPE)
    const list = await shoppingList(c.buyer, [[4, 1]])
    const { standing_order: so } = await create(c.buyer, c.addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(2),
    })
    expect((await getJson(`${BASE}/${so.id}`, { jar: await jarOf(colleague) })).status).toBe(404)
    const other = await company()
    expect((await getJson(`${BASE}/${so.id}`, { jar: await jarOf(other.admin) })).status).toBe(404)
    const adminList = (await (await getJson(BASE, { jar: await jarOf(c.admin) })).json()) as {
      items: { id: number }[]
      manages_all: boolean
    }
    expect(adminList.manages_all).toBe(true)
    expect(adminList.items.map((i) => i.id)).toContain(so.id)
    const adminView = await detail(c.admin, so.id)
    expect(adminView).toMatchObject({ can_edit: false, can_manage: true, mine: false })
    const edit = await shopFetch(`${BASE}/${so.id}/lines`, {
      jar: await jarOf(c.admin),
      method: 'PUT',
      headers: sameOriginJson,
      body: JSON.stringify({ lines: [{ sku: 'HOI-1001', quantity: 2 }] }),
    })
    expect(edit.status).toBe(403)
    const setStatus = async (u: User, status: string) =>
      (await postJson(`${BASE}/${so.id}/status`, { status }, { jar: await jarOf(u) })).status
    expect(await setStatus(c.admin, 'paused')).toBe(200)
    // Only the owner resumes it: it orders in their name.
    expect(await setStatus(c.admin, 'active')).toBe(403)
    expect(await setStatus(c.buyer, 'active')).toBe(200)
    expect(await setStatus(c.admin, 'cancelled')).toBe(200)
    expect(
      (await postJson(`${BASE}/${so.id}/status`, { status: 'active' }, { jar: await jarOf(c.buyer) })).status,
    ).toBe(409)
    // Without the `orders` scope, none of it.
    const noOrders = await user(c.id, ['shoppinglists'])
    expect((await getJson(BASE, { jar: await jarOf(noOrders) })).status).toBe(403)
  })

  it('a deactivated owner’s standing orders pause, and the administrators are told', async () => {
    const c = await company()
    const list = await shoppingList(c.buyer, [[4, 1]])
    const { standing_order: so } = await create(c.buyer, c.addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    await env.DB.prepare('UPDATE customers SET active = 0 WHERE id = ?').bind(c.buyer.id).run()
    const summary = await tick('2026-12-07T08:05')
    expect(summary.paused).toBe(1)
    expect((await detail(c.admin, so.id)).status).toBe('paused')
    expect(await mailsTo(c.admin.email, /^Vakiotilaus ”Viikkotilaus” keskeytettiin/)).toHaveLength(1)
    await tick('2026-12-08T14:05')
    expect(await ordersOf(so.id)).toEqual([])
    // Only its owner could resume it, and the owner is gone: the administrator may cancel it.
    const resume = await postJson(`${BASE}/${so.id}/status`, { status: 'active' }, { jar: await jarOf(c.admin) })
    expect(resume.status).toBe(403)
  })

  it('refuses bad input with Finnish messages and makes nothing', async () => {
    const c = await company()
    const bad = await postJson(
      BASE,
      {
        name: '',
        from: { kind: 'cart' },
        schedule: { frequency: 'weekly', interval_weeks: 0, weekday: 6, start_date: '2026-02-30' },
        address_id: c.addressId,
        shipping_method: 'drone',
      },
      { jar: await jarOf(c.admin) },
    )
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { message: string; fields?: Record<string, string> }
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:/)
    const emptyCart = await postJson(
      BASE,
      { name: 'Tyhjä', from: { kind: 'cart' }, schedule: weekly(3), address_id: c.addressId, shipping_method: 'posti' },
      { jar: await jarOf(c.admin) },
    )
    expect(emptyCart.status).toBe(400)
    const foreignAddress = await postJson(
      BASE,
      { name: 'Osoite', from: { kind: 'cart' }, schedule: weekly(3), address_id: 999_999, shipping_method: 'posti' },
      { jar: await jarOf(c.admin) },
    )
    expect(foreignAddress.status).toBe(400)
    const ended = await postJson(
      BASE,
      {
        name: 'Mennyt',
        from: { kind: 'cart' },
        schedule: { ...weekly(3, '2026-01-01'), end_date: '2026-02-01' },
        address_id: c.addressId,
        shipping_method: 'posti',
      },
      { jar: await jarOf(c.admin) },
    )
    expect(ended.status).toBe(400)
    expect(((await (await getJson(BASE, { jar: await jarOf(c.admin) })).json()) as { items: unknown[] }).items).toEqual(
      [],
    )
  })

  it('a restricted customer’s standing order never holds a medicine', async () => {
    const c = await company()
    await env.DB.prepare('UPDATE customers SET deny_med_listing = 1 WHERE id = ?').bind(c.admin.id).run()
    const list = await shoppingList(c.admin, [
      [1, 1],
      [4, 2],
    ])
    const { standing_order: so, left_out } = await create(c.admin, c.addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    expect(so.lines.map((l) => l.sku)).toEqual(['HOI-1001'])
    expect(left_out?.map((l) => l.sku)).toEqual(['LAA-1001'])
    expect(addDays('2026-12-01', 1)).toBe('2026-12-02')
  })
})
