/**
 * The bulk add of spec §10 under the bench: 200 quick-order lines in one POST /api/cart/bulk,
 * each run with a fresh Idempotency-Key (p50 of `runs`, after one warm-up), then the cart is
 * emptied again so the later measurements (Lighthouse's cart page) see the cart they expect.
 */
import { median, percentile } from './http.ts'

const LINES = 200
const TIMEOUT_MS = 30_000

interface Listed {
  sku: string
  type: string
  in_stock: boolean
  quantity_rules?: { qty_increments: number; min_sale_qty: number }
}

async function json(base: string, cookie: string, method: string, path: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { Accept: 'application/json', Cookie: cookie, Origin: base }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (key) headers['Idempotency-Key'] = key
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
}

/** 200 simple in-stock products sold by one, from the catalogue's listing. */
async function bulkSkus(base: string): Promise<string[]> {
  const skus: string[] = []
  for (let page = 1; skus.length < LINES && page <= 20; page++) {
    const res = await json(base, '', 'GET', `/api/catalog/category?path=kaikki-tuotteet&page=${page}&pageSize=48`)
    const items = (res.body as { items?: Listed[] } | null)?.items ?? []
    for (const p of items) {
      const rules = p.quantity_rules
      if (p.type === 'simple' && p.in_stock && (rules?.qty_increments ?? 1) === 1 && (rules?.min_sale_qty ?? 1) === 1) {
        skus.push(p.sku)
      }
    }
    if (items.length === 0) break
  }
  return skus.slice(0, LINES)
}

async function emptyCart(base: string, cookie: string): Promise<void> {
  const { body } = await json(base, cookie, 'GET', '/api/cart')
  const items = (body as { cart?: { items?: { id: number }[] } | null } | null)?.cart?.items ?? []
  for (const item of items) await json(base, cookie, 'DELETE', `/api/cart/${item.id}`)
}

export async function bulkAddLatency(base: string, cookie: string, runs = 5) {
  const skus = await bulkSkus(base)
  if (skus.length < LINES) return null
  const items = skus.map((sku) => ({ sku, quantity: 1 }))
  const samples: number[] = []
  let errors = 0
  for (let i = 0; i <= runs; i++) {
    const started = performance.now()
    const res = await json(base, cookie, 'POST', '/api/cart/bulk', { items }, `bench-bulk-${Date.now()}-${i}`)
    const ms = performance.now() - started
    if (res.status !== 200) errors++
    else if (i > 0) samples.push(ms)
  }
  await emptyCart(base, cookie)
  return { lines: LINES, runs: samples.length, errors, p50: median(samples), max: percentile(samples, 100) }
}
