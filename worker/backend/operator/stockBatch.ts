import type { OperatorStockRequest, OperatorStockResponse } from '../../../contract/schemas/operatorStock'
import { BackendError } from '../errors'
import { nowSeconds, sha256Hex } from '../tokens'

/**
 * One batch of the ERP's stock feed (docs/decisions/074-operator-stock-feed.md), in ONE D1 batch
 * (a transaction):
 *   1. claim the batch id with this call's nonce (a repeat finds it taken and writes nothing);
 *   2. write each known SKU's count, and its restock date and discontinued flag where sent;
 *   3. note the waiting lines whose expected date moved (stock_news) and give them the new date;
 *   4. give the arrivals to backordered order lines, oldest order first, as stock_fills rows;
 *   5. move those units from the shelf to the lines, and note the lines now complete (stock_news);
 *   6. store the answer, which a repeat of the batch gets back.
 * The buyers hear of it after the batch (operator/stockNews.ts).
 * Every statement after the claim runs only under this call's nonce. 5,000 rows travel as one
 * JSON parameter (json_each), never one bound value per row: D1 allows 100 per statement.
 */
export async function applyStockBatch(db: D1Database, request: OperatorStockRequest): Promise<OperatorStockResponse> {
  const hash = await sha256Hex(JSON.stringify(request.items))
  const earlier = await replayOf(db, request.batch_id, hash)
  if (earlier) return earlier

  const nonce = crypto.randomUUID()
  const rows = JSON.stringify(
    request.items.map((item) => ({
      sku: item.sku,
      available: item.available,
      // Absent keeps what is stored; JSON null clears it (json_type tells the two apart).
      ...(item.restock_date !== undefined ? { restock_date: item.restock_date } : {}),
      ...(item.discontinued !== undefined ? { discontinued: item.discontinued ? 1 : 0 } : {}),
    })),
  )
  const claimed = 'EXISTS (SELECT 1 FROM stock_batches WHERE batch_id = ?1 AND nonce = ?2)'
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO stock_batches (batch_id, request_hash, nonce, created_at) VALUES (?1, ?3, ?2, ?4)
         ON CONFLICT (batch_id) DO NOTHING`,
      )
      .bind(request.batch_id, nonce, hash, nowSeconds()),
    db
      .prepare(
        `UPDATE products SET
           available = j.value ->> '$.available',
           restock_date = CASE WHEN json_type(j.value, '$.restock_date') IS NULL THEN restock_date
                               ELSE j.value ->> '$.restock_date' END,
           discontinued = COALESCE(j.value ->> '$.discontinued', discontinued)
         FROM json_each(?3) j
         WHERE products.sku = j.value ->> '$.sku' AND products.type <> 'configurable' AND ${claimed}`,
      )
      .bind(request.batch_id, nonce, rows),
    // A waiting line whose expected date moved: news, then the line's new date.
    db
      .prepare(
        `INSERT INTO stock_news (batch_id, order_id, line_no, kind, expected_date)
         SELECT ?1, l.order_id, l.line_no, 'date', p.restock_date
         FROM order_lines l JOIN products p ON p.id = l.product_id
         WHERE l.backordered_qty > 0 AND p.restock_date IS NOT NULL AND l.expected_date IS NOT p.restock_date
           AND p.sku IN (SELECT j.value ->> '$.sku' FROM json_each(?3) j) AND ${claimed}`,
      )
      .bind(request.batch_id, nonce, rows),
    db
      .prepare(
        `UPDATE order_lines SET expected_date = n.expected_date
         FROM stock_news n
         WHERE n.batch_id = ?1 AND n.kind = 'date' AND order_lines.order_id = n.order_id
           AND order_lines.line_no = n.line_no AND ${claimed}`,
      )
      .bind(request.batch_id, nonce),
    db
      .prepare(
        `INSERT INTO stock_fills (batch_id, order_id, line_no, product_id, quantity, completes)
         SELECT ?1, order_id, line_no, product_id, fill, fill = backordered_qty FROM (
           SELECT l.order_id, l.line_no, l.product_id, l.backordered_qty,
             MIN(l.backordered_qty, p.available - (SUM(l.backordered_qty) OVER waiting - l.backordered_qty)) AS fill
           FROM order_lines l
           JOIN orders o ON o.id = l.order_id
           JOIN products p ON p.id = l.product_id
           WHERE l.backordered_qty > 0 AND p.available > 0 AND p.discontinued = 0
             AND p.sku IN (SELECT j.value ->> '$.sku' FROM json_each(?3) j)
           WINDOW waiting AS (PARTITION BY l.product_id ORDER BY o.created_at, o.id, l.line_no
                              ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))
         WHERE fill > 0 AND ${claimed}`,
      )
      .bind(request.batch_id, nonce, rows),
    db
      .prepare(
        `UPDATE order_lines SET reserved_qty = COALESCE(reserved_qty, 0) + f.quantity,
           backordered_qty = backordered_qty - f.quantity
         FROM stock_fills f
         WHERE f.batch_id = ?1 AND order_lines.order_id = f.order_id AND order_lines.line_no = f.line_no AND ${claimed}`,
      )
      .bind(request.batch_id, nonce),
    db
      .prepare(
        `UPDATE products SET available = available - (
           SELECT SUM(f.quantity) FROM stock_fills f WHERE f.batch_id = ?1 AND f.product_id = products.id)
         WHERE id IN (SELECT product_id FROM stock_fills WHERE batch_id = ?1) AND ${claimed}`,
      )
      .bind(request.batch_id, nonce),
    // A line that now has all it waited for ships: news.
    db
      .prepare(
        `INSERT INTO stock_news (batch_id, order_id, line_no, kind)
         SELECT batch_id, order_id, line_no, 'shipped' FROM stock_fills WHERE batch_id = ?1 AND completes = 1 AND ${claimed}`,
      )
      .bind(request.batch_id, nonce),
    db
      .prepare(
        `UPDATE stock_batches SET response = json_object(
           'batch_id', ?1,
           'updated', (SELECT COUNT(*) FROM json_each(?3) j WHERE EXISTS (
             SELECT 1 FROM products p WHERE p.sku = j.value ->> '$.sku' AND p.type <> 'configurable')),
           'unknown', (SELECT json_group_array(j.value ->> '$.sku') FROM json_each(?3) j WHERE NOT EXISTS (
             SELECT 1 FROM products p WHERE p.sku = j.value ->> '$.sku' AND p.type <> 'configurable')),
           'filled_lines', (SELECT COUNT(*) FROM stock_fills WHERE batch_id = ?1),
           'replayed', json('false'))
         WHERE batch_id = ?1 AND nonce = ?2`,
      )
      .bind(request.batch_id, nonce, rows),
    db.prepare('SELECT nonce, response FROM stock_batches WHERE batch_id = ?1').bind(request.batch_id),
  ])
  const stored = results.at(-1)?.results[0] as { nonce: string; response: string | null } | undefined
  if (stored?.nonce === nonce && stored.response) return JSON.parse(stored.response) as OperatorStockResponse
  // A twin of this batch claimed it first (a retry that overtook the original): answer as it did.
  const twin = await replayOf(db, request.batch_id, hash)
  if (twin) return twin
  throw new BackendError(409, 'Erän käsittely on kesken. Lähetä sama erä hetken kuluttua uudelleen.')
}

/** The answer of a batch done before, marked replayed; a batch id reused for other rows is a 409. */
async function replayOf(db: D1Database, batchId: string, hash: string): Promise<OperatorStockResponse | null> {
  const row = await db
    .prepare('SELECT request_hash, response FROM stock_batches WHERE batch_id = ?')
    .bind(batchId)
    .first<{ request_hash: string; response: string | null }>()
  if (!row) return null
  if (row.request_hash !== hash) {
    throw new BackendError(
      409,
      `Erän tunniste ${batchId} on jo käytetty toisilla riveillä. Anna uudelle erälle uusi tunniste.`,
    )
  }
  if (!row.response) return null
  return { ...(JSON.parse(row.response) as OperatorStockResponse), replayed: true }
}
