import { READY_ROLES, READY_ROLE_INFO } from '../../../contract/companyRoles'
import type { CompanyResponse, CompanyUser, CustomRole } from '../../../contract/schemas/company'
import { parseScope } from './scope'

/** The company view of /account/permissions (spec §11): its users, the ready roles and its custom roles. */
interface UserRow {
  id: number
  email: string
  firstname: string
  lastname: string
  role: CompanyUser['role']
  custom_role_id: number | null
  scope: string
  active: number
  must_set_password: number
  last_login_at: number | null
}

interface RoleRow {
  id: number
  name: string
  scope: string
  users: number
}

export async function readCompany(db: D1Database, companyId: number, callerId: number): Promise<CompanyResponse> {
  const [company, users, roles] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT id, name, approval_pending FROM companies WHERE id = ?').bind(companyId),
    db
      .prepare(
        `SELECT id, email, firstname, lastname, role, custom_role_id, scope, active, must_set_password,
                last_login_at
         FROM customers WHERE company_id = ? ORDER BY active DESC, lastname COLLATE NOCASE, firstname COLLATE NOCASE, id`,
      )
      .bind(companyId),
    db
      .prepare(
        `SELECT r.id, r.name, r.scope,
                (SELECT COUNT(*) FROM customers c WHERE c.custom_role_id = r.id AND c.company_id = r.company_id) AS users
         FROM company_roles r WHERE r.company_id = ? ORDER BY r.name_key`,
      )
      .bind(companyId),
  ])
  const head = company?.results[0] as { id: number; name: string; approval_pending: number } | undefined
  return {
    company: {
      id: head?.id ?? companyId,
      name: head?.name ?? '',
      ...(head?.approval_pending === 1 ? { awaitingApproval: true } : {}),
    },
    users: ((users?.results ?? []) as unknown as UserRow[]).map((u) => ({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      role: u.role,
      customRoleId: u.custom_role_id,
      scope: parseScope(u.scope),
      active: u.active === 1,
      invited: u.must_set_password === 1,
      lastLoginAt: u.last_login_at === null ? null : new Date(u.last_login_at * 1000).toISOString(),
      self: u.id === callerId,
    })),
    readyRoles: READY_ROLES.map((id) => ({ id, ...READY_ROLE_INFO[id], scope: [...READY_ROLE_INFO[id].scope] })),
    customRoles: ((roles?.results ?? []) as unknown as RoleRow[]).map((r): CustomRole => ({
      id: r.id,
      name: r.name,
      scope: parseScope(r.scope),
      users: r.users,
    })),
  }
}
