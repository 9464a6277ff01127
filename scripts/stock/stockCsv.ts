import Papa from 'papaparse'
import * as v from 'valibot'
import { StockRowSchema, type StockRow } from '../../contract/schemas/operatorStock.ts'

/**
 * The ERP's stock as a CSV file (docs/decisions/074-operator-stock-feed.md), as an operator exports
 * it: a header line `sku;available;restock_date;discontinued`, then one product a line.
 *
 * - sku: the shop's product code.
 * - available: units free to sell now, a whole number ≥ 0.
 * - restock_date: the next delivery, `2026-12-10` or `10.12.2026`; empty clears it.
 * - discontinued: `1`/`kyllä`/`yes`/`true` when no longer sold; empty or `0` otherwise. Optional column.
 *
 * Fields are separated by `;` (Finnish Excel), `,` or a tab; a line whose first field begins with
 * `#` is a comment. Every row is checked with the feed's own schema, so what the command accepts
 * the route accepts too.
 */
export interface StockCsv {
  rows: StockRow[]
  errors: { line: number; message: string }[]
}

export const STOCK_CSV_HEADER = ['sku', 'available', 'restock_date', 'discontinued'] as const

const YES = new Set(['1', 'kyllä', 'kylla', 'k', 'yes', 'y', 'true', 'x'])
const NO = new Set(['', '0', 'ei', 'e', 'no', 'n', 'false'])

/** `10.12.2026` → `2026-12-10`; an ISO date or anything else as it is (the schema judges it). */
function isoDate(text: string): string {
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)
  return finnish ? `${finnish[3]}-${finnish[2]!.padStart(2, '0')}-${finnish[1]!.padStart(2, '0')}` : text
}

export function parseStockCsv(text: string): StockCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  })
  const [header, ...lines] = parsed.data
  const columns = (header ?? []).map((h) => h.trim().toLowerCase())
  const missing = STOCK_CSV_HEADER.slice(0, 3).filter((c) => !columns.includes(c))
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ line: 1, message: `header must name ${STOCK_CSV_HEADER.join(';')} (missing ${missing.join(', ')})` }],
    }
  }
  const rows: StockRow[] = []
  const errors: StockCsv['errors'] = []
  const seen = new Map<string, number>()
  lines.forEach((line, i) => {
    const lineNo = i + 2
    if ((line[0] ?? '').trim().startsWith('#')) return
    const cell = (name: string) => (columns.includes(name) ? (line[columns.indexOf(name)] ?? '').trim() : '')
    const discontinued = cell('discontinued').toLowerCase()
    if (!YES.has(discontinued) && !NO.has(discontinued)) {
      errors.push({ line: lineNo, message: `discontinued must be 1 or 0, not "${cell('discontinued')}"` })
      return
    }
    const available = cell('available')
    const candidate = {
      sku: cell('sku'),
      available: /^\d+$/.test(available) ? Number(available) : available,
      restock_date: cell('restock_date') ? isoDate(cell('restock_date')) : null,
      ...(columns.includes('discontinued') ? { discontinued: YES.has(discontinued) } : {}),
    }
    const row = v.safeParse(StockRowSchema, candidate)
    if (!row.success) {
      const issue = row.issues[0]
      errors.push({ line: lineNo, message: `${v.getDotPath(issue) ?? 'row'}: ${issue.message}` })
      return
    }
    const earlier = seen.get(row.output.sku)
    if (earlier !== undefined) {
      errors.push({ line: lineNo, message: `${row.output.sku} is on line ${earlier} too` })
      return
    }
    seen.set(row.output.sku, lineNo)
    rows.push(row.output)
  })
  return { rows, errors }
}
