/**
 * Access tokens of the embedded backend (docs/architecture.md §5): random 256-bit values,
 * stored only as SHA-256 hashes. A token expires after 60 minutes without use and after
 * 12 hours at most; each authenticated call slides the idle expiry.
 */
import { CUSTOMER_COLUMNS, type CustomerRow } from './customers'

export const IDLE_SECONDS = 60 * 60
export const MAX_SECONDS = 12 * 60 * 60

export const nowSeconds = () => Math.floor(Date.now() / 1000)

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** SHA-256 of a text as hex: a token's stored form, and a request body's fingerprint (idempotency keys, stock batches). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const hashToken = sha256Hex

export async function issueToken(db: D1Database, customerId: number): Promise<{ token: string; exp: number }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const now = nowSeconds()
  const exp = now + IDLE_SECONDS
  await db.batch([
    db
      .prepare(
        'INSERT INTO tokens (token_hash, customer_id, created_at, expires_at, max_expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(await hashToken(token), customerId, now, exp, now + MAX_SECONDS),
    // A new session is a login (password or mailed link): the administrator sees when each user
    // last logged in (docs/decisions/062-account-lists-print-and-invitations.md).
    db.prepare('UPDATE customers SET last_login_at = ? WHERE id = ?').bind(now, customerId),
  ])
  return { token, exp }
}

/**
 * Validates and slides a token, and reads its user's company, in one D1 round trip (a batch
 * runs in order in one transaction). Returns null for unknown or expired tokens and for a
 * deactivated user (spec §11: deactivation ends the session at once).
 */
export async function touchToken(
  db: D1Database,
  token: string,
): Promise<{ customerId: number; companyId: number; exp: number } | null> {
  const now = nowSeconds()
  const tokenHash = await hashToken(token)
  const [, read] = await db.batch<{ customer_id: number; company_id: number; expires_at: number }>([
    db
      .prepare(
        `UPDATE tokens SET expires_at = MIN(?1 + ${IDLE_SECONDS}, max_expires_at)
         WHERE token_hash = ?2 AND expires_at > ?1 AND max_expires_at > ?1`,
      )
      .bind(now, tokenHash),
    db
      .prepare(
        `SELECT t.customer_id, c.company_id, t.expires_at
         FROM tokens t JOIN customers c ON c.id = t.customer_id
         WHERE t.token_hash = ?2 AND t.expires_at > ?1 AND t.max_expires_at > ?1 AND c.active = 1`,
      )
      .bind(now, tokenHash),
  ])
  const row = read?.results[0]
  return row ? { customerId: row.customer_id, companyId: row.company_id, exp: row.expires_at } : null
}

/**
 * The customer of a token with its active cart, sliding the token, in one D1 round trip
 * (docs/decisions/028-page-cost-and-server-cpu.md): `/api/auth/user` is the call every page makes, and three sequential queries
 * were a third of a logged-in page's D1 time. The batch runs in order in one transaction, so
 * the SELECT sees the slid expiry; a dead token matches neither statement.
 */
export async function touchTokenWithCustomer(
  db: D1Database,
  token: string,
): Promise<{ customer: CustomerRow; exp: number; cartId: string | null } | null> {
  const now = nowSeconds()
  const tokenHash = await hashToken(token)
  const [, read] = await db.batch<CustomerRow & { token_expires_at: number; active_cart_id: string | null }>([
    db
      .prepare(
        `UPDATE tokens SET expires_at = MIN(?1 + ${IDLE_SECONDS}, max_expires_at)
         WHERE token_hash = ?2 AND expires_at > ?1 AND max_expires_at > ?1`,
      )
      .bind(now, tokenHash),
    db
      .prepare(
        `SELECT ${CUSTOMER_COLUMNS}, t.expires_at AS token_expires_at,
           (SELECT id FROM carts WHERE customer_id = c.id AND status = 'active') AS active_cart_id
         FROM tokens t JOIN customers c ON c.id = t.customer_id
         WHERE t.token_hash = ?2 AND t.expires_at > ?1 AND t.max_expires_at > ?1 AND c.active = 1`,
      )
      .bind(now, tokenHash),
  ])
  const row = read?.results[0]
  if (!row) return null
  const { token_expires_at: exp, active_cart_id: cartId, ...customer } = row
  return { customer, exp, cartId }
}

export async function revokeToken(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM tokens WHERE token_hash = ?')
    .bind(await hashToken(token))
    .run()
}
