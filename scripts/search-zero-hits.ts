/**
 * `npm run search:zero-hits -- [--days 30]`: the 50 searches that found nothing most often in
 * the last days (docs/decisions/066-search-synonyms-and-zero-hits.md), from the local D1
 * database; `--remote [--env production]` reads a deployed one. Where buyers fail, the operator
 * adds a synonym (`npm run search:synonyms`).
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  collapsePrefixes,
  formatZeroHits,
  helsinkiToday,
  topZeroHitsSql,
  type ZeroHitRow,
} from '../worker/search/zeroHits.ts'
import { localDatabase, remoteDatabase } from './search-reindex.ts'

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const args = process.argv.slice(2)
    const option = (name: string) =>
      args.find((a, i) => args[i - 1] === name) ?? args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
    const days = Number(option('--days') ?? 30)
    if (!Number.isInteger(days) || days < 1 || days > 3660)
      throw new Error('--days takes a whole number of days, 1–3660')
    const db = args.includes('--remote') ? remoteDatabase(option('--env')) : localDatabase
    const rows = db.query<ZeroHitRow>(topZeroHitsSql(days, helsinkiToday()))
    console.log(
      formatZeroHits(
        collapsePrefixes(rows.map((r) => ({ ...r, searches: Number(r.searches), days: Number(r.days) }))),
        days,
      ),
    )
  } catch (error) {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
