import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { normalizeSearchText, SEARCH_MAX_CHARS } from './catalog'
import { CategoryListingQuerySchema, ProductSearchQuerySchema } from './listingQueries'
import { categoryPageSize, clampInt, MAX_PAGE } from './catalogParams'

/** True when every surrogate is paired (String#isWellFormed is ES2024, beyond our lib). */
const wellFormed = (s: string) => !/\p{Cs}/u.test(s)

describe('normalizeSearchText', () => {
  it('trims and collapses whitespace and control characters', () => {
    expect(normalizeSearchText('  amoks \t\n sideharso\u0000\u0007  ')).toBe('amoks sideharso')
  })

  it('replaces unpaired surrogates and keeps pairs', () => {
    expect(normalizeSearchText('a\uD800b\uDC00c 💊')).toBe('a\uFFFDb\uFFFDc 💊')
    expect(wellFormed(normalizeSearchText('a\uD800b'))).toBe(true)
  })

  it(`cuts to ${SEARCH_MAX_CHARS} characters, never inside a surrogate pair`, () => {
    expect(normalizeSearchText('a'.repeat(5000))).toHaveLength(SEARCH_MAX_CHARS)
    const emoji = normalizeSearchText('💊'.repeat(300))
    expect([...emoji]).toHaveLength(SEARCH_MAX_CHARS)
    expect(wellFormed(emoji)).toBe(true)
    expect(normalizeSearchText(`${'a'.repeat(SEARCH_MAX_CHARS - 1)} b`)).toBe('a'.repeat(SEARCH_MAX_CHARS - 1))
  })

  it('is what the product search schema outputs', () => {
    const parsed = v.parse(ProductSearchQuerySchema, { q: ` ${'x'.repeat(300)} ` })
    expect(parsed.q).toBe('x'.repeat(SEARCH_MAX_CHARS))
  })
})

describe('paging numbers are clamped, not refused', () => {
  it.each([
    ['0', 1],
    ['-5', 1],
    ['7', 7],
    ['7.9', 7],
    [' 3 ', 3],
    ['99999999999999999999999', MAX_PAGE],
    ['1e400', MAX_PAGE],
    [42, 42],
    [-1, 1],
  ] as const)('%j → %i', (raw, expected) => {
    expect(clampInt(raw, 1, MAX_PAGE, 1)).toBe(expected)
  })

  it.each(['', 'abc', 'NaN', '2x', null, undefined, {}])('%j falls back to the default', (raw) => {
    expect(clampInt(raw, 1, MAX_PAGE, 1)).toBe(1)
  })

  it('a category page size becomes the smallest allowed size that holds it', () => {
    expect([1, 24, 25, 48, 49, 96, 500].map(categoryPageSize)).toEqual([24, 24, 48, 48, 96, 96, 96])
    expect(categoryPageSize('abc')).toBe(24)
  })

  it('the query schemas clamp numbers and default the rest', () => {
    expect(v.parse(ProductSearchQuerySchema, { q: 'amoks', page: '0', pageSize: '500' })).toEqual({
      q: 'amoks',
      page: 1,
      pageSize: 48,
      sort: 'relevance',
    })
    expect(v.parse(ProductSearchQuerySchema, { q: 'amoks', page: 'x', pageSize: '-3' })).toEqual({
      q: 'amoks',
      page: 1,
      pageSize: 1,
      sort: 'relevance',
    })
    expect(v.parse(CategoryListingQuerySchema, { path: 'laakkeet', page: '-1', pageSize: '10' })).toEqual({
      path: 'laakkeet',
      page: 1,
      pageSize: 24,
      sort: 'position',
    })
  })
})
