import type {
  CreateStandingOrderRequest,
  StandingLinesRequest,
  StandingSchedule,
  UpdateStandingOrderRequest,
} from '../../../contract/schemas/standingOrders'
import { findAddress } from '../account/addresses'
import { finnishHolidays } from '../cart/finnishHolidays'
import { addDays, finnishDay, helsinkiNow } from '../cart/deliveryDates'
import { BackendError } from '../errors'
import { nowSeconds } from '../tokens'
import { judge, productIds, sourceLines, toStored, type StoredLine } from './lines'
import { plannedRuns } from './schedule'
import { runBeingPlaced } from './scheduler'

/**
 * The standing orders' writes (docs/decisions/079-standing-orders.md). Every write names the
 * caller's company; the lines, the settings and the runs are the owner's to change, the status
 * also an administrator's. The lines are read and judged in lines.ts.
 */

export interface StandingCaller {
  customerId: number
  companyId: number
  /** Holds `permissions`: sees, pauses and cancels every standing order of the company. */
  admin: boolean
}

/** A user may keep this many standing orders that are not cancelled. */
export const MAX_STANDING_ORDERS = 50

export const standingNotFound = () => new BackendError(404, 'Vakiotilausta ei löytynyt.')
const ownerOnly = () => new BackendError(403, 'Vain vakiotilauksen tekijä voi muuttaa sitä.')
const cancelled = () => new BackendError(409, 'Vakiotilaus on peruttu, eikä sitä voi enää muuttaa.')

interface OwnedRow {
  id: number
  owner_id: number
  status: 'active' | 'paused' | 'cancelled'
}

/** 404 unless the caller may see it (the owner, or an administrator of its company); with `own`, 403 for a non-owner. */
export async function requireStanding(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  need: 'see' | 'own',
): Promise<OwnedRow> {
  const row = await db
    .prepare('SELECT id, owner_id, status FROM standing_orders WHERE id = ?1 AND company_id = ?2')
    .bind(id, caller.companyId)
    .first<OwnedRow>()
  if (!row || (row.owner_id !== caller.customerId && !caller.admin)) throw standingNotFound()
  if (need === 'own' && row.owner_id !== caller.customerId) throw ownerOnly()
  return row
}

/** The settings' columns in the order both the INSERT and the UPDATE bind them. */
function settingsValues(body: UpdateStandingOrderRequest, address: string) {
  const s = scheduleColumns(body.schedule)
  return [
    body.name,
    s.frequency,
    s.interval_weeks,
    s.weekday,
    s.business_day,
    s.start_date,
    s.end_date,
    body.reference_template,
    address,
    body.shipping_method,
  ] as const
}

function scheduleColumns(schedule: StandingSchedule) {
  return {
    frequency: schedule.frequency,
    interval_weeks: schedule.frequency === 'weekly' ? schedule.interval_weeks : null,
    weekday: schedule.frequency === 'weekly' ? schedule.weekday : null,
    business_day: schedule.frequency === 'monthly' ? schedule.business_day : null,
    start_date: schedule.start_date,
    end_date: schedule.end_date ?? null,
  }
}

/** A start more than a year ahead, or a schedule with no run in the next two years, is refused. */
function assertHasRuns(schedule: StandingSchedule) {
  const today = helsinkiNow(Date.now()).date
  if (schedule.start_date > addDays(today, 366)) {
    const message = 'Aloituspäivä voi olla enintään vuoden päässä.'
    throw new BackendError(400, message, { 'schedule.start_date': message })
  }
  const year = Number(today.slice(0, 4))
  const runs = plannedRuns(scheduleColumns(schedule), finnishHolidays([year, year + 1, year + 2]), {
    from: today,
    until: `${year + 2}${today.slice(4)}`,
    coldChain: false,
  })
  if (runs.every((r) => r.cutoff_ms <= Date.now())) {
    const message = 'Aikataulussa ei ole yhtään tulevaa tilauskertaa. Tarkista aloitus- ja päättymispäivä.'
    throw new BackendError(400, message, { 'schedule.end_date': message })
  }
}

async function addressJson(db: D1Database, caller: StandingCaller, addressId: number): Promise<string> {
  const address = await findAddress(db, caller.companyId, addressId)
  if (!address) {
    const message = 'Valitse toimitusosoite yrityksesi osoitekirjasta.'
    throw new BackendError(400, message, { address_id: message })
  }
  const { id: _id, is_default: _default, ...fields } = address
  return JSON.stringify({ ...fields, country_code: 'FI' })
}

export async function createStandingOrder(
  db: D1Database,
  caller: StandingCaller,
  body: CreateStandingOrderRequest,
): Promise<{ id: number; leftOut: { sku: string; name: string; message: string }[] }> {
  assertHasRuns(body.schedule)
  const address = await addressJson(db, caller, body.address_id)
  const count = await db
    .prepare("SELECT COUNT(*) AS n FROM standing_orders WHERE owner_id = ? AND status <> 'cancelled'")
    .bind(caller.customerId)
    .first<{ n: number }>()
  if ((count?.n ?? 0) >= MAX_STANDING_ORDERS) {
    throw new BackendError(409, `Sinulla voi olla enintään ${MAX_STANDING_ORDERS} vakiotilausta.`)
  }
  const source = await sourceLines(db, caller, body.from)
  const judged = await judge(db, caller, source)
  const stored = new Map<number, StoredLine>()
  const leftOut: { sku: string; name: string; message: string }[] = []
  const ids = await productIds(db, judged)
  for (const { judged: j, source: s } of judged) {
    const line = toStored(j, s, ids)
    if (line && !stored.has(line.product_id)) stored.set(line.product_id, line)
    else if (!line)
      leftOut.push({ sku: s.sku, name: j.product?.name ?? s.sku, message: j.message ?? 'Tuotetta ei voi tilata.' })
  }
  if (stored.size === 0) {
    throw new BackendError(400, 'Valitussa lähteessä ei ole rivejä, jotka voisi tilata vakiotilauksena.')
  }
  const now = nowSeconds()
  // One batch: the standing order and its lines are made together or not at all.
  const newest = '(SELECT MAX(id) FROM standing_orders WHERE owner_id = ?1)'
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO standing_orders (company_id, owner_id, name, frequency, interval_weeks, weekday, business_day,
           start_date, end_date, reference_template, shipping_address, shipping_method, active_since, created_at, updated_at)
         VALUES (?2, ?1, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?13)`,
      )
      .bind(caller.customerId, caller.companyId, ...settingsValues(body, address), now),
    db
      .prepare(
        `INSERT INTO standing_order_lines (standing_order_id, product_id, quantity, fulfilment, position)
         SELECT ${newest}, j.value ->> '$.product_id', j.value ->> '$.quantity', j.value ->> '$.fulfilment', j.key
         FROM json_each(?2) j`,
      )
      .bind(caller.customerId, JSON.stringify([...stored.values()])),
    db.prepare(`SELECT ${newest} AS id`).bind(caller.customerId),
  ])
  const id = (results.at(-1)?.results[0] as { id: number } | undefined)?.id
  if (id === undefined) throw new Error('standing order was not created')
  return { id, leftOut }
}

/** Replace the lines, and the lines of the runs made but not changed by hand (they follow the standing order). */
function linesStatements(db: D1Database, id: number, lines: StoredLine[]): D1PreparedStatement[] {
  const json = JSON.stringify(lines.map((l, position) => ({ ...l, position })))
  const openRunCarts = `SELECT r.cart_id FROM standing_order_runs r JOIN carts c ON c.id = r.cart_id
    WHERE r.standing_order_id = ?1 AND r.status IN ('planned', 'noticed') AND r.lines_edited = 0 AND c.status = 'active'`
  return [
    db.prepare('DELETE FROM standing_order_lines WHERE standing_order_id = ?').bind(id),
    db
      .prepare(
        `INSERT INTO standing_order_lines (standing_order_id, product_id, quantity, fulfilment, position)
         SELECT ?1, j.value ->> '$.product_id', j.value ->> '$.quantity', j.value ->> '$.fulfilment', j.value ->> '$.position'
         FROM json_each(?2) j`,
      )
      .bind(id, json),
    db.prepare(`DELETE FROM cart_items WHERE cart_id IN (${openRunCarts})`).bind(id),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_id, quantity, fulfilment, created_at)
         SELECT r.cart_id, l.product_id, l.quantity, l.fulfilment, ?2
         FROM (${openRunCarts}) r, standing_order_lines l WHERE l.standing_order_id = ?1 ORDER BY r.cart_id, l.position`,
      )
      .bind(id, nowSeconds()),
    db
      .prepare(`UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE id IN (${openRunCarts})`)
      .bind(id, nowSeconds()),
  ]
}

/** Judged strictly: a line off the rules is refused with its message, nothing is rounded behind the owner's back. */
export async function setStandingLines(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  body: StandingLinesRequest,
): Promise<void> {
  const row = await requireStanding(db, caller, id, 'own')
  if (row.status === 'cancelled') throw cancelled()
  await assertNoRunBeingPlaced(db, id)
  const judged = await judge(db, caller, body.lines)
  const problems = judged.filter(({ judged: j }) => !j.ok)
  if (problems.length > 0) {
    const first = problems[0]!
    throw new BackendError(
      400,
      `Rivi ${first.judged.line + 1} (${first.source.sku}): ${first.judged.message ?? 'Tuotetta ei voi tilata.'}`,
      Object.fromEntries(problems.map(({ judged: j }) => [`lines.${j.line}`, j.message ?? 'Tuotetta ei voi tilata.'])),
    )
  }
  const stored = judged
    .map(({ judged: j, source }) => toStored(j, source, new Map()))
    .filter((l): l is StoredLine => l !== null)
  await db.batch([
    ...linesStatements(db, id, stored),
    db.prepare('UPDATE standing_orders SET updated_at = ?2 WHERE id = ?1').bind(id, nowSeconds()),
  ])
}

/** The settings: a new schedule forgets the runs not yet sent for approval or ordered (their dates may be gone). */
export async function updateStandingOrder(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  body: UpdateStandingOrderRequest,
): Promise<void> {
  const row = await requireStanding(db, caller, id, 'own')
  if (row.status === 'cancelled') throw cancelled()
  assertHasRuns(body.schedule)
  await assertNoRunBeingPlaced(db, id)
  const address = await addressJson(db, caller, body.address_id)
  const s = scheduleColumns(body.schedule)
  const now = nowSeconds()
  const before = await db.prepare('SELECT * FROM standing_orders WHERE id = ?').bind(id).first<typeof s>()
  const scheduleChanged = !before || (Object.keys(s) as (keyof typeof s)[]).some((k) => before[k] !== s[k])
  await db.batch([
    db
      .prepare(
        `UPDATE standing_orders SET name = ?2, frequency = ?3, interval_weeks = ?4, weekday = ?5, business_day = ?6,
           start_date = ?7, end_date = ?8, reference_template = ?9, shipping_address = ?10, shipping_method = ?11,
           updated_at = ?12, active_since = CASE WHEN ?13 = 1 THEN ?12 ELSE active_since END
         WHERE id = ?1`,
      )
      // A new schedule starts from now: a date of the old one whose cut-off passed is never ordered late.
      .bind(id, ...settingsValues(body, address), now, scheduleChanged ? 1 : 0),
    ...(scheduleChanged
      ? forgetOpenRuns(db, id)
      : [
          // The open runs' carts take the new address and method; the reference is made again at the notice.
          db
            .prepare(
              `UPDATE carts SET shipping_address = ?2, shipping_method = ?3, revision = revision + 1, updated_at = ?4
               WHERE id IN (${OPEN_RUN_CARTS})`,
            )
            .bind(id, address, body.shipping_method, now),
        ]),
  ])
}

/** The carts of a standing order's runs neither requested nor ordered (?1: the standing order). */
const OPEN_RUN_CARTS = `SELECT r.cart_id FROM standing_order_runs r JOIN carts c ON c.id = r.cart_id
  WHERE r.standing_order_id = ?1 AND r.status IN ('planned', 'noticed') AND c.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = r.cart_id)`

/** The runs neither requested nor ordered are forgotten, with their carts (a new schedule, a pause). */
function forgetOpenRuns(db: D1Database, id: number): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM carts WHERE id IN (${OPEN_RUN_CARTS})`).bind(id),
    db
      .prepare(
        `DELETE FROM standing_order_runs WHERE standing_order_id = ?1 AND status IN ('planned', 'noticed', 'skipped')
           AND (cart_id IS NULL OR NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = standing_order_runs.cart_id))`,
      )
      .bind(id),
  ]
}

/** Edits close at a run's cut-off: while a run is being ordered, the standing order waits (409). */
async function assertNoRunBeingPlaced(db: D1Database, id: number): Promise<void> {
  const run = await runBeingPlaced(db, id)
  if (!run) return
  throw new BackendError(
    409,
    `Kerta ${finnishDay(run.dispatch_date)} on parhaillaan tilattavana. Yritä muutosta uudelleen hetken kuluttua.`,
  )
}

/** Pause, resume or cancel: the owner, or an administrator. A resumed standing order does not order the runs it missed. */
export async function setStandingStatus(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  status: 'active' | 'paused' | 'cancelled',
): Promise<void> {
  const row = await requireStanding(db, caller, id, 'see')
  if (row.status === 'cancelled') throw cancelled()
  if (row.status === status) return
  // An administrator pauses and cancels anyone's; only the owner resumes theirs (they are the one it orders for).
  if (status === 'active' && row.owner_id !== caller.customerId) throw ownerOnly()
  await assertNoRunBeingPlaced(db, id)
  if (status === 'active') {
    const owner = await db
      .prepare('SELECT active FROM customers WHERE id = ?')
      .bind(row.owner_id)
      .first<{ active: number }>()
    if (owner?.active !== 1) {
      throw new BackendError(
        409,
        'Vakiotilauksen tekijän käyttäjätunnus on poistettu käytöstä, joten sitä ei voi jatkaa.',
      )
    }
  }
  const now = nowSeconds()
  await db.batch([
    db
      .prepare(
        `UPDATE standing_orders SET status = ?2, paused_reason = NULL, updated_at = ?3,
           active_since = CASE WHEN ?2 = 'active' THEN ?3 ELSE active_since END
         WHERE id = ?1 AND status <> 'cancelled'`,
      )
      .bind(id, status, now),
    // The runs not yet ordered are forgotten: a paused standing order orders nothing, a resumed one starts afresh.
    ...forgetOpenRuns(db, id),
  ])
}
