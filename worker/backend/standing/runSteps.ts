import { requestOfKey, sendForApproval } from '../approvals/send'
import { approvalReasons } from '../approvals/rules'
import { euroText } from '../approvals/money'
import { finnishDay, helsinkiNow } from '../cart/deliveryDates'
import type { HolidayLookup } from '../cart/finnishHolidays'
import { placeOrder } from '../cart/placeOrder'
import { rowTotalCents } from '../cart/totals'
import { loadCart, type CartState } from '../cart/view'
import { BackendError } from '../errors'
import { sendOrderConfirmationOnce } from '../orders/confirmationMail'
import { availabilityLabel } from '../../../contract/availability'
import { nowSeconds } from '../tokens'
import { ensureRunCart } from './runCart'
import { prepareLines } from './runLines'
import type { PlannedRun, Recurrence } from './schedule'
import { companyUsersWith, ownerOf, tell } from './tell'

/**
 * One run's steps (docs/decisions/079-standing-orders.md), called by the scheduler (scheduler.ts)
 * for what is due: the notice, the purchase request, the order at the cut-off, a failure, a missed
 * run and the reminder of a request still waiting. Each step claims its run's row by moving its
 * status only from the state it was read in, and only the invocation whose UPDATE moved it tells
 * anyone: this is what makes overlapping invocations converge on one order or one request.
 */

export interface StandingRow extends Recurrence {
  id: number
  status: 'active' | 'paused' | 'cancelled'
  company_id: number
  owner_id: number
  name: string
  reference_template: string
  active_since: number
  cold_chain: number
}

export interface RunRow {
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

export async function notice(env: Env, standing: StandingRow, run: PlannedRun, summary: SchedulerSummary) {
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

export async function place(
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
export async function missed(env: Env, standing: StandingRow, run: PlannedRun, summary: SchedulerSummary) {
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
export async function tellWaitingOnce(env: Env, standing: StandingRow, run: PlannedRun, row: RunRow) {
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
