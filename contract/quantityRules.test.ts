import { describe, expect, it } from 'vitest'
import {
  describeRules,
  effectiveRules,
  judgeQuantity,
  quantityMessage,
  roundQuantity,
  stepQuantity,
} from './quantityRules'

const byTen = { min_sale_qty: 10, max_sale_qty: 999, qty_increments: 10 }
const byTwelveFromTwentyFour = { min_sale_qty: 24, max_sale_qty: 120, qty_increments: 12 }

describe('quantity rules', () => {
  it('defaults to spec §5: 1 to 999 by 1', () => {
    expect(effectiveRules(null)).toEqual({ min_sale_qty: 1, max_sale_qty: 999, qty_increments: 1 })
    expect(judgeQuantity(undefined, 1)).toEqual({ ok: true })
    expect(judgeQuantity(undefined, 999)).toEqual({ ok: true })
    expect(judgeQuantity(undefined, 1000)).toEqual({ ok: false, problem: 'above-maximum', suggestion: 999 })
    expect(judgeQuantity(undefined, 0)).toEqual({ ok: false, problem: 'below-minimum', suggestion: 1 })
  })

  it('puts the maximum on the increment: a product sold by 10 goes up to 990', () => {
    expect(effectiveRules(byTen).max_sale_qty).toBe(990)
    expect(judgeQuantity(byTen, 990)).toEqual({ ok: true })
    expect(judgeQuantity(byTen, 1000)).toEqual({ ok: false, problem: 'above-maximum', suggestion: 990 })
  })

  it('offers the nearest allowed quantity for one off the increment, a tie going up', () => {
    expect(judgeQuantity(byTen, 23)).toEqual({ ok: false, problem: 'off-increment', suggestion: 20 })
    expect(judgeQuantity(byTen, 25)).toEqual({ ok: false, problem: 'off-increment', suggestion: 30 })
    expect(judgeQuantity(byTen, 3)).toEqual({ ok: false, problem: 'below-minimum', suggestion: 10 })
    expect(quantityMessage(byTen, 23)).toBe('Tuotetta myydään 10 kpl:n erissä. Pyöristetäänkö 20 kpl:een?')
    expect(quantityMessage(byTen, 20)).toBeNull()
  })

  it('steps by the increment and stays inside the range', () => {
    expect(stepQuantity(byTen, 10, 1)).toBe(20)
    expect(stepQuantity(byTen, 10, -1)).toBe(10)
    expect(stepQuantity(byTen, 23, 1)).toBe(30)
    expect(stepQuantity(byTen, 23, -1)).toBe(20)
    expect(stepQuantity(byTwelveFromTwentyFour, 120, 1)).toBe(120)
    expect(stepQuantity(null, 1, -1)).toBe(1)
    expect(roundQuantity(byTwelveFromTwentyFour, 1)).toBe(24)
  })

  it('describes a rule in Finnish, and nothing for the default', () => {
    expect(describeRules(null)).toBeNull()
    expect(describeRules(byTen)).toBe('Myydään 10 kpl:n erissä')
    expect(describeRules(byTwelveFromTwentyFour)).toBe('Myydään 12 kpl:n erissä, vähintään 24 kpl, enintään 120 kpl')
  })

  it('refuses a fraction with a rounded offer', () => {
    expect(judgeQuantity(byTen, 12.5)).toEqual({ ok: false, problem: 'not-integer', suggestion: 10 })
  })
})
