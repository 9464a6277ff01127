import { ASSIGNABLE_SCOPES, READY_ROLE_INFO, isReadyRole } from '../../../contract/companyRoles'
import type { ChangeUserRoleRequest } from '../../../contract/schemas/company'

/**
 * The effective scope list of a company user (customers.scope, spec §6): the scopes of the
 * user's role, plus any scope the company cannot assign (changevet, granted by the operator),
 * which a role change keeps.
 */
export function parseScope(raw: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

const assignable = (s: string) => (ASSIGNABLE_SCOPES as readonly string[]).includes(s)

/** The new effective list: the role's scopes (in the fixed order) and the kept operator scopes. */
export function effectiveScope(roleScope: readonly string[], previous: readonly string[]): string[] {
  const granted = ASSIGNABLE_SCOPES.filter((s) => roleScope.includes(s))
  return [...granted, ...previous.filter((s) => !assignable(s))]
}

/** The scopes a role choice grants; a custom role's scopes are read by the caller (null: unknown role). */
export function choiceScope(choice: ChangeUserRoleRequest, customRoleScope: readonly string[] | null): string[] | null {
  if (isReadyRole(choice.role)) return [...READY_ROLE_INFO[choice.role].scope]
  if (choice.customRoleId !== undefined) return customRoleScope ? [...customRoleScope] : null
  return choice.scope ?? []
}

/**
 * SQL: user `o` is an administrator who counts towards "never leave the company without one"
 * (spec §6): active, holds `permissions`, and has set a password. An invited administrator who
 * never did (must_set_password = 1) cannot log in with a password, so does not count.
 */
export const REAL_ADMIN_SQL = (o: string) =>
  `${o}.active = 1 AND ${o}.must_set_password = 0
   AND EXISTS (SELECT 1 FROM json_each(${o}.scope) WHERE value = 'permissions')`

/**
 * SQL: the company ?C keeps an administrator (REAL_ADMIN_SQL) other than user ?U. Written into
 * the same statement as the change it guards, so two concurrent changes cannot both remove the
 * last two administrators.
 */
export const OTHER_ADMIN_SQL = (company: string, user: string) =>
  `EXISTS (SELECT 1 FROM customers o WHERE o.company_id = ${company} AND o.id != ${user} AND ${REAL_ADMIN_SQL('o')})`
