import { nowSeconds } from '../tokens'

/**
 * "Ilmoita kun saatavilla" rows (docs/decisions/073-availability.md): a user waits for a product;
 * operator/stockNews.ts tells them once when it ships again.
 */
export interface WatchableProduct {
  id: number
  sku: string
  type: string
  discontinued: number
}

export const findWatchableProduct = (db: D1Database, sku: string) =>
  db.prepare('SELECT id, sku, type, discontinued FROM products WHERE sku = ?').bind(sku).first<WatchableProduct>()

/** Waiting and not yet told. */
export async function isWatching(db: D1Database, customerId: number, productId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS w FROM stock_watches WHERE customer_id = ? AND product_id = ? AND notified_at IS NULL')
    .bind(customerId, productId)
    .first()
  return row !== null
}

/** Asking again after being told waits for the next time. */
export async function watch(db: D1Database, customerId: number, productId: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO stock_watches (customer_id, product_id, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (customer_id, product_id) DO UPDATE SET created_at = ?3, notified_at = NULL`,
    )
    .bind(customerId, productId, nowSeconds())
    .run()
}

export async function unwatch(db: D1Database, customerId: number, productId: number): Promise<void> {
  await db
    .prepare('DELETE FROM stock_watches WHERE customer_id = ? AND product_id = ?')
    .bind(customerId, productId)
    .run()
}
