/**
 * The search budget with and without filters (docs/architecture.md §13, docs/decisions/070-bench-filtered-search.md):
 * the keystroke, the results page with facet counts, the same narrowed by 1–3 filters and sorted,
 * judged like the keystroke (p95 ≤ 20 ms at 20,000 products, ≤ 30 ms above); the category page
 * with three filters and without is printed, not judged.
 */
import type { facetedSearchLatency, LatencyRow } from './facetedSearch.ts'
import type { Budget, Results } from './report.ts'
import { searchBudgetMs } from './searchBudget.ts'
import { table } from './table.ts'

export type FacetedSearch = Awaited<ReturnType<typeof facetedSearchLatency>>

/** "1 → 2 → 3 filters; 58 queries to 3, 2 to 2" */
const depthText = (depth: Record<number, number>) => {
  const reached = Object.entries(depth)
    .reverse()
    .filter(([, queries]) => queries > 0)
    .map(([n, queries]) => `${queries} queries to ${n}`)
  return reached.length === 0 ? '1 → 2 → 3 filters' : `1 → 2 → 3 filters; ${reached.join(', ')}`
}

/** The judged rows: name and figures. */
const judgedRows = (f: FacetedSearch): [string, LatencyRow][] => [
  ['results page, facets=1, no filters', f.unfiltered],
  [`results page, facets=1, 1–3 filters (${depthText(f.filterDepth)})`, f.filtered],
  ['results page, facets=1, filters, sort=name_asc', f.sorted],
]

export function facetedSearchBudgets(r: Pick<Results, 'facetedSearch' | 'catalogueProducts'>): Budget[] {
  const f = r.facetedSearch
  const limit = searchBudgetMs(r.catalogueProducts)
  const products = r.catalogueProducts ?? '?'
  if (f === null || f === undefined) {
    return [
      { name: `filtered search p95 ≤ ${limit} ms`, status: 'n/a', detail: 'n/a (no /api/catalog/productsearch yet)' },
    ]
  }
  return judgedRows(f).map(([what, row]) => {
    const name = `search p95 ≤ ${limit} ms: ${what.replace(/ \(.*\)$/, '')}`
    if (!f.facets) return { name, status: 'n/a', detail: 'n/a (the answers carry no facet counts yet)' }
    return {
      name,
      status: row.errors === 0 && row.requests > 0 && row.p95 <= limit ? 'PASS' : 'FAIL',
      detail: `p95 ${row.p95} ms, p50 ${row.p50} ms over ${row.requests} requests, ${row.errors} errors (${products} products; every URL once, cold)`,
    }
  })
}

export function printFacetedSearch(r: Results): void {
  const f = r.facetedSearch
  if (!f) return
  const limit = searchBudgetMs(r.catalogueProducts)
  const line = (what: string, row: LatencyRow | null | undefined, budget: string) =>
    row && row.requests > 0
      ? [what, row.requests, row.p50, row.p95, row.max, row.errors, budget]
      : [what, 0, '–', '–', '–', row?.errors ?? '', budget]
  const keystroke = r.search?.cold && { ...r.search.cold, requests: r.search.queries }
  console.log(
    table(
      `Search with and without filters, ${r.catalogueProducts ?? '?'} products, guest (load average ${f.loadAverage.join(' / ')} before; ${f.facets ? 'facet counts answered' : 'NO facet counts in the answers yet'})`,
      ['request', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'errors', 'p95 budget'],
      [
        line('keystroke (search panel, cold pass above)', keystroke, `≤ ${limit}`),
        line('results page without facet counts (pageSize=24 only)', f.withoutFacets, 'printed'),
        ...judgedRows(f).map(([what, row]) => line(what, row, `≤ ${limit}`)),
        line(
          `category ${f.categoryPath} without facet counts (pages 1–${f.categoryWithoutFacets.requests})`,
          f.categoryWithoutFacets,
          'printed',
        ),
        line(
          `category ${f.categoryPath}, facets=1, no filters (pages 1–${f.categoryUnfiltered.requests})`,
          f.categoryUnfiltered,
          'printed',
        ),
        line(`category ${f.categoryPath}, facets=1, three filters`, f.categoryThreeFilters, 'printed'),
      ],
    ),
  )
  if (f.examples.length > 0) console.log(`\nFiltered, sorted requests, e.g.:\n  ${f.examples.join('\n  ')}`)
}
