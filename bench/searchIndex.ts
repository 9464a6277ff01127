/**
 * The search index's cost at the bench's scale (docs/decisions/022-finnish-product-search.md §8): how long the seed generator's
 * buildSearchIndex takes in Node for this catalogue, how long FTS5 takes to rebuild its word
 * index in the bench's D1, how big that D1 is, and how many rows the index tables hold.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildSearchIndex } from '../worker/search/documents.ts'
import { buildCatalogue } from '../seed/catalogue/build.ts'
import { flattenCategories } from '../seed/catalogue/categories.ts'
import { FAMILIES } from '../seed/catalogue/index.ts'
import { searchCatalogue } from '../seed/catalogueSql.ts'
import { benchQuery, timedExecute } from './database.ts'
import { round } from './http.ts'

/** Milliseconds of buildSearchIndex alone for the catalogue of `scale` products, as seed/catalogueSql.ts builds it. */
export function nodeBuildMs(scale: number): { ms: number; documents: number } {
  const categories = flattenCategories()
  const { products, links } = buildCatalogue(FAMILIES, categories, scale)
  const input = searchCatalogue(categories, products, links)
  const started = performance.now()
  const index = buildSearchIndex(input)
  return { ms: round(performance.now() - started, 0), documents: index.documents.length }
}

/** Sum of the *.sqlite files under the state directory's D1 (the bench's database; MB). */
export function d1SizeMB(stateDir: string): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sum + walk(path)
      return entry.name.endsWith('.sqlite') ? sum + statSync(path).size : sum
    }, 0)
  try {
    return round(walk(join(stateDir, 'v3/d1')) / 1024 / 1024, 1)
  } catch {
    return 0
  }
}

/**
 * FTS5's 'rebuild' of search_fts through wrangler, minus a trivial statement's run (wrangler's
 * own start-up); the faster of two tries of each, so one slow start-up does not count.
 */
export function ftsRebuildMs(stateDir: string): { ms: number; wranglerRunMs: number; trivialRunMs: number } {
  const best = (sql: string) => Math.min(timedExecute(stateDir, sql), timedExecute(stateDir, sql))
  const trivialRunMs = best('SELECT 1')
  const wranglerRunMs = best("INSERT INTO search_fts(search_fts) VALUES ('rebuild')")
  return {
    ms: round(Math.max(0, wranglerRunMs - trivialRunMs), 0),
    wranglerRunMs: round(wranglerRunMs, 0),
    trivialRunMs: round(trivialRunMs, 0),
  }
}

/** All the index figures; run with the bench's server stopped, since the rebuild writes the D1. */
export function searchIndexFigures(stateDir: string, scale: number) {
  const [rows] = benchQuery<{ docs: number; vocab: number; typos: number }>(
    stateDir,
    'SELECT (SELECT COUNT(*) FROM search_docs) AS docs, (SELECT COUNT(*) FROM search_vocab) AS vocab, ' +
      '(SELECT COUNT(*) FROM search_typos) AS typos',
  )
  const d1MB = d1SizeMB(stateDir)
  const node = nodeBuildMs(scale)
  const fts = ftsRebuildMs(stateDir)
  return {
    nodeBuildMs: node.ms,
    nodeBuildDocuments: node.documents,
    ftsRebuildMs: fts.ms,
    ftsRebuildWranglerMs: fts.wranglerRunMs,
    wranglerStartupMs: fts.trivialRunMs,
    d1MB,
    rows: { search_docs: rows?.docs ?? null, search_vocab: rows?.vocab ?? null, search_typos: rows?.typos ?? null },
  }
}
