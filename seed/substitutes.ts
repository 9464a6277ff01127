/**
 * The operator's substitutes file (docs/decisions/077-substitutes.md), `seed/substitutes.csv`:
 * a header `sku,substitute_sku,reason`, then one offer a line, in the order the buyer sees them;
 * a line beginning with `#` is a comment. The seed loads it with the catalogue and
 * `npm run substitutes:load` replaces the table from it (or another file) locally or remotely.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Papa from 'papaparse'
import * as v from 'valibot'
import { ROOT } from './d1.ts'
import { sqlValue } from './lib.ts'

export const SUBSTITUTES_FILE = resolve(ROOT, 'seed/substitutes.csv')
export const SUBSTITUTES_HEADER = ['sku', 'substitute_sku', 'reason'] as const

const Sku = v.pipe(v.string(), v.trim(), v.minLength(1, 'sku is empty'), v.maxLength(64, 'sku is too long'))
const SubstituteRowSchema = v.pipe(
  v.object({
    sku: Sku,
    substitute_sku: Sku,
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'reason is empty'),
      v.maxLength(200, 'reason is over 200 characters'),
    ),
  }),
  v.check((row) => row.sku !== row.substitute_sku, 'a product cannot substitute itself'),
)
export type SubstituteRow = v.InferOutput<typeof SubstituteRowSchema>

export interface SubstitutesCsv {
  rows: SubstituteRow[]
  errors: { line: number; message: string }[]
}

export function parseSubstitutesCsv(text: string): SubstitutesCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    comments: '#',
  })
  const [header, ...lines] = parsed.data
  const columns = (header ?? []).map((h) => h.trim().toLowerCase())
  if (SUBSTITUTES_HEADER.some((c) => !columns.includes(c))) {
    return { rows: [], errors: [{ line: 1, message: `header must be ${SUBSTITUTES_HEADER.join(',')}` }] }
  }
  const rows: SubstituteRow[] = []
  const errors: SubstitutesCsv['errors'] = []
  const seen = new Set<string>()
  lines.forEach((line, i) => {
    const cell = (name: string) => line[columns.indexOf(name)] ?? ''
    const result = v.safeParse(SubstituteRowSchema, {
      sku: cell('sku'),
      substitute_sku: cell('substitute_sku'),
      reason: cell('reason'),
    })
    // Comment lines are gone from `data`, so a data row's number is approximate; its SKU names it.
    const where = { line: i + 2 }
    if (!result.success) return errors.push({ ...where, message: `${cell('sku')}: ${result.issues[0].message}` })
    const key = `${result.output.sku}\u0000${result.output.substitute_sku}`
    if (seen.has(key))
      return errors.push({ ...where, message: `${result.output.sku} → ${result.output.substitute_sku} twice` })
    seen.add(key)
    rows.push(result.output)
  })
  return { rows, errors }
}

export const readSubstitutesFile = (path = SUBSTITUTES_FILE): SubstitutesCsv =>
  parseSubstitutesCsv(readFileSync(path, 'utf8'))

/** Rows per statement: D1 refuses statements over 100 kB, and a row is about 100 bytes. */
const ROWS_PER_STATEMENT = 400

/**
 * SQL that replaces the table with the file's rows, by SKU: a row naming a product the shop does
 * not sell is left out (the command reports how many were stored). `position` is the row's place
 * among its product's substitutes.
 */
export function substituteStatements(rows: readonly SubstituteRow[]): string[] {
  const positions = new Map<string, number>()
  const tuples = rows.map((row) => {
    const position = positions.get(row.sku) ?? 0
    positions.set(row.sku, position + 1)
    return [row.sku, row.substitute_sku, row.reason, position]
  })
  const inserts: string[] = []
  for (let i = 0; i < tuples.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(tuples.slice(i, i + ROWS_PER_STATEMENT))
    inserts.push(
      `INSERT OR IGNORE INTO product_substitutes (product_id, substitute_id, reason, position)
SELECT p.id, s.id, j.value ->> '$[2]', j.value ->> '$[3]'
FROM json_each(${sqlValue(json)}) j
JOIN products p ON p.sku = j.value ->> '$[0]'
JOIN products s ON s.sku = j.value ->> '$[1]';`,
    )
  }
  return ['DELETE FROM product_substitutes;', ...inserts]
}
