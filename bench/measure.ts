import { BROWSER_HEADERS, median, percentile, round, timedGet } from './http.ts'
import { benchSearchQueries, SEARCH_QUERY_COUNT } from './searchQueries.ts'

/** Median TTFB (first body chunk) and time to last byte of `path` over `runs` requests. */
export async function pageTimings(base: string, path: string, cookie: string, runs = 20) {
  const headers = { ...BROWSER_HEADERS, Cookie: cookie }
  for (let i = 0; i < 3; i++) await timedGet(`${base}${path}`, headers) // warm-up
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await timedGet(`${base}${path}`, headers))
  const bad = samples.filter((s) => s.status !== 200)
  if (bad.length) throw new Error(`${path} answered ${bad[0]?.status} (${bad.length}/${runs} runs)`)
  return {
    path,
    runs,
    headersMs: median(samples.map((s) => s.headersMs)),
    ttfbMs: median(samples.map((s) => s.firstByteMs)),
    ttlbMs: median(samples.map((s) => s.lastByteMs)),
    bytes: samples[0]?.bytes ?? 0,
  }
}

export const SEARCH_PATH = '/api/catalog/productsearch'

/**
 * Search-as-you-type latency over the varied queries of bench/searchQueries.ts, one after
 * another like a user typing. The first pass is what the budget judges: the first request of
 * each distinct query, with the edge cache emptied before the bench (bench/database.ts), so
 * every answer comes from D1. The second pass repeats them: queries of up to 4 letters come from
 * the edge cache, longer ones from D1 again (worker/api/catalog.ts, CACHED_SEARCH_MAX_CHARS).
 * Null when the route does not exist yet.
 */
export async function searchLatency(base: string, count = SEARCH_QUERY_COUNT) {
  const probe = await fetch(`${base}${SEARCH_PATH}?q=kar`, { signal: AbortSignal.timeout(10_000) })
  const probeBody = (await probe.json().catch(() => null)) as { total_count?: number } | null
  if (probe.status === 404) return null
  if (probe.status !== 200) {
    return {
      probeStatus: probe.status,
      queries: 0,
      mix: null,
      hitsForKar: null,
      emptyAnswers: 0,
      cold: null,
      cached: null,
      floor: null,
    }
  }
  const headers = { Accept: 'application/json', 'User-Agent': BROWSER_HEADERS['User-Agent'] }
  const { queries: all, counts } = await benchSearchQueries(base)
  // The probe's "kar" is the first typed prefix: timed as a cache hit, it would not be cold.
  const queries = all.filter((q) => q !== 'kar').slice(0, count)
  let emptyAnswers = 0
  const pass = async (countEmpty: boolean) => {
    const ms: number[] = []
    let errors = 0
    for (const q of queries) {
      const t = await timedGet(`${base}${SEARCH_PATH}?q=${encodeURIComponent(q)}`, headers, { keepBody: countEmpty })
      if (t.status === 200) ms.push(t.lastByteMs)
      else errors++
      if (countEmpty && t.body?.includes('"total_count":0')) emptyAnswers++
    }
    return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: percentile(ms, 100), errors }
  }
  const cold = await pass(true)
  const cached = await pass(false)
  // The floor: as many requests to the same route, middleware and JSON answer, but of two
  // letters, which the worker answers without a search (spec §5). What the server and this
  // runtime cost before any search, so cold − floor is what the search itself costs.
  const floorMs: number[] = []
  for (let i = 0; i < queries.length; i++) {
    const twoLetters = String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26))
    const t = await timedGet(`${base}${SEARCH_PATH}?q=${twoLetters}`, headers)
    if (t.status === 200) floorMs.push(t.lastByteMs)
  }
  const floor = { p50: percentile(floorMs, 50), p95: percentile(floorMs, 95), max: percentile(floorMs, 100), errors: 0 }
  return {
    probeStatus: probe.status,
    queries: queries.length,
    mix: counts,
    hitsForKar: probeBody?.total_count ?? null,
    emptyAnswers,
    cold,
    cached,
    floor,
  }
}

/** The embedded backend delays contract prices by this much when the bench asks (worker/env.d.ts). */
export const SIMULATED_PRICES_LATENCY_MS = 500

/** Marks the resolved price block of a product card (ContractPrice.tsx); its fallback has another test id. */
const PRICE_MARK = 'data-testid="product-price"'

/** Text as React writes it into HTML, so a product name can be found in the stream. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/**
 * Does the first byte of a streamed catalogue page, or its product names, wait for contract
 * prices? The bench's server runs with the prices upstream slowed by SIMULATED_PRICES_LATENCY_MS.
 * The BFF caches a customer's prices for 60 s, so only the first logged-in load is slow upstream:
 * that load is the one judged; its last byte, or the prices API call right after it, shows
 * whether the slow-down was in effect. Null until a category route exists.
 */
export async function priceStreaming(base: string, cookie: string, routeIds: string[]) {
  if (!routeIds.some((id) => /\/category\//.test(id))) return null
  const menu = await fetch(`${base}/api/core/topmenu`, { headers: { Cookie: cookie, Accept: 'application/json' } })
  const body = (await menu.json().catch(() => null)) as { categoryList?: { url_path?: string }[] } | null
  const first = body?.categoryList?.[0]?.url_path
  if (!menu.ok || !first) return null
  const path = `/category/${first}`
  const listing = await fetch(`${base}/api/catalog/category?path=${encodeURIComponent(first)}`, {
    headers: { Accept: 'application/json' },
  })
  const listed = (await listing.json().catch(() => null)) as { items?: { name: string }[] } | null
  const firstName = listed?.items?.[0]?.name
  const nameMark = firstName ? escapeHtml(firstName) : null
  const marks = nameMark ? [nameMark, PRICE_MARK] : [PRICE_MARK]
  // Warm the worker and the public catalogue caches as a guest (guests get no prices), so the
  // first logged-in load below differs from a warm one only in the contract prices.
  for (let i = 0; i < 3; i++) await timedGet(`${base}${path}`, BROWSER_HEADERS)
  const headers = { ...BROWSER_HEADERS, Cookie: cookie }
  const cold = await timedGet(`${base}${path}`, headers, { marks })
  const prices = await timedGet(`${base}/api/categorysearch/customerPrices`, {
    Cookie: cookie,
    Accept: 'application/json',
  })
  const warm = []
  for (let i = 0; i < 10; i++) warm.push(await timedGet(`${base}${path}`, headers))
  const slowed = Math.max(cold.lastByteMs, prices.lastByteMs) >= SIMULATED_PRICES_LATENCY_MS
  const at = (mark: string | null) => {
    const ms = mark === null ? null : cold.markMs[mark]
    return ms === null || ms === undefined ? null : round(ms, 1)
  }
  return {
    path,
    status: cold.status,
    firstProductName: firstName ?? null,
    cold: {
      firstChunkMs: round(cold.firstByteMs, 1),
      productNamesMs: at(nameMark),
      pricesMs: at(PRICE_MARK),
      lastByteMs: round(cold.lastByteMs, 1),
    },
    pricesApiAfterColdMs: round(prices.lastByteMs, 1),
    warm: { firstChunkMs: median(warm.map((r) => r.firstByteMs)), lastByteMs: median(warm.map((r) => r.lastByteMs)) },
    pricesSlowed: slowed,
  }
}

const JSON_TIMEOUT_MS = 15_000

/** A JSON call of the BFF as the app makes it (same-origin: Origin set, cookies carried). */
async function timedJson(
  base: string,
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ ms: number; status: number; json: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', Cookie: cookie, Origin: base }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const started = performance.now()
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(JSON_TIMEOUT_MS),
  })
  const json: unknown = await res.json().catch(() => null)
  return { ms: performance.now() - started, status: res.status, json }
}

async function expectOk<T extends { status: number; json: unknown }>(call: Promise<T>, what: string): Promise<T> {
  const res = await call
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`)
  return res
}

/** A simple, in-stock product of the catalogue, as the category page lists it. */
async function anInStockSku(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/catalog/category?path=kaikki-tuotteet&page=1&pageSize=24&sort=position`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(JSON_TIMEOUT_MS),
  })
  const body = (await res.json().catch(() => null)) as { items?: { sku: string; type: string; in_stock: boolean }[] }
  return body?.items?.find((item) => item.type === 'simple' && item.in_stock)?.sku ?? null
}

/** One unit of an in-stock product in the customer's cart, so the cart page has a line to show. */
export async function putOneLineInCart(base: string, cookie: string): Promise<void> {
  const sku = await anInStockSku(base)
  if (sku) await expectOk(timedJson(base, cookie, 'POST', '/api/cart/', { sku, quantity: 1 }), 'POST /api/cart/')
}

/**
 * Add to cart → minicart updated: POST /api/cart/ then GET /api/cart, as the product page and
 * the minicart do, for the logged-in customer (median of `runs`, one unit each). Null when the
 * catalogue has no simple product in stock.
 */
export async function addToCartRoundTrip(base: string, cookie: string, runs = 20) {
  const sku = await anInStockSku(base)
  if (!sku) return null
  const once = async () => {
    const started = performance.now()
    await expectOk(timedJson(base, cookie, 'POST', '/api/cart/', { sku, quantity: 1 }), 'POST /api/cart/')
    await expectOk(timedJson(base, cookie, 'GET', '/api/cart'), 'GET /api/cart')
    return performance.now() - started
  }
  const samples: number[] = []
  let errors = 0
  // One warm-up, then `runs` samples; a failed round trip (e.g. a busy local D1) is counted, not timed.
  for (let i = 0; i <= runs; i++) {
    try {
      const ms = await once()
      if (i > 0) samples.push(ms)
    } catch {
      errors++
    }
  }
  return { sku, runs: samples.length, errors, p50: median(samples), max: percentile(samples, 100) }
}

const BENCH_ADDRESS = {
  firstname: 'Bench',
  lastname: 'Mittaus',
  company: 'Eläinklinikka Bench Oy',
  street: ['Mittaustie 1', ''],
  postcode: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  telephone: '+358 40 123 4567',
}

/**
 * placeOrder latency: for each run a complete cart is set up through the checkout API (a line,
 * shipping address, posti, invoice, billing as shipping), then POST /api/checkout/placeOrder
 * alone is timed. Each order empties the cart, so every run starts from a fresh one. The orders
 * stay in the local D1's order history of the demo customer.
 */
export async function placeOrderLatency(base: string, cookie: string, runs = 5) {
  const sku = await anInStockSku(base)
  if (!sku) return null
  const samples: number[] = []
  let errors = 0
  // Bounded: at most twice `runs` attempts; a failed setup or order is counted, not timed.
  for (let attempt = 0; attempt < runs * 2 && samples.length < runs; attempt++) {
    try {
      await expectOk(timedJson(base, cookie, 'POST', '/api/cart/', { sku, quantity: 1 }), 'POST /api/cart/')
      const step = (path: string, body: unknown) =>
        expectOk(timedJson(base, cookie, 'POST', `/api/checkout/${path}`, body), path)
      await step('shippingAddress', { address: BENCH_ADDRESS })
      await step('shippingMethods', { carrier_code: 'posti' })
      await step('paymentMethod', { code: 'invoice' })
      const ready = await step('billingAddress', { same_as_shipping: true })
      const cartId = (ready.json as { cart?: { id?: string | null } } | null)?.cart?.id
      if (!cartId) throw new Error('the checkout answered no cart id')
      const placed = await expectOk(
        timedJson(base, cookie, 'POST', '/api/checkout/placeOrder', {
          cart_id: cartId,
          hasAcceptedTermsAndConditions: true,
        }),
        'placeOrder',
      )
      samples.push(placed.ms)
    } catch {
      errors++
    }
  }
  return { runs: samples.length, errors, p50: median(samples), max: percentile(samples, 100) }
}
