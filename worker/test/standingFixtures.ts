import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { StandingOrderDetail, StandingOrderResponse } from '../../contract/schemas/standingOrders'
import { DispatchCalendar } from '../backend/cart/deliveryDates'
import { finnishHolidays } from '../backend/cart/finnishHolidays'
import { runStandingOrders } from '../backend/standing/scheduler'
import { addCatalogueExtras } from './cartFixtures'
import { getJson, savedAddress } from './customerFixtures'
import { login, PASSWORD, postJson, type CookieJar } from './helpers'
import { addCustomer } from './orderFixtures'

/**
 * The standing orders' test fixtures (docs/decisions/079-standing-orders.md): users of their own
 * companies, shopping lists, schedules, the scheduler run as the Cron Trigger would at a Helsinki
 * time on a fake clock, and what the runs made.
 */

export const ADMIN_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions']
export const BUYER_SCOPE = ['orders', 'shoppinglists', 'checkout']
export const REQUESTER_SCOPE = ['orders', 'shoppinglists']
export const BASE = '/api/customer/standing-orders'
export const calendar = new DispatchCalendar(finnishHolidays([2026, 2027, 2028]))

/** A Helsinki wall-clock time ('2026-12-01T14:05') as an instant: EET in winter, EEST in summer. */
export function helsinki(local: string): number {
  const winter = Date.parse(`${local}:00+02:00`)
  const summer = Date.parse(`${local}:00+03:00`)
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', timeZoneName: 'shortOffset' })
    .formatToParts(summer)
    .find((p) => p.type === 'timeZoneName')?.value
  return offset === 'GMT+3' ? summer : winter
}
export const at = (local: string) => vi.setSystemTime(helsinki(local))
/** One Cron Trigger invocation at a Helsinki time. */
export async function tick(local: string) {
  at(local)
  return runStandingOrders(env, Date.now())
}

let nextId = 7100

export interface User {
  id: number
  email: string
  jar: CookieJar
  /** When the jar's session was made (the fake clock moves by days; sessions end). */
  since: number
}

/** The user's session at the fake clock's now: logged in again when the clock has moved an hour or more. */
export async function jarOf(u: User): Promise<CookieJar> {
  if (Math.abs(Date.now() - u.since) >= 3_600_000) {
    u.jar = (await login(u.email, PASSWORD)).jar
    u.since = Date.now()
  }
  return u.jar
}

export async function user(companyId: number | null, scope: string[]): Promise<User> {
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
export async function company() {
  const admin = await user(null, ADMIN_SCOPE)
  const buyer = await user(admin.id, BUYER_SCOPE)
  const addressId = await savedAddress(admin.id, true)
  return { admin, buyer, id: admin.id, addressId }
}

/** A shopping list of the user's with these lines. */
export async function shoppingList(owner: User, lines: [productId: number, quantity: number][]): Promise<number> {
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
export const weekly = (weekday: number, start = '2026-12-07') => ({
  frequency: 'weekly',
  interval_weeks: 1,
  weekday,
  start_date: start,
  end_date: null,
})
export const monthly = (n: number, start = '2026-12-01') => ({
  frequency: 'monthly',
  business_day: n,
  start_date: start,
  end_date: null,
})

export async function create(
  owner: User,
  addressId: number,
  body: Record<string, unknown>,
): Promise<StandingOrderResponse> {
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

export async function detail(owner: User, id: number): Promise<StandingOrderDetail> {
  const res = await getJson(`${BASE}/${id}`, { jar: await jarOf(owner) })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as StandingOrderResponse).standing_order
}

export const runAction = async (owner: User, id: number, date: string, body: unknown) =>
  postJson(`${BASE}/${id}/runs/${date}`, body, { jar: await jarOf(owner) })

export interface OrderRow {
  order_number: string
  created_at: number
  requested_delivery_date: string | null
  customer_reference: string
  standing_order_id: number | null
  subtotal_cents: number
}

export const ordersOf = async (standingOrderId: number) =>
  (
    await env.DB.prepare('SELECT * FROM orders WHERE standing_order_id = ? ORDER BY id')
      .bind(standingOrderId)
      .all<OrderRow>()
  ).results

export const linesOf = async (orderNumber: string) =>
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
export const mailsTo = async (to: string, subject: RegExp) =>
  (
    await env.DB.prepare('SELECT subject, body_text FROM outbox WHERE to_address = ? ORDER BY id')
      .bind(to)
      .all<{ subject: string; body_text: string }>()
  ).results.filter((m) => subject.test(m.subject))

/** The fake clock of every standing-order test: Date only, starting on a Monday morning in Helsinki. */
export function useStandingOrderClock(): void {
  beforeEach(async () => {
    await addCatalogueExtras()
    vi.useFakeTimers({ toFake: ['Date'] })
    at('2026-11-30T09:00')
  })

  afterEach(() => {
    vi.useRealTimers()
  })
}
