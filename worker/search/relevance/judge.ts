/**
 * Judges search hits against the relevance set (docs/decisions/022-finnish-product-search.md §7): recall is the share of queries
 * with an expected product in the top N, precision the mean share of the top N that is
 * expected. Pure TypeScript, no worker or Node API: the worker test and the bench both run it.
 */
import { DEFAULT_TOP_N, RELEVANCE_KINDS, type RelevanceKind, type RelevanceQuery } from './types.ts'

export { DEFAULT_TOP_N, RELEVANCE_KINDS }
export type { Expectation, RelevanceKind, RelevanceQuery } from './types.ts'

/** One search hit as the judge sees it. */
export interface JudgedHit {
  sku: string
  name: string
  /** url_paths of the product's categories */
  categories: string[]
}

export interface RelevanceRun {
  query: RelevanceQuery
  hits: JudgedHit[]
}

export interface RelevanceFailure {
  q: string
  kind: RelevanceKind
  /** The top N hits as "SKU name", to see at a glance what was found instead. */
  top: string[]
}

export interface RelevanceScore {
  queries: number
  passed: number
  /** Share of queries with at least one expected hit in the top N (0…1). */
  recall: number
  /** Mean over queries of expected hits / hits in the top N; a query without hits counts 0. */
  precision: number
  byKind: Record<RelevanceKind, { queries: number; passed: number }>
  failures: RelevanceFailure[]
}

// The set's few hundred sources are compiled once, not once per hit.
const compiled = new Map<string, RegExp>()
function pattern(source: string): RegExp {
  let re = compiled.get(source)
  if (!re) {
    re = new RegExp(source, 'iu')
    compiled.set(source, re)
  }
  return re
}

/** A category path is under a prefix when it is the prefix or one of its descendants. */
function under(path: string, prefix: string): boolean {
  const p = prefix.replace(/\/+$/, '')
  return path === p || path.startsWith(`${p}/`)
}

/** Whether a buyer who typed `query.q` is served by `hit`: it meets any of the expectation's criteria. */
export function isExpected(query: RelevanceQuery, hit: JudgedHit): boolean {
  const { names = [], categories = [], skus = [] } = query.expect
  if (skus.includes(hit.sku)) return true
  if (names.some((source) => pattern(source).test(hit.name))) return true
  return categories.some((prefix) => hit.categories.some((path) => under(path, prefix)))
}

/** Scores a run of the whole set (or any part of it); hits are in ranked order. */
export function scoreRelevance(runs: readonly RelevanceRun[], topN = DEFAULT_TOP_N): RelevanceScore {
  const byKind = Object.fromEntries(RELEVANCE_KINDS.map((kind) => [kind, { queries: 0, passed: 0 }])) as Record<
    RelevanceKind,
    { queries: number; passed: number }
  >
  const failures: RelevanceFailure[] = []
  let passed = 0
  let precisionSum = 0
  for (const { query, hits } of runs) {
    const top = hits.slice(0, topN)
    const expected = top.filter((hit) => isExpected(query, hit)).length
    const ok = expected > 0
    byKind[query.kind].queries++
    if (ok) {
      passed++
      byKind[query.kind].passed++
    } else {
      failures.push({ q: query.q, kind: query.kind, top: top.map((hit) => `${hit.sku} ${hit.name}`) })
    }
    precisionSum += top.length ? expected / top.length : 0
  }
  const queries = runs.length
  return {
    queries,
    passed,
    recall: queries ? passed / queries : 0,
    precision: queries ? precisionSum / queries : 0,
    byKind,
    failures,
  }
}
