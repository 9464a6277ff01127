import type { AuditAction, AuditDetails } from '../../../contract/schemas/auditTrail'
import { nowSeconds } from '../tokens'

/**
 * Writing the company's audit trail (migrations/0018, docs/decisions/047-audit-trail.md).
 *
 * `recordAudit` answers a prepared statement, never runs it: the caller puts it into the same
 * db.batch as the change it records, so both land or neither does. A change that may not apply
 * (the request was decided meanwhile, the last administrator) gives its own condition as `when`:
 * the record goes BEFORE the change in the batch and is written only while that condition holds,
 * so it is written exactly when the change is. The condition and any SQL value may use the
 * caller's numbered parameters (?1, ?2 …), bound by `binds` in the same order as in the change.
 *
 * @example
 *   const where = 'id = ?1 AND company_id = ?2 AND active = 1'
 *   await db.batch([
 *     recordAudit(db, { companyId, actorId, action: 'user_deactivated', targetUserId: id, details: {} },
 *       { when: `EXISTS (SELECT 1 FROM customers WHERE ${where})`, binds: [id, companyId] }),
 *     db.prepare(`UPDATE customers SET active = 0 WHERE ${where}`).bind(id, companyId),
 *   ])
 */

/** A value the database computes in the record's statement, e.g. the order number just placed. */
export interface SqlValue {
  readonly sql: string
}
export const sqlValue = (sql: string): SqlValue => ({ sql })

type Value<T> = T | SqlValue

export interface AuditRecord<A extends AuditAction> {
  companyId: Value<number>
  actorId: number
  action: A
  targetUserId?: Value<number | null>
  requestId?: Value<number | null>
  /** What changed; a field the database computes is a SqlValue (a JSON object: wrap it in json(…)). */
  details: { [K in keyof AuditDetails<A>]: Value<AuditDetails<A>[K]> }
}

export interface AuditCondition {
  /** SQL that must hold for the record to be written (the change's own condition). */
  when?: string
  /** The values of ?1 … ?n used by `when` and the SQL values. */
  binds?: unknown[]
}

const isSql = (value: unknown): value is SqlValue =>
  typeof value === 'object' && value !== null && 'sql' in value && typeof value.sql === 'string'

export function recordAudit<A extends AuditAction>(
  db: D1Database,
  record: AuditRecord<A>,
  condition: AuditCondition = {},
): D1PreparedStatement {
  const binds = [...(condition.binds ?? [])]
  const put = (value: unknown): string => {
    if (isSql(value)) return `(${value.sql})`
    binds.push(value ?? null)
    return `?${binds.length}`
  }
  const fields = Object.entries(record.details)
  let details = put(JSON.stringify(Object.fromEntries(fields.filter(([, value]) => !isSql(value)))))
  for (const [key, value] of fields) {
    if (isSql(value)) details = `json_set(${details}, '$.${key}', ${put(value)})`
  }
  const columns = [
    put(record.companyId),
    put(record.actorId),
    put(nowSeconds()),
    put(record.action),
    put(record.targetUserId ?? null),
    put(record.requestId ?? null),
  ]
  return db
    .prepare(
      `INSERT INTO audit_trail (company_id, actor_id, at, action, target_user_id, request_id, details)
       SELECT ${columns.join(', ')}, ${details}
       WHERE ${condition.when ?? '1'}`,
    )
    .bind(...binds)
}
