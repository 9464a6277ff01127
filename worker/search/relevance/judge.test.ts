import { describe, expect, it } from 'vitest'
import { uncoverable } from './coverage'
import {
  DEFAULT_TOP_N,
  RELEVANCE_KINDS,
  isExpected,
  scoreRelevance,
  type JudgedHit,
  type RelevanceQuery,
} from './judge'
import { RELEVANCE_QUERIES } from './queries'

// docs/decisions/022-finnish-product-search.md §7: the relevance set's judge. Recall and precision are only worth their budget if
// the arithmetic behind them is right, so it is checked here on small hand-made runs.

const hit = (sku: string, name: string, ...categories: string[]): JudgedHit => ({ sku, name, categories })

const gloves: RelevanceQuery = {
  q: 'käsineet',
  kind: 'plural',
  expect: { names: ['käsine'], categories: ['hoitotarvikkeet/kasineet'] },
}
const vaccines: RelevanceQuery = {
  q: 'rokotteet',
  kind: 'category',
  expect: { categories: ['laakkeet/rokotteet'] },
}
const code: RelevanceQuery = { q: 'vt100060', kind: 'sku', expect: { skus: ['VT-100060'] } }

const GLOVE = hit('VT-1', 'Nitriilikäsine puuteriton, sininen, M', 'hoitotarvikkeet/kasineet/nitriilikasineet')
const UNNAMED_GLOVE = hit('VT-2', 'Suojahanska XL', 'hoitotarvikkeet/kasineet')
const SYRINGE = hit('VT-3', 'Injektioruisku Luer 2 ml', 'hoitotarvikkeet/injektiotarvikkeet/ruiskut')
const VACCINE = hit('VT-4', 'Vaxiium vet DHP koiralle', 'laakkeet/rokotteet/koiran-rokotteet')

describe('isExpected', () => {
  it('matches names case-insensitively, ä and Ä alike', () => {
    expect(isExpected(gloves, hit('VT-9', 'KIRURGINEN KÄSINE LATEKSI'))).toBe(true)
    expect(isExpected(gloves, SYRINGE)).toBe(false)
  })

  it('takes a hit in a category below an expected path, but not a sibling that shares its letters', () => {
    expect(isExpected(vaccines, VACCINE)).toBe(true)
    expect(isExpected(vaccines, hit('VT-5', 'DHP koiralle', 'laakkeet/rokotteetx'))).toBe(false)
    expect(isExpected(vaccines, hit('VT-6', 'DHP koiralle', 'laakkeet'))).toBe(false)
  })

  it('is satisfied by any one criterion: a name or a category', () => {
    expect(isExpected(gloves, UNNAMED_GLOVE)).toBe(true)
    expect(isExpected(gloves, hit('VT-7', 'Nitriilikäsine', 'hoitotarvikkeet/tukkupakkaukset'))).toBe(true)
  })

  it('compares SKUs exactly', () => {
    expect(isExpected(code, hit('VT-100060', 'Objektilasi mattapääty'))).toBe(true)
    expect(isExpected(code, hit('VT-1000601', 'Objektilasi'))).toBe(false)
  })
})

describe('scoreRelevance', () => {
  const runs = [
    // 2 of 4 expected: passes, precision 0.5
    { query: gloves, hits: [SYRINGE, GLOVE, VACCINE, UNNAMED_GLOVE] },
    // the only vaccine is ninth: outside the top 8, fails with precision 0
    { query: vaccines, hits: [...Array.from({ length: 8 }, (_, i) => hit(`VT-${10 + i}`, 'Ruisku')), VACCINE] },
    // nothing found: fails, precision 0
    { query: code, hits: [] },
  ]

  it('counts a query as passed only with an expected hit in the top N, and averages precision over all queries', () => {
    const score = scoreRelevance(runs)
    expect(DEFAULT_TOP_N).toBe(8)
    expect(score.queries).toBe(3)
    expect(score.passed).toBe(1)
    expect(score.recall).toBeCloseTo(1 / 3, 10)
    expect(score.precision).toBeCloseTo((2 / 4 + 0 + 0) / 3, 10)
  })

  it('reports each failure with what was found instead, and the counts per kind', () => {
    const score = scoreRelevance(runs)
    expect(score.failures).toEqual([
      { q: 'rokotteet', kind: 'category', top: Array.from({ length: 8 }, (_, i) => `VT-${10 + i} Ruisku`) },
      { q: 'vt100060', kind: 'sku', top: [] },
    ])
    expect(score.byKind.plural).toEqual({ queries: 1, passed: 1 })
    expect(score.byKind.category).toEqual({ queries: 1, passed: 0 })
    expect(score.byKind.sku).toEqual({ queries: 1, passed: 0 })
    expect(score.byKind.typo).toEqual({ queries: 0, passed: 0 })
    expect(Object.keys(score.byKind)).toEqual([...RELEVANCE_KINDS])
  })

  it('judges only the top N it is given', () => {
    const score = scoreRelevance(runs, 9)
    expect(score.passed).toBe(2)
    // the vaccine run: 1 of 9
    expect(score.precision).toBeCloseTo((2 / 4 + 1 / 9 + 0) / 3, 10)
    expect(scoreRelevance(runs, 1).passed).toBe(0)
  })

  it('scores an empty run as zero, not as NaN', () => {
    expect(scoreRelevance([])).toMatchObject({ queries: 0, passed: 0, recall: 0, precision: 0, failures: [] })
  })
})

describe('the relevance set', () => {
  it('holds at least 200 unique queries over every kind, each with something to expect', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(200)
    expect(new Set(RELEVANCE_QUERIES.map((query) => query.q.toLowerCase())).size).toBe(RELEVANCE_QUERIES.length)
    for (const kind of RELEVANCE_KINDS) {
      expect(RELEVANCE_QUERIES.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(15)
    }
    for (const { q, expect: want } of RELEVANCE_QUERIES) {
      const criteria = (want.names?.length ?? 0) + (want.categories?.length ?? 0) + (want.skus?.length ?? 0)
      expect(criteria, q).toBeGreaterThan(0)
      for (const source of want.names ?? []) expect(() => new RegExp(source, 'iu'), q).not.toThrow()
    }
  })

  it('names the queries no product satisfies', () => {
    const missing = uncoverable([gloves, vaccines, code], [GLOVE, SYRINGE])
    expect(missing.map((query) => query.q)).toEqual(['rokotteet', 'vt100060'])
  })
})
