import Papa from 'papaparse'
import { MAX_BULK_LINES } from '../../../contract/schemas/quickOrder'
import { quickOrderMessages as t } from './quickOrderMessages'

/**
 * Reads pasted or uploaded order lines (spec §10): one product a line, code and quantity
 * separated by a tab (a spreadsheet), a semicolon (a Finnish Excel CSV), a comma or spaces (an
 * e-mail), quoted fields allowed. papaparse does the CSV work (quotes, delimiters, line ends);
 * a line it leaves whole is split at its spaces. A header line is skipped, a quantity may come
 * first, and a line without a quantity orders one.
 */
export interface PastedLine {
  code: string
  quantity: number
}

export type ParseResult = { ok: true; lines: PastedLine[] } | { ok: false; message: string }

const HEADER_WORDS = /^(tuote(koodi|numero)?|koodi|sku|ean|vnr|nimike|code|product|item|määrä|maara|kpl|qty|quantity)$/i
const QUANTITY = /^\d{1,4}([.,]\d+)?$/

const quantityOf = (cell: string): number => Number(cell.replace(',', '.'))

/** The cells of one parsed row: trimmed, empty ones out; a single cell with spaces split at them. */
function cellsOf(row: string[]): string[] {
  const cells = row.map((c) => c.trim()).filter((c) => c.length > 0)
  if (cells.length === 1 && /\s/.test(cells[0] ?? '')) return (cells[0] ?? '').split(/\s+/)
  return cells
}

function lineOf(cells: string[]): PastedLine | null {
  if (cells.length === 0) return null
  const [first = '', second = ''] = cells
  // "2;VT-100004": a short number first and a code second.
  if (cells.length >= 2 && /^\d{1,3}$/.test(first) && !QUANTITY.test(second)) {
    return { code: second, quantity: quantityOf(first) }
  }
  // "Code quantity" with a quantity last (an e-mail's "VT-100004 Amoksisilliini 2 kpl" too).
  const last = [...cells].reverse().find((c, i) => i < 2 && QUANTITY.test(c))
  if (cells.length >= 2 && last !== undefined && last !== first) return { code: first, quantity: quantityOf(last) }
  return { code: first, quantity: 1 }
}

const isHeader = (cells: string[]) =>
  cells.length > 0 && cells.every((c) => !QUANTITY.test(c)) && cells.some((c) => HEADER_WORDS.test(c))

export function parseOrderLines(text: string): ParseResult {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
  })
  const rows = data.map(cellsOf).filter((cells) => cells.length > 0)
  const body = rows.length > 0 && isHeader(rows[0] ?? []) ? rows.slice(1) : rows
  if (body.length > MAX_BULK_LINES) return { ok: false, message: t.tooManyLines(body.length) }
  const lines = body.map(lineOf).filter((l): l is PastedLine => l !== null)
  if (lines.length === 0) return { ok: false, message: t.nothingToRead }
  return { ok: true, lines }
}
