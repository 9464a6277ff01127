/**
 * Keeps the relevance set honest: every query must be satisfiable by at least one product of
 * the catalogue it was written for, or a search could never pass it. Checked against the
 * catalogue data itself, never against a search (scripts/relevance-coverage.ts).
 */
import { isExpected, type JudgedHit } from './judge.ts'
import type { RelevanceQuery } from './types.ts'

/** The queries that no product satisfies. */
export function uncoverable(queries: readonly RelevanceQuery[], products: readonly JudgedHit[]): RelevanceQuery[] {
  return queries.filter((query) => !products.some((product) => isExpected(query, product)))
}

/** How many products satisfy each query (to spot expectations that are too wide or too narrow). */
export function coverageCounts(queries: readonly RelevanceQuery[], products: readonly JudgedHit[]): number[] {
  return queries.map((query) => products.filter((product) => isExpected(query, product)).length)
}
