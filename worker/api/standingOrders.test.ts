import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StandingOrderDetail, StandingOrderResponse } from '../../contract/schemas/standingOrders'
import { addDays, DispatchCalendar, finnishDay } from '../backend/cart/deliveryDates'
import { finnishHolidays } from '../backend/cart/finnishHolidays'
import { plannedRuns } from '../backend/standing/schedule'
import { runStandingOrders } from '../backend/standing/scheduler'
import { ADDRESS, addCatalogueExtras, getCart } from '../test/cartFixtures'
import { getJson, savedAddress } from '../test/customerFixtures'
import { login, PASSWORD, postJson, sameOriginJson, shopFetch, type CookieJar } from '../test/helpers'
import { addCustomer } from '../test/orderFixtures'

// docs/decisions/079-standing-orders.md: standing orders on the shop's delivery calendar, through
// the normal checkout and the company's approval rules, exactly once per run. The clock is fake:
// the scheduler is invoked as the Cron Trigger would, at the instants the tests choose.

const ADMIN_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions']
const BUYER_SCOPE = ['orders', 'shoppinglists', 'checkout']
const REQUESTER_SCOPE = ['orders', 'shoppinglists']
const BASE = '/api/customer/standing-orders'
const calendar = new DispatchCalendar(finnishHolidays([2026, 2027, 2028]))

/** A Helsinki wall-clock time ('2026-12-01T14:05') as an instant: EET in winter, EEST in summer. */
function helsinki(local: string): number {
  const winter = Date.parse(`${local}:00+02:00`)
  const summer = Date.parse(`${local}:00+03:00`)
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', timeZoneName: 'shortOffset' })
    .formatToParts(summer)
    .find((p) => p.type === 'timeZoneName')?.value
  return offset === 'GMT+3' ? summer : winter
}
const at = (local: string) => vi.setSystemTime(helsinki(local))
/** One Cron Trigger invocation at a Helsinki time. */
async function tick(local: string) {
  at(local)
  return runStandingOrders(env, Date.now())
}

let nextId = 7100

interface User {
  id: number
  email: string
  jar: CookieJar
  /** When the jar's session was made (the fake clock moves by days; sessions end). */
  since: number
}

/** The user's session at the fake clock's now: logged in again when the clock has moved an hour or more. */
async function jarOf(u: User): Promise<CookieJar> {
  if (Math.abs(Date.now() - u.since) >= 3_600_000) {
    u.jar = (await login(u.email, PASSWORD)).jar
    u.since = Date.now()
  }
  return u.jar
}

async function user(companyId: number | null, scope: string[]): Promise<User> {
  const id = nextId++
  const email = `vakio${id}@example.fi`
  await addCustomer(id, email, scope)
  if (companyId !== null) {
    await env.DB.prepare('UPDATE customers SET company_id = ? WHERE id = ?').bind(companyId, id).run()
  }
  const { jar } = await login(email, PASSWORD)
  return { id, email, jar, since: Date.now() }
}

/** A company: its administrator (id = company id), a buyer with checkout, and a saved delivery address. */
async function company() {
  const admin = await user(null, ADMIN_SCOPE)
  const buyer = await user(admin.id, BUYER_SCOPE)
  const addressId = await savedAddress(admin.id, true)
  return { admin, buyer, id: admin.id, addressId }
}

/** A shopping list of the user's with these lines. */
async function shoppingList(owner: User, lines: [productId: number, quantity: number][]): Promise<number> {
  const list = await env.DB.prepare(
    `INSERT INTO shopping_lists (customer_id, title, title_key, created_at, updated_at)
     VALUES (?1, 'Viikon tarvikkeet ' || ?1, 'viikon tarvikkeet ' || ?1, 0, 0) RETURNING id`,
  )
    .bind(owner.id)
    .first<{ id: number }>()
  for (const [productId, quantity] of lines) {
    await env.DB.prepare(
      'INSERT INTO shopping_list_items (list_id, product_id, quantity, created_at) VALUES (?, ?, ?, 0)',
    )
      .bind(list!.id, productId, quantity)
      .run()
  }
  return list!.id
}

/** From Monday 7.12.2026: the tests' first clock is 30.11., and a run due before their first tick would be missed. */
const weekly = (weekday: number, start = '2026-12-07') => ({
  frequency: 'weekly',
  interval_weeks: 1,
  weekday,
  start_date: start,
  end_date: null,
})
const monthly = (n: number, start = '2026-12-01') => ({
  frequency: 'monthly',
  business_day: n,
  start_date: start,
  end_date: null,
})

async function create(owner: User, addressId: number, body: Record<string, unknown>): Promise<StandingOrderResponse> {
  const res = await postJson(
    BASE,
    {
      name: 'Viikkotilaus',
      reference_template: 'VAKIO-{yyyy}-{vv}',
      address_id: addressId,
      shipping_method: 'posti',
      ...body,
    },
    { jar: await jarOf(owner) },
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

async function detail(owner: User, id: number): Promise<StandingOrderDetail> {
  const res = await getJson(`${BASE}/${id}`, { jar: await jarOf(owner) })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as StandingOrderResponse).standing_order
}

const runAction = async (owner: User, id: number, date: string, body: unknown) =>
  postJson(`${BASE}/${id}/runs/${date}`, body, { jar: await jarOf(owner) })

interface OrderRow {
  order_number: string
  created_at: number
  requested_delivery_date: string | null
  customer_reference: string
  standing_order_id: number | null
  subtotal_cents: number
}

const ordersOf = async (standingOrderId: number) =>
  (
    await env.DB.prepare('SELECT * FROM orders WHERE standing_order_id = ? ORDER BY id')
      .bind(standingOrderId)
      .all<OrderRow>()
  ).results

const linesOf = async (orderNumber: string) =>
  (
    await env.DB.prepare(
      `SELECT l.sku, l.quantity, l.unit_price_cents, l.backordered_qty, l.fulfilment FROM order_lines l
       JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.line_no`,
    )
      .bind(orderNumber)
      .all<{
        sku: string
        quantity: number
        unit_price_cents: number
        backordered_qty: number
        fulfilment: string | null
      }>()
  ).results

/** The mails to the address whose subject matches. */
const mailsTo = async (to: string, subject: RegExp) =>
  (
    await env.DB.prepare('SELECT subject, body_text FROM outbox WHERE to_address = ? ORDER BY id')
      .bind(to)
      .all<{ subject: string; body_text: string }>()
  ).results.filter((m) => subject.test(m.subject))

beforeEach(async () => {
  await addCatalogueExtras()
  vi.useFakeTimers({ toFake: ['Date'] })
  at('2026-11-30T09:00')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a year of standing orders on the delivery calendar', () => {
  it('places every weekly and monthly run once, at its cut-off, across Christmas, Easter and Midsummer', async () => {
    const { admin, addressId } = await company()
    // A weekly Friday order with a vaccine (cold chain) and gauze; a monthly one of wound wash only.
    const list = await shoppingList(admin, [
      [30, 2],
      [4, 5],
    ])
    const cold = (
      await create(admin, addressId, { from: { kind: 'list', list_id: list }, schedule: weekly(5, '2026-12-01') })
    ).standing_order
    expect(cold.cold_chain).toBe(true)
    await postJson('/api/cart', { sku: 'HOI-1002', quantity: 3 }, { jar: await jarOf(admin) })
    const ambient = (
      await create(admin, addressId, { name: 'Kuukausitilaus', from: { kind: 'cart' }, schedule: monthly(1) })
    ).standing_order
    expect(ambient.cold_chain).toBe(false)

    // The Cron Trigger every four hours for a year (the real one is hourly; four hours is enough
    // to reach every notice and every cut-off the same day).
    const start = helsinki('2026-11-30T10:05')
    const end = helsinki('2027-11-30T10:05')
    for (let t = start; t <= end; t += 4 * 3_600_000) {
      vi.setSystemTime(t)
      await runStandingOrders(env, t)
    }

    const holidays = finnishHolidays([2026, 2027])
    for (const [standing, coldChain] of [
      [cold, true],
      [ambient, false],
    ] as const) {
      const rule = { ...standing.schedule }
      const expected = plannedRuns(rule, holidays, { from: '2026-12-01', until: '2027-12-31', coldChain }).filter(
        (r) => r.cutoff_ms <= end,
      )
      const noticed = plannedRuns(rule, holidays, { from: '2026-12-01', until: '2027-12-31', coldChain }).filter(
        (r) => r.notice_ms <= end,
      )
      const orders = await ordersOf(standing.id)
      expect(orders, standing.name).toHaveLength(expected.length)
      expected.forEach((run, i) => {
        const order = orders[i]!
        // Placed after the cut-off of the arkipäivä before dispatch, so it leaves on the dispatch day.
        expect(order.created_at * 1000, run.run_date).toBeGreaterThanOrEqual(run.cutoff_ms)
        expect(order.created_at * 1000, run.run_date).toBeLessThan(run.cutoff_ms + 5 * 3_600_000)
        expect(order.requested_delivery_date, run.run_date).toBe(calendar.nextBusinessDay(run.dispatch_date))
        expect(order.customer_reference).toMatch(/^VAKIO-20\d\d-\d\d$/)
        if (coldChain) expect([1, 2, 3, 4]).toContain(new Date(`${run.dispatch_date}T00:00:00Z`).getUTCDay())
      })
      // Exactly one notice per run, with the run's dispatch day.
      const notices = await mailsTo(admin.email, new RegExp(`^Vakiotilaus ”${standing.name}” lähtee`))
      expect(notices.map((m) => m.subject)).toEqual(
        noticed.map((r) => `Vakiotilaus ”${standing.name}” lähtee ${finnishDay(r.dispatch_date)} – VetTarvike`),
      )
    }
    expect((await ordersOf(cold.id)).length).toBe(52)
    expect((await ordersOf(ambient.id)).length).toBe(12)
    // Christmas 2026: the Friday run (joulupäivä) left on Tuesday 22.12., the cold chain's last day before the holidays.
    const christmas = await env.DB.prepare(
      "SELECT dispatch_date, status FROM standing_order_runs WHERE standing_order_id = ? AND run_date = '2026-12-25'",
    )
      .bind(cold.id)
      .first()
    expect(christmas).toEqual({ dispatch_date: '2026-12-22', status: 'ordered' })
  }, 240_000)
})

describe('the page’s next runs', () => {
  it('lists twelve runs, each with its dispatch day and why it moved', async () => {
    const { admin, addressId } = await company()
    const list = await shoppingList(admin, [[30, 1]])
    const { standing_order: so, left_out } = await create(admin, addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(5, '2026-12-01'),
    })
    expect(left_out).toEqual([])
    expect(so.next_runs).toHaveLength(12)
    expect(so.next_runs[0]).toMatchObject({
      run_date: '2026-12-04',
      dispatch_date: '2026-12-03',
      moved_because: 'Kylmäketjutuotteita ei lähetetä perjantaisin',
      status: 'planned',
      cutoff_at: '2026-12-02T12:00:00.000Z',
    })
    const christmas = so.next_runs.find((r) => r.run_date === '2026-12-25')
    expect(christmas).toMatchObject({ dispatch_date: '2026-12-22', moved_because: 'Pyhäpäivä: Joulupäivä' })
    expect(so.schedule_text).toBe('Joka viikko perjantaisin')
  })
})

describe('skip, edit and pause around the cut-off', () => {
  async function weeklyOrder() {
    const c = await company()
    const list = await shoppingList(c.admin, [
      [4, 5],
      [5, 2],
    ])
    const { standing_order } = await create(c.admin, c.addressId, {
      from: { kind: 'list', list_id: list },
      schedule: weekly(3),
    })
    return { ...c, so: standing_order }
  }

  it('a skipped run orders nothing; after the cut-off it can no longer be skipped', async () => {
    const { admin, so } = await weeklyOrder()
    // Wednesday 9.12.: its cut-off is Tuesday 8.12. at 14.00.
    at('2026-12-08T13:59')
    expect((await runAction(admin, so.id, '2026-12-09', { action: 'skip' })).status).toBe(200)
    expect((await detail(admin, so.id)).next_runs.find((r) => r.run_date === '2026-12-09')?.status).toBe('skipped')
    await tick('2026-12-08T14:05')
    expect((await ordersOf(so.id)).map((o) => o.requested_delivery_date)).not.toContain('2026-12-10')
    at('2026-12-15T14:00')
    const late = await runAction(admin, so.id, '2026-12-16', { action: 'skip' })
    expect(late.status).toBe(409)
    expect(((await late.json()) as { message: string }).message).toContain('muutokset sulkeutuivat')
    // The history shows the skipped run.
    await tick('2026-12-15T14:05')
    const history = (await detail(admin, so.id)).history
    expect(history.find((h) => h.run_date === '2026-12-09')?.status).toBe('skipped')
    expect(history.find((h) => h.run_date === '2026-12-16')?.status).toBe('ordered')
  })

  it('a run’s lines changed before the cut-off are what it orders; after it, the change is refused', async () => {
    const { admin, so } = await weeklyOrder()
    await tick('2026-12-07T08:05') // the notice of Wednesday 9.12.
    at('2026-12-08T12:00')
    const changed = await runAction(admin, so.id, '2026-12-09', {
      action: 'lines',
      lines: [
        { sku: 'HOI-1001', quantity: 8 },
        { sku: 'HOI-1002', quantity: 0 },
        { sku: 'RUO-1001', quantity: 1 },
      ],
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    const run = ((await changed.json()) as StandingOrderResponse).standing_order.next_runs[0]!
    expect(run.lines).toEqual([
      { sku: 'HOI-1001', name: 'Sideharso 10 cm x 4 m', quantity: 8 },
      { sku: 'RUO-1001', name: 'Munuaisdieetti kissalle 2 kg', quantity: 1 },
    ])
    // The pack-size rules hold on a run too: single needles go by ten.
    const offRules = await runAction(admin, so.id, '2026-12-09', {
      action: 'lines',
      lines: [{ sku: 'HOI-2003', quantity: 5 }],
    })
    expect(offRules.status).toBe(400)
    await tick('2026-12-08T14:05')
    const [order] = await ordersOf(so.id)
    expect((await linesOf(order!.order_number)).map((l) => [l.sku, l.quantity])).toEqual([
      ['HOI-1001', 8],
      ['RUO-1001', 1],
    ])
    // The next run orders the standing order's own lines again.
    await tick('2026-12-15T14:05')
    const second = (await ordersOf(so.id))[1]!
    expect((await linesOf(second.order_number)).map((l) => [l.sku, l.quantity])).toEqual([
      ['HOI-1001', 5],
      ['HOI-1002', 2],
    ])
    at('2026-12-22T14:00')
    const late = await runAction(admin, so.id, '2026-12-23', {
      action: 'lines',
      lines: [{ sku: 'HOI-1001', quantity: 1 }],
    })
    expect(late.status).toBe(409)
  })

  it('paused before the cut-off orders nothing; resumed, it orders the next run and not the missed one', async () => {
    const { admin, so } = await weeklyOrder()
    at('2026-12-08T10:00')
    const paused = await postJson(`${BASE}/${so.id}/status`, { status: 'paused' }, { jar: await jarOf(admin) })
    expect(paused.status).toBe(200)
    expect(((await paused.json()) as StandingOrderResponse).standing_order.next_runs).toEqual([])
    await tick('2026-12-08T14:05')
    expect(await ordersOf(so.id)).toEqual([])
    at('2026-12-09T09:00')
    await postJson(`${BASE}/${so.id}/status`, { status: 'active' }, { jar: await jarOf(admin) })
    await tick('2026-12-09T14:05')
    await tick('2026-12-15T14:05')
    const orders = await ordersOf(so.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]?.requested_delivery_date).toBe('2026-12-17')
  })

  it('a new schedule after a skipped run’s cut-off never orders that run late', async () => {
    const { admin, addressId, so } = await weeklyOrder()
    at('2026-12-08T10:00')
    expect((await runAction(admin, so.id, '2026-12-09', { action: 'skip' })).status).toBe(200)
    await tick('2026-12-08T14:05')
    at('2026-12-09T09:00')
    const changed = await postJson(
      `${BASE}/${so.id}`,
      {
        name: 'Viikkotilaus',
        schedule: { ...weekly(3), end_date: '2027-06-30' },
        address_id: addressId,
        shipping_method: 'posti',
      },
      { jar: await jarOf(admin) },
    )
    expect(changed.status, await changed.clone().text()).toBe(200)
    await tick('2026-12-09T10:05')
    expect(await ordersOf(so.id)).toEqual([])
    await tick('2026-12-15T14:05')
    expect(await ordersOf(so.id)).toHaveLength(1)
  })

  it('between the cut-off and the order, the standing order waits: a pause is refused until the run is placed', async () => {
    const { admin, so } = await weeklyOrder()
    at('2026-12-08T14:01')
    const early = await postJson(`${BASE}/${so.id}/status`, { status: 'paused' }, { jar: await jarOf(admin) })
    expect(early.status).toBe(409)
    expect(((await early.json()) as { message: string }).message).toContain('parhaillaan tilattavana')
    await tick('2026-12-08T14:05')
    expect((await postJson(`${BASE}/${so.id}/status`, { status: 'paused' }, { jar: await jarOf(admin) })).status).toBe(
      200,
    )
    expect(await ordersOf(so.id)).toHaveLength(1)
  })

  it('paused after the cut-off: the run already ordered stands, the next is not ordered', async () => {
    const { admin, so } = await weeklyOrder()
    await tick('2026-12-08T14:05')
    at('2026-12-08T15:00')
    await postJson(`${BASE}/${so.id}/status`, { status: 'paused' }, { jar: await jarOf(admin) })
    await tick('2026-12-15T14:05')
    expect(await ordersOf(so.id)).toHaveLength(1)
  })
})

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
