/**
 * `npm run substitutes:load`: replaces the operator's substitutes (docs/decisions/077-substitutes.md)
 * with a file's, in the local D1 database or the deployed one.
 *
 *   [--file seed/substitutes.csv]   the operator's file: sku,substitute_sku,reason
 *   --remote [--env production]     the deployed database instead of the local one
 *   --check                         only read the file and say what it holds
 *
 * The whole table is replaced, so a line removed from the file is an offer withdrawn. Rows that
 * name a SKU the shop does not sell are left out and counted.
 */
import { rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../seed/d1.ts'
import { readSubstitutesFile, substituteStatements, SUBSTITUTES_FILE, type SubstituteRow } from '../seed/substitutes.ts'
import { localDatabase, remoteDatabase, type Database } from './search-reindex.ts'

/** Replaces the table; returns how many offers are stored. */
export async function loadSubstitutes(rows: readonly SubstituteRow[], db: Database = localDatabase): Promise<number> {
  const sqlFile = resolve(ROOT, 'seed/.generated/substitutes.sql')
  await writeFile(sqlFile, `${substituteStatements(rows).join('\n\n')}\n`)
  try {
    db.executeFile(sqlFile)
  } finally {
    await rm(sqlFile, { force: true })
  }
  return db.query<{ n: number }>('SELECT COUNT(*) AS n FROM product_substitutes')[0]?.n ?? 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const args = process.argv.slice(2)
    const option = (name: string) =>
      args.find((a, i) => args[i - 1] === name) ?? args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
    const file = resolve(option('--file') ?? SUBSTITUTES_FILE)
    const { rows, errors } = readSubstitutesFile(file)
    console.log(`substitutes: ${rows.length} rows read from ${file}, ${errors.length} refused`)
    for (const e of errors.slice(0, 10)) console.log(`  line ${e.line}: ${e.message}`)
    if (errors.length > 0) throw new Error('fix the refused rows first: nothing was loaded')
    if (!args.includes('--check')) {
      const db = args.includes('--remote') ? remoteDatabase(option('--env')) : localDatabase
      const stored = await loadSubstitutes(rows, db)
      const left = rows.length - stored
      console.log(`substitutes: ${stored} stored${left > 0 ? `, ${left} left out (a SKU the shop does not sell)` : ''}`)
    }
  } catch (error) {
    console.error(`substitutes: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
