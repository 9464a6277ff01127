import {
  TARGET_SEPARATOR,
  applySynonyms,
  compileSynonyms,
  type SynonymRow,
  type SynonymTable,
} from '../../search/synonyms'
import type { QueryWord } from '../../search/query'

/**
 * The operator's synonym table as search reads it (docs/decisions/066-search-synonyms-and-zero-hits.md): kept in the isolate's
 * memory, compiled once, and checked with every search by one more statement in the search's own
 * batch (the version row that every change of search_synonyms redraws, migration 0021). A
 * keystroke thus pays no D1 trip for synonyms; the first search of an isolate pays one to load
 * the table, and the first search after an edit one more to reload it.
 */
interface Loaded {
  version: number
  table: SynonymTable
}

let loaded: Loaded | null = null

const VERSION_SQL = 'SELECT version FROM search_synonym_version WHERE id = 1'

async function load(db: D1Database): Promise<Loaded> {
  const [version, rows] = await db.batch<Record<string, unknown>>([
    db.prepare(VERSION_SQL),
    db.prepare('SELECT kind, term, targets FROM search_synonyms ORDER BY id'),
  ])
  const table = compileSynonyms(
    (rows?.results ?? []).map((r) => ({
      kind: r.kind as SynonymRow['kind'],
      term: String(r.term),
      targets: String(r.targets).split(TARGET_SEPARATOR),
    })),
  )
  loaded = { version: Number(version?.results[0]?.version ?? 0), table }
  return loaded
}

export interface SynonymReader {
  /** The query's words with their synonyms' alternatives (worker/search/synonyms.ts). */
  apply: (words: QueryWord[]) => QueryWord[]
  /**
   * Runs a search statement in one batch with the version read. `stale` says the table changed
   * since it was loaded: it is reloaded, and `apply` answers from the new table.
   */
  read: <T>(
    statement: D1PreparedStatement,
    also?: D1PreparedStatement[],
  ) => Promise<{ results: T[]; stale: boolean; also: D1Result[] }>
}

export async function synonymReader(db: D1Database): Promise<SynonymReader> {
  let current = loaded ?? (await load(db))
  return {
    apply: (words) => applySynonyms(words, current.table),
    read: async <T>(statement: D1PreparedStatement, also: D1PreparedStatement[] = []) => {
      const [version, answer, ...rest] = await db.batch<Record<string, unknown>>([
        db.prepare(VERSION_SQL),
        statement,
        ...also,
      ])
      const seen = Number(version?.results[0]?.version ?? 0)
      const stale = seen !== current.version
      if (stale) current = await load(db)
      return { results: (answer?.results ?? []) as T[], stale, also: rest }
    },
  }
}

/** Whether two readings of a query add the same alternatives to each word. */
export const sameAlternatives = (a: QueryWord[], b: QueryWord[]): boolean =>
  JSON.stringify(a.map((w) => w.alternatives ?? [])) === JSON.stringify(b.map((w) => w.alternatives ?? []))
