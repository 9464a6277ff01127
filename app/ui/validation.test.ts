import { describe, expect, it } from 'vitest'
import { emailValidator, firstError, isEmail, truncateToMaxLength, validationErrors } from './validation'

describe('truncateToMaxLength (spec §5)', () => {
  it('cuts longer values to maxlength', () => {
    expect(truncateToMaxLength('abcdef', 3)).toBe('abc')
    expect(truncateToMaxLength('abc', 3)).toBe('abc')
    expect(truncateToMaxLength('ab', 3)).toBe('ab')
    expect(truncateToMaxLength('abc', 0)).toBe('')
  })

  it('leaves the value alone without a usable maxlength', () => {
    expect(truncateToMaxLength('abcdef')).toBe('abcdef')
    expect(truncateToMaxLength('abcdef', -1)).toBe('abcdef')
    expect(truncateToMaxLength('abcdef', 2.5)).toBe('abcdef')
  })

  it('does not split an emoji in half', () => {
    expect(truncateToMaxLength('ab🐕', 3)).toBe('ab')
    expect(truncateToMaxLength('ab🐕', 4)).toBe('ab🐕')
  })
})

describe('validationErrors', () => {
  const rules = { requiredMessage: 'Pakollinen tieto.' }

  it('reports an empty required value and nothing else', () => {
    expect(validationErrors('', { ...rules, required: true, validators: () => 'other' })).toEqual(['Pakollinen tieto.'])
    expect(validationErrors('   ', { ...rules, required: true })).toEqual(['Pakollinen tieto.'])
  })

  it('accepts an empty optional value without running validators', () => {
    expect(validationErrors('', { ...rules, validators: () => 'never' })).toEqual([])
  })

  it('collects every validator message in order', () => {
    const validators = [() => 'first', () => null, () => 'second']
    expect(validationErrors('x', { ...rules, validators })).toEqual(['first', 'second'])
    expect(validationErrors('x', { ...rules, validators: (v: string) => (v === 'x' ? 'single' : null) })).toEqual([
      'single',
    ])
  })
})

describe('firstError (spec §5: the first error message is shown)', () => {
  it('takes the first non-empty message across sources', () => {
    expect(firstError(undefined, ['a', 'b'])).toBe('a')
    expect(firstError('server', ['a'])).toBe('server')
    expect(firstError([], ['', 'b'])).toBe('b')
    expect(firstError(null, undefined, [])).toBeUndefined()
  })
})

describe('e-mail check', () => {
  it('accepts ordinary addresses and rejects obvious typos', () => {
    expect(isEmail('demo@example.fi')).toBe(true)
    expect(isEmail(' demo@example.fi ')).toBe(true)
    expect(isEmail('demo@example')).toBe(false)
    expect(isEmail('demo example.fi')).toBe(false)
    expect(emailValidator('Tarkista.')('nope')).toBe('Tarkista.')
    expect(emailValidator('Tarkista.')('a@b.fi')).toBeNull()
  })
})
