import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { euroInputValue, parseEuroInput, SaveApprovalRulesRequestSchema } from './approvalRules'

describe('an approval rule amount as typed', () => {
  it('reads a decimal comma or point, spaces and a euro sign; empty turns the rule off', () => {
    expect(parseEuroInput('612,40')).toBe(612.4)
    expect(parseEuroInput(' 1 000,5 € ')).toBe(1000.5)
    expect(parseEuroInput('1\u00a0000.05')).toBe(1000.05)
    expect(parseEuroInput('500')).toBe(500)
    expect(parseEuroInput('')).toBeNull()
    for (const bad of ['12,345', '1,2,3', '-5', 'viisisataa', ',50', '12345678']) {
      expect(parseEuroInput(bad), bad).toBeUndefined()
    }
  })

  it('writes an amount back with a decimal comma and two decimals', () => {
    expect(euroInputValue(612.4)).toBe('612,40')
    expect(euroInputValue(1_000_000)).toBe('1000000,00')
    expect(euroInputValue(null)).toBe('')
  })

  it('takes amounts over 0 up to 1 000 000 € in whole cents', () => {
    const ok = (amount: number) =>
      v.safeParse(SaveApprovalRulesRequestSchema, {
        amount_limit: amount,
        restricted_products: false,
        monthly_budget: null,
      }).success
    // 0.1 + 0.2 is 0,30 € with a binary rounding error, not a third decimal.
    expect([0.01, 0.1 + 0.2, 19.99, 1_000_000].map(ok)).toEqual([true, true, true, true])
    expect([0, -1, 1_000_000.01, 0.005, Number.NaN, Number.POSITIVE_INFINITY].map(ok)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
