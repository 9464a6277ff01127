import { requestOfKey, sendForApproval } from '../approvals/send'
import { approvalReasons } from '../approvals/rules'
import { euroText } from '../approvals/money'
import { addDays, deliveryDateProblem, finnishDay, helsinkiNow } from '../cart/deliveryDates'
import { finnishHolidays, type HolidayLookup } from '../cart/finnishHolidays'
import { isColdChainProduct } from '../cart/methods'
import { placeOrder } from '../cart/placeOrder'
import { rowTotalCents } from '../cart/totals'
import { loadCart, type CartState } from '../cart/view'
import { isDrugProduct } from '../catalog/drugs'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import { sendOrderConfirmationOnce } from '../orders/confirmationMail'
import { availabilityLabel } from '../../../contract/availability'
import { nowSeconds } from '../tokens'
import { ensureRunCart } from './runCart'
import { plannedRuns, type PlannedRun, type Recurrence } from './schedule'
import { companyUsersWith, ownerOf, tell } from './tell'

/**
 * The standing orders' scheduler (docs/decisions/079-standing-orders.md), run by the Cron
 * Trigger every hour and by `npm run standing:run -- --at …` locally. Each invocation looks at
 * every active standing order's runs around today and does what is due, once:
 *
 * - at the notice (08.00, two arkipäivä before dispatch): the run's cart is made; a run an
 *   approval rule catches (or whose owner has no `checkout`) becomes a purchase request now;
 *   otherwise the owner is told the lines at today's prices and availability;
 * - at the cut-off (14.00 on the arkipäivä before dispatch): the run's cart is ordered by the
 *   normal placeOrder, or sent for approval if a rule catches it now; a request still waiting is
 *   told to its owner and the approvers (it ships on the first dispatch day after its approval);
 * - a run missed for longer than CATCH_UP_MS (an outage) is recorded as missed and told.
 *
 * Exactly once: the run's row is claimed by UNIQUE (standing_order_id, run_date), its cart by
 * `cart_id IS NULL` in the same batch, its order by orders.cart_id UNIQUE (placeOrder), its
 * request by the Idempotency-Key `vakio-<run id>`; a status moves only from the state it was
 * read in, and only the invocation whose UPDATE moved it tells anyone. Overlapping, retried or
 * interrupted invocations therefore converge on one order or one request, and the next
 * invocation finishes what an interrupted one left.
 */

/** A run whose cut-off passed longer ago than this is not placed late but reported missed. */
export const CATCH_UP_MS = 3 * 86_400_000

interface StandingRow extends Recurrence {
  id: number
  status: 'active' | 'paused' | 'cancelled'
  company_id: number
  owner_id: number
  name: string
  reference_template: string
  active_since: number
  cold_chain: number
}

interface RunRow {
  id: number
  run_date: string
  status: 'planned' | 'noticed' | 'requested' | 'ordered' | 'skipped' | 'failed'
  request_id: number | null
  late_told_at: number | null
}

export interface SchedulerSummary {
  noticed: number
  requested: number
  ordered: number
  failed: number
  paused: number
}

const STANDING_SQL = `SELECT s.*, EXISTS (SELECT 1 FROM standing_order_lines l JOIN products p ON p.id = l.product_id
    WHERE l.standing_order_id = s.id AND ${isColdChainProduct('p')}) AS cold_chain
  FROM standing_orders s`

/** A standing order as the scheduler reads it, or null. */
export function standingForRuns(db: D1Database, id: number): Promise<StandingRow | null> {
  return db.prepare(`${STANDING_SQL} WHERE s.id = ?`).bind(id).first<StandingRow>()
}

/** The runs around today whose notice time has come and that count for the standing order (not before active_since). */
export function runsInReach(standing: StandingRow, holidays: HolidayLookup, nowMs: number): PlannedRun[] {
  const today = helsinkiNow(nowMs).date
  return plannedRuns(standing, holidays, {
    from: addDays(today, -14),
    until: addDays(today, 14),
    coldChain: standing.cold_chain === 1,
  }).filter((run) => run.notice_ms <= nowMs && run.cutoff_ms >= standing.active_since * 1000)
}

/**
 * A run whose cut-off has passed but that is not yet ordered, requested or failed: the scheduler's
 * now, so the standing order's lines, schedule and status wait until it is done (edits close at the
 * cut-off). Null when there is none.
 */
export async function runBeingPlaced(db: D1Database, id: number, nowMs = Date.now()): Promise<PlannedRun | null> {
  const standing = await standingForRuns(db, id)
  if (!standing || standing.status !== 'active') return null
  const year = Number(helsinkiNow(nowMs).date.slice(0, 4))
  const closed = runsInReach(standing, finnishHolidays([year - 1, year, year + 1]), nowMs).filter(
    (run) => run.cutoff_ms <= nowMs && nowMs - run.cutoff_ms <= CATCH_UP_MS,
  )
  if (closed.length === 0) return null
  const { results } = await db
    .prepare(
      `SELECT run_date FROM standing_order_runs WHERE standing_order_id = ?1
         AND run_date IN (SELECT value FROM json_each(?2)) AND status IN ('ordered', 'requested', 'failed', 'skipped')`,
    )
    .bind(id, JSON.stringify(closed.map((r) => r.run_date)))
    .all<{ run_date: string }>()
  const done = new Set(results.map((r) => r.run_date))
  return closed.find((run) => !done.has(run.run_date)) ?? null
}

export async function runStandingOrders(env: Env, nowMs = Date.now()): Promise<SchedulerSummary> {
  const summary: SchedulerSummary = { noticed: 0, requested: 0, ordered: 0, failed: 0, paused: 0 }
  summary.paused = await pauseOrdersOfDeactivatedOwners(env)
  const { results } = await env.DB.prepare(`${STANDING_SQL} WHERE s.status = 'active' ORDER BY s.id`).all<StandingRow>()
  const year = Number(helsinkiNow(nowMs).date.slice(0, 4))
  const holidays = finnishHolidays([year - 1, year, year + 1])
  for (const standing of results) {
    try {
      await runDue(env, standing, holidays, nowMs, summary)
    } catch (error) {
      // One standing order's trouble never stops the others; the next invocation tries again.
      console.error(
        JSON.stringify({ level: 'error', message: 'standing order run failed', id: standing.id, error: String(error) }),
      )
    }
  }
  return summary
}

/** The runs of one standing order whose notice time has come and that are not finished. */
async function runDue(
  env: Env,
  standing: StandingRow,
  holidays: HolidayLookup,
  nowMs: number,
  summary: SchedulerSummary,
) {
  const due = runsInReach(standing, holidays, nowMs)
  if (due.length === 0) return
  const { results } = await env.DB.prepare(
    `SELECT r.id, r.run_date, r.status, r.request_id, r.late_told_at FROM standing_order_runs r
     WHERE r.standing_order_id = ?1 AND r.run_date IN (SELECT value FROM json_each(?2))`,
  )
    .bind(standing.id, JSON.stringify(due.map((r) => r.run_date)))
    .all<RunRow>()
  const rows = new Map(results.map((r) => [r.run_date, r]))
  for (const run of due) {
    const row = rows.get(run.run_date)
    const status = row?.status ?? 'planned'
    if (status === 'ordered' || status === 'skipped' || status === 'failed') continue
    if (status === 'requested') {
      if (nowMs >= run.cutoff_ms && row) await tellWaitingOnce(env, standing, run, row)
      continue
    }
    if (nowMs < run.cutoff_ms) {
      if (status === 'planned') await notice(env, standing, run, summary)
    } else if (nowMs - run.cutoff_ms > CATCH_UP_MS) {
      await missed(env, standing, run, summary)
    } else {
      await place(env, standing, run, holidays, summary)
    }
  }
}

const runKey = (runId: number) => `vakio-${runId}`

/**
 * A request an invocation made but did not record (it stopped between the two): the run is
 * recorded as requested now, and told, instead of being judged again from its emptied cart.
 */
async function adoptedRequest(
  env: Env,
  standing: StandingRow,
  run: PlannedRun,
  runId: number,
  cartId: string,
  state: CartState,
  summary: SchedulerSummary,
): Promise<boolean> {
  const requestId = await requestOfKey(env.DB, standing.owner_id, runKey(runId))
  if (requestId === null) return false
  const row = await env.DB.prepare('SELECT reasons FROM purchase_requests WHERE id = ?')
    .bind(requestId)
    .first<{ reasons: string }>()
  const reasons = JSON.parse(row?.reasons ?? '[]') as { message: string }[]
  const why = reasons.map((r) => r.message).join(' ')
  await sendRequest(env, standing, run, runId, cartId, state, why, summary, Date.now() >= run.cutoff_ms)
  return true
}

/** The lines as the notice and the mails show them: quantity, name, price of the day, availability. */
function lineTexts(state: CartState): string[] {
  return state.lines.map((line) => {
    const label = availabilityLabel({ in_stock: line.inStock, availability: line.availability })
    return `- ${line.quantity} × ${line.name} (${line.sku}), ${euroText(line.unitCents)}/kpl, yhteensä ${euroText(rowTotalCents(line))} (alv 0 %). ${label}.`
  })
}

function noticeLines(state: CartState): string {
  return JSON.stringify(
    state.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, unit_cents: line.unitCents })),
  )
}

async function notice(env: Env, standing: StandingRow, run: PlannedRun, summary: SchedulerSummary) {
  const { runId, cartId } = await ensureRunCart(env.DB, standing, run)
  const state = await loadCart(env.DB, cartId, standing.owner_id, { run: true })
  if (!state) return
  if (await adoptedRequest(env, standing, run, runId, cartId, state, summary)) return
  if (state.lines.length === 0) return
  const reasons = await approvalReasons(env.DB, standing.owner_id, state)
  const when = `lähtee ${finnishDay(run.dispatch_date)}`
  if (reasons.length > 0) {
    await sendRequest(env, standing, run, runId, cartId, state, reasons.map((r) => r.message).join(' '), summary)
    return
  }
  const claimed = await env.DB.prepare(
    `UPDATE standing_order_runs SET status = 'noticed', noticed_at = ?2, notice_lines = ?3, updated_at = ?2
     WHERE id = ?1 AND status = 'planned'`,
  )
    .bind(runId, nowSeconds(), noticeLines(state))
    .run()
  if (claimed.meta.changes !== 1) return
  summary.noticed++
  await tell(env, await ownerOf(env.DB, standing.id), {
    kind: 'standing_notice',
    standingOrderId: standing.id,
    subject: `Vakiotilaus ”${standing.name}” ${when}`,
    message: `Vakiotilaus ”${standing.name}” tilataan ${cutoffText(run)} ja se ${when}. Voit ohittaa tämän kerran, muuttaa sen rivejä tai keskeyttää vakiotilauksen siihen asti.`,
    details: [
      `Rivit tämän päivän hinnoin (yhteensä ${euroText(state.totals.subtotalCents)}, alv 0 %):`,
      ...lineTexts(state),
    ],
  })
}

const cutoffText = (run: PlannedRun) => {
  const local = helsinkiNow(run.cutoff_ms)
  return `${finnishDay(local.date)} klo 14.00`
}

/** A run the rules catch: exactly one purchase request (its key), told once by the invocation that recorded it. */
async function sendRequest(
  env: Env,
  standing: StandingRow,
  run: PlannedRun,
  runId: number,
  cartId: string,
  state: CartState,
  why: string,
  summary: SchedulerSummary,
  afterCutoff = false,
) {
  const requestId = await sendForApproval(env.DB, {
    customerId: standing.owner_id,
    companyId: standing.company_id,
    key: runKey(runId),
    note: `Vakiotilaus ”${standing.name}”, lähtöpäivä ${finnishDay(run.dispatch_date)}.`,
    runCartId: cartId,
  })
  const now = nowSeconds()
  const claimed = await env.DB.prepare(
    `UPDATE standing_order_runs SET status = 'requested', request_id = ?2, noticed_at = COALESCE(noticed_at, ?3),
       notice_lines = COALESCE(notice_lines, ?4), message = ?5, late_told_at = ?6, updated_at = ?3
     WHERE id = ?1 AND status IN ('planned', 'noticed')`,
  )
    .bind(runId, requestId, now, noticeLines(state), why, afterCutoff ? now : null)
    .run()
  if (claimed.meta.changes !== 1) return
  summary.requested++
  const late = afterCutoff ? ' Tilaus lähtee ensimmäisenä lähtöpäivänä hyväksynnän jälkeen.' : ''
  await tell(env, await ownerOf(env.DB, standing.id), {
    kind: 'standing_request',
    standingOrderId: standing.id,
    subject: `Vakiotilaus ”${standing.name}” odottaa hyväksyntää`,
    message: `Vakiotilauksen ”${standing.name}” kerta (lähtöpäivä ${finnishDay(run.dispatch_date)}) lähetettiin hyväksyttäväksi ostopyyntönä #${requestId}: ${why}${late}`,
    details: lineTexts(state),
  })
  await tell(env, await companyUsersWith(env.DB, standing.company_id, 'checkout', standing.owner_id), {
    kind: 'standing_request',
    standingOrderId: standing.id,
    subject: `Ostopyyntö #${requestId} odottaa hyväksyntääsi`,
    message: `Vakiotilauksen ”${standing.name}” kerta (lähtöpäivä ${finnishDay(run.dispatch_date)}) odottaa hyväksyntääsi ostopyyntönä #${requestId}. Hyväksy ennen ${cutoffText(run)}, niin tilaus lähtee ajallaan.${late}`,
  })
}

async function place(
  env: Env,
  standing: StandingRow,
  run: PlannedRun,
  holidays: HolidayLookup,
  summary: SchedulerSummary,
) {
  const { runId, cartId } = await ensureRunCart(env.DB, standing, run)
  try {
    let state = await loadCart(env.DB, cartId, standing.owner_id, { run: true })
    if (!state) return
    if (await adoptedRequest(env, standing, run, runId, cartId, state, summary)) return
    const notes: string[] = []
    if (state.row.status === 'active') {
      notes.push(...(await prepareLines(env.DB, standing.owner_id, state, holidays)))
      state = await loadCart(env.DB, cartId, standing.owner_id, { run: true })
      if (!state) return
    }
    // Ordered meanwhile by another invocation: placeOrder answers its number.
    if (state.row.status === 'active') {
      if (state.lines.length === 0) throw new BackendError(409, 'Vakiotilauksen riveistä ei voitu tilata yhtään.')
      const reasons = await approvalReasons(env.DB, standing.owner_id, state)
      if (reasons.length > 0) {
        const why = reasons.map((r) => r.message).join(' ')
        await sendRequest(env, standing, run, runId, cartId, state, why, summary, true)
        return
      }
    }
    const orderNumber = await placeOrder(env.DB, standing.owner_id, cartId, { run: true })
    const message = notes.join(' ')
    const claimed = await env.DB.prepare(
      `UPDATE standing_order_runs SET status = 'ordered', order_number = ?2, placed_at = ?3, message = ?4, updated_at = ?3
       WHERE id = ?1 AND status IN ('planned', 'noticed')`,
    )
      .bind(runId, orderNumber, nowSeconds(), message)
      .run()
    if (claimed.meta.changes !== 1) return
    summary.ordered++
    await sendOrderConfirmationOnce(env, standing.owner_id, orderNumber)
    await tell(env, await ownerOf(env.DB, standing.id), {
      kind: 'standing_ordered',
      standingOrderId: standing.id,
      subject: `Vakiotilaus ”${standing.name}” tilattiin (${orderNumber})`,
      message: `Vakiotilaus ”${standing.name}” tilattiin: tilaus ${orderNumber} lähtee ${finnishDay(run.dispatch_date)}.${message ? ` ${message}` : ''}`,
    })
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    await fail(env, standing, run, runId, error.message, summary)
  }
}

/**
 * Before the order: a line gone from the range leaves the run (said so), a line that cannot ship
 * in full without the buyer's choice waits for the whole quantity (the standing order's default,
 * said so), and the requested delivery day is the arkipäivä after dispatch when still possible.
 */
async function prepareLines(
  db: D1Database,
  ownerId: number,
  state: CartState,
  holidays: HolidayLookup,
): Promise<string[]> {
  const notes: string[] = []
  const statements: D1PreparedStatement[] = []
  const cartId = state.row.id
  const drugs = await drugLinesOf(db, ownerId, cartId)
  for (const line of state.lines) {
    if (drugs.has(line.productId)) {
      notes.push(`Tuotetta ”${line.name}” ei voi tilata tällä asiakastilillä, joten sitä ei tilattu.`)
      statements.push(db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?').bind(cartId, line.itemId))
    } else if (line.availability.discontinued) {
      notes.push(`Tuote ”${line.name}” on poistunut valikoimasta, joten sitä ei tilattu.`)
      statements.push(db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND id = ?').bind(cartId, line.itemId))
    } else if (line.shipsNow < line.quantity && line.fulfilment === null) {
      notes.push(
        `Tuotetta ”${line.name}” on saatavilla ${line.shipsNow} / ${line.quantity} kpl: koko määrä toimitetaan, kun se on saatavilla.`,
      )
      statements.push(
        db
          .prepare("UPDATE cart_items SET fulfilment = 'backorder' WHERE cart_id = ? AND id = ?")
          .bind(cartId, line.itemId),
      )
    }
  }
  const delivery = state.row.requested_delivery_date
  // The real clock, as placeOrder's own delivery-date check reads it (a local run at a simulated time too).
  const firstDelivery = nextBusinessDayAfter(state, holidays, Date.now())
  if (delivery === null && firstDelivery) {
    statements.push(db.prepare('UPDATE carts SET requested_delivery_date = ? WHERE id = ?').bind(firstDelivery, cartId))
  }
  if (statements.length > 0) {
    statements.push(
      db.prepare('UPDATE carts SET revision = revision + 1, updated_at = ? WHERE id = ?').bind(nowSeconds(), cartId),
    )
    await db.batch(statements)
  }
  return notes
}

/** A restricted customer's (deny_med_listing) drug lines in the run's cart: a flag set after the cart was made. */
async function drugLinesOf(db: D1Database, ownerId: number, cartId: string): Promise<Set<number>> {
  if (!(await deniesMedListing(db, ownerId))) return new Set()
  const { results } = await db
    .prepare(
      `SELECT p.id FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? AND ${isDrugProduct('p')}`,
    )
    .bind(cartId)
    .all<{ id: number }>()
  return new Set(results.map((r) => r.id))
}

/** The earliest delivery day the delivery calendar offers now, for the order's requested day. */
function nextBusinessDayAfter(state: CartState, holidays: HolidayLookup, nowMs: number): string | null {
  const today = helsinkiNow(nowMs).date
  for (let days = 1; days <= 10; days++) {
    const date = addDays(today, days)
    if (deliveryDateProblem(date, { nowMs, coldChain: state.coldChain, holidays }) === null) return date
  }
  return null
}

async function fail(
  env: Env,
  standing: StandingRow,
  run: PlannedRun,
  runId: number,
  why: string,
  summary: SchedulerSummary,
) {
  const claimed = await env.DB.prepare(
    `UPDATE standing_order_runs SET status = 'failed', message = ?2, updated_at = ?3
     WHERE id = ?1 AND status IN ('planned', 'noticed')
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = standing_order_runs.cart_id)`,
  )
    .bind(runId, why, nowSeconds())
    .run()
  if (claimed.meta.changes !== 1) return
  summary.failed++
  await tell(env, await ownerOf(env.DB, standing.id), {
    kind: 'standing_failed',
    standingOrderId: standing.id,
    subject: `Vakiotilausta ”${standing.name}” ei voitu tilata`,
    message: `Vakiotilauksen ”${standing.name}” kertaa (lähtöpäivä ${finnishDay(run.dispatch_date)}) ei voitu tilata: ${why}`,
  })
}

/** A run whose cut-off passed during an outage longer than the catch-up: recorded and told, never silently lost. */
async function missed(env: Env, standing: StandingRow, run: PlannedRun, summary: SchedulerSummary) {
  const now = nowSeconds()
  const why = 'Tilausta ei tehty ajallaan verkkokaupan käyttökatkon vuoksi. Tee tarvittaessa tilaus itse.'
  await env.DB.prepare(
    `INSERT INTO standing_order_runs (standing_order_id, run_date, dispatch_date, status, message, created_at, updated_at)
     VALUES (?1, ?2, ?3, 'planned', '', ?4, ?4) ON CONFLICT (standing_order_id, run_date) DO NOTHING`,
  )
    .bind(standing.id, run.run_date, run.dispatch_date, now)
    .run()
  const row = await env.DB.prepare('SELECT id FROM standing_order_runs WHERE standing_order_id = ? AND run_date = ?')
    .bind(standing.id, run.run_date)
    .first<{ id: number }>()
  if (row) await fail(env, standing, run, row.id, why, summary)
}

/** A request still pending at the cut-off: its owner and the approvers are told, once. */
async function tellWaitingOnce(env: Env, standing: StandingRow, run: PlannedRun, row: RunRow) {
  if (row.late_told_at !== null || row.request_id === null) return
  const claimed = await env.DB.prepare(
    `UPDATE standing_order_runs SET late_told_at = ?2 WHERE id = ?1 AND late_told_at IS NULL
       AND EXISTS (SELECT 1 FROM purchase_requests WHERE id = ?3 AND status = 'pending')`,
  )
    .bind(row.id, nowSeconds(), row.request_id)
    .run()
  if (claimed.meta.changes !== 1) return
  const message = `Vakiotilauksen ”${standing.name}” ostopyyntöä #${row.request_id} ei ole hyväksytty ennen katkaisuaikaa, joten se ei lähde ${finnishDay(run.dispatch_date)}. Tilaus lähtee ensimmäisenä lähtöpäivänä hyväksynnän jälkeen.`
  const news = {
    kind: 'standing_waiting' as const,
    standingOrderId: standing.id,
    subject: `Ostopyyntö #${row.request_id} odottaa yhä`,
    message,
  }
  await tell(env, await ownerOf(env.DB, standing.id), news)
  await tell(env, await companyUsersWith(env.DB, standing.company_id, 'checkout', standing.owner_id), news)
}

/** A deactivated owner's standing orders pause, and the company's administrators are told. */
async function pauseOrdersOfDeactivatedOwners(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    `UPDATE standing_orders SET status = 'paused', updated_at = ?1,
       paused_reason = 'Vakiotilauksen omistajan käyttäjätunnus on poistettu käytöstä.'
     WHERE status = 'active' AND owner_id IN (SELECT id FROM customers WHERE active = 0)
     RETURNING id, company_id, owner_id, name`,
  )
    .bind(nowSeconds())
    .all<{ id: number; company_id: number; owner_id: number; name: string }>()
  for (const paused of results) {
    await tell(env, await companyUsersWith(env.DB, paused.company_id, 'permissions', paused.owner_id), {
      kind: 'standing_paused',
      standingOrderId: paused.id,
      subject: `Vakiotilaus ”${paused.name}” keskeytettiin`,
      message: `Vakiotilaus ”${paused.name}” keskeytettiin, koska sen omistajan käyttäjätunnus on poistettu käytöstä. Tilaukset eivät lähde; voit perua sen Vakiotilaukset-sivulla.`,
    })
  }
  return results.length
}
