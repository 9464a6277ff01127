/**
 * Isolate CPU per page (docs/architecture.md, Budgets: every page ≤ 10 ms, the Workers Free
 * plan's per-request limit): at least CPU_REQUESTS_PER_KIND sequential requests of each page
 * kind, straight to workerd's socket, rotating over CPU_ROTATION customers and pages of each
 * kind, each one profiled alone (bench/isolateCpu.ts). Also the same for a trivial /api route
 * and a static HTML route of the median page's size, so the ratio stays as a trend line.
 */
import { BROWSER_HEADERS, login, percentile, round } from './http.ts'
import { profileRequests, type CpuRequest, type CpuSample } from './isolateCpu.ts'
import { benchSearchQueries } from './searchQueries.ts'

export const CPU_BUDGET_MS = 10
export const CPU_REQUESTS_PER_KIND = 100
export const CPU_ROTATION = 10
/** Requests of each kind run unmeasured first: the isolate's first requests build what it keeps for life. */
const WARMUP_PER_KIND = 10

/** The category pages again with three filters chosen (docs/decisions/069-facets-and-filters.md): at most 1 ms dearer. */
export const FILTERED_CATEGORY_KIND = 'category, 3 filters'
export const FILTERED_CATEGORY_EXTRA_MS = 1
export const PAGE_KINDS = [
  'guest home',
  'home',
  'category',
  FILTERED_CATEGORY_KIND,
  'product',
  'cart',
  'search',
] as const
export type PageKind = (typeof PAGE_KINDS)[number]
export const STATIC_HTML_KIND = 'static HTML (same size)'
export const TRIVIAL_API_KIND = 'trivial /api'

export interface CpuRow {
  kind: string
  requests: number
  distinctPages: number
  customers: number
  medianMs: number
  p95Ms: number
  gcMedianMs: number
  /** Non-2xx answers among the measured requests (a redirect or an error is not the page). */
  notOk: number
  /** The first of them, `status path`, to look at. */
  firstNotOk?: string
  /** Median HTML bytes of the kind (pages only). */
  bytes?: number
}

export interface CpuAccount {
  email: string
  password: string
}

interface CategoryNode {
  url_path?: string
  children?: CategoryNode[]
}

async function getJson(base: string, path: string, cookie = ''): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return res.json()
}

interface FacetAnswer {
  total_count: number
  facets?: { in_stock: number; attributes: { code: string; values: { value: string; count: number }[] }[] }
}

/**
 * Three filters a buyer could choose on a category, one after another from the facets the page
 * offers after each choice, so the filtered page still lists products: in stock, then the largest
 * value of the first two attributes the listing has.
 */
async function threeFilters(base: string, path: string, cookie: string): Promise<URLSearchParams> {
  const chosen = new URLSearchParams()
  const read = async () =>
    (await getJson(
      base,
      `/api/catalog/category?path=${encodeURIComponent(path)}&pageSize=24&facets=1&${chosen}`,
      cookie,
    )) as FacetAnswer
  let answer = await read()
  if ((answer.facets?.in_stock ?? 0) > 0) {
    chosen.set('stock', '1')
    answer = await read()
  }
  while ([...chosen.keys()].length < 3) {
    const next = answer.facets?.attributes.find((a) => !chosen.has(a.code) && a.values.length > 0)
    if (!next) break
    const largest = next.values.reduce((a, b) => (b.count > a.count ? b : a))
    chosen.set(next.code, largest.value)
    answer = await read()
  }
  if ([...chosen.keys()].length < 3 || answer.total_count === 0)
    throw new Error(`no three filters that leave products on /category/${path}`)
  return chosen
}

/** CPU_ROTATION category paths (leaves first, they list products) and one product of each. */
async function catalogPages(base: string, cookie: string): Promise<{ categories: string[]; products: string[] }> {
  const menu = (await getJson(base, '/api/core/topmenu', cookie)) as { categoryList?: CategoryNode[] }
  const paths: string[] = []
  const walk = (nodes: CategoryNode[] = []) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children)
      if (node.url_path) paths.push(node.url_path)
    }
  }
  walk(menu.categoryList)
  const categories: string[] = []
  const products: string[] = []
  for (const path of paths) {
    if (categories.length >= CPU_ROTATION) break
    const listing = (await getJson(
      base,
      `/api/catalog/category?path=${encodeURIComponent(path)}&page=1&pageSize=24`,
    )) as {
      items?: { url_key: string }[]
    }
    const items = listing.items ?? []
    if (items.length === 0) continue
    categories.push(`/category/${path}`)
    products.push(`/product/${items[Math.min(categories.length, items.length - 1)]?.url_key ?? items[0]!.url_key}`)
  }
  if (categories.length < CPU_ROTATION) throw new Error(`only ${categories.length} categories list products`)
  return { categories, products }
}

/** Puts one line into each customer's cart, so the cart page renders lines, not the empty state. */
async function oneLineEach(base: string, cookies: string[], sku: string): Promise<void> {
  for (const cookie of cookies) {
    const cart = (await getJson(base, '/api/cart', cookie)) as { items?: unknown[] }
    if ((cart.items ?? []).length > 0) continue
    const res = await fetch(`${base}/api/cart/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify({ sku, qty: 1 }),
    })
    await res.arrayBuffer()
  }
}

/** The request list: kinds interleaved, so no kind runs on an isolate another kind has not warmed. */
export async function pageCpuRequests(
  base: string,
  accounts: readonly CpuAccount[],
): Promise<{ requests: CpuRequest[]; customers: number }> {
  if (accounts.length < CPU_ROTATION) throw new Error(`need ${CPU_ROTATION} customers, have ${accounts.length}`)
  const cookies: string[] = []
  for (const a of accounts.slice(0, CPU_ROTATION)) cookies.push(await login(base, a.email, a.password))
  const { categories, products } = await catalogPages(base, cookies[0]!)
  const filtered: string[] = []
  for (const path of categories)
    filtered.push(`${path}?${await threeFilters(base, path.replace(/^\/category\//, ''), cookies[0]!)}`)
  const firstSku = (
    (await getJson(base, `/api/catalog/productdetails/${products[0]!.split('/').pop()}`)) as { sku?: string }
  ).sku
  if (firstSku) await oneLineEach(base, cookies, firstSku)
  const queries = (await benchSearchQueries(base)).queries.filter((q) => q.length >= 4).slice(0, CPU_ROTATION)
  const html = (cookie?: string) => (cookie ? { ...BROWSER_HEADERS, Cookie: cookie } : BROWSER_HEADERS)
  const requests: CpuRequest[] = []
  for (let i = 0; i < WARMUP_PER_KIND + CPU_REQUESTS_PER_KIND; i++) {
    const cookie = cookies[i % cookies.length]!
    const page = (list: string[]) => list[Math.floor(i / cookies.length + i) % list.length]!
    const warmup = i < WARMUP_PER_KIND
    const kind = (k: string) => (warmup ? `warmup ${k}` : k)
    requests.push(
      { kind: kind('guest home'), path: '/', headers: html() },
      { kind: kind('home'), path: '/', headers: html(cookie) },
      { kind: kind('category'), path: page(categories), headers: html(cookie) },
      { kind: kind(FILTERED_CATEGORY_KIND), path: page(filtered), headers: html(cookie) },
      { kind: kind('product'), path: page(products), headers: html(cookie) },
      { kind: kind('cart'), path: '/cart', headers: html(cookie) },
      {
        kind: kind('search'),
        path: `/searchresults?search=${encodeURIComponent(page(queries))}`,
        headers: html(cookie),
      },
    )
  }
  return { requests, customers: cookies.length }
}

/** One row per kind (warm-up requests left out). */
export function cpuRows(samples: readonly CpuSample[], customers: number): CpuRow[] {
  const kinds = [...new Set(samples.map((s) => s.kind))].filter((k) => !k.startsWith('warmup '))
  return kinds.map((kind) => {
    const of = samples.filter((s) => s.kind === kind)
    const cpu = of.map((s) => s.cpuMs)
    const bytes = of.map((s) => s.bytes ?? 0)
    return {
      kind,
      requests: of.length,
      distinctPages: new Set(of.map((s) => s.path)).size,
      customers: PAGE_KINDS.includes(kind as PageKind) && kind !== 'guest home' ? customers : 0,
      medianMs: round(percentile(cpu, 50), 1),
      p95Ms: round(percentile(cpu, 95), 1),
      gcMedianMs: round(
        percentile(
          of.map((s) => s.gcMs),
          50,
        ),
        1,
      ),
      notOk: of.filter((s) => s.status < 200 || s.status > 299).length,
      firstNotOk: of
        .filter((s) => s.status < 200 || s.status > 299)
        .map((s) => `${s.status} ${s.path}`)
        .at(0),
      bytes: Math.round(percentile(bytes, 50)),
    }
  })
}

/** Pages, then the static HTML route of the median page's size and the trivial /api route, profiled the same way. */
export async function measurePageCpu(
  inspectorUrl: string,
  entry: string,
  base: string,
  accounts: readonly CpuAccount[],
  trivialApiPath: string,
): Promise<CpuRow[]> {
  const { requests, customers } = await pageCpuRequests(base, accounts)
  const pages = await profileRequests(inspectorUrl, entry, requests)
  const sizes = pages.filter((s) => !s.kind.startsWith('warmup ')).map((s) => s.bytes ?? 0)
  const staticBytes = Math.round(percentile(sizes, 50))
  const baseline: CpuRequest[] = []
  for (let i = 0; i < WARMUP_PER_KIND + CPU_REQUESTS_PER_KIND; i++) {
    const warmup = i < WARMUP_PER_KIND ? 'warmup ' : ''
    baseline.push(
      { kind: `${warmup}${STATIC_HTML_KIND}`, path: `/__bench/static/${staticBytes}`, headers: BROWSER_HEADERS },
      { kind: `${warmup}${TRIVIAL_API_KIND}`, path: trivialApiPath, headers: { Accept: 'application/json' } },
    )
  }
  const rest = await profileRequests(inspectorUrl, entry, baseline)
  return cpuRows([...pages, ...rest], customers)
}
