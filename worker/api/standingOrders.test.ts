import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import type { StandingOrderResponse } from '../../contract/schemas/standingOrders'
import { finnishDay } from '../backend/cart/deliveryDates'
import { finnishHolidays } from '../backend/cart/finnishHolidays'
import { plannedRuns } from '../backend/standing/schedule'
import { runStandingOrders } from '../backend/standing/scheduler'
import { postJson } from '../test/helpers'
import {
  at,
  BASE,
  calendar,
  company,
  create,
  detail,
  helsinki,
  jarOf,
  linesOf,
  mailsTo,
  monthly,
  ordersOf,
  runAction,
  shoppingList,
  tick,
  useStandingOrderClock,
  weekly,
} from '../test/standingFixtures'

// docs/decisions/079-standing-orders.md: standing orders on the shop's delivery calendar, through
// the normal checkout and the company's approval rules, exactly once per run. The clock is fake:
// the scheduler is invoked as the Cron Trigger would, at the instants the tests choose.

useStandingOrderClock()

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
