import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AccountListSearchSchema, MAX_ACCOUNT_PAGE } from './accountListSearch'
import { AccountPageQuerySchema } from './orders'

const pageOf = (search: Record<string, unknown>) => v.parse(AccountListSearchSchema, search).page

describe('AccountListSearchSchema: ?page= of the account list pages', () => {
  it('keeps a page the list can have', () => {
    expect([pageOf({}), pageOf({ page: 1 }), pageOf({ page: 7 }), pageOf({ page: MAX_ACCOUNT_PAGE })]).toEqual([
      undefined,
      1,
      7,
      MAX_ACCOUNT_PAGE,
    ])
  })

  it('turns a page the list cannot have into page 1', () => {
    for (const page of [0, -1, 2.5, MAX_ACCOUNT_PAGE + 1, 'abc', null]) expect(pageOf({ page }), String(page)).toBe(1)
  })

  it('has the same last page as the API query of the lists', () => {
    expect(v.parse(AccountPageQuerySchema, { page: String(MAX_ACCOUNT_PAGE) }).page).toBe(MAX_ACCOUNT_PAGE)
    expect(v.safeParse(AccountPageQuerySchema, { page: String(MAX_ACCOUNT_PAGE + 1) }).success).toBe(false)
  })
})
