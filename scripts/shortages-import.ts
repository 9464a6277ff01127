/**
 * `npm run shortages:import`: loads Fimea's medicine shortage notices
 * (docs/decisions/075-fimea-shortages.md) into the local D1 database, from Fimea's open data or
 * from a file. The deployed shop does the same nightly in its cron (FIMEA_SHORTAGES_URL).
 *
 *   --file Saatavuushairiot.txt   a downloaded copy (default: fetch --url)
 *   --url https://…               default: Fimea's address
 *   --remote [--env production]   the deployed database instead of the local one
 *   --check                       only read the file and say what it holds
 *
 * Fimea's notices are replaced as a whole (a notice missing from the file has ended); only those
 * in force on a product of the shop are kept; the operator's own notices are left alone.
 */
import { readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { decodeOrderFile } from '../app/features/quickorder/decodeOrderFile.ts'
import { ROOT } from '../seed/d1.ts'
import { insertStatements } from '../seed/lib.ts'
import { fimeaNoticeText, parseFimeaFile, type FimeaFile } from '../worker/backend/shortages/fimeaFile.ts'
import { localDatabase, remoteDatabase, type Database } from './search-reindex.ts'

export const FIMEA_SHORTAGES_URL = 'https://data.pilvi.fimea.fi/avoin-data/Saatavuushairiot.txt'

/** The SQL that replaces Fimea's notices with the file's, as the Worker's import does. */
export function shortageStatements(file: FimeaFile): string[] {
  const rows = file.notices
    .filter((n) => n.inForce)
    .map((n) => [n.vnr, 'fimea', n.startsOn, n.endsOn, fimeaNoticeText(n), n.modifiedOn] as const)
  return [
    "DELETE FROM shortage_notices WHERE source = 'fimea';",
    ...insertStatements('shortage_notices', ['vnr', 'source', 'starts_on', 'ends_on', 'text', 'modified_on'], rows),
    "DELETE FROM shortage_notices WHERE source = 'fimea' AND vnr NOT IN (SELECT vnr FROM products WHERE vnr IS NOT NULL);",
  ]
}

export async function importShortages(file: FimeaFile, db: Database = localDatabase): Promise<number> {
  const sqlFile = resolve(ROOT, 'seed/.generated/shortages.sql')
  await writeFile(sqlFile, `${shortageStatements(file).join('\n\n')}\n`)
  try {
    db.executeFile(sqlFile)
  } finally {
    await rm(sqlFile, { force: true })
  }
  return db.query<{ n: number }>("SELECT COUNT(*) AS n FROM shortage_notices WHERE source = 'fimea'")[0]?.n ?? 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const args = process.argv.slice(2)
    const option = (name: string) =>
      args.find((a, i) => args[i - 1] === name) ?? args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
    const path = option('--file')
    let bytes: Uint8Array
    if (path) bytes = readFileSync(resolve(path))
    else {
      const res = await fetch(option('--url') ?? FIMEA_SHORTAGES_URL, { signal: AbortSignal.timeout(30_000) })
      if (!res.ok) throw new Error(`Fimea answered ${res.status}`)
      bytes = new Uint8Array(await res.arrayBuffer())
    }
    const file = parseFimeaFile(decodeOrderFile(bytes))
    const inForce = file.notices.filter((n) => n.inForce).length
    console.log(`shortages: ${file.notices.length} notices, ${inForce} in force, ${file.skipped.length} rows skipped`)
    for (const s of file.skipped.slice(0, 10)) console.log(`  line ${s.line}: ${s.reason}`)
    if (!args.includes('--check')) {
      const db = args.includes('--remote') ? remoteDatabase(option('--env')) : localDatabase
      console.log(`shortages: ${await importShortages(file, db)} notices on the shop's medicines stored`)
    }
  } catch (error) {
    console.error(`shortages: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
