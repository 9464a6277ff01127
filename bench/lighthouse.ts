/**
 * Lighthouse (mobile, its default simulated throttling) on the pages docs/architecture.md §13
 * names: home, a category, a product and the cart, for a guest and for the logged-in demo
 * customer (the session cookie goes along as an extra header on every request of the page).
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) is started once with a DevTools
 * port and Lighthouse connects to it; no browser is downloaded. Lighthouse reaches the server
 * through a gzip proxy, as browsers reach the shop through Cloudflare's compressing edge
 * (bench/compressingProxy.ts). Each report is kept in bench/results/lighthouse/ for the details
 * behind a score.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { startCompressingProxy } from './compressingProxy.ts'
import { median } from './http.ts'

export const LIGHTHOUSE_BUDGET = 95
/** docs/architecture.md §13: Largest Contentful Paint, median of the runs. */
export const LCP_BUDGET_MS = 1500
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const REPORT_DIR = 'bench/results/lighthouse'
const LAUNCH_TIMEOUT_MS = 20_000
const MAX_RETRIES = 2

export type LighthousePage = LighthouseScores | LighthouseFailure

export interface LighthouseFailure {
  name: string
  path: string
  audience: 'guest' | 'customer'
  /** Every run failed: Lighthouse's last message. */
  error: string
}

export interface LighthouseScores {
  name: string
  path: string
  audience: 'guest' | 'customer'
  /** Median over the runs, 0–100. */
  performance: number
  accessibility: number
  /** Median Largest Contentful Paint over the runs (ms), judged against LCP_BUDGET_MS. */
  lcpMedianMs: number
  /** Of the median-performance run. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number }
  /** Accessibility audits that failed, and performance opportunities worth ≥ 100 ms, by title. */
  findings: string[]
  /** Lighthouse's CPU benchmark of this machine (a fast desktop scores 1,500+): context for `performance`. */
  benchmarkIndex: number
}

interface Chromium {
  port: number
  stop: () => Promise<void>
}

/** Starts headless Chromium with a DevTools port of its own choosing and reads that port. */
function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Chromium writes its profile until it has exited: remove the directory only then.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
    // Chromium's helper processes may still write for a moment: cleanup is best effort, a
    // leftover temporary profile must not fail the bench.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    } catch (error) {
      console.warn(`bench: could not remove ${profile}: ${String(error)}`)
    }
  }
  return new Promise((resolve, reject) => {
    let stderr = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`${CHROME_PATH} printed no DevTools port within ${LAUNCH_TIMEOUT_MS / 1000} s:\n${stderr}`))
    }, LAUNCH_TIMEOUT_MS)
    child.once('error', (error) => {
      clearTimeout(timer)
      void stop()
      reject(error)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve({ port: Number(port), stop })
      }
    })
  })
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

async function audit(port: number, url: string, cookie: string | null) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : null,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `a11y: ${a?.title}`)
  const slowPerf = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1 && (a.numericValue ?? 0) >= 100)
    .map((a) => `perf: ${a.title} (${Math.round(a.numericValue ?? 0)} ms)`)
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      speedIndexMs: numeric('speed-index'),
    },
    findings: [...failedA11y, ...slowPerf],
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    report: result.report,
  }
}

/**
 * The pages of the budget: home, the first top-level category of the customer's menu (guests
 * have no category menu), the first product listed there, and the cart.
 */
export async function budgetPages(base: string, cookie: string): Promise<{ name: string; path: string }[]> {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers: { Accept: 'application/json', ...headers } })
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
    return (await res.json()) as unknown
  }
  const menu = (await get('/api/core/topmenu', { Cookie: cookie })) as { categoryList?: { url_path?: string }[] }
  const category = menu.categoryList?.[0]?.url_path ?? 'kaikki-tuotteet'
  const listing = (await get(`/api/catalog/category?path=${encodeURIComponent(category)}&page=1&pageSize=24`)) as {
    items?: { url_key: string }[]
  }
  const product = listing.items?.[0]?.url_key
  if (!product) throw new Error(`category ${category} lists no products`)
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${category}` },
    { name: 'product', path: `/product/${product}` },
    { name: 'cart', path: '/cart' },
  ]
}

/**
 * Runs Lighthouse `runs` times on each page (median scores) for a guest and, with `cookie`,
 * for the customer. Pages run one after another: Lighthouse measures one tab at a time.
 */
export async function lighthousePages(
  base: string,
  pages: { name: string; path: string }[],
  cookie: string,
  runs = 1,
): Promise<LighthousePage[]> {
  mkdirSync(REPORT_DIR, { recursive: true })
  const proxy = await startCompressingProxy(base)
  const chromium = await launchChromium()
  try {
    const results: LighthousePage[] = []
    for (const audience of ['guest', 'customer'] as const) {
      for (const page of pages) {
        const samples = []
        const errors: string[] = []
        // A run can fail to record its trace on a busy machine (NO_NAVSTART): retried, bounded.
        for (let attempt = 0; samples.length < runs && attempt < runs + MAX_RETRIES; attempt++) {
          try {
            samples.push(
              await audit(chromium.port, `${proxy.base}${page.path}`, audience === 'customer' ? cookie : null),
            )
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error))
          }
        }
        const perf = median(samples.map((s) => s.performance))
        const typical = samples.find((s) => s.performance === perf) ?? samples[0]
        if (!typical) {
          results.push({ ...page, audience, error: errors.at(-1) ?? 'no run' })
          continue
        }
        const report = Array.isArray(typical.report) ? typical.report.join('\n') : typical.report
        writeFileSync(join(REPORT_DIR, `${page.name}-${audience}.json`), report)
        results.push({
          name: page.name,
          path: page.path,
          audience,
          performance: perf,
          accessibility: median(samples.map((s) => s.accessibility)),
          lcpMedianMs: median(samples.map((s) => s.metrics.lcpMs)),
          metrics: typical.metrics,
          findings: typical.findings,
          benchmarkIndex: typical.benchmarkIndex,
        })
      }
    }
    return results
  } finally {
    await chromium.stop()
    await proxy.stop()
  }
}
