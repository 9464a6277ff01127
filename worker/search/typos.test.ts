import { describe, expect, it } from 'vitest'
import { deletionKeys, withinOneEdit } from './typos'

describe('one-typo matching', () => {
  it.each([
    ['karprofeni', 'karprofeeni', 'a missing letter'],
    ['karprofeeeni', 'karprofeeni', 'an extra letter'],
    ['karprifeeni', 'karprofeeni', 'a wrong letter'],
    ['karporfeeni', 'karprofeeni', 'two letters swapped'],
  ])('%s is one typo from %s (%s) and they share a deletion key', (typed, word) => {
    expect(withinOneEdit(typed, word)).toBe(true)
    const keys = new Set(deletionKeys(word))
    expect(deletionKeys(typed).some((k) => keys.has(k))).toBe(true)
  })

  it('tells two typos from one', () => {
    expect(withinOneEdit('karprofini', 'karprofeeni')).toBe(false)
    expect(withinOneEdit('kaprofeenii', 'karprofeeni')).toBe(false)
    expect(withinOneEdit('abcd', 'badc')).toBe(false)
  })

  it('has the word itself and each single deletion as keys', () => {
    expect(deletionKeys('side').sort()).toEqual(['ide', 'sde', 'sid', 'side', 'sie'])
  })
})
