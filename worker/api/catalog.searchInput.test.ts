import { describe, expect, it } from 'vitest'
import { shopFetch } from '../test/helpers'

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const skus = (body: Record<string, unknown>) => (body.items as { sku: string }[]).map((i) => i.sku)
const names = (body: Record<string, unknown>) => (body.items as { name: string }[]).map((i) => i.name)
const productSearch = (q: string) => shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}`)
const categorySearch = (q: string) => shopFetch(`/api/categorysearch/${encodeURIComponent(q)}`)
const search = async (q: string) =>
  json(await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}&pageSize=3`))

describe('product search: escaping', () => {
  it.each([
    '"',
    '"amoks',
    'amoks"',
    'amoks*',
    '*',
    'NEAR(',
    'NEAR(amoks sideh)',
    'amoks -doksi',
    '-',
    '---',
    'sku:LAA',
    ':',
    'a:b:c',
    'AND OR NOT',
    '^amoks',
    '(((',
    "amoks'",
  ])('%j is plain text, never a 500', async (q) => {
    const res = await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}`)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(Array.isArray(body.items)).toBe(true)
    expect(typeof body.total_count).toBe('number')
  })

  it('keeps the words around the syntax characters', async () => {
    expect(skus(await search('amoks*'))).toEqual(['LAA-1001'])
    expect(skus(await search('"amoks"'))).toEqual(['LAA-1001'])
    expect(skus(await search('sideharso:'))).toEqual(['HOI-1001'])
  })
})

// issue: search queries of any length, any Unicode and any FTS/SQL syntax never error: both
// search endpoints answer 200 with a list (possibly empty), never a 400 or a 500.
const ODD_QUERIES: [string, string][] = [
  ['5,000 letters', 'a'.repeat(5000)],
  ['5,000 characters of words', 'sideharso kertakäyttö '.repeat(228)],
  ['emoji only', '💊💉🐶🐱'],
  ['emoji with a skin tone and a joiner', '👩🏽‍⚕️ 🐕‍🦺'],
  ['CJK', '犬の鎮痛薬 兽医'],
  ['Arabic (RTL)', 'دواء للكلاب'],
  ['Hebrew (RTL) with a bidi override', '\u202Eתרופה לכלבים'],
  ['combining marks only', '\u0301\u0308\u0301'],
  ['Devanagari with vowel signs', 'पशु चिकित्सा'],
  ['zero-width characters', 'amo\u200Bks\u200D'],
  ['control characters', 'amoks\u0000\u0007\u001B[31m'],
  ['punctuation only', '!?.,;:()[]{}<>@#$%&/\\|~`'],
  ['quotes only', '"""\'\'\''],
  ['NEAR(a b)', 'NEAR(a b)'],
  ['NEAR with a distance', 'NEAR(amoks sideh, 5)'],
  ['a OR b', 'a OR b'],
  ['OR between words', 'amoks OR sideharso'],
  ['a lone quote', '"'],
  ['an unclosed phrase', '"amoks sideharso'],
  ['a lone star', '*'],
  ['stars', '*** amoks*'],
  ['a lone minus', '-'],
  ['a negated word', 'sideharso -amoks'],
  ['a caret', '^'],
  ['an initial-token caret', '^sideharso'],
  ['a lone colon', ':'],
  ['a column filter', 'name:amoks'],
  ['a column set filter', '{name sku}: amoks'],
  ['a negated column filter', '- sku : LAA'],
  ['a plus', 'amoks + sideh'],
  ['SQL injection', "'; DROP TABLE products; --"],
  ['SQL comment and LIKE wildcards', 'amo%_/* */'],
  ['percent-encoding as text', '%27%22%2A'],
]

describe('search accepts any text (productsearch and categorysearch)', () => {
  it.each(ODD_QUERIES)('%s: 200 with a list from both', async (_label, q) => {
    for (const res of [await productSearch(q), await categorySearch(q)]) {
      expect(res.status).toBe(200)
      const body = await json(res)
      expect(Array.isArray(body.items)).toBe(true)
      expect(body.total_count).toBeGreaterThanOrEqual((body.items as unknown[]).length)
    }
  })

  it.each([
    ['a lone surrogate, UTF-8 encoded', '%ED%A0%80'],
    ['a byte-order mark of the wrong kind', '%FF%FE'],
    ['Latin-1 ä', '%E4'],
    ['a truncated UTF-8 sequence', '%C3'],
    ['a lone percent sign', '%'],
    ['a malformed escape', '%zz'],
    ['NUL', '%00'],
  ])('%s in the URL: 200 with a list from both', async (_label, raw) => {
    for (const path of [`/api/catalog/productsearch?q=${raw}amoks`, `/api/categorysearch/${raw}kipu`]) {
      const res = await shopFetch(path)
      expect(res.status, path).toBe(200)
      expect(Array.isArray((await json(res)).items)).toBe(true)
    }
  })

  it('still finds what the readable words of an odd query name', async () => {
    expect(skus(await search('amoks 💊'))).toEqual(['LAA-1001'])
    expect(skus(await search('amoks\u0000'))).toEqual(['LAA-1001'])
    expect(skus(await search('"amoksisilliini 250"'))).toEqual(['LAA-1001'])
    expect(skus(await search('^sideharso'))).toEqual(['HOI-1001'])
    expect(names(await json(await categorySearch('kipulääk 💊')))).toEqual(['Kipulääkkeet'])
  })

  it('FTS operators are words, not operators: OR and NEAR must match like any other word', async () => {
    // "OR" would widen the search and "-" would exclude if they reached FTS5 unquoted.
    expect(skus(await search('amoks OR sideharso'))).toEqual([])
    expect(skus(await search('sideharso -amoks'))).toEqual([])
    expect(skus(await search('NEAR(amoks'))).toEqual([])
  })

  it('cuts a very long query instead of refusing it, and the start of it still searches', async () => {
    const pasted = 'amoksisilliini '.repeat(400)
    expect(pasted.length).toBeGreaterThan(5000)
    const res = await productSearch(pasted)
    expect(res.status).toBe(200)
    expect(skus(await json(res))).toEqual(['LAA-1001'])
    const categories = await categorySearch('kipulääkkeet '.repeat(400))
    expect(categories.status).toBe(200)
    expect(names(await json(categories))).toEqual(['Kipulääkkeet'])
  })
})
