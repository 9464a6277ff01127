import { describe, expect, it } from 'vitest'
import { parseStockCsv } from './stockCsv.ts'

describe('the stock CSV', () => {
  it('reads Finnish Excel: semicolons, Finnish dates, yes/no words, comments and a BOM', () => {
    const text =
      '\uFEFFsku;available;restock_date;discontinued\n# aamun saldot\nHOI-1001;120;;\nHOI-2001;0;10.12.2026;0\nRUO-1001;3;;kyllä\n'
    expect(parseStockCsv(text)).toEqual({
      rows: [
        { sku: 'HOI-1001', available: 120, restock_date: null, discontinued: false },
        { sku: 'HOI-2001', available: 0, restock_date: '2026-12-10', discontinued: false },
        { sku: 'RUO-1001', available: 3, restock_date: null, discontinued: true },
      ],
      errors: [],
    })
  })

  it('leaves discontinued alone when the file has no such column', () => {
    expect(parseStockCsv('sku,available,restock_date\nHOI-1001,5,2026-12-01\n').rows).toEqual([
      { sku: 'HOI-1001', available: 5, restock_date: '2026-12-01' },
    ])
  })

  it('names every faulty line, and a missing column', () => {
    const text =
      'sku;available;restock_date\nHOI-1001;-2;\nHOI-1002;viisi;\nHOI-1003;1;31.2.2026\nHOI-1004;1;\nHOI-1004;2;\n'
    expect(parseStockCsv(text).errors.map((e) => e.line)).toEqual([2, 3, 4, 6])
    expect(parseStockCsv('sku;saldo\nHOI-1001;1\n').errors).toEqual([
      { line: 1, message: expect.stringContaining('missing available, restock_date') },
    ])
  })
})
