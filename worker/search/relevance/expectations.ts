/**
 * Shorthands for writing the relevance set's expectations (docs/decisions/022-finnish-product-search.md §7),
 * shared by ./queries.ts and ./findItQueries.ts.
 */
import type { Expectation, RelevanceKind, RelevanceQuery } from './types.ts'

/** Product names matching any of these regular expression sources (case-insensitive). */
export const names = (...sources: string[]): Expectation => ({ names: sources })
/** Products in any of these categories or below them. */
export const cats = (...paths: string[]): Expectation => ({ categories: paths })
/** Names or categories: either satisfies the buyer. */
export const either = (sources: string[], paths: string[]): Expectation => ({ names: sources, categories: paths })
/** Exact SKUs. */
export const skus = (...codes: string[]): Expectation => ({ skus: codes })
/** A name containing every one of these sources, in any order (a multi-word query needs all words). */
export const allOf = (...sources: string[]): string => `^${sources.map((s) => `(?=.*${s})`).join('')}`

export const set = (
  kind: RelevanceKind,
  rows: readonly (readonly [q: string, expect: Expectation])[],
): RelevanceQuery[] => rows.map(([q, expect]) => ({ q, kind, expect }))
