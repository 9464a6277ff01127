/**
 * The order history's CSV export (docs/decisions/036-history-filters-and-csv-export.md): GET /api/customer/orders.csv of a customer
 * with at least 1,000 order lines, time to first byte (the BOM, the header and the first page of
 * lines) and to the last byte, as the browser's download sees them. Printed, not judged: no
 * budget of docs/architecture.md §13 names it. The export reads the D1 a page (500 lines) at a
 * time while it streams, so the first byte should not grow with the history; the total does.
 */
import type { BenchCustomer } from './benchCustomers.ts'
import { benchExecute, benchQuery } from './database.ts'
import { BROWSER_HEADERS, median, percentile, round, timedGet } from './http.ts'
import { table } from './table.ts'

export const EXPORT_ORDERS = 50
export const EXPORT_LINES_PER_ORDER = 20
/** 50 orders of 20 lines: the 1,000 lines the bench exports. */
export const EXPORT_LINES = EXPORT_ORDERS * EXPORT_LINES_PER_ORDER
/** The bench's history orders are numbered BH0001…; nothing else uses the prefix. */
const PREFIX = 'BH'

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * Gives `customer` (written by ensureBenchCustomers) its 1,000 history lines, once: 50 web orders
 * over the past year, 20 lines each of products of the catalogue, with the customer's own
 * references. Idempotent, like the bench customers: rewritten only when the count is off.
 */
export function ensureExportHistory(stateDir: string, customer: BenchCustomer): number {
  const customerId = `(SELECT id FROM customers WHERE email = ${quote(customer.email)})`
  const count = () =>
    benchQuery<{ n: number }>(
      stateDir,
      `SELECT COUNT(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.customer_id = ${customerId} AND o.order_number GLOB '${PREFIX}[0-9]*'`,
    )[0]?.n ?? 0
  if (count() === EXPORT_LINES) return EXPORT_LINES
  console.log(`bench: writing ${EXPORT_LINES} order lines for ${customer.email}`)
  const now = Math.floor(Date.now() / 1000)
  const statements = [
    `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE order_number GLOB '${PREFIX}[0-9]*');`,
    `DELETE FROM orders WHERE order_number GLOB '${PREFIX}[0-9]*';`,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EXPORT_ORDERS})
     INSERT INTO orders (order_number, customer_id, status, total_quantity, subtotal_cents, tax_cents,
       grand_total_cents, created_at, customer_reference, requested_delivery_date)
     SELECT '${PREFIX}' || printf('%04d', i), ${customerId}, 'delivered', ${EXPORT_LINES_PER_ORDER * 2}, 0, 0, 0,
       ${now} - i * 7 * 86400, 'PO-2026-' || printf('%04d', 400 + i), NULL FROM n;`,
    // Lines of sellable products spread over the catalogue; prices and totals as the product's final price.
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EXPORT_LINES_PER_ORDER}),
       p AS (SELECT id, sku, name, final_price_cents, ROW_NUMBER() OVER (ORDER BY (id * 7919) % 100003) AS k
             FROM products WHERE type != 'configurable' LIMIT 997)
     INSERT INTO order_lines (order_id, line_no, product_id, sku, name, quantity, unit_price_cents, regular_price_cents,
       row_total_cents, vat_rate, tax_cents)
     SELECT o.id, n.i, p.id, p.sku, p.name, 2, p.final_price_cents, p.final_price_cents, 2 * p.final_price_cents, 25.5,
       (2 * p.final_price_cents * 255 + 500) / 1000
     FROM orders o JOIN n
       JOIN p ON p.k = 1 + (CAST(substr(o.order_number, 3) AS INTEGER) * ${EXPORT_LINES_PER_ORDER} + n.i) % (SELECT COUNT(*) FROM p)
     WHERE o.order_number GLOB '${PREFIX}[0-9]*';`,
  ]
  benchExecute(stateDir, statements.join('\n'))
  const written = count()
  if (written !== EXPORT_LINES) throw new Error(`bench history of ${customer.email} has ${written} lines`)
  return written
}

export const ORDER_EXPORT_PATH = '/api/customer/orders.csv'

/** Medians over `runs` downloads (after one warm-up) of the whole order export of the logged-in customer. */
export async function orderExportTimings(base: string, cookie: string, runs = 10) {
  const headers = { ...BROWSER_HEADERS, Accept: 'text/csv', Cookie: cookie }
  const first = await timedGet(`${base}${ORDER_EXPORT_PATH}`, headers, { keepBody: true })
  if (first.status !== 200) throw new Error(`${ORDER_EXPORT_PATH} answered ${first.status}`)
  // The header line, then one row per order line (CRLF after each).
  const lines = (first.body ?? '').split('\r\n').length - 2
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await timedGet(`${base}${ORDER_EXPORT_PATH}`, headers))
  const bad = samples.filter((s) => s.status !== 200)
  if (bad.length) throw new Error(`${ORDER_EXPORT_PATH} answered ${bad[0]?.status} (${bad.length}/${runs} runs)`)
  return {
    path: ORDER_EXPORT_PATH,
    lines,
    bytes: first.bytes,
    runs,
    ttfbMs: round(median(samples.map((s) => s.firstByteMs)), 1),
    ttlbMs: round(median(samples.map((s) => s.lastByteMs)), 1),
    ttlbMaxMs: round(
      percentile(
        samples.map((s) => s.lastByteMs),
        100,
      ),
      1,
    ),
  }
}

export type OrderExportResult = Awaited<ReturnType<typeof orderExportTimings>>

export function printOrderExport(r: OrderExportResult): void {
  console.log(
    table(
      'History export, logged-in customer (printed, no budget)',
      ['export', 'lines', 'KB', 'runs', 'first byte ms (median)', 'total ms (median)', 'total ms (max)'],
      [[`order lines CSV (GET ${r.path})`, r.lines, round(r.bytes / 1024, 1), r.runs, r.ttfbMs, r.ttlbMs, r.ttlbMaxMs]],
    ),
  )
}
