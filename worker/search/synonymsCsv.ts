import Papa from 'papaparse'
import { fold } from './finnish.ts'
import { TARGET_SEPARATOR, type SynonymRow } from './synonyms.ts'

/**
 * The synonym table's CSV (seed/search/synonyms.csv, docs/decisions/066-search-synonyms-and-zero-hits.md), as an operator keeps it
 * in a spreadsheet: a header line `kind;term;targets;note`, then one synonym a line.
 *
 * - kind: `one-way` (the term finds the targets, not the other way round) or `two-way` (the
 *   term and the targets all find each other); `yksisuuntainen` and `kaksisuuntainen` too.
 * - term: the word or phrase a buyer types ("hanskat", "clavulanic acid").
 * - targets: the catalogue's words, several separated by `|` ("käsine|tutkimuskäsine").
 * - note: free text for the operator (ignored by search).
 *
 * Fields are separated by `;` (Finnish Excel), `,` or a tab, quoted as CSV quotes them; a line
 * whose first field begins with `#` is a comment. The text is decoded by the caller.
 */
export interface SynonymCsv {
  rows: (SynonymRow & { note: string; line: number })[]
  errors: { line: number; message: string }[]
}

export const SYNONYM_CSV_HEADER = ['kind', 'term', 'targets', 'note'] as const

const KINDS: Record<string, SynonymRow['kind']> = {
  'one-way': 'one-way',
  oneway: 'one-way',
  yksisuuntainen: 'one-way',
  'two-way': 'two-way',
  twoway: 'two-way',
  kaksisuuntainen: 'two-way',
}

const MAX_TERM = 200
const MAX_TARGETS = 1000

export function parseSynonymCsv(text: string): SynonymCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  })
  const rows: SynonymCsv['rows'] = []
  const errors: SynonymCsv['errors'] = []
  const [header, ...lines] = parsed.data
  const columns = (header ?? []).map((h) => h.trim().toLowerCase())
  const missing = SYNONYM_CSV_HEADER.slice(0, 3).filter((c) => !columns.includes(c))
  if (missing.length > 0) {
    return {
      rows,
      errors: [
        { line: 1, message: `header must name ${SYNONYM_CSV_HEADER.join(';')} (missing ${missing.join(', ')})` },
      ],
    }
  }
  const cell = (line: string[], name: string) => (line[columns.indexOf(name)] ?? '').trim()
  lines.forEach((line, i) => {
    const lineNo = i + 2
    if ((line[0] ?? '').trim().startsWith('#')) return
    const kind = KINDS[cell(line, 'kind').toLowerCase()]
    const term = cell(line, 'term')
    const targetText = cell(line, 'targets')
    const targets = targetText
      .split(TARGET_SEPARATOR)
      .map((t) => t.trim())
      .filter((t) => t.length > 0)
    const problem = !kind
      ? `kind must be one-way or two-way, not "${cell(line, 'kind')}"`
      : !fold(term)
        ? 'term is empty'
        : term.length > MAX_TERM
          ? `term is longer than ${MAX_TERM} characters`
          : targets.length === 0 || targets.some((t) => !fold(t))
            ? 'targets must name at least one word, several separated by |'
            : targetText.length > MAX_TARGETS
              ? `targets are longer than ${MAX_TARGETS} characters`
              : null
    if (problem || !kind) errors.push({ line: lineNo, message: problem ?? 'invalid line' })
    else rows.push({ kind, term, targets, note: columns.includes('note') ? cell(line, 'note') : '', line: lineNo })
  })
  return { rows, errors }
}
