import { describe, expect, it } from 'vitest'
import { deletionKeys, editDistance, withinOneEdit } from './typos'

const shareKey = (a: string, b: string) => {
  const keys = new Set(deletionKeys(b))
  return deletionKeys(a).some((k) => keys.has(k))
}

describe('typo matching', () => {
  it.each([
    ['karprofeni', 'karprofeeni', 'a missing letter'],
    ['karprofeeeni', 'karprofeeni', 'an extra letter'],
    ['karprifeeni', 'karprofeeni', 'a wrong letter'],
    ['karporfeeni', 'karprofeeni', 'two letters swapped'],
  ])('%s is one typo from %s (%s) and they share a deletion key', (typed, word) => {
    expect(withinOneEdit(typed, word)).toBe(true)
    expect(shareKey(typed, word)).toBe(true)
  })

  it.each([
    ['stetoskopi', 'stetoskooppi', 'two missing letters'],
    ['disinfointi', 'desinfiointi', 'a wrong and a missing letter'],
    ['kuljetuslatiko', 'kuljetuslaatikko', 'two missing letters near the end'],
    ['isdeharsotaitso', 'sideharsotaitos', 'two pairs of letters swapped'],
    ['xsideharsotaitos', 'sideharsotaitosx', 'an extra first letter and a missing last one'],
    ['kiinitysteipi', 'kiinnitysteippi', 'two missing letters'],
  ])('%s is two typos from %s (%s) and they share a key of their beginnings', (typed, word) => {
    expect(editDistance(typed, word, 2)).toBe(2)
    expect(shareKey(typed, word)).toBe(true)
  })

  it('every word two typos from a long word shares a key with it', () => {
    const word = 'infuusiolaitteisto'
    const letters = 'aeiost'
    const once = (w: string) => {
      const out = new Set<string>()
      for (let i = 0; i <= w.length; i++) {
        if (i < w.length) out.add(w.slice(0, i) + w.slice(i + 1))
        if (i + 1 < w.length) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2))
        for (const c of letters) {
          out.add(w.slice(0, i) + c + w.slice(i))
          if (i < w.length) out.add(w.slice(0, i) + c + w.slice(i + 1))
        }
      }
      return out
    }
    let checked = 0
    for (const one of once(word)) {
      for (const two of once(one)) {
        if (two.length < 9 || editDistance(two, word, 2) > 2) continue
        expect(shareKey(two, word), two).toBe(true)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(50_000)
  })

  it('tells two typos from one, and three from two', () => {
    expect(withinOneEdit('karprofini', 'karprofeeni')).toBe(false)
    expect(withinOneEdit('kaprofeenii', 'karprofeeni')).toBe(false)
    expect(withinOneEdit('abcd', 'badc')).toBe(false)
    expect(editDistance('kuljetslatiko', 'kuljetuslaatikko', 2)).toBe(3)
    expect(editDistance('ruskiu', 'ruisku', 2)).toBe(2)
  })

  it('has the word itself and each single deletion as keys; a long word also two deletions of its beginning', () => {
    expect(deletionKeys('side').sort()).toEqual(['ide', 'sde', 'sid', 'side', 'sie'])
    const keys = deletionKeys('sideharsotaitos')
    expect(keys).toContain('ideharsotaitos')
    expect(keys).toContain('sehar')
    expect(keys).not.toContain('sideharsotait')
    expect(keys.length).toBeLessThanOrEqual(16 + 29)
  })
})
