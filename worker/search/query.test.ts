import { describe, expect, it } from 'vitest'
import { MAX_QUERY_WORDS, matchExpression, parseQuery } from './query'

describe('parseQuery', () => {
  it('reads words, codes and stems', () => {
    const words = parseQuery('Käsineet VT-100060')
    expect(words.map((w) => w.folded)).toEqual(['kasineet', 'vt100060'])
    expect(words[0]?.stem).toBe('kasin')
    expect(words[1]?.stem).toBeNull()
  })

  it.each([
    ['an emoji', '🐶💉', 0],
    ['FTS syntax', '" * NEAR( AND : -', 2],
    ['an SQL fragment', "'; DROP TABLE products; --", 3],
  ])('keeps only letters and digits of %s', (_label, input, count) => {
    const words = parseQuery(input)
    expect(words).toHaveLength(count)
    for (const w of words) expect(w.folded).toMatch(/^[a-z0-9]+$/)
  })

  it('reads at most 8 words of a long paste, each at most 40 letters', () => {
    const words = parseQuery(`${'a'.repeat(2000)} ${'sana '.repeat(400)}`)
    expect(words).toHaveLength(MAX_QUERY_WORDS)
    expect(words[0]?.folded).toHaveLength(40)
  })

  it('quotes every term of the FTS5 expression, so an operator stays a word', () => {
    const expression = matchExpression(parseQuery('near and rokote'))
    expect(expression).toContain('"near"*')
    expect(expression).toContain('"and"*')
    expect(expression.split(' AND ')).toHaveLength(3)
  })
})
