import { OUTBOX_KEEP_SECONDS } from '../mail/outbox'
import { DELETE_ENDED_COUNTERS } from '../throttle/store'
import { BULK_REQUEST_KEEP_SECONDS } from './cart/bulkAdd'
import { refreshFimeaShortages } from './shortages/importFimea'
import { nowSeconds } from './tokens'
import { sendDueInvoices } from './sending/send'
import { runStandingOrders } from './standing/scheduler'

/** A stock batch's id and answer are kept this long for the ERP's retries. */
export const STOCK_BATCH_KEEP_SECONDS = 7 * 24 * 60 * 60

/** Guest carts untouched this long are abandoned; the guest_cart cookie lives as long (spec §9). */
export const GUEST_CART_IDLE_SECONDS = 30 * 24 * 60 * 60

/**
 * The scheduled housekeeping of docs/architecture.md §12. Deletes expired tokens and guest
 * carts untouched for 30 days (with their lines); later features add their own tables (used
 * reset and login links) here.
 */
export async function housekeeping(
  db: D1Database,
  now = nowSeconds(),
): Promise<{ tokens: number; guestCarts: number; accountLinks: number; outbox: number }> {
  // A parked cart (an approver's own cart during an approval checkout, docs/decisions/041-purchase-requests.md)
  // and a standing order run's cart (docs/decisions/079-standing-orders.md) are no guest carts.
  const abandoned =
    'SELECT id FROM carts WHERE customer_id IS NULL AND parked_by IS NULL AND run_owner_id IS NULL AND updated_at <= ?1'
  const [tokens, , guestCarts, accountLinks, outbox] = await db.batch([
    db.prepare('DELETE FROM tokens WHERE expires_at <= ?1 OR max_expires_at <= ?1').bind(now),
    db.prepare(`DELETE FROM cart_items WHERE cart_id IN (${abandoned})`).bind(now - GUEST_CART_IDLE_SECONDS),
    db.prepare(`DELETE FROM carts WHERE id IN (${abandoned})`).bind(now - GUEST_CART_IDLE_SECONDS),
    // Account area (migrations/0004_account.sql): used or expired reset and login links; old outbox mail.
    db.prepare('DELETE FROM account_tokens WHERE used_at IS NOT NULL OR expires_at <= ?1').bind(now),
    db.prepare('DELETE FROM outbox WHERE created_at <= ?1').bind(now - OUTBOX_KEEP_SECONDS),
    // Brute-force counters whose windows ended (docs/decisions/013-auth-throttling.md).
    db.prepare(DELETE_ENDED_COUNTERS).bind(now),
    // Answers kept for retried bulk adds (spec §10): a retry comes within minutes, not days.
    db.prepare('DELETE FROM cart_bulk_requests WHERE created_at <= ?1').bind(now - BULK_REQUEST_KEEP_SECONDS),
    // Stock batches (docs/decisions/074-operator-stock-feed.md): an ERP retries within hours.
    db
      .prepare('DELETE FROM stock_fills WHERE batch_id IN (SELECT batch_id FROM stock_batches WHERE created_at <= ?1)')
      .bind(now - STOCK_BATCH_KEEP_SECONDS),
    db.prepare('DELETE FROM stock_batches WHERE created_at <= ?1').bind(now - STOCK_BATCH_KEEP_SECONDS),
  ])
  return {
    tokens: tokens?.meta.changes ?? 0,
    guestCarts: guestCarts?.meta.changes ?? 0,
    accountLinks: accountLinks?.meta.changes ?? 0,
    outbox: outbox?.meta.changes ?? 0,
  }
}

/** The nightly cron of wrangler.toml and wrangler.backend.toml; the other one is the hourly scheduler's. */
export const NIGHTLY_CRON = '17 3 * * *'

/**
 * The `scheduled` handler of both Workers that own the database (the storefront in-process, the
 * backend Worker). Every trigger runs the standing orders' scheduler (docs/decisions/079-standing-orders.md:
 * hourly, and its claims make a second Worker's invocation harmless) and sends the invoices that
 * wait; the nightly one also keeps house.
 */
export const scheduledHousekeeping: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(
    runStandingOrders(env, controller.scheduledTime).then(
      (done) => console.log(JSON.stringify({ level: 'info', message: 'standing orders run', ...done })),
      (error: unknown) =>
        console.log(JSON.stringify({ level: 'error', message: 'standing orders failed', error: String(error) })),
    ),
  )
  // Invoices that wait to be sent: new ones whose first attempt failed, or a claim lost with its
  // Worker (docs/decisions/085-invoice-sending.md). Only the Worker that runs the backend sends:
  // a storefront with the backend bound (BACKEND) leaves it to the backend's own cron, whose
  // operator and mail settings are the ones configured for sending.
  if (!env.BACKEND) {
    ctx.waitUntil(
      sendDueInvoices(env).then(
        (done) => console.log(JSON.stringify({ level: 'info', message: 'invoice sending run', ...done })),
        (error: unknown) =>
          console.log(JSON.stringify({ level: 'error', message: 'invoice sending run failed', error: String(error) })),
      ),
    )
  }
  if (controller.cron !== NIGHTLY_CRON) return
  ctx.waitUntil(
    housekeeping(env.DB).then((removed) =>
      console.log(JSON.stringify({ level: 'info', message: 'housekeeping done', ...removed })),
    ),
  )
  // Fimea's shortage notices, nightly (docs/decisions/075-fimea-shortages.md); unset: not fetched
  // (local runs and tests never reach the network). A failure keeps yesterday's notices.
  if (env.FIMEA_SHORTAGES_URL) {
    ctx.waitUntil(
      refreshFimeaShortages(env.DB, env.FIMEA_SHORTAGES_URL).then(
        (done) => console.log(JSON.stringify({ level: 'info', message: 'fimea shortages imported', ...done })),
        (error: unknown) =>
          console.log(JSON.stringify({ level: 'error', message: 'fimea shortages failed', error: String(error) })),
      ),
    )
  }
}
