import { decodeOrderFile } from '../../../app/features/quickorder/decodeOrderFile'
import { fimeaNoticeText, parseFimeaFile } from './fimeaFile'

export interface FimeaImport {
  /** Notices in the file (one per Vnr). */
  read: number
  /** Of them in force. */
  inForce: number
  /** In force and a product of this shop's: stored. */
  stored: number
  skipped: number
}

/**
 * Replaces the shop's Fimea notices with a file's, in one D1 batch (docs/decisions/075-fimea-shortages.md):
 * a notice missing from the file, or marked ended, has ended. Only notices in force on a product
 * of this shop are stored; an operator's own notices are left alone.
 */
export async function importFimeaShortages(db: D1Database, text: string): Promise<FimeaImport> {
  const { notices, skipped } = parseFimeaFile(text)
  const inForce = notices.filter((n) => n.inForce)
  const rows = JSON.stringify(
    inForce.map((n) => ({
      vnr: n.vnr,
      starts_on: n.startsOn,
      ends_on: n.endsOn,
      text: fimeaNoticeText(n),
      modified_on: n.modifiedOn,
    })),
  )
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM shortage_notices WHERE source = 'fimea'"),
    db
      .prepare(
        `INSERT INTO shortage_notices (vnr, source, starts_on, ends_on, text, modified_on)
         SELECT j.value ->> '$.vnr', 'fimea', j.value ->> '$.starts_on', j.value ->> '$.ends_on',
           j.value ->> '$.text', j.value ->> '$.modified_on'
         FROM json_each(?1) j
         WHERE EXISTS (SELECT 1 FROM products p WHERE p.vnr = j.value ->> '$.vnr')`,
      )
      .bind(rows),
  ])
  return { read: notices.length, inForce: inForce.length, stored: inserted?.meta.changes ?? 0, skipped: skipped.length }
}

/** Fimea's file by URL, as the nightly cron reads it; a failed fetch changes nothing. */
export async function refreshFimeaShortages(
  db: D1Database,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FimeaImport> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) })
  if (!res.ok) throw new Error(`Fimea answered ${res.status}`)
  // UTF-8 as published, or Windows-1252 should the file ever come so (decodeOrderFile tells).
  return importFimeaShortages(db, decodeOrderFile(new Uint8Array(await res.arrayBuffer())))
}
