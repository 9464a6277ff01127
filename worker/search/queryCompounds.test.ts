import { describe, expect, it } from 'vitest'
import { parseQuery, type QueryWord } from './query'
import { derivedBases, expandWords, splits } from './queryCompounds'

/** A query's own compounds and derived forms (docs/decisions/067-units-sizes-and-query-compounds.md). */
describe('query compounds', () => {
  it('splits a long word into a head and a tail of 4+ letters each', () => {
    expect(splits('koirarokote')).toContainEqual(['koira', 'rokote'])
    expect(splits('koirarokote').every(([h, t]) => h.length >= 4 && t.length >= 4)).toBe(true)
    expect(splits('rokote')).toEqual([])
  })

  it.each([
    ['lateksiset', 'lateks'],
    ['silkkinen', 'silkk'],
    ['hopeinen', 'hope'],
    ['kertakayttoiset', 'kertakaytto'],
    ['allergiselle', 'allerg'],
    ['joustavat', 'joust'],
  ])('reads the derived form %s from its base %s', (word, base) => {
    expect(derivedBases(word)).toContain(base)
  })

  it('leaves words with no derivational ending without a base', () => {
    expect(derivedBases('rokote')).toEqual([])
    expect(derivedBases('kasineet')).toEqual([])
  })

  it('adds the splits and bases as alternatives of a word, nothing for numbers and measures', () => {
    const text = (w: { alternatives?: readonly { expression: string }[] } | undefined) =>
      (w?.alternatives ?? []).map((a) => a.expression).join(' ')
    const [compound, measure] = expandWords(parseQuery('koirarokote 20ml')) ?? []
    expect(text(compound)).toContain('"rokote"')
    expect(text(compound)).toContain('"koira"*')
    expect(text(measure)).toBe('')
    const [derived] = expandWords(parseQuery('lateksiset käsineet')) ?? []
    expect(text(derived)).toContain('"lateks"*')
    expect(expandWords(parseQuery('ruisku 20ml'))).toBeNull()
  })

  it("reads a split's tail with the operator's synonyms (hevos + matolääke → sisäloislääke)", () => {
    const synonym = '{words} : "sisaloislaake"'
    const apply = (words: QueryWord[]) =>
      words.map((w) => (w.folded === 'matolaake' ? { ...w, alternatives: [{ expression: synonym, tier: 3 }] } : w))
    const [word] = expandWords(parseQuery('hevosmatolääke'), apply) ?? []
    expect(word?.alternatives?.some((a) => a.expression.includes(synonym))).toBe(true)
    const [plain] = expandWords(parseQuery('hevosmatolääke')) ?? []
    expect(plain?.alternatives?.some((a) => a.expression.includes(synonym))).toBe(false)
  })
})
