import type { Context } from 'hono'
import type { AppEnv } from './env'

const MAX_BYTES = 1_000_000
const FILLER = '<p>Tarvikkeet klinikoille ja apteekeille: laastarit, ruiskut, kasineet.</p>\n'

/**
 * The bench's yardstick (docs/decisions/028-page-cost-and-server-cpu.md): a static HTML answer of
 * a page's size, through the same middleware as a page, so the ratio of a page's throughput to
 * it measures the page's own work, as the e18e framework tracker divides by a static route.
 * Only with BENCH_STATIC_ROUTE=1, which no environment of wrangler.toml sets: elsewhere the
 * route does not exist and the path renders the not-found page like any unknown path.
 */
export function benchStaticEnabled(c: Context<AppEnv>): boolean {
  return c.env.BENCH_STATIC_ROUTE === '1'
}

export function benchStaticPage(c: Context<AppEnv>, bytesParam: string): Response {
  const bytes = Math.min(MAX_BYTES, Math.max(0, Number.parseInt(bytesParam, 10) || 0))
  const head = '<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Vertailu</title></head><body>\n'
  const tail = '</body></html>\n'
  const fill = Math.max(0, bytes - head.length - tail.length)
  const body = head + FILLER.repeat(Math.ceil(fill / FILLER.length)).slice(0, fill) + tail
  return c.html(body, 200, { 'Cache-Control': 'private, no-store' })
}
