import * as v from 'valibot'
import {
  AUDIT_PAGE_SIZE,
  AuditEntrySchema,
  type AuditEntry,
  type AuditTrailResponse,
} from '../../../contract/schemas/auditTrail'
import { isoTime } from '../orders/access'

/**
 * Reading the company's audit trail (docs/decisions/047-audit-trail.md): one page, newest first
 * (by id: rows of the same second keep the order they were written in), of the company's
 * entries only; with a user, the entries they did or that concerned them.
 */
interface Row {
  id: number
  at: number
  action: string
  actor_id: number | null
  actor_name: string | null
  target_user_id: number | null
  target_name: string | null
  request_id: number | null
  details: string
}

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' })

function entryOf(row: Row): AuditEntry | null {
  let details: unknown
  try {
    details = JSON.parse(row.details)
  } catch {
    return null
  }
  const parsed = v.safeParse(AuditEntrySchema, {
    id: row.id,
    at: isoTime(row.at),
    actor: person(row.actor_id, row.actor_name),
    target_user: person(row.target_user_id, row.target_name),
    request_id: row.request_id,
    action: row.action,
    details,
  })
  // A row the contract cannot describe (never written by this code) is left out, not a 500.
  return parsed.success ? parsed.output : null
}

export async function readAuditTrail(
  db: D1Database,
  companyId: number,
  query: { user?: number; page: number },
): Promise<AuditTrailResponse> {
  const where = 'a.company_id = ?1 AND (?2 IS NULL OR a.actor_id = ?2 OR a.target_user_id = ?2)'
  const user = query.user ?? null
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.at, a.action, a.actor_id, a.target_user_id, a.request_id, a.details,
           TRIM(u.firstname || ' ' || u.lastname) AS actor_name, TRIM(t.firstname || ' ' || t.lastname) AS target_name
         FROM audit_trail a
         LEFT JOIN customers u ON u.id = a.actor_id
         LEFT JOIN customers t ON t.id = a.target_user_id
         WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(companyId, user, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n FROM audit_trail a WHERE ${where}`).bind(companyId, user),
  ])
  return {
    items: ((rows?.results ?? []) as Row[]).map(entryOf).filter((e): e is AuditEntry => e !== null),
    page: query.page,
    total: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
  }
}
