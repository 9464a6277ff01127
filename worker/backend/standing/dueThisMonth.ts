import { addDays, helsinkiNow } from '../cart/deliveryDates'
import { finnishHolidays } from '../cart/finnishHolidays'
import { unitCents, type PriceRow } from '../cart/view'
import { plannedRuns, type Recurrence } from './schedule'

interface DueStanding extends Recurrence {
  id: number
  active_since: number
}

/**
 * What the user's standing orders will still order this Helsinki month, at today's prices
 * (docs/decisions/079-standing-orders.md), for the monthly budget: the runs dispatched from today
 * to the month's end that are not yet ordered, requested, skipped or failed (those count as orders
 * or requests already, or not at all). `exceptCartId` is the run being judged: its own value is
 * the order the rule weighs. The dispatch day is taken without a cold chain: a run moved earlier
 * into this month counts here one run too early at worst.
 */
export async function standingDueThisMonth(
  db: D1Database,
  customerId: number,
  exceptCartId: string | null,
  nowMs = Date.now(),
): Promise<number> {
  const [orders, lines, runs] = await db.batch([
    db.prepare("SELECT * FROM standing_orders WHERE owner_id = ? AND status = 'active'").bind(customerId),
    db
      .prepare(
        `SELECT l.standing_order_id, l.quantity, p.sku, p.final_price_cents, p.regular_price_cents,
           cp.special_price_cents, cp.price_type
         FROM standing_orders s JOIN standing_order_lines l ON l.standing_order_id = s.id
         JOIN products p ON p.id = l.product_id
         LEFT JOIN contract_prices cp ON cp.company_id = s.company_id AND cp.product_no = p.sku
         WHERE s.owner_id = ? AND s.status = 'active'`,
      )
      .bind(customerId),
    db
      .prepare(
        `SELECT r.standing_order_id, r.run_date, r.status, r.cart_id FROM standing_order_runs r
         JOIN standing_orders s ON s.id = r.standing_order_id WHERE s.owner_id = ? AND s.status = 'active'`,
      )
      .bind(customerId),
  ])
  const standing = (orders?.results ?? []) as DueStanding[]
  if (standing.length === 0) return 0
  const today = helsinkiNow(nowMs).date
  const month = today.slice(0, 7)
  const holidays = finnishHolidays([Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1])
  const done = new Set(
    ((runs?.results ?? []) as { standing_order_id: number; run_date: string; status: string; cart_id: string | null }[])
      .filter(
        (r) => (r.status !== 'planned' && r.status !== 'noticed') || (r.cart_id !== null && r.cart_id === exceptCartId),
      )
      .map((r) => `${r.standing_order_id}/${r.run_date}`),
  )
  const valueOf = new Map<number, number>()
  for (const line of (lines?.results ?? []) as (PriceRow & { standing_order_id: number; quantity: number })[]) {
    valueOf.set(
      line.standing_order_id,
      (valueOf.get(line.standing_order_id) ?? 0) + unitCents(line, true) * line.quantity,
    )
  }
  let due = 0
  for (const order of standing) {
    const runsLeft = plannedRuns(order, holidays, { from: today, until: addDays(today, 40), coldChain: false }).filter(
      (run) =>
        run.dispatch_date.slice(0, 7) === month &&
        run.dispatch_date >= today &&
        run.cutoff_ms >= order.active_since * 1000 &&
        !done.has(`${order.id}/${run.run_date}`),
    )
    due += runsLeft.length * (valueOf.get(order.id) ?? 0)
  }
  return due
}
