/**
 * Search relevance at the bench's scale (docs/decisions/022-finnish-product-search.md §7): every query of the relevance set through
 * the shop's public search API, as a guest, judged on its top 8 like the worker test
 * (worker/search/relevance/relevance.test.ts) judges the demo catalogue. The hits' category
 * paths come from the bench's D1 after the server has stopped (bench/run.ts).
 */
import { scoreRelevance, DEFAULT_TOP_N, type JudgedHit, type RelevanceRun } from '../worker/search/relevance/judge.ts'
import { RELEVANCE_QUERIES } from '../worker/search/relevance/queries.ts'
import type { RelevanceQuery } from '../worker/search/relevance/types.ts'
import { benchQuery } from './database.ts'
import { SEARCH_PATH } from './measure.ts'

/** Recall budget of docs/decisions/022-finnish-product-search.md §7: this share of queries finds an expected product in the top 8. */
export const RELEVANCE_BUDGET = 0.95
const MAX_FAILURES_SHOWN = 20

export interface RelevanceHits {
  query: RelevanceQuery
  hits: { sku: string; name: string }[]
  status: number
}

/** The top 8 of every relevance query, from the running server. */
export async function relevanceHits(base: string): Promise<RelevanceHits[]> {
  const runs: RelevanceHits[] = []
  for (const query of RELEVANCE_QUERIES) {
    const url = `${base}${SEARCH_PATH}?q=${encodeURIComponent(query.q)}&pageSize=${DEFAULT_TOP_N}`
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) })
    const body = (await res.json().catch(() => null)) as { items?: { sku: string; name: string }[] } | null
    runs.push({ query, status: res.status, hits: (body?.items ?? []).map(({ sku, name }) => ({ sku, name })) })
  }
  return runs
}

/** The url_paths of the categories of the given SKUs, a variant's through its parent (one wrangler run). */
function categoryPaths(stateDir: string, skus: readonly string[]): Map<string, string[]> {
  const paths = new Map<string, string[]>()
  if (skus.length === 0) return paths
  const list = skus.map((sku) => `'${sku.replace(/'/g, "''")}'`).join(',')
  const rows = benchQuery<{ sku: string; url_path: string }>(
    stateDir,
    `SELECT p.sku, c.url_path FROM products p
     JOIN product_categories pc ON pc.product_id = COALESCE(p.parent_id, p.id)
     JOIN categories c ON c.id = pc.category_id
     WHERE p.sku IN (${list})`,
  )
  for (const { sku, url_path } of rows) paths.set(sku, [...(paths.get(sku) ?? []), url_path])
  return paths
}

/** Recall and precision of the set at this scale; `failures` lists at most 20 queries. */
export function judgeRelevance(stateDir: string, runs: readonly RelevanceHits[]) {
  const paths = categoryPaths(stateDir, [...new Set(runs.flatMap((r) => r.hits.map((h) => h.sku)))])
  const judged: RelevanceRun[] = runs.map(({ query, hits }) => ({
    query,
    hits: hits.map((h): JudgedHit => ({ ...h, categories: paths.get(h.sku) ?? [] })),
  }))
  const score = scoreRelevance(judged)
  return {
    topN: DEFAULT_TOP_N,
    queries: score.queries,
    passed: score.passed,
    recall: Number(score.recall.toFixed(4)),
    precision: Number(score.precision.toFixed(4)),
    errors: runs.filter((r) => r.status !== 200).length,
    byKind: score.byKind,
    failures: score.failures
      .slice(0, MAX_FAILURES_SHOWN)
      .map((f) => ({ q: f.q, kind: f.kind, top: f.top.slice(0, 3) })),
    failuresTotal: score.failures.length,
  }
}
