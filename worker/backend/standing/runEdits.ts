import type { StandingRunRequest } from '../../../contract/schemas/standingOrders'
import { addDays, finnishDay, helsinkiNow } from '../cart/deliveryDates'
import { finnishHolidays } from '../cart/finnishHolidays'
import { isColdChainProduct } from '../cart/methods'
import { judgeLines } from '../cart/quickOrderLines'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import { nowSeconds } from '../tokens'
import { ensureRunCart } from './runCart'
import { plannedRuns, type Recurrence } from './schedule'
import { requireStanding, type StandingCaller } from './store'

/**
 * One run's changes before its cut-off (docs/decisions/079-standing-orders.md): skip it, take the
 * skip back, or change its lines and quantities (0 removes a line) on the pack-size rules. After
 * the cut-off the run is the scheduler's, and a run already sent for approval is changed on its
 * purchase request. Every write is conditional on the run's status, so a change that meets the
 * scheduler at the cut-off either lands before it or is refused.
 */
export async function changeRun(
  db: D1Database,
  caller: StandingCaller,
  id: number,
  runDate: string,
  change: StandingRunRequest,
): Promise<void> {
  const owned = await requireStanding(db, caller, id, 'own')
  if (owned.status !== 'active') throw new BackendError(409, 'Vakiotilaus ei ole voimassa: jatka sitä ensin.')
  const standing = await db
    .prepare(
      `SELECT s.*, EXISTS (SELECT 1 FROM standing_order_lines l JOIN products p ON p.id = l.product_id
         WHERE l.standing_order_id = s.id AND ${isColdChainProduct('p')}) AS cold_chain
       FROM standing_orders s WHERE s.id = ?`,
    )
    .bind(id)
    .first<
      Recurrence & {
        id: number
        owner_id: number
        reference_template: string
        cold_chain: number
        active_since: number
      }
    >()
  if (!standing) throw new BackendError(404, 'Vakiotilausta ei löytynyt.')
  const year = Number(runDate.slice(0, 4))
  const [run] = plannedRuns(standing, finnishHolidays([year - 1, year]), {
    from: runDate,
    until: runDate,
    coldChain: standing.cold_chain === 1,
  })
  if (!run) throw new BackendError(404, 'Vakiotilauksella ei ole tilauskertaa tälle päivälle.')
  if (run.cutoff_ms <= Date.now()) {
    throw new BackendError(
      409,
      `Kerran ${finnishDay(run.dispatch_date)} muutokset sulkeutuivat ${finnishDay(helsinkiNow(run.cutoff_ms).date)} klo 14.00.`,
    )
  }
  // A date beyond the listed runs is fine too (a holiday planned months ahead), but not years.
  if (runDate > addDays(helsinkiNow(Date.now()).date, 400)) throw new BackendError(404, 'Tilauskertaa ei löytynyt.')
  const now = nowSeconds()
  const requested = () =>
    new BackendError(409, 'Tämä kerta on jo lähetetty hyväksyttäväksi: muuta tai peru se ostopyynnöllä.')

  if (change.action === 'skip' || change.action === 'unskip') {
    const results = await db.batch([
      db
        .prepare(
          `INSERT INTO standing_order_runs (standing_order_id, run_date, dispatch_date, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (standing_order_id, run_date) DO NOTHING`,
        )
        .bind(id, runDate, run.dispatch_date, now),
      change.action === 'skip'
        ? db
            .prepare(
              // Never a run whose purchase request was made (an invocation may not have recorded it yet).
              `UPDATE standing_order_runs SET status = 'skipped', updated_at = ?3
               WHERE standing_order_id = ?1 AND run_date = ?2 AND status IN ('planned', 'noticed', 'skipped')
                 AND NOT EXISTS (SELECT 1 FROM purchase_requests pr
                   WHERE pr.requester_id = ?4 AND pr.idempotency_key = 'vakio-' || standing_order_runs.id)`,
            )
            .bind(id, runDate, now, standing.owner_id)
        : db
            .prepare(
              `UPDATE standing_order_runs SET status = CASE WHEN noticed_at IS NULL THEN 'planned' ELSE 'noticed' END,
                 updated_at = ?3
               WHERE standing_order_id = ?1 AND run_date = ?2 AND status IN ('skipped', 'planned', 'noticed')`,
            )
            .bind(id, runDate, now),
    ])
    if ((results[1]?.meta.changes ?? 0) === 0) throw requested()
    return
  }

  // Changing this run's lines: its cart is made now if the notice has not made it yet.
  const withoutDrugs = await deniesMedListing(db, caller.customerId)
  const kept = change.lines.filter((l) => l.quantity > 0)
  const judged = await judgeLines(
    db,
    kept.map((l) => ({ code: l.sku, quantity: l.quantity })),
    { withoutDrugs },
  )
  const problems = judged.filter((j) => !j.ok)
  if (problems.length > 0) {
    const first = problems[0]!
    throw new BackendError(
      400,
      `${kept[first.line]?.sku ?? ''}: ${first.message ?? 'Tuotetta ei voi tilata.'}`,
      Object.fromEntries(
        problems.map((j) => [`lines.${change.lines.indexOf(kept[j.line]!)}`, j.message ?? 'Tuotetta ei voi tilata.']),
      ),
    )
  }
  if (judged.length === 0) {
    throw new BackendError(400, 'Kerrassa on oltava vähintään yksi rivi. Ohita kerta, jos et tarvitse sitä.')
  }
  const { cartId } = await ensureRunCart(db, standing, run)
  const lines = JSON.stringify(judged.map((j) => ({ product_id: j.productId, quantity: j.quantity })))
  const open = `EXISTS (SELECT 1 FROM standing_order_runs r JOIN carts c ON c.id = r.cart_id
    WHERE r.cart_id = ?1 AND r.status IN ('planned', 'noticed') AND c.status = 'active')`
  const results = await db.batch([
    db
      .prepare(`UPDATE standing_order_runs SET lines_edited = 1, updated_at = ?2 WHERE cart_id = ?1 AND ${open}`)
      .bind(cartId, now),
    db.prepare(`DELETE FROM cart_items WHERE cart_id = ?1 AND ${open}`).bind(cartId),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_id, quantity, fulfilment, created_at)
         SELECT ?1, j.value ->> '$.product_id', j.value ->> '$.quantity',
           (SELECT fulfilment FROM standing_order_lines WHERE standing_order_id = ?3 AND product_id = j.value ->> '$.product_id'), ?2
         FROM json_each(?4) j WHERE ${open}`,
      )
      .bind(cartId, now, id, lines),
    db.prepare(`UPDATE carts SET revision = revision + 1, updated_at = ?2 WHERE id = ?1 AND ${open}`).bind(cartId, now),
  ])
  if ((results[0]?.meta.changes ?? 0) === 0) throw requested()
}
