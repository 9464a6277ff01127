import { describe, expect, it } from 'vitest'
import {
  canDecrease,
  canIncrease,
  clampQuantity,
  quantityBounds,
  QUANTITY_MAX,
  QUANTITY_MIN,
  resolveQuantityChange,
  stepQuantity,
} from './quantity'

describe('quantity defaults (spec §9)', () => {
  it('is 1..999', () => {
    expect(QUANTITY_MIN).toBe(1)
    expect(QUANTITY_MAX).toBe(999)
    expect(quantityBounds()).toEqual({ min: 1, max: 999 })
  })

  it('keeps custom bounds whole and ordered', () => {
    expect(quantityBounds(2, 10)).toEqual({ min: 2, max: 10 })
    expect(quantityBounds(1.5, 10.8)).toEqual({ min: 2, max: 10 })
    expect(quantityBounds(0, 5)).toEqual({ min: 1, max: 5 })
    expect(quantityBounds(5, 3)).toEqual({ min: 5, max: 5 })
    expect(quantityBounds(Number.NaN, Number.NaN)).toEqual({ min: 1, max: 999 })
  })
})

describe('stepQuantity (spec §5: step buttons clamp)', () => {
  it('steps by one inside the range', () => {
    expect(stepQuantity(5, 1)).toBe(6)
    expect(stepQuantity(5, -1)).toBe(4)
  })

  it('never goes under the minimum or over the maximum', () => {
    expect(stepQuantity(1, -1)).toBe(1)
    expect(stepQuantity(999, 1)).toBe(999)
    expect(stepQuantity(3, -1, { min: 3, max: 6 })).toBe(3)
    expect(stepQuantity(6, 1, { min: 3, max: 6 })).toBe(6)
  })

  it('clamps an out-of-range current value first', () => {
    expect(stepQuantity(5000, -1)).toBe(998)
    expect(stepQuantity(-4, 1)).toBe(2)
  })
})

describe('resolveQuantityChange (spec §5: typed changes)', () => {
  it('ignores an empty value or 0', () => {
    expect(resolveQuantityChange('')).toBeNull()
    expect(resolveQuantityChange('   ')).toBeNull()
    expect(resolveQuantityChange('0')).toBeNull()
    expect(resolveQuantityChange('000')).toBeNull()
    expect(resolveQuantityChange(0)).toBeNull()
  })

  it('resets a non-number to the minimum', () => {
    expect(resolveQuantityChange('abc')).toBe(1)
    expect(resolveQuantityChange('12abc')).toBe(1)
    expect(resolveQuantityChange('2,5')).toBe(1)
    expect(resolveQuantityChange('x', { min: 4, max: 10 })).toBe(4)
  })

  it('resets a value under the minimum to the minimum', () => {
    expect(resolveQuantityChange('-3')).toBe(1)
    expect(resolveQuantityChange('0.5')).toBe(1)
    expect(resolveQuantityChange('2', { min: 4, max: 10 })).toBe(4)
  })

  it('resets a value above the maximum to the maximum', () => {
    expect(resolveQuantityChange('1000')).toBe(999)
    expect(resolveQuantityChange('1e6')).toBe(999)
    expect(resolveQuantityChange('11', { min: 4, max: 10 })).toBe(10)
  })

  it('accepts whole numbers in range and cuts decimals', () => {
    expect(resolveQuantityChange('1')).toBe(1)
    expect(resolveQuantityChange(' 42 ')).toBe(42)
    expect(resolveQuantityChange('999')).toBe(999)
    expect(resolveQuantityChange('7.9')).toBe(7)
    expect(resolveQuantityChange(12)).toBe(12)
  })
})

describe('clampQuantity and step availability', () => {
  it('clamps and treats non-numbers as the minimum', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(1200)).toBe(999)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })

  it('disables the buttons at the ends', () => {
    expect(canDecrease(1)).toBe(false)
    expect(canDecrease(2)).toBe(true)
    expect(canIncrease(999)).toBe(false)
    expect(canIncrease(998)).toBe(true)
  })
})
