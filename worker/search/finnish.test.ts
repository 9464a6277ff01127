import { describe, expect, it } from 'vitest'
import { canon, canonStem, fold, textWords } from './finnish'

const sameKey = (a: string, b: string) => canonStem(fold(a)) === canonStem(fold(b))

describe('Finnish word forms', () => {
  it('folds case, ä/ö/å and the loan letters x, z, w', () => {
    expect(fold('Lämpömittari')).toBe('lampomittari')
    expect(fold('Levotyroxiini')).toBe('levotyroksiini')
    expect(fold('Fenbendazoli')).toBe('fenbendatsoli')
    expect(fold('Wattipuikko')).toBe('vattipuikko')
  })

  it('folds consonant gradation to one grade', () => {
    expect(canon('rokotteet')).toBe(canon('rokoteet'))
    expect(canon('side')).toBe(canon('site'))
    expect(canon('langat')).toBe('lankat')
    expect(canon('lääkkeet')).toBe(canon('lääkeet'))
    // The first letter is never changed: a word beginning with d keeps it.
    expect(canon('dieetti')).toBe('dieeti')
  })

  it.each([
    ['rokote', 'rokotteet'],
    ['rokote', 'rokotetta'],
    ['kauluri', 'kaulurit'],
    ['ruisku', 'ruiskuja'],
    ['neula', 'neuloja'],
    ['side', 'siteet'],
    ['voide', 'voiteet'],
    ['lanka', 'langat'],
    ['pihdit', 'pihtejä'],
    ['hevonen', 'hevoselle'],
    ['kissa', 'kissoille'],
    ['sidos', 'sidokset'],
    ['pakkaus', 'pakkaukset'],
    ['puku', 'puvut'],
    ['tabletti', 'tabletit'],
  ])('%s and %s share a stem key', (a, b) => {
    expect(sameKey(a, b)).toBe(true)
  })

  it.each([
    ['rokote', 'kissa'],
    ['lanka', 'neula'],
    ['side', 'sakset'],
  ])('%s and %s do not', (a, b) => {
    expect(sameKey(a, b)).toBe(false)
  })

  it('reads hyphenated words as parts, codes as one word, and keeps the joined form for the index', () => {
    expect(textWords('DHP-rokote koiralle')).toEqual(['dhp', 'rokote', 'koiralle'])
    expect(textWords('VT-100060')).toEqual(['vt100060'])
    expect(textWords('DHP-rokote', { joined: true })).toEqual(['dhp', 'rokote', 'dhprokote'])
    expect(textWords('L4-leptospiroosirokote', { joined: true })).toEqual([
      'l4',
      'leptospiroosirokote',
      'l4leptospiroosirokote',
    ])
    expect(textWords('Meloksikaami 1,5 mg/ml')).toEqual(['meloksikaami', '1', '5', 'mg', 'ml'])
  })
})
