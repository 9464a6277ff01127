import { ADMIN_SCOPE } from '../../../contract/companyRoles'
import { nowSeconds } from '../tokens'
import { effectiveScope, parseScope, REAL_ADMIN_SQL } from './scope'

/**
 * A company's custom roles (issue 20; migrations/0014 company_roles): a name and scopes. The
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
): Promise<number | null> {
  if (await nameTaken(db, companyId, role.name)) return null
  try {
    const row = await db
      .prepare(
        'INSERT INTO company_roles (company_id, name, name_key, scope, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(companyId, role.name, nameKey(role.name), JSON.stringify(role.scope), nowSeconds())
      .first<{ id: number }>()
    return row?.id ?? null
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
  try {
    const [updated] = await db.batch([
      db
        .prepare(
          `UPDATE company_roles SET name = ?3, name_key = ?4, scope = ?5
           WHERE id = ?1 AND company_id = ?2 AND (?6 = 1 OR ${otherAdmin})`,
        )
        .bind(roleId, companyId, role.name, nameKey(role.name), scopeJson, keepsAdmin),
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
export async function deleteRole(db: D1Database, companyId: number, roleId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `DELETE FROM company_roles WHERE id = ?1 AND company_id = ?2
       AND NOT EXISTS (SELECT 1 FROM customers WHERE custom_role_id = ?1)`,
    )
    .bind(roleId, companyId)
    .run()
  return result.meta.changes === 1
}
