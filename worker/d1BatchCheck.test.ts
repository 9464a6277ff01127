import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

/**
 * placeOrder's stock reservation (docs/decisions/073-availability.md) relies on this: a CHECK constraint that fails in one statement of a
 * D1 batch rolls back every statement of the batch, including those before it.
 */
describe('a D1 batch with a failing CHECK', () => {
  it('rolls back the whole batch, and only one of two racing batches for the last units commits', async () => {
    await env.DB.batch([
      env.DB.prepare('DROP TABLE IF EXISTS probe_stock'),
      env.DB.prepare('DROP TABLE IF EXISTS probe_orders'),
      env.DB.prepare(
        'CREATE TABLE probe_stock (sku TEXT PRIMARY KEY, available INTEGER NOT NULL, CONSTRAINT stock_not_negative CHECK (available >= 0))',
      ),
      env.DB.prepare('CREATE TABLE probe_orders (id INTEGER PRIMARY KEY, buyer TEXT NOT NULL)'),
      env.DB.prepare("INSERT INTO probe_stock VALUES ('A', 5)"),
    ])
    const order = (buyer: string, qty: number) =>
      env.DB.batch([
        env.DB.prepare('INSERT INTO probe_orders (buyer) VALUES (?)').bind(buyer),
        env.DB.prepare("UPDATE probe_stock SET available = available - ? WHERE sku = 'A'").bind(qty),
      ])
    const results = await Promise.allSettled([order('one', 5), order('two', 5)])
    const failed = results.filter((r) => r.status === 'rejected')
    expect(failed).toHaveLength(1)
    console.log('D1 error:', String((failed[0] as PromiseRejectedResult).reason))
    expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(/stock_not_negative/)
    const orders = await env.DB.prepare('SELECT buyer FROM probe_orders').all()
    expect(orders.results).toHaveLength(1)
    const stock = await env.DB.prepare("SELECT available FROM probe_stock WHERE sku = 'A'").first<{
      available: number
    }>()
    expect(stock?.available).toBe(0)
  })
})
