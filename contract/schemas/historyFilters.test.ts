import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvoiceListSearchSchema, OrderHistorySearchSchema } from './accountListSearch'
import {
  filterParams,
  INVOICE_FILTER_ENTRIES,
  isCalendarDate,
  ORDER_FILTER_ENTRIES,
  OrderFiltersQuerySchema,
  readFilters,
} from './historyFilters'

describe('the history filters', () => {
  it('knows a real calendar day', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true)
    expect(['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', '1899-12-31'].some(isCalendarDate)).toBe(
      false,
    )
  })

  it('validates a query: trimmed, an empty field is no filter, the range in order', () => {
    expect(v.parse(OrderFiltersQuerySchema, { from: ' 2026-03-01 ', reference: '  PO-1 ', product: '' })).toEqual({
      from: '2026-03-01',
      reference: 'PO-1',
      product: undefined,
    })
    const reversed = v.safeParse(OrderFiltersQuerySchema, { from: '2026-03-02', to: '2026-03-01' })
    expect(reversed.success).toBe(false)
    expect(reversed.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['to', 'Alkupäivä on loppupäivän jälkeen.'],
    ])
  })

  it('reads a page URL field by field: good filters kept, bad ones named and left out', () => {
    const search = v.parse(OrderHistorySearchSchema, {
      page: 2,
      from: '2026-02-30',
      to: '2026-03-31',
      status: 'lost',
      reference: 412, // the router reads ?reference=412 as a number
      product: { nested: true },
    })
    expect(search).toMatchObject({ page: 2, reference: '412', product: '' })
    expect(readFilters(ORDER_FILTER_ENTRIES, search)).toEqual({
      filters: { to: '2026-03-31', reference: '412' },
      errors: {
        from: 'Alkupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).',
        status: 'Tuntematon tilauksen tila.',
      },
    })
    const reversed = readFilters(
      INVOICE_FILTER_ENTRIES,
      v.parse(InvoiceListSearchSchema, { from: '2026-04-02', to: '2026-04-01' }),
    )
    expect(reversed).toEqual({ filters: { from: '2026-04-02' }, errors: { to: 'Alkupäivä on loppupäivän jälkeen.' } })
  })

  it('writes only the set filters into a query', () => {
    expect(String(filterParams({ from: '2026-03-01', to: undefined, reference: 'PO 1/2', product: '' }))).toBe(
      'from=2026-03-01&reference=PO+1%2F2',
    )
  })
})
