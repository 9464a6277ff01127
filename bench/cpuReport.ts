/** The isolate CPU table and budgets (bench/pageCpu.ts; docs/architecture.md, Budgets). */
import { round, type LoadResult } from './http.ts'
import {
  CPU_BUDGET_MS,
  FILTERED_CATEGORY_EXTRA_MS,
  FILTERED_CATEGORY_KIND,
  PAGE_KINDS,
  STATIC_HTML_KIND,
  TRIVIAL_API_KIND,
  type CpuRow,
} from './pageCpu.ts'
import type { Budget } from './report.ts'
import { table } from './table.ts'

export function printPageCpu(rows: readonly CpuRow[], loadAverage: readonly number[]): void {
  console.log(
    table(
      `Isolate CPU per request (workerd inspector, 1 ms sampling, sequential, straight to workerd; load average ${loadAverage.join(' / ')})`,
      ['kind', 'requests', 'pages', 'customers', 'median ms', 'p95 ms', 'GC median ms', 'not 2xx', 'bytes'],
      rows.map((r) => [
        r.kind,
        r.requests,
        r.distinctPages,
        r.customers,
        r.medianMs,
        r.p95Ms,
        r.gcMedianMs,
        r.notOk,
        r.bytes ?? '',
      ]),
    ),
  )
}

/** Every page kind: p95 (and so the median) ≤ 10 ms, every answer 2xx. */
export function pageCpuBudgets(rows: readonly CpuRow[] | null, loadAverage: readonly number[]): Budget[] {
  if (rows === null) return []
  const perPage: Budget[] = rows
    .filter((r) => (PAGE_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({
      name: `isolate CPU ${r.kind} ≤ ${CPU_BUDGET_MS} ms`,
      status: r.p95Ms <= CPU_BUDGET_MS && r.notOk === 0 ? 'PASS' : 'FAIL',
      detail: `median ${r.medianMs} ms, p95 ${r.p95Ms} ms over ${r.requests} requests (${r.distinctPages} pages, ${r.customers} customers, ${r.notOk} not 2xx${r.firstNotOk ? `, e.g. ${r.firstNotOk}` : ''}; load average ${loadAverage.join(' / ')})`,
    }))
  return [...perPage, ...filterCost(rows, loadAverage)]
}

/**
 * Three filters cost a category page at most FILTERED_CATEGORY_EXTRA_MS more isolate CPU
 * (docs/decisions/069-facets-and-filters.md), the same pages and customers with and without them,
 * judged on the median (the p95 of 100 requests moves by more than 1 ms between runs alone).
 */
function filterCost(rows: readonly CpuRow[], loadAverage: readonly number[]): Budget[] {
  const plain = rows.find((r) => r.kind === 'category')
  const filtered = rows.find((r) => r.kind === FILTERED_CATEGORY_KIND)
  if (!plain || !filtered) return []
  const extra = round(filtered.medianMs - plain.medianMs, 1)
  return [
    {
      name: `${FILTERED_CATEGORY_KIND}: ≤ ${FILTERED_CATEGORY_EXTRA_MS} ms more isolate CPU than without`,
      status: extra <= FILTERED_CATEGORY_EXTRA_MS && filtered.notOk === 0 ? 'PASS' : 'FAIL',
      detail: `median ${filtered.medianMs} ms vs ${plain.medianMs} ms (+${extra} ms), p95 ${filtered.p95Ms} ms vs ${plain.p95Ms} ms; load average ${loadAverage.join(' / ')}`,
    },
  ]
}

/**
 * The trend line (not a budget): a page's throughput under load divided by the static HTML route
 * of its size and by the trivial /api route, both measured the same way straight to workerd.
 */
export function printRatios(load: readonly LoadResult[], staticPath: string | null, trivialPath: string): void {
  const staticRun = staticPath ? load.find((l) => l.url === staticPath) : undefined
  const trivial = load.find((l) => l.url === trivialPath)
  const pages = load.filter((l) => l !== staticRun && l !== trivial)
  if (pages.length === 0) return
  const ratio = (a: number, b: number | undefined) => (b ? round(a / b, 2) : '?')
  console.log(
    table(
      `Throughput ratio (trend line): page req/s ÷ ${STATIC_HTML_KIND} and ÷ ${TRIVIAL_API_KIND}`,
      ['page', 'req/s', '÷ static HTML', '÷ trivial /api'],
      pages.map((p) => [
        p.url,
        p.requestsPerSecond,
        ratio(p.requestsPerSecond, staticRun?.requestsPerSecond),
        ratio(p.requestsPerSecond, trivial?.requestsPerSecond),
      ]),
    ),
  )
}
