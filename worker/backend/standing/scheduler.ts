import { addDays, helsinkiNow } from '../cart/deliveryDates'
import { finnishHolidays, type HolidayLookup } from '../cart/finnishHolidays'
import { isColdChainProduct } from '../cart/methods'
import { nowSeconds } from '../tokens'
import {
  missed,
  notice,
  place,
  tellWaitingOnce,
  type RunRow,
  type SchedulerSummary,
  type StandingRow,
} from './runSteps'
import { plannedRuns, type PlannedRun } from './schedule'
import { companyUsersWith, tell } from './tell'

export type { SchedulerSummary } from './runSteps'

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
