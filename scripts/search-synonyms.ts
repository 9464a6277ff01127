/**
 * `npm run search:synonyms -- --file seed/search/synonyms.csv`: replaces product search's
 * synonym table (docs/decisions/066-search-synonyms-and-zero-hits.md) in the local D1 database
 * with a CSV file's rows (format: worker/search/synonymsCsv.ts). Search applies the table to the
 * next query; nothing is reindexed. A file with a faulty line changes nothing and names the line.
 *
 * `--remote [--env production]` does the same for a deployed database, `--check` only reads the
 * file. `LOCAL_STATE_DIR` points it at another local state directory, as for the seed loaders.
 */
import { rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../seed/d1.ts'
import { SYNONYMS_CSV, readSynonymFile, synonymStatements } from '../seed/search/synonyms.ts'
import { localDatabase, remoteDatabase, type Database } from './search-reindex.ts'

/** Replaces search_synonyms with the file's rows in one run. Returns the number of rows. */
export async function replaceSynonyms(file: string, db: Database = localDatabase): Promise<number> {
  const rows = readSynonymFile(file)
  const sqlFile = resolve(ROOT, 'seed/.generated/search-synonyms.sql')
  await writeFile(sqlFile, `${['DELETE FROM search_synonyms;', ...synonymStatements(rows)].join('\n\n')}\n`)
  try {
    db.executeFile(sqlFile)
  } finally {
    await rm(sqlFile, { force: true })
  }
  return rows.length
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const args = process.argv.slice(2)
    const option = (name: string) =>
      args.find((a, i) => args[i - 1] === name) ?? args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
    const file = resolve(option('--file') ?? SYNONYMS_CSV)
    if (args.includes('--check')) {
      console.log(`search: ${file} has ${readSynonymFile(file).length} synonym rows, all valid`)
    } else {
      const db = args.includes('--remote') ? remoteDatabase(option('--env')) : localDatabase
      console.log(`search: ${await replaceSynonyms(file, db)} synonym rows loaded from ${file}`)
    }
  } catch (error) {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
