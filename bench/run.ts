/**
 * `npm run bench` (`-- --no-build` to reuse dist/, `-- --reseed` to reload the catalogue,
 * `-- --no-lighthouse` to skip Lighthouse, `-- --lighthouse-runs=N` for medians of N (5 unless told),
 * `-- --cpu-only` for the isolate CPU of every page kind alone (bench/pageCpu.ts),
 * `-- --scale=100000` for another catalogue size in its own state directory, `-- --search-only`
 * for search latency, relevance and the search index figures alone, `-- --soak` for the 60 s
 * soak alone, bench/soak.ts, `-- --lighthouse-only` for Lighthouse alone, after nothing else has
 * loaded the machine): builds, prepares the bench's own local state with the
 * 20,000-product catalogue and the two contract customers (bench/database.ts,
 * bench/benchCustomers.ts), serves the
 * built worker with `vite preview` on 127.0.0.1:8789 (BENCH_PORT) and measures the figures of
 * docs/architecture.md §13. Prints tables and a JSON blob (also bench/results/latest.json).
 * Figures are printed, never asserted: a slow machine must not fail a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { bulkAddLatency } from './bulkAdd.ts'
import { loadavg } from 'node:os'
import { DEMO_PASSWORD } from '../seed/customers.ts'
import { ensureBenchCustomers, LARGE_CONTRACT, SMALL_CONTRACT, type BenchCustomer } from './benchCustomers.ts'
import { contractPair, type PairCustomer } from './contractPair.ts'
import { FRAMEWORK_FLOOR_KB, JS_BUDGET_KB, measureClientJs } from './clientJs.ts'
import { benchQuery, benchServerEnv, benchStateDir, DEFAULT_BENCH_SCALE, prepareBenchState } from './database.ts'
import { ensureExportHistory, orderExportTimings } from './historyExport.ts'
import { BROWSER_HEADERS, login, loadTest } from './http.ts'
import { budgetPages, lighthousePages } from './lighthouse.ts'
import {
  addToCartRoundTrip,
  pageTimings,
  placeOrderLatency,
  priceStreaming,
  putOneLineInCart,
  searchLatency,
  SIMULATED_PRICES_LATENCY_MS,
} from './measure.ts'
import { facetedSearchLatency } from './facetedSearch.ts'
import { judgeBudgets, printTables, TRIVIAL_API_PATH, type Results } from './report.ts'
import { judgeRelevance, relevanceHits } from './relevance.ts'
import { searchIndexFigures } from './searchIndex.ts'
import { npmRun, startPreview, type Server } from './server.ts'
import { findShopInspector } from './isolateHeap.ts'
import { workerdEntry } from './isolateCpu.ts'
import { measurePageCpu, STATIC_HTML_KIND, type CpuRow } from './pageCpu.ts'
import { groupMemory } from './processMemory.ts'
import { soak, SOAK_CONNECTIONS, SOAK_GUESTS, type SoakAccount } from './soak.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8789)
const DEMO = { email: 'demo@example.fi', password: 'demo1234' }
const LOAD = { connections: 20, seconds: 10 }
const RESULTS_FILE = 'bench/results/latest.json'
const WATCHDOG_MS = 15 * 60_000
/** Lighthouse's figures are medians of five runs (docs/architecture.md, Budgets). */
const LIGHTHOUSE_RUNS = 5
/**
 * Lighthouse starts only below this 1-minute load average: the same build read 69 and 96 a few
 * minutes apart on a busy machine. It waits up to LIGHTHOUSE_WAIT_MS for the machine to calm down.
 */
const LIGHTHOUSE_MAX_LOAD = 1.5
const LIGHTHOUSE_WAIT_MS = 5 * 60_000

/** Waits for a quiet machine; false when the load average stayed above LIGHTHOUSE_MAX_LOAD. */
async function quietMachine(): Promise<boolean> {
  const deadline = Date.now() + LIGHTHOUSE_WAIT_MS
  while (loadavg()[0]! > LIGHTHOUSE_MAX_LOAD) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 10_000))
  }
  return true
}

let server: Server | undefined

async function shutdown(code: number): Promise<never> {
  await server?.stop()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(130))
process.on('SIGTERM', () => void shutdown(143))
/** Armed once the catalogue is loaded: loading 100,000 products alone may take minutes. */
function armWatchdog(): void {
  setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 60_000} min, giving up`)
    void shutdown(1)
  }, WATCHDOG_MS).unref()
}

/**
 * The soak's customer accounts, one per customer connection: the demo customer, the two
 * contract customers, then seeded clinics that may order (the `checkout` scope, no drug
 * restriction, approved), all with the seed's password.
 */
function soakAccounts(stateDir: string): SoakAccount[] {
  const fixed = [DEMO, LARGE_CONTRACT, SMALL_CONTRACT]
  const wanted = SOAK_CONNECTIONS - SOAK_GUESTS - fixed.length
  const seeded = benchQuery<{ email: string }>(
    stateDir,
    `SELECT email FROM customers WHERE deny_med_listing = 0 AND scope LIKE '%"checkout"%'
       AND (SELECT approval_pending FROM companies WHERE id = customers.company_id) = 0
       AND email NOT IN (${fixed.map((c) => `'${c.email}'`).join(', ')}) ORDER BY id LIMIT ${wanted}`,
  )
  return [...fixed, ...seeded.map((c) => ({ email: c.email, password: DEMO_PASSWORD }))]
}

async function pairCustomer(
  base: string,
  customer: BenchCustomer,
  prices: Record<string, number>,
): Promise<PairCustomer> {
  return {
    customer,
    cookie: await login(base, customer.email, customer.password),
    contractPrices: prices[customer.email] ?? 0,
  }
}

/** `--scale=N` (products, ≥ 100; the default is the 20,000 the budgets assume). */
function scaleOf(args: readonly string[]): number {
  const raw = args.find((a) => a.startsWith('--scale='))?.split('=')[1]
  if (raw === undefined) return DEFAULT_BENCH_SCALE
  const scale = Number(raw)
  if (!Number.isInteger(scale) || scale < 100) throw new Error('--scale needs an integer ≥ 100')
  return scale
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const lighthouseRuns = Number(args.find((a) => /^--lighthouse-runs=\d+$/.test(a))?.split('=')[1] ?? LIGHTHOUSE_RUNS)
  const soakOnly = args.includes('--soak')
  const searchOnly = args.includes('--search-only')
  const lighthouseOnly = args.includes('--lighthouse-only')
  const cpuOnly = args.includes('--cpu-only')
  if ([soakOnly, searchOnly, lighthouseOnly, cpuOnly].filter(Boolean).length > 1) {
    throw new Error('--soak, --search-only, --lighthouse-only and --cpu-only each run alone: pick one')
  }
  const mode = soakOnly
    ? ('soak' as const)
    : searchOnly
      ? ('search-only' as const)
      : lighthouseOnly
        ? ('lighthouse-only' as const)
        : cpuOnly
          ? ('cpu-only' as const)
          : ('full' as const)
  const scale = scaleOf(args)
  const stateDir = benchStateDir(scale)
  if (!args.includes('--no-build')) npmRun('build')
  const catalogueProducts = prepareBenchState({ reseed: args.includes('--reseed'), scale })
  const contractPrices = searchOnly ? {} : await ensureBenchCustomers(stateDir)
  // The large-contract customer's 1,000 order lines, for the CSV export (bench/historyExport.ts).
  if (mode === 'full') ensureExportHistory(stateDir, LARGE_CONTRACT)
  const accounts = soakOnly || cpuOnly || mode === 'full' ? soakAccounts(stateDir) : []
  armWatchdog()
  const clientJs = mode === 'full' ? await measureClientJs() : null
  const routeIds = clientJs?.routes.map((r) => r.routeId) ?? []

  console.log(`\nbench: starting vite preview on 127.0.0.1:${PORT}`)
  // The prices upstream is slowed so the first-byte budget is measured as docs/architecture.md §13 defines it.
  server = await startPreview(PORT, {
    vars: { SIMULATED_PRICES_LATENCY_MS: String(SIMULATED_PRICES_LATENCY_MS), BENCH_STATIC_ROUTE: '1' },
    env: benchServerEnv(stateDir),
  })
  const { base } = server
  let streaming = null
  let homeLoggedIn = null
  let load: Results['load'] = []
  let cookie = ''
  let pair = null
  let soaked = null
  let pageCpu: CpuRow[] | null = null
  let staticPath: string | null = null
  // The isolate's inspector and workerd's own socket: CPU is profiled, and load sent, without
  // `vite preview`'s Node proxy in between (docs/decisions/028-page-cost-and-server-cpu.md).
  const workerdPids = groupMemory(server.processGroup)?.workerdPids ?? []
  const inspector = cpuOnly || mode === 'full' ? await findShopInspector(workerdPids) : null
  const entry = (await workerdEntry(workerdPids, TRIVIAL_API_PATH)) ?? base
  if (cpuOnly || mode === 'full') {
    if (inspector === null) throw new Error("workerd's inspector was not found: isolate CPU cannot be measured")
    console.log(
      `bench: isolate CPU per page, straight to workerd (${entry}); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    pageCpu = await measurePageCpu(inspector, entry, base, accounts, TRIVIAL_API_PATH)
  }
  if (soakOnly) soaked = await soak(base, accounts, server.processGroup)
  if (lighthouseOnly) cookie = await login(base, DEMO.email, DEMO.password)
  if (mode === 'full') {
    cookie = await login(base, DEMO.email, DEMO.password)
    // First, while this customer's prices are not in the BFF's 60 s cache yet.
    console.log('bench: price streaming (when a category page exists)')
    streaming = await priceStreaming(base, cookie, routeIds)
    console.log('bench: home page timings')
    homeLoggedIn = await pageTimings(base, '/', cookie)
    console.log(`bench: load, ${LOAD.connections} connections × ${LOAD.seconds} s per route, straight to workerd`)
    // The logged-in pages against a static HTML route of the median page's size and a trivial
    // /api route: a trend line, so the machine's own speed cancels out (bench/cpuReport.ts).
    const category = (await budgetPages(base, cookie)).find((p) => p.name === 'category')
    const staticRow = pageCpu?.find((row) => row.kind === STATIC_HTML_KIND)
    staticPath = `/__bench/static/${staticRow?.bytes ?? 100_000}`
    load = [
      await loadTest(`${entry}/`, { ...BROWSER_HEADERS, Cookie: cookie }, LOAD.connections, LOAD.seconds),
      ...(category
        ? [
            await loadTest(
              `${entry}${category.path}`,
              { ...BROWSER_HEADERS, Cookie: cookie },
              LOAD.connections,
              LOAD.seconds,
            ),
          ]
        : []),
      await loadTest(`${entry}${staticPath}`, BROWSER_HEADERS, LOAD.connections, LOAD.seconds),
      await loadTest(`${entry}${TRIVIAL_API_PATH}`, { Accept: 'application/json' }, LOAD.connections, LOAD.seconds),
    ]
    console.log('bench: contract size, the same pages for a 10,000- and a 10-price customer')
    pair = await contractPair(
      base,
      (await budgetPages(base, cookie)).filter((p) => p.name !== 'cart'),
      await pairCustomer(base, LARGE_CONTRACT, contractPrices),
      await pairCustomer(base, SMALL_CONTRACT, contractPrices),
    )
  }
  let search = null
  let facetedSearch = null
  let hits = null
  if (mode === 'full' || mode === 'search-only') {
    console.log('bench: search-as-you-type (when /api/catalog/productsearch exists)')
    search = await searchLatency(base)
    console.log('bench: results page and category page with facet counts, with and without filters (guest)')
    facetedSearch = search === null ? null : await facetedSearchLatency(base)
    console.log('bench: search relevance set, top 8 of each query (guest)')
    hits = search === null ? null : await relevanceHits(base)
  }
  let addToCart = null
  let bulkAdd = null
  let placeOrder = null
  let historyExport = null
  let lighthouse = null
  if (mode === 'full') {
    console.log('bench: add to cart → minicart updated, and placeOrder (demo customer)')
    addToCart = await addToCartRoundTrip(base, cookie)
    placeOrder = await placeOrderLatency(base, cookie)
    console.log('bench: bulk add of 200 quick-order lines (POST /api/cart/bulk)')
    bulkAdd = await bulkAddLatency(base, cookie)
    console.log('bench: order history CSV export, 1,000 lines (large-contract customer)')
    historyExport = await orderExportTimings(base, await login(base, LARGE_CONTRACT.email, LARGE_CONTRACT.password))
  }
  if (lighthouseOnly || (mode === 'full' && !args.includes('--no-lighthouse'))) {
    console.log(`bench: Lighthouse (mobile), guest and customer, ${lighthouseRuns} run(s) per page`)
    console.log(
      `bench: load average before Lighthouse ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    // The orders above emptied the customer's cart; a cart page is judged with a line in it.
    await putOneLineInCart(base, cookie)
    if (await quietMachine()) {
      lighthouse = await lighthousePages(base, await budgetPages(base, cookie), cookie, lighthouseRuns)
    } else {
      const load = loadavg()[0]!.toFixed(2)
      console.log(
        `bench: Lighthouse refused: load average ${load} > ${LIGHTHOUSE_MAX_LOAD} for ${LIGHTHOUSE_WAIT_MS / 60_000} min`,
      )
      lighthouse = (await budgetPages(base, cookie)).flatMap((page) =>
        (['guest', 'customer'] as const).map((audience) => ({
          ...page,
          audience,
          error: `not run: load average ${load} > ${LIGHTHOUSE_MAX_LOAD}`,
        })),
      )
    }
  }
  await server.stop()
  server = undefined

  // With the server stopped: the categories of the hits, and the index figures (the FTS rebuild writes the D1).
  const relevance = hits === null ? null : judgeRelevance(stateDir, hits)
  if (search !== null) console.log('bench: search index build (Node) and FTS5 rebuild (D1), D1 size')
  const searchIndex = search === null ? null : searchIndexFigures(stateDir, scale)

  const partial = {
    measuredAt: new Date().toISOString(),
    server: `vite preview (workerd), 127.0.0.1:${PORT}, prices upstream slowed ${SIMULATED_PRICES_LATENCY_MS} ms`,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    mode,
    catalogueProducts,
    homeLoggedIn,
    load,
    staticPath,
    pageCpu,
    clientJs: clientJs && { ...clientJs, floorKB: FRAMEWORK_FLOOR_KB, budgetKB: JS_BUDGET_KB },
    search,
    facetedSearch,
    relevance,
    searchIndex,
    priceStreaming: streaming,
    addToCart,
    bulkAdd,
    placeOrder,
    historyExport,
    lighthouse,
    contractPair: pair,
    soak: soaked,
  }
  const results: Results = { ...partial, budgets: judgeBudgets(partial) }
  printTables(results)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nJSON (also in ${RESULTS_FILE}):`)
  console.log(JSON.stringify(results))
}

main().then(
  () => shutdown(0),
  async (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`)
    await shutdown(1)
  },
)
