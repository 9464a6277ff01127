import { describe, expect, it } from 'vitest'
import { buildSearchIndex } from './documents'
import { isMinor, parseQuery } from './query'
import { measureTokens } from './units'

/** Numbers with their units and size phrases read as one token (docs/decisions/067-units-sizes-and-query-compounds.md). */
describe('measures', () => {
  it.each([
    ['20ml', '20ml'],
    ['20 ml', '20ml'],
    ['20 ML', '20ml'],
    ['20 millilitraa', '20ml'],
    ['20 millilitran', '20ml'],
    ['0,5 ml', '0p5ml'],
    ['0.5ml', '0p5ml'],
    ['2,5cm', '2p5cm'],
    ['25 senttiä', '25cm'],
    ['25 senttimetriä', '25cm'],
    ['12 mm', '12mm'],
    ['12 millimetriä', '12mm'],
    ['500 g', '500g'],
    ['500 grammaa', '500g'],
    ['5 kg', '5kg'],
    ['5 kiloa', '5kg'],
    ['5 kilogrammaa', '5kg'],
    ['5 l', '5l'],
    ['5 litraa', '5l'],
    ['50 mg', '50mg'],
    ['50 milligrammaa', '50mg'],
    ['23G', '23g'],
    ['23 G', '23g'],
    ['100 kpl', '100kpl'],
    ['100 kappaletta', '100kpl'],
  ])('"%s" is the measure %s', (text, token) => {
    expect(measureTokens(text)).toEqual([token])
    expect(parseQuery(`ruisku ${text}`).map((w) => w.folded)).toEqual(['ruisku', token])
  })

  it('leaves a number without a unit, and a word that only begins like one, alone', () => {
    expect(measureTokens('käsine 7,5')).toEqual([])
    expect(measureTokens('10 lamppua')).toEqual([])
    expect(parseQuery('käsine 7,5').map((w) => w.folded)).toEqual(['kasine', '7', '5'])
  })

  it('reads a size of two numbers by its unit: 7,5 x 7,5 cm is 7,5 cm', () => {
    expect(measureTokens('Sideharsotaitos 7,5 x 7,5 cm, steriili')).toEqual(['7p5cm'])
  })

  it('a measure beside a product word must match but does not rank, like a number', () => {
    const [word, measure] = parseQuery('ruisku 20ml')
    expect(word && isMinor(word)).toBe(false)
    expect(measure && isMinor(measure)).toBe(true)
    expect(measure?.raw).toBe('20ml')
  })

  it('indexes the measures of names and package texts beside their words', () => {
    const { documents } = buildSearchIndex({
      products: [
        {
          id: 1,
          sku: 'A-1',
          name: 'Injektioruisku Luer 20 ml, steriili',
          pack: '100 kpl',
          parentId: null,
          inStock: 1,
          vatClass: 'other',
        },
        {
          id: 2,
          sku: 'A-2',
          name: 'Injektioneula 23G x 25 mm',
          pack: null,
          parentId: null,
          inStock: 1,
          vatClass: 'other',
        },
      ],
      categories: [],
      links: [],
      attributes: [],
    })
    expect(documents[0]?.words).toContain(' 20 ml ')
    expect(documents[0]?.words).toContain(' 20ml ')
    expect(documents[0]?.pack).toContain(' 100kpl ')
    expect(documents[1]?.words).toContain(' 23g ')
    expect(documents[1]?.words).toContain(' 25mm ')
  })
})

describe('sizes', () => {
  it.each([
    ['käsineet koko L', ['kasineet', 'l']],
    ['koko L käsineet', ['l', 'kasineet']],
    ['L-koko käsineet', ['l', 'kasineet']],
    ['l-kokoiset käsineet', ['l', 'kasineet']],
    ['käsineet kokoa xl', ['kasineet', 'xl']],
    ['käsineet L', ['kasineet', 'l']],
  ])('"%s" names the size', (q, folded) => {
    expect(parseQuery(q).map((w) => w.folded)).toEqual(folded)
  })

  it('keeps "koko" with a number, which names print as it is ("koko 8")', () => {
    expect(parseQuery('kirurgiset käsineet koko 8').map((w) => w.folded)).toEqual([
      'kirurgiset',
      'kasineet',
      'koko',
      '8',
    ])
  })
})
