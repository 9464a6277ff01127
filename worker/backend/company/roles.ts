import { ADMIN_SCOPE } from '../../../contract/companyRoles'
import { nowSeconds } from '../tokens'
import { recordAudit } from './auditTrail'
import { effectiveScope, parseScope, REAL_ADMIN_SQL } from './scope'

/**
 * A company's custom roles (spec §11; migrations/0014 company_roles): a name and scopes. The
 * scopes of a role are copied into its users' effective scope (customers.scope) whenever they
 * change. Every statement names the company, so another company's role is "not found".
 */
export interface RoleRow {
  id: number
  name: string
  scope: string
}

export async function findRole(db: D1Database, companyId: number, roleId: number): Promise<RoleRow | null> {
  return db
    .prepare('SELECT id, name, scope FROM company_roles WHERE id = ? AND company_id = ?')
    .bind(roleId, companyId)
    .first<RoleRow>()
}

export const roleScope = (row: RoleRow) => parseScope(row.scope)

const nameKey = (name: string) => name.toLocaleLowerCase('fi')

async function nameTaken(db: D1Database, companyId: number, name: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM company_roles WHERE company_id = ? AND name_key = ? AND id != ?')
    .bind(companyId, nameKey(name), exceptId)
    .first()
  return row !== null
}

const isUniqueViolation = (error: unknown) => String(error).includes('UNIQUE')

/** Null when the company already has a role of the name (any case). */
export async function createRole(
  db: D1Database,
  companyId: number,
  role: { name: string; scope: string[] },
  actorId: number,
): Promise<number | null> {
  if (await nameTaken(db, companyId, role.name)) return null
  try {
    // The insert either succeeds or throws (and the batch with it): its record needs no condition.
    const [inserted] = await db.batch<{ id: number }>([
      db
        .prepare(
          'INSERT INTO company_roles (company_id, name, name_key, scope, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
        )
        .bind(companyId, role.name, nameKey(role.name), JSON.stringify(role.scope), nowSeconds()),
      recordAudit(db, { companyId, actorId, action: 'role_created', details: { name: role.name, scope: role.scope } }),
    ])
    return inserted?.results[0]?.id ?? null
  } catch (error) {
    if (isUniqueViolation(error)) return null // the same name created at the same moment
    throw error
  }
}

export type RoleUpdate = 'ok' | 'nameTaken' | 'lastAdmin'

/**
 * Renames a role and sets its scopes, and rewrites the effective scope of its users, in one
 * batch. When the role loses `permissions`, an administrator outside the role (REAL_ADMIN_SQL) must
 * remain: the role's statement checks it, and each user's statement applies only if the role
 * took the new scopes, so a refused change changes nothing.
 */
export async function updateRole(
  db: D1Database,
  companyId: number,
  roleId: number,
  role: { name: string; scope: string[] },
  audit: { actorId: number; from: RoleRow },
): Promise<RoleUpdate> {
  if (await nameTaken(db, companyId, role.name, roleId)) return 'nameTaken'
  const { results: users } = await db
    .prepare('SELECT id, scope FROM customers WHERE company_id = ? AND custom_role_id = ?')
    .bind(companyId, roleId)
    .all<{ id: number; scope: string }>()
  const scopeJson = JSON.stringify(role.scope)
  const keepsAdmin = role.scope.includes(ADMIN_SCOPE) ? 1 : 0
  const otherAdmin = `EXISTS (SELECT 1 FROM customers o WHERE o.company_id = ?2
                              AND (o.custom_role_id IS NULL OR o.custom_role_id != ?1) AND ${REAL_ADMIN_SQL('o')})`
  const applied = 'EXISTS (SELECT 1 FROM company_roles WHERE id = ?2 AND scope = ?3 AND name = ?4)'
  const where = `id = ?1 AND company_id = ?2 AND (?6 = 1 OR ${otherAdmin})`
  const binds = [roleId, companyId, role.name, nameKey(role.name), scopeJson, keepsAdmin]
  const from = { name: audit.from.name, scope: roleScope(audit.from) }
  const changes = from.name !== role.name || JSON.stringify(from.scope) !== scopeJson
  try {
    const [, updated] = await db.batch([
      // Recorded when the change applies (docs/decisions/047-audit-trail.md); a save that changes nothing records nothing.
      recordAudit(
        db,
        { companyId, actorId: audit.actorId, action: 'role_updated', details: { from, to: role } },
        { when: `${changes ? 1 : 0} AND EXISTS (SELECT 1 FROM company_roles WHERE ${where})`, binds },
      ),
      db.prepare(`UPDATE company_roles SET name = ?3, name_key = ?4, scope = ?5 WHERE ${where}`).bind(...binds),
      ...users.map((u) =>
        db
          .prepare(`UPDATE customers SET scope = ?5 WHERE id = ?1 AND custom_role_id = ?2 AND ${applied}`)
          .bind(u.id, roleId, scopeJson, role.name, JSON.stringify(effectiveScope(role.scope, parseScope(u.scope)))),
      ),
    ])
    return (updated?.meta.changes ?? 0) === 1 ? 'ok' : 'lastAdmin'
  } catch (error) {
    if (isUniqueViolation(error)) return 'nameTaken'
    throw error
  }
}

/** Deletes a role no user has; false when a user has it (the statement checks it). */
export async function deleteRole(
  db: D1Database,
  companyId: number,
  roleId: number,
  audit: { actorId: number; from: RoleRow },
): Promise<boolean> {
  const where = 'id = ?1 AND company_id = ?2 AND NOT EXISTS (SELECT 1 FROM customers WHERE custom_role_id = ?1)'
  const details = { name: audit.from.name, scope: roleScope(audit.from) }
  const [, result] = await db.batch([
    recordAudit(
      db,
      { companyId, actorId: audit.actorId, action: 'role_deleted', details },
      { when: `EXISTS (SELECT 1 FROM company_roles WHERE ${where})`, binds: [roleId, companyId] },
    ),
    db.prepare(`DELETE FROM company_roles WHERE ${where}`).bind(roleId, companyId),
  ])
  return result?.meta.changes === 1
}
