import * as v from 'valibot'
import { availabilityLabel, availabilityState } from '../../../contract/availability'
import { AddressViewSchema } from '../../../contract/schemas/cart'
import {
  NEXT_RUNS,
  type NextRun,
  type RunHistory,
  type StandingLine,
  type StandingOrderDetail,
  type StandingOrderSummary,
  type StandingOrdersResponse,
} from '../../../contract/schemas/standingOrders'
import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from '../catalog/availability'
import { helsinkiNow } from '../cart/deliveryDates'
import { finnishHolidays } from '../cart/finnishHolidays'
import { isColdChainProduct } from '../cart/methods'
import { unitCents, type PriceRow } from '../cart/view'
import { isoTime } from '../orders/access'
import { nextRuns, type Recurrence } from './schedule'
import { requireStanding, type StandingCaller } from './store'

/**
 * The standing orders as the account pages show them (docs/decisions/079-standing-orders.md):
 * the list with each one's next run, and one standing order with its lines at today's prices
 * and availability, its next runs (each with its dispatch day and why it moved) and its history.
 */

interface StandingRow extends Recurrence {
  id: number
  name: string
  status: 'active' | 'paused' | 'cancelled'
  paused_reason: string | null
  owner_id: number
  owner_name: string
  reference_template: string
  shipping_address: string
  shipping_method: 'posti' | 'matkahuolto' | 'nouto'
  active_since: number
  cold_chain: number
  line_count: number
}

interface RunRow {
  standing_order_id: number
  run_date: string
  dispatch_date: string
  status: NextRun['status']
  order_number: string | null
  request_id: number | null
  request_status: string | null
  request_order: string | null
  message: string
  cart_id: string | null
  lines_edited: number
  noticed_at: number | null
  updated_at: number
}

const STANDING_SQL = `SELECT s.*, TRIM(o.firstname || ' ' || o.lastname) AS owner_name,
    EXISTS (SELECT 1 FROM standing_order_lines l JOIN products p ON p.id = l.product_id
      WHERE l.standing_order_id = s.id AND ${isColdChainProduct('p')}) AS cold_chain,
    (SELECT COUNT(*) FROM standing_order_lines l WHERE l.standing_order_id = s.id) AS line_count
  FROM standing_orders s JOIN customers o ON o.id = s.owner_id`

const WEEKDAYS = ['maanantaisin', 'tiistaisin', 'keskiviikkoisin', 'torstaisin', 'perjantaisin']

export function scheduleText(rule: Recurrence): string {
  const until = rule.end_date ? `, ${finnish(rule.end_date)} asti` : ''
  if (rule.frequency === 'weekly') {
    const every = rule.interval_weeks === 1 ? 'Joka viikko' : `Joka ${rule.interval_weeks}. viikko`
    return `${every} ${WEEKDAYS[(rule.weekday ?? 1) - 1]}${until}`
  }
  return `Kuukauden ${rule.business_day}. arkipäivänä${until}`
}

const finnish = (date: string) => {
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y}`
}

function holidaysAround(nowMs: number) {
  const year = Number(helsinkiNow(nowMs).date.slice(0, 4))
  return finnishHolidays([year - 1, year, year + 1, year + 2])
}

function runsOf(
  row: StandingRow,
  runRows: RunRow[],
  nowMs: number,
  runLines: Map<string, NextRun['lines']>,
): NextRun[] {
  if (row.status !== 'active') return []
  const byDate = new Map(runRows.map((r) => [r.run_date, r]))
  return nextRuns(row, holidaysAround(nowMs), { nowMs, coldChain: row.cold_chain === 1, count: NEXT_RUNS }).map(
    (run): NextRun => {
      const stored = byDate.get(run.run_date)
      return {
        run_date: run.run_date,
        dispatch_date: run.dispatch_date,
        moved_because: run.moved_because,
        cutoff_at: new Date(run.cutoff_ms).toISOString(),
        notice_at: new Date(run.notice_ms).toISOString(),
        status: stored?.status ?? 'planned',
        lines: stored?.cart_id ? (runLines.get(stored.cart_id) ?? null) : null,
      }
    },
  )
}

/** The next run that will be ordered: a skipped one is not "the next run". */
const firstOrdered = (runs: NextRun[]) => runs.find((run) => run.status !== 'skipped') ?? null

function summaryOf(row: StandingRow, caller: StandingCaller, next: NextRun | null): StandingOrderSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    paused_reason: row.paused_reason,
    owner_name: row.owner_name,
    mine: row.owner_id === caller.customerId,
    schedule_text: scheduleText(row),
    line_count: row.line_count,
    next_run: next,
  }
}

const RUNS_SQL = `SELECT r.standing_order_id, r.run_date, r.dispatch_date, r.status, r.order_number, r.request_id, r.message, r.cart_id,
    r.lines_edited, r.noticed_at, r.updated_at, pr.status AS request_status, pr.order_number AS request_order
  FROM standing_order_runs r LEFT JOIN purchase_requests pr ON pr.id = r.request_id`

export async function listStanding(
  db: D1Database,
  caller: StandingCaller,
  nowMs = Date.now(),
): Promise<StandingOrdersResponse> {
  const [orders, runs] = await db.batch([
    db
      .prepare(
        `${STANDING_SQL} WHERE s.company_id = ?1 AND (s.owner_id = ?2 OR ?3 = 1)
         ORDER BY s.status = 'cancelled', s.name COLLATE NOCASE, s.id`,
      )
      .bind(caller.companyId, caller.customerId, caller.admin ? 1 : 0),
    db
      .prepare(
        `${RUNS_SQL} JOIN standing_orders s ON s.id = r.standing_order_id
         WHERE s.company_id = ?1 AND (s.owner_id = ?2 OR ?3 = 1) AND s.status = 'active' AND r.run_date >= ?4`,
      )
      .bind(caller.companyId, caller.customerId, caller.admin ? 1 : 0, helsinkiNow(nowMs - 14 * 86_400_000).date),
  ])
  const runRows = (runs?.results ?? []) as RunRow[]
  const items = ((orders?.results ?? []) as StandingRow[]).map((row) => {
    const own = runRows.filter((r) => r.standing_order_id === row.id)
    return summaryOf(row, caller, firstOrdered(runsOf(row, own, nowMs, new Map())))
  })
  return { items, manages_all: caller.admin }
}

interface LineRow extends PriceRow, AvailabilityRow {
  name: string
  url_key: string
  pakkauskokoteksti: string | null
  quantity: number
  fulfilment: 'backorder' | 'partial' | null
  in_stock: number
}

export async function standingDetail(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  nowMs = Date.now(),
): Promise<StandingOrderDetail> {
  const owned = await requireStanding(db, caller, id, 'see')
  const [orderResult, linesResult, runsResult, runLinesResult] = await db.batch([
    db.prepare(`${STANDING_SQL} WHERE s.id = ?1`).bind(id),
    db
      .prepare(
        `SELECT p.sku, p.name, p.url_key, p.pakkauskokoteksti, p.final_price_cents, p.regular_price_cents, p.in_stock,
           ${availabilityColumns('p')}, cp.special_price_cents, cp.price_type, l.quantity, l.fulfilment
         FROM standing_order_lines l JOIN standing_orders s ON s.id = l.standing_order_id
         JOIN products p ON p.id = l.product_id
         LEFT JOIN contract_prices cp ON cp.company_id = s.company_id AND cp.product_no = p.sku
         WHERE l.standing_order_id = ?1 ORDER BY l.position`,
      )
      .bind(id),
    db.prepare(`${RUNS_SQL} WHERE r.standing_order_id = ?1 ORDER BY r.run_date DESC LIMIT 200`).bind(id),
    db
      .prepare(
        `SELECT r.cart_id, p.sku, p.name, i.quantity FROM standing_order_runs r
         JOIN cart_items i ON i.cart_id = r.cart_id JOIN products p ON p.id = i.product_id
         WHERE r.standing_order_id = ?1 AND r.status IN ('planned', 'noticed', 'skipped') ORDER BY i.id`,
      )
      .bind(id),
  ])
  const row = orderResult?.results[0] as StandingRow | undefined
  if (!row) throw new Error(`standing order ${owned.id} vanished`)
  const lines = ((linesResult?.results ?? []) as LineRow[]).map((l): StandingLine => {
    const fields = { in_stock: l.in_stock === 1, availability: availabilityOfRow(l) }
    const unit = unitCents(l, true)
    return {
      sku: l.sku,
      name: l.name,
      url_key: l.url_key,
      pakkauskokoteksti: l.pakkauskokoteksti ?? '',
      quantity: l.quantity,
      fulfilment: l.fulfilment,
      unit_price: unit / 100,
      row_total: (unit * l.quantity) / 100,
      availability_label: availabilityLabel(fields),
      availability_state: availabilityState(fields),
    }
  })
  const runRows = (runsResult?.results ?? []) as RunRow[]
  const runLines = new Map<string, NonNullable<NextRun['lines']>>()
  for (const l of (runLinesResult?.results ?? []) as {
    cart_id: string
    sku: string
    name: string
    quantity: number
  }[]) {
    runLines.set(l.cart_id, [...(runLines.get(l.cart_id) ?? []), { sku: l.sku, name: l.name, quantity: l.quantity }])
  }
  const next = runsOf(row, runRows, nowMs, runLines)
  const nextDates = new Set(next.map((r) => r.run_date))
  const history = runRows
    .filter((r) => !nextDates.has(r.run_date) && r.status !== 'planned' && r.status !== 'noticed')
    .slice(0, 50)
    .map((r): RunHistory => ({
      run_date: r.run_date,
      dispatch_date: r.dispatch_date,
      status: r.status,
      order_number: r.order_number ?? r.request_order,
      request_id: r.request_id,
      request_status: r.request_status,
      message: r.message,
      at: isoTime(r.updated_at),
    }))
  const address = v.safeParse(AddressViewSchema, JSON.parse(row.shipping_address))
  const mine = row.owner_id === caller.customerId
  return {
    ...summaryOf(row, caller, firstOrdered(next)),
    schedule: {
      frequency: row.frequency,
      interval_weeks: row.interval_weeks,
      weekday: row.weekday,
      business_day: row.business_day,
      start_date: row.start_date,
      end_date: row.end_date,
    },
    reference_template: row.reference_template,
    address: address.success
      ? address.output
      : {
          firstname: '',
          lastname: '',
          company: '',
          street: [],
          postcode: '',
          city: '',
          country_code: 'FI',
          telephone: '',
        },
    shipping_method: row.shipping_method,
    lines,
    subtotal: lines.reduce((sum, l) => sum + Math.round(l.row_total * 100), 0) / 100,
    cold_chain: row.cold_chain === 1,
    next_runs: next,
    history,
    can_edit: mine && row.status !== 'cancelled',
    can_manage: (mine || caller.admin) && row.status !== 'cancelled',
  }
}
