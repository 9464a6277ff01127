/**
 * The soak (docs/decisions/028-page-cost-and-server-cpu.md, docs/architecture.md §13): `npm run bench -- --soak` runs a mix of
 * guests and logged-in customers for SOAK_SECONDS at SOAK_CONNECTIONS connections, each
 * connection one visitor who browses, searches, fills a cart and (a customer) orders, with a
 * pause between actions as a person makes. Every answer that is not 2xx/3xx is an error; the
 * shop isolate's live heap and workerd's resident memory are read before and after, to see
 * whether the server keeps what its requests leave behind.
 *
 * Each customer has one connection of their own: two tabs of one account ordering at once
 * would change each other's cart between the checkout steps, and the placeOrder conflict that
 * answers (409, docs/architecture.md §6) is right for them but not a fault of the server.
 * Every session logs in once, up front, so the login rate limit (60 a minute per address,
 * docs/decisions/013) never comes into play.
 */
import { loadavg } from 'node:os'
import { createRng, type Rng } from '../seed/lib.ts'
import { CookieJar } from './cookieJar.ts'
import { BROWSER_HEADERS, login, percentile, round } from './http.ts'
import { findShopInspector, liveHeapMB } from './isolateHeap.ts'
import { groupMemory, type GroupMemory } from './processMemory.ts'
import { benchSearchQueries } from './searchQueries.ts'
import { sleep } from './server.ts'

export const SOAK_CONNECTIONS = 20
export const SOAK_SECONDS = 60
/** Connections that are guests; the rest are customers, one account each. */
export const SOAK_GUESTS = 8
/**
 * Before the measured minute, the same mix runs this long unmeasured: the isolate's first
 * requests build what it keeps for its life (the app's modules, the search index's caches, the
 * customer's prices in the edge cache), and that is not growth the soak is looking for.
 */
const WARMUP_SECONDS = 10
/** A visitor's pause between two actions: short for a person, so the minute carries many requests. */
const THINK_MS = { min: 100, max: 500 } as const
const REQUEST_TIMEOUT_MS = 15_000
const MEMORY_SAMPLE_MS = 5_000
const FIRST_ERRORS = 8

/**
 * Memory growth within noise, judged on the shop isolate's live heap after a full collection
 * (bench/isolateHeap.ts, docs/decisions/027): end ≤ start × 1.25 + 5 MB. After the warm-up the
 * isolate holds what it keeps for its life; what still moves is a request's own objects in
 * flight at the moment of the snapshot and the bounded caches finishing to fill, a few MB. A
 * leak of what a page request holds (tens to hundreds of KB of HTML and data) over the minute's
 * thousands of requests is tens to hundreds of MB, well past this line.
 */
export const HEAP_NOISE = { factor: 1.25, plusMB: 5 } as const
export const memoryWithinNoise = (startMB: number, endMB: number): boolean =>
  endMB <= startMB * HEAP_NOISE.factor + HEAP_NOISE.plusMB

export const SOAK_KINDS = [
  'home',
  'category',
  'product',
  'search',
  'add to cart',
  'cart page',
  'cart API',
  'checkout page',
  'checkout step',
  'place order',
  'order success page',
] as const
export type SoakKind = (typeof SOAK_KINDS)[number]

export interface SoakAccount {
  email: string
  password: string
}

export interface SoakError {
  kind: SoakKind
  method: string
  path: string
  /** HTTP status, or 0 for a network error or timeout. */
  status: number
  detail: string
}

export interface SoakResult {
  connections: number
  guests: number
  customers: number
  warmupSeconds: number
  seconds: number
  thinkMs: { min: number; max: number }
  /** Of the measured minute, answered or not. */
  requests: number
  requestsPerSecond: number
  /** Over the warm-up and the measured minute. */
  errors: number
  firstErrors: SoakError[]
  kinds: { kind: SoakKind; requests: number; p50: number; p99: number; max: number }[]
  memory: {
    /** Right after the logins, before any page of the mix. */
    ready: GroupMemory | null
    /** After the warm-up: what the budget compares the end with. */
    start: GroupMemory | null
    end: GroupMemory | null
    /** workerd MB every MEMORY_SAMPLE_MS of the measured minute. */
    samplesMB: number[]
    /**
     * The shop isolate's live JavaScript heap after a full collection, MB, after the warm-up
     * and at the end: what the budget judges. Null when the inspector cannot be reached.
     */
    heapStartMB: number | null
    heapEndMB: number | null
  }
  loadAverage: { start: number[]; end: number[] }
}

/** What the visitors pick from: pages, products to add, search queries. */
interface Fixtures {
  categories: string[]
  products: string[]
  skus: string[]
  queries: string[]
}

interface Visitor {
  customer: boolean
  jar: CookieJar
  rng: Rng
}

interface CategoryNode {
  url_path?: string
  children?: CategoryNode[]
}

async function getJson(base: string, path: string, cookie = ''): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!res.ok) throw new Error(`soak set-up: GET ${path} answered ${res.status}`)
  return res.json()
}

/** The menu is for logged-in users only (spec §7), so a customer's `cookie` reads it. */
async function fixtures(base: string, cookie: string): Promise<Fixtures> {
  const menu = (await getJson(base, '/api/core/topmenu', cookie)) as { categoryList?: CategoryNode[] }
  const categories: string[] = []
  const walk = (nodes: CategoryNode[] = []) => {
    for (const node of nodes) {
      if (node.url_path) categories.push(node.url_path)
      walk(node.children)
    }
  }
  walk(menu.categoryList)
  const products: string[] = []
  const skus: string[] = []
  for (const page of [1, 40, 80]) {
    const listing = (await getJson(
      base,
      `/api/catalog/category?path=kaikki-tuotteet&page=${page}&pageSize=96&sort=position`,
    )) as { items?: { url_key: string; sku: string; type: string; in_stock: boolean }[] }
    for (const item of listing.items ?? []) {
      products.push(item.url_key)
      if (item.type === 'simple' && item.in_stock) skus.push(item.sku)
    }
  }
  const { queries } = await benchSearchQueries(base)
  if (categories.length === 0 || products.length === 0 || skus.length === 0 || queries.length === 0) {
    throw new Error('soak set-up: the catalogue has no categories, products or in-stock simple products')
  }
  return { categories, products, skus, queries }
}

const SOAK_ADDRESS = {
  firstname: 'Bench',
  lastname: 'Kestotesti',
  company: 'Eläinklinikka Kestotesti Oy',
  street: ['Kuormatie 1', ''],
  postcode: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  telephone: '+358 40 765 4321',
}

class Recorder {
  readonly samples = new Map<SoakKind, number[]>()
  readonly firstErrors: SoakError[] = []
  errors = 0
  /** Errors while measuring, so the minute's requests count the failed ones too. */
  measuredErrors = 0
  measuring = false

  ok(kind: SoakKind, ms: number): void {
    if (!this.measuring) return
    const list = this.samples.get(kind) ?? []
    list.push(ms)
    this.samples.set(kind, list)
  }

  error(e: SoakError): void {
    this.errors++
    if (this.measuring) this.measuredErrors++
    if (this.firstErrors.length < FIRST_ERRORS) this.firstErrors.push(e)
  }
}

/** One request as the browser makes it (a page, or a same-origin JSON call), timed to its last byte. */
async function call(
  base: string,
  v: Visitor,
  rec: Recorder,
  kind: SoakKind,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const page = !path.startsWith('/api/')
  const cookie = v.jar.header(path.split('?')[0] ?? path)
  const headers: Record<string, string> = page
    ? { ...BROWSER_HEADERS }
    : { Accept: 'application/json', 'User-Agent': BROWSER_HEADERS['User-Agent'] }
  if (cookie) headers.Cookie = cookie
  if (method === 'POST') headers.Origin = base
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const started = performance.now()
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await res.text()
    const ms = performance.now() - started
    v.jar.update(res)
    if (res.status >= 400) {
      rec.error({ kind, method, path, status: res.status, detail: text.slice(0, 160) })
      return undefined
    }
    rec.ok(kind, ms)
    return page ? null : (JSON.parse(text || 'null') as unknown)
  } catch (error) {
    rec.error({ kind, method, path, status: 0, detail: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

const think = (v: Visitor) => sleep(v.rng.int(THINK_MS.min, THINK_MS.max))

/**
 * A customer's order, step by step as the checkout page sends it: a line in the cart, the page,
 * the four steps, placeOrder with the cart's id, the success page. A failed step ends the try
 * (its error is counted), as it stops a person.
 */
async function checkout(base: string, v: Visitor, rec: Recorder, fx: Fixtures): Promise<void> {
  const post = (kind: SoakKind, path: string, body: unknown) => call(base, v, rec, kind, 'POST', path, body)
  if ((await post('add to cart', '/api/cart/', { sku: v.rng.pick(fx.skus), quantity: 1 })) === undefined) return
  await think(v)
  if ((await call(base, v, rec, 'checkout page', 'GET', '/checkout')) === undefined) return
  const steps: [string, unknown][] = [
    ['shippingAddress', { address: SOAK_ADDRESS }],
    ['shippingMethods', { carrier_code: 'posti' }],
    ['paymentMethod', { code: 'invoice' }],
    ['billingAddress', { same_as_shipping: true }],
  ]
  let ready: unknown
  for (const [step, body] of steps) {
    await think(v)
    ready = await post('checkout step', `/api/checkout/${step}`, body)
    if (ready === undefined) return
  }
  const cartId = (ready as { cart?: { id?: string | null } } | null)?.cart?.id
  if (!cartId) {
    rec.error({
      kind: 'checkout step',
      method: 'POST',
      path: '/api/checkout/billingAddress',
      status: 200,
      detail: 'no cart id',
    })
    return
  }
  await think(v)
  const placed = await post('place order', '/api/checkout/placeOrder', {
    cart_id: cartId,
    hasAcceptedTermsAndConditions: true,
  })
  if (placed === undefined) return
  await call(base, v, rec, 'order success page', 'GET', '/checkout/success')
}

/** One action of a visitor, by weight: mostly browsing and search, sometimes the cart, now and then an order. */
async function act(base: string, v: Visitor, rec: Recorder, fx: Fixtures): Promise<void> {
  const get = (kind: SoakKind, path: string) => call(base, v, rec, kind, 'GET', path)
  const roll = v.rng.int(1, 100)
  if (roll <= 15) await get('home', '/')
  else if (roll <= 32) {
    const page = v.rng.chance(0.2) ? `?page=${v.rng.int(2, 4)}` : ''
    await get('category', `/category/${v.rng.pick(fx.categories)}${page}`)
  } else if (roll <= 52) await get('product', `/product/${v.rng.pick(fx.products)}`)
  else if (roll <= 77) await get('search', `/api/catalog/productsearch?q=${encodeURIComponent(v.rng.pick(fx.queries))}`)
  else if (roll <= 85) {
    await call(base, v, rec, 'add to cart', 'POST', '/api/cart/', { sku: v.rng.pick(fx.skus), quantity: 1 })
    await get('cart API', '/api/cart') // the minicart reads the cart after an add
  } else if (roll <= 93 || !v.customer) {
    await get('cart page', '/cart')
  } else await checkout(base, v, rec, fx)
}

async function runVisitors(base: string, visitors: Visitor[], rec: Recorder, fx: Fixtures, seconds: number) {
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    visitors.map(async (v) => {
      while (performance.now() < deadline) {
        await act(base, v, rec, fx)
        await think(v)
      }
    }),
  )
}

/**
 * Logs the customers in (one session each), then runs the mix: WARMUP_SECONDS unmeasured, then
 * SOAK_SECONDS measured, reading workerd's memory of `processGroup` around and during it.
 */
export async function soak(base: string, accounts: SoakAccount[], processGroup: number | null): Promise<SoakResult> {
  const customers = accounts.slice(0, SOAK_CONNECTIONS - SOAK_GUESTS)
  if (customers.length < SOAK_CONNECTIONS - SOAK_GUESTS) {
    throw new Error(`the soak needs ${SOAK_CONNECTIONS - SOAK_GUESTS} customer accounts, got ${customers.length}`)
  }
  const visitors: Visitor[] = []
  const cookies: string[] = []
  for (const [i, account] of customers.entries()) {
    const cookie = await login(base, account.email, account.password)
    cookies.push(cookie)
    visitors.push({ customer: true, jar: new CookieJar(cookie), rng: createRng(`soak-customer-${i}`) })
  }
  const fx = await fixtures(base, cookies[0] ?? '')
  for (let i = 0; i < SOAK_GUESTS; i++) {
    visitors.push({ customer: false, jar: new CookieJar(), rng: createRng(`soak-guest-${i}`) })
  }
  const rec = new Recorder()
  const ready = groupMemory(processGroup)
  console.log(`bench: soak warm-up, ${WARMUP_SECONDS} s unmeasured`)
  await runVisitors(base, visitors, rec, fx, WARMUP_SECONDS)

  // RSS first, at both ends: the snapshot itself makes workerd allocate.
  const start = groupMemory(processGroup)
  const inspector = await findShopInspector(start?.workerdPids ?? [])
  const heapStartMB = await liveHeapMB(inspector)
  const loadStart = loadavg()
  console.log(`bench: soak, ${SOAK_CONNECTIONS} connections × ${SOAK_SECONDS} s`)
  const samplesMB: number[] = []
  const sampler = setInterval(() => {
    const m = groupMemory(processGroup)
    if (m) samplesMB.push(m.workerdMB)
  }, MEMORY_SAMPLE_MS)
  rec.measuring = true
  const started = performance.now()
  await runVisitors(base, visitors, rec, fx, SOAK_SECONDS)
  const elapsed = (performance.now() - started) / 1000
  rec.measuring = false
  clearInterval(sampler)
  const end = groupMemory(processGroup)
  const heapEndMB = await liveHeapMB(inspector)

  const kinds = SOAK_KINDS.flatMap((kind) => {
    const ms = rec.samples.get(kind) ?? []
    if (ms.length === 0) return []
    return [{ kind, requests: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: percentile(ms, 100) }]
  })
  const requests = kinds.reduce((sum, k) => sum + k.requests, 0) + rec.measuredErrors
  const twoDecimals = (values: number[]) => values.map((n) => round(n, 2))
  return {
    connections: visitors.length,
    guests: SOAK_GUESTS,
    customers: customers.length,
    warmupSeconds: WARMUP_SECONDS,
    seconds: round(elapsed, 1),
    thinkMs: { ...THINK_MS },
    requests,
    requestsPerSecond: round(requests / elapsed, 1),
    errors: rec.errors,
    firstErrors: rec.firstErrors,
    kinds,
    memory: { ready, start, end, samplesMB, heapStartMB, heapEndMB },
    loadAverage: { start: twoDecimals(loadStart), end: twoDecimals(loadavg()) },
  }
}
