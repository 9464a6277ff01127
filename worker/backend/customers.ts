import type { User } from '../../contract/schemas/auth'

export interface CustomerRow {
  id: number
  email: string
  password_hash: string
  firstname: string
  lastname: string
  company: string
  /** The user's company (spec §11, migrations/0014). */
  company_id: number
  role: 'admin' | 'buyer' | 'requester' | 'custom'
  custom_role_id: number | null
  /** 0 once deactivated: no login, no session. */
  active: number
  /** 1 for an invited user until they set a password. */
  must_set_password: number
  nav_id: string
  deny_med_listing: number
  scope: string
  /** 1 while the user's company waits for approval: read from `companies` (CUSTOMER_COLUMNS, docs/decisions/045-invitations-and-company-approval.md). */
  approval_pending: number
}

/** The columns of a CustomerRow for a query of `customers c`: the user's row and their company's approval. */
export const CUSTOMER_COLUMNS =
  'c.*, (SELECT approval_pending FROM companies WHERE id = c.company_id) AS approval_pending'

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db
    .prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.email = ? COLLATE NOCASE`)
    .bind(email)
    .first<CustomerRow>()
}

export async function findCustomer(db: D1Database, id: number): Promise<CustomerRow | null> {
  return db.prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = ?`).bind(id).first<CustomerRow>()
}

/** spec §1: whether the calling customer (null for a guest) is kept from drug categories. */
export async function deniesMedListing(db: D1Database, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false
  const row = await db
    .prepare('SELECT deny_med_listing FROM customers WHERE id = ?')
    .bind(customerId)
    .first<{ deny_med_listing: number }>()
  return row?.deny_med_listing === 1
}

function parseScope(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** spec §3 User as the upstream answers it: token.exp only, never the token. */
export function toUser(row: CustomerRow, exp: number, cartId: string | null): User {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    navId: row.nav_id,
    token: { exp },
    scope: parseScope(row.scope),
    denyMedListing: row.deny_med_listing === 1,
    cart_id: cartId ? { id: cartId } : null,
    ...(row.approval_pending === 1 ? { awaitingApproval: true } : {}),
    ...(row.must_set_password === 1 ? { mustSetPassword: true } : {}),
  }
}
