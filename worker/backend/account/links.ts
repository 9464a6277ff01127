import { hashToken, nowSeconds } from '../tokens'

/**
 * One-time links sent by e-mail (migrations/0004_account.sql account_tokens): a password reset
 * is valid 60 minutes, a login link 10 minutes, each exactly once. The secret is 256 random
 * bits (base64url, 43 characters); only its SHA-256 hash is stored.
 */
export const RESET_LINK_SECONDS = 60 * 60
export const LOGIN_LINK_SECONDS = 10 * 60
/**
 * An invitation (spec §11) is a login link that lives 72 hours: the invitee may read the mail
 * the next working day. After that they ask for a new login link on the login page.
 */
export const INVITE_LINK_SECONDS = 72 * 60 * 60
/** Live links of one kind per customer; further requests send nothing (no mail flooding). */
export const MAX_LIVE_LINKS = 3

export type LinkKind = 'reset' | 'login'

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Creates a link token, or null when the customer already has MAX_LIVE_LINKS live ones. */
export async function createLinkToken(
  db: D1Database,
  kind: LinkKind,
  customerId: number,
  ttlSeconds?: number,
): Promise<string | null> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const now = nowSeconds()
  const ttl = ttlSeconds ?? (kind === 'reset' ? RESET_LINK_SECONDS : LOGIN_LINK_SECONDS)
  // One statement: the count and the insert cannot interleave with a concurrent request.
  const row = await db
    .prepare(
      `INSERT INTO account_tokens (token_hash, kind, customer_id, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COUNT(*) FROM account_tokens
              WHERE customer_id = ?3 AND kind = ?2 AND used_at IS NULL AND expires_at > ?4) < ${MAX_LIVE_LINKS}
       RETURNING token_hash`,
    )
    .bind(await hashToken(token), kind, customerId, now, now + ttl)
    .first()
  return row ? token : null
}

/**
 * Consumes a live login link; answers its customer, or null (unknown, used or expired, or its
 * customer deactivated: spec §11).
 */
export async function consumeLoginLink(db: D1Database, token: string): Promise<number | null> {
  const now = nowSeconds()
  const row = await db
    .prepare(
      `UPDATE account_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND kind = 'login' AND used_at IS NULL AND expires_at > ?1
         AND customer_id IN (SELECT id FROM customers WHERE active = 1)
       RETURNING customer_id`,
    )
    .bind(now, await hashToken(token))
    .first<{ customer_id: number }>()
  return row?.customer_id ?? null
}

/**
 * Sets the password of a live reset link's customer in one batch (one transaction): the new
 * hash, every session of the customer ended, and this and every other open link of the
 * customer used up. False when the link is unknown, used or expired (nothing changes).
 */
export async function resetPasswordWithLink(db: D1Database, token: string, passwordHash: string): Promise<boolean> {
  const now = nowSeconds()
  const owner = `(SELECT customer_id FROM account_tokens
                  WHERE token_hash = ?2 AND kind = 'reset' AND used_at IS NULL AND expires_at > ?1)`
  const hash = await hashToken(token)
  const [updated] = await db.batch([
    // A password set: an invited user (spec §11) no longer needs to set one.
    db
      .prepare(`UPDATE customers SET password_hash = ?3, must_set_password = 0 WHERE id = ${owner}`)
      .bind(now, hash, passwordHash),
    db.prepare(`DELETE FROM tokens WHERE customer_id = ${owner}`).bind(now, hash),
    db
      .prepare(`UPDATE account_tokens SET used_at = ?1 WHERE used_at IS NULL AND customer_id = ${owner}`)
      .bind(now, hash),
  ])
  return (updated?.meta.changes ?? 0) === 1
}

/**
 * A password change by the logged-in customer, in one batch: the new hash, every other session
 * ended (the current one, by its token hash, stays) and open links used up.
 */
export async function changePassword(
  db: D1Database,
  customerId: number,
  passwordHash: string,
  keepTokenHash: string,
): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE customers SET password_hash = ?, must_set_password = 0 WHERE id = ?')
      .bind(passwordHash, customerId),
    db.prepare('DELETE FROM tokens WHERE customer_id = ? AND token_hash != ?').bind(customerId, keepTokenHash),
    db
      .prepare('UPDATE account_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL')
      .bind(nowSeconds(), customerId),
  ])
}
