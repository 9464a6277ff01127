import { ADMIN_SCOPE } from '../../../contract/companyRoles'
import { nowSeconds } from '../tokens'
import { recordAudit, sqlValue } from './auditTrail'
import { OTHER_ADMIN_SQL, parseScope } from './scope'

/**
 * Writes on a company's users (spec §11, spec §2 /account/permissions). Every statement names
 * the company, so a user id of another company behaves exactly like an unknown id.
 */
export interface MemberRow {
  id: number
  scope: string
  active: number
  role: string
}

export async function findMember(db: D1Database, companyId: number, userId: number): Promise<MemberRow | null> {
  return db
    .prepare('SELECT id, scope, active, role FROM customers WHERE id = ? AND company_id = ?')
    .bind(userId, companyId)
    .first<MemberRow>()
}

/** SQL: a user's role as the audit trail records it (contract/schemas/auditTrail.ts), from SQL values. */
const roleStateSql = (role: string, customRoleId: string, scope: string) =>
  `json_object('role', ${role}, 'role_name', (SELECT name FROM company_roles WHERE id = ${customRoleId}),
               'scope', json(${scope}))`

/** SQL: user ?1's role now, read by a record written before the change (a JSON object). */
const CURRENT_ROLE_SQL = `json((SELECT ${roleStateSql('c.role', 'c.custom_role_id', 'c.scope')} FROM customers c WHERE c.id = ?1))`

/** A password hash no password matches (password.ts reads only pbkdf2-sha256): the invitee sets one. */
const NO_PASSWORD = 'invited'

export interface NewMember {
  email: string
  firstname: string
  lastname: string
  role: string
  customRoleId: number | null
  scope: string[]
}

/**
 * Creates an invited user in the inviter's company in one statement, so two invitations of one
 * e-mail (any case: the column is NOCASE) cannot both succeed. The invitee has no usable
 * password (must_set_password = 1) and a customer number of their own; the company's name,
 * address and listing rule are the inviter's (approval is the company's). Null when the e-mail
 * already has an account: that account is never touched (docs/decisions/045-invitations-and-company-approval.md).
 */
export async function inviteMember(
  db: D1Database,
  companyId: number,
  inviterId: number,
  member: NewMember,
): Promise<number | null> {
  const inviteBinds = [
    member.email,
    member.firstname,
    member.lastname,
    JSON.stringify(member.scope),
    nowSeconds(),
    member.role,
    member.customRoleId,
    inviterId,
    companyId,
  ]
  const invitee =
    'SELECT id FROM customers WHERE email = ?1 AND company_id = ?9 AND must_set_password = 1 AND created_at = ?5'
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO customers (email, password_hash, firstname, lastname, company, business_id, nav_id, phone, street,
                              postcode, city, deny_med_listing, scope, created_at, company_id, role, custom_role_id,
                              must_set_password)
       SELECT ?1, '${NO_PASSWORD}', ?2, ?3, i.company, i.business_id,
              'C' || (COALESCE((SELECT MAX(CAST(substr(nav_id, 2) AS INTEGER)) FROM customers
                                WHERE nav_id GLOB 'C[0-9]*'), 10000) + 1),
              '', i.street, i.postcode, i.city, i.deny_med_listing, ?4, ?5, i.company_id, ?6, ?7, 1
       FROM customers i
       WHERE i.id = ?8 AND i.company_id = ?9 AND NOT EXISTS (SELECT 1 FROM customers WHERE email = ?1)
       RETURNING id`,
      )
      .bind(...inviteBinds),
    // Written after the new user exists (their id), once: a second invitation of the e-mail inserts nothing.
    recordAudit(
      db,
      {
        companyId,
        actorId: inviterId,
        action: 'user_invited',
        targetUserId: sqlValue(invitee),
        details: { email: member.email, to: sqlValue(roleStateSql('?6', '?7', '?4')) },
      },
      {
        when: `EXISTS (${invitee}) AND NOT EXISTS (SELECT 1 FROM audit_trail WHERE action = 'user_invited'
                 AND target_user_id = (${invitee}))`,
        binds: inviteBinds,
      },
    ),
  ])
  return inserted?.results[0]?.id ?? null
}

/**
 * Gives a user a role and its effective scope. Refused (false) when the user would lose
 * `permissions` and no other active administrator is left: the check is in the statement.
 */
export async function setMemberRole(
  db: D1Database,
  companyId: number,
  userId: number,
  role: { role: string; customRoleId: number | null; scope: string[] },
  actorId: number,
): Promise<boolean> {
  const keepsAdmin = role.scope.includes(ADMIN_SCOPE) ? 1 : 0
  const where = `id = ?1 AND company_id = ?2 AND (?6 = 1 OR ${OTHER_ADMIN_SQL('?2', '?1')})`
  const binds = [userId, companyId, role.role, role.customRoleId, JSON.stringify(role.scope), keepsAdmin]
  const [, result] = await db.batch([
    // Recorded only when the change applies and changes something (docs/decisions/047-audit-trail.md).
    recordAudit(
      db,
      {
        companyId,
        actorId,
        action: 'user_role_changed',
        targetUserId: userId,
        details: { from: sqlValue(CURRENT_ROLE_SQL), to: sqlValue(roleStateSql('?3', '?4', '?5')) },
      },
      {
        when: `EXISTS (SELECT 1 FROM customers WHERE ${where}
                 AND NOT (role = ?3 AND custom_role_id IS ?4 AND scope = ?5))`,
        binds,
      },
    ),
    db.prepare(`UPDATE customers SET role = ?3, custom_role_id = ?4, scope = ?5 WHERE ${where}`).bind(...binds),
  ])
  return result?.meta.changes === 1
}

/**
 * Deactivates a user in one batch (one transaction): active = 0, every session ended and every
 * unused login or reset link deleted, at once (touchToken also refuses an inactive user). The
 * orders stay the company's. False when it would leave the company without an active
 * administrator (nothing changes then).
 */
export async function deactivateMember(
  db: D1Database,
  companyId: number,
  userId: number,
  actorId: number,
): Promise<boolean> {
  const inactive = 'EXISTS (SELECT 1 FROM customers WHERE id = ?1 AND company_id = ?2 AND active = 0)'
  const deactivatable = `id = ?1 AND company_id = ?2 AND active = 1
    AND (NOT EXISTS (SELECT 1 FROM json_each(scope) WHERE value = 'permissions') OR ${OTHER_ADMIN_SQL('?2', '?1')})`
  const [, updated] = await db.batch([
    recordAudit(
      db,
      { companyId, actorId, action: 'user_deactivated', targetUserId: userId, details: {} },
      { when: `EXISTS (SELECT 1 FROM customers WHERE ${deactivatable})`, binds: [userId, companyId] },
    ),
    db.prepare(`UPDATE customers SET active = 0 WHERE ${deactivatable}`).bind(userId, companyId),
    db.prepare(`DELETE FROM tokens WHERE customer_id = ?1 AND ${inactive}`).bind(userId, companyId),
    db
      .prepare(`DELETE FROM account_tokens WHERE customer_id = ?1 AND used_at IS NULL AND ${inactive}`)
      .bind(userId, companyId),
  ])
  return (updated?.meta.changes ?? 0) === 1
}

export async function activateMember(
  db: D1Database,
  companyId: number,
  userId: number,
  actorId: number,
): Promise<void> {
  const inactive = 'id = ?1 AND company_id = ?2 AND active = 0'
  await db.batch([
    recordAudit(
      db,
      { companyId, actorId, action: 'user_activated', targetUserId: userId, details: {} },
      { when: `EXISTS (SELECT 1 FROM customers WHERE ${inactive})`, binds: [userId, companyId] },
    ),
    db.prepare(`UPDATE customers SET active = 1 WHERE ${inactive}`).bind(userId, companyId),
  ])
}

/**
 * An invitation still pending: an active user of the company who has not set a password
 * (must_set_password = 1). Null for anyone else, so a resend or a cancel touches nothing else.
 */
export async function findInvitee(
  db: D1Database,
  companyId: number,
  userId: number,
): Promise<{ id: number; email: string } | null> {
  return db
    .prepare('SELECT id, email FROM customers WHERE id = ? AND company_id = ? AND must_set_password = 1 AND active = 1')
    .bind(userId, companyId)
    .first<{ id: number; email: string }>()
}

/** Ends the invitee's unused login links, so only the link of a resent invitation works. */
export async function withdrawInviteLinks(db: D1Database, userId: number): Promise<void> {
  await db
    .prepare("DELETE FROM account_tokens WHERE customer_id = ? AND kind = 'login' AND used_at IS NULL")
    .bind(userId)
    .run()
}

/**
 * Cancels a pending invitation: the invited user is deleted with their links (ON DELETE
 * CASCADE), in one statement that still requires the invitation to be pending and to have no
 * orders, so a user who has just set a password is never deleted. The audit record goes before
 * it in the same batch under the same condition and keeps the invitee's e-mail and name, since
 * their row is gone afterwards (docs/decisions/047-audit-trail.md). False when nothing was deleted.
 */
export async function cancelInvitation(
  db: D1Database,
  companyId: number,
  userId: number,
  actorId: number,
): Promise<boolean> {
  const pending = `id = ?1 AND company_id = ?2 AND must_set_password = 1
    AND NOT EXISTS (SELECT 1 FROM orders WHERE customer_id = ?1)`
  const [, deleted] = await db.batch([
    recordAudit(
      db,
      {
        companyId,
        actorId,
        action: 'invitation_cancelled',
        targetUserId: userId,
        details: {
          email: sqlValue('SELECT email FROM customers WHERE id = ?1'),
          name: sqlValue("SELECT TRIM(firstname || ' ' || lastname) FROM customers WHERE id = ?1"),
        },
      },
      { when: `EXISTS (SELECT 1 FROM customers WHERE ${pending})`, binds: [userId, companyId] },
    ),
    // RETURNING, not meta.changes: the rows deleted by ON DELETE CASCADE count in the changes too.
    db.prepare(`DELETE FROM customers WHERE ${pending} RETURNING id`).bind(userId, companyId),
  ])
  return (deleted?.results.length ?? 0) > 0
}

export const memberScope = (row: MemberRow) => parseScope(row.scope)
