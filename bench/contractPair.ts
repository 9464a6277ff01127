/**
 * The contract-size pair (docs/decisions/028-page-cost-and-server-cpu.md, docs/architecture.md §13): the same pages for a customer
 * with 10,000 contract prices and for one with 10 (bench/benchCustomers.ts), logged in. A page
 * should cost what the page shows, not what the customer's contract holds: HTML bytes and time
 * to first byte of the two within PAIR_RATIO_BUDGET of each other.
 *
 * Bytes are those of one whole response (Accept-Encoding: identity, the streamed prices
 * included). TTFB is the median of TTFB_RUNS requests per customer, taken in turns (large then
 * small, small then large, …) so a change in the machine's load falls on both alike; each customer's
 * pages are loaded twice before, so the BFF's cache of the customer's prices is warm for both
 * and neither median carries the prices upstream's simulated delay.
 */
import type { BenchCustomer } from './benchCustomers.ts'
import { BROWSER_HEADERS, median, round, timedGet, type Timing } from './http.ts'

export const PAIR_RATIO_BUDGET = 1.1
const TTFB_RUNS = 7
const WARMUP_RUNS = 2

export interface PairSide {
  email: string
  contractPrices: number
  status: number
  bytes: number
  /** Median of TTFB_RUNS, first body chunk. */
  ttfbMs: number
  /** Median of TTFB_RUNS, last byte: printed, not judged. */
  lastByteMs: number
}

export interface PairPage {
  name: string
  path: string
  large: PairSide
  small: PairSide
  bytesRatio: number
  ttfbRatio: number
}

export interface ContractPairResult {
  runs: number
  pages: PairPage[]
}

export interface PairCustomer {
  customer: BenchCustomer
  cookie: string
  /** As the bench's D1 holds them. */
  contractPrices: number
}

/**
 * Both carts emptied first: the soak (bench/soak.ts) leaves lines in them, and a cart line
 * shows in the header of every page, which would make the two differ for another reason.
 */
async function emptyCart(base: string, cookie: string): Promise<void> {
  const headers = { Accept: 'application/json', Cookie: cookie, Origin: base }
  const res = await fetch(`${base}/api/cart`, { headers, signal: AbortSignal.timeout(15_000) })
  const body = (await res.json().catch(() => null)) as { cart?: { items?: { id: number }[] } | null } | null
  for (const item of body?.cart?.items ?? []) {
    const del = await fetch(`${base}/api/cart/${item.id}`, {
      method: 'DELETE',
      headers,
      signal: AbortSignal.timeout(15_000),
    })
    await del.arrayBuffer()
    if (!del.ok) throw new Error(`emptying the cart: DELETE /api/cart/${item.id} answered ${del.status}`)
  }
}

export async function contractPair(
  base: string,
  pages: { name: string; path: string }[],
  large: PairCustomer,
  small: PairCustomer,
): Promise<ContractPairResult> {
  await emptyCart(base, large.cookie)
  await emptyCart(base, small.cookie)
  const headersOf = (c: PairCustomer) => ({ ...BROWSER_HEADERS, Cookie: c.cookie })
  const measured: PairPage[] = []
  for (const page of pages) {
    const url = `${base}${page.path}`
    for (let i = 0; i < WARMUP_RUNS; i++) {
      await timedGet(url, headersOf(large))
      await timedGet(url, headersOf(small))
    }
    const runs = { large: [] as Timing[], small: [] as Timing[] }
    for (let i = 0; i < TTFB_RUNS; i++) {
      // Who goes first alternates, so neither always follows the other's request.
      const order = i % 2 === 0 ? (['large', 'small'] as const) : (['small', 'large'] as const)
      for (const who of order) runs[who].push(await timedGet(url, headersOf(who === 'large' ? large : small)))
    }
    const side = (c: PairCustomer, samples: Timing[]): PairSide => ({
      email: c.customer.email,
      contractPrices: c.contractPrices,
      // A page that did not answer 200 every time is shown by its worst status.
      status: samples.find((s) => s.status !== 200)?.status ?? 200,
      bytes: samples[0]?.bytes ?? 0,
      ttfbMs: median(samples.map((s) => s.firstByteMs)),
      lastByteMs: median(samples.map((s) => s.lastByteMs)),
    })
    const l = side(large, runs.large)
    const s = side(small, runs.small)
    measured.push({
      ...page,
      large: l,
      small: s,
      bytesRatio: round(l.bytes / Math.max(1, s.bytes), 3),
      ttfbRatio: round(l.ttfbMs / Math.max(0.1, s.ttfbMs), 3),
    })
  }
  return { runs: TTFB_RUNS, pages: measured }
}

/** Within budget: both 200, and large ÷ small ≤ PAIR_RATIO_BUDGET for bytes and for TTFB. */
export const pairWithinBudget = (p: PairPage): boolean =>
  p.large.status === 200 &&
  p.small.status === 200 &&
  p.bytesRatio <= PAIR_RATIO_BUDGET &&
  p.ttfbRatio <= PAIR_RATIO_BUDGET
