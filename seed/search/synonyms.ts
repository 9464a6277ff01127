/**
 * The seed's synonym table (docs/decisions/066-search-synonyms-and-zero-hits.md): read from
 * seed/search/synonyms.csv, written to search_synonyms by the seed, `npm run db:setup` and
 * `npm run search:synonyms`.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeOrderFile } from '../../app/features/quickorder/decodeOrderFile.ts'
import { TARGET_SEPARATOR } from '../../worker/search/synonyms.ts'
import { parseSynonymCsv, type SynonymCsv } from '../../worker/search/synonymsCsv.ts'
import { insertStatements } from '../lib.ts'

export const SYNONYMS_CSV = resolve(dirname(fileURLToPath(import.meta.url)), 'synonyms.csv')

/**
 * The rows of a synonym CSV file: UTF-8 (with or without a BOM) or Windows-1252 as Finnish Excel
 * saves it. Throws with every faulty line, so a half-read table never replaces the old one.
 */
export function readSynonymFile(file = SYNONYMS_CSV): SynonymCsv['rows'] {
  const { rows, errors } = parseSynonymCsv(decodeOrderFile(readFileSync(file)))
  if (errors.length > 0) {
    throw new Error(`${file}:\n${errors.map((e) => `  line ${e.line}: ${e.message}`).join('\n')}`)
  }
  return rows
}

/** INSERTs of the rows into an empty search_synonyms, numbered in the file's order. */
export function synonymStatements(rows: SynonymCsv['rows']): string[] {
  return insertStatements(
    'search_synonyms',
    ['id', 'kind', 'term', 'targets', 'note'],
    rows.map((r, i) => [i + 1, r.kind, r.term, r.targets.join(TARGET_SEPARATOR), r.note]),
  )
}
