import type { Context } from 'hono'
import { apiError } from '../api/errors'
import type { AppEnv } from '../env'
import { clientAddress } from '../throttle/clientAddress'
import { BURST_LIMIT, LIMITS, type ThrottledAction } from '../throttle/limits'
import { clearCount, countRequest, counterKey, uncountRequest } from '../throttle/store'

/**
 * Brute-force protection of login, forgot-password, registration and login-link requests
 * (docs/decisions/013-auth-throttling.md). Route handlers call `throttle` once they know the
 * e-mail asked about; a refusal is the 429 to answer.
 */

const accountOf = (email: string) => email.trim().toLowerCase()

const keysOf = async (c: Context<AppEnv>, action: ThrottledAction, email: string) => {
  const address = clientAddress(c.req.header('CF-Connecting-IP'))
  return {
    account: await counterKey([action, 'account', accountOf(email)]),
    address: address ? await counterKey([action, 'address', address]) : null,
    addressValue: address,
  }
}

function tooMany(c: Context<AppEnv>, action: ThrottledAction, retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.ceil(seconds / 60)
  c.var.log.warn('throttled', { action, retryAfterSeconds: seconds })
  c.header('Retry-After', String(seconds))
  return apiError(
    c,
    429,
    `Liian monta yritystä lyhyessä ajassa. Yritä uudelleen ${minutes === 1 ? 'minuutin' : `${minutes} minuutin`} kuluttua.`,
  )
}

/**
 * Counts one request of `action` for the account and the client address; answers the 429 to
 * send when either is over its limit, or null to go on. On Cloudflare the Rate Limiting binding
 * first stops a flood from one address without a database write.
 */
export async function throttle(c: Context<AppEnv>, action: ThrottledAction, email: string): Promise<Response | null> {
  const keys = await keysOf(c, action, email)
  const limits = LIMITS[action]
  if (keys.addressValue && c.env.AUTH_RATE_LIMITER) {
    const { success } = await c.env.AUTH_RATE_LIMITER.limit({ key: `auth:${keys.addressValue}` })
    if (!success) return tooMany(c, action, BURST_LIMIT.periodSeconds)
  }
  const now = Math.floor(Date.now() / 1000)
  const counts = await Promise.all([
    countRequest(c.env.DB, keys.account, limits.account, now).then((n) => ({ ...n, max: limits.account.max })),
    keys.address
      ? countRequest(c.env.DB, keys.address, limits.address, now).then((n) => ({ ...n, max: limits.address.max }))
      : null,
  ])
  const over = counts.filter((n) => n !== null && n.count > n.max)
  if (over.length === 0) return null
  return tooMany(c, action, Math.max(...over.map((n) => n!.windowEnds)) - now)
}

/**
 * A successful login: the account's failed attempts are forgotten, and the address gets this
 * attempt back, so per-address limits count failures only (a clinic's shared address).
 */
export async function loginSucceeded(c: Context<AppEnv>, email: string): Promise<void> {
  const keys = await keysOf(c, 'login', email)
  await clearCount(c.env.DB, keys.account)
  if (keys.address) await uncountRequest(c.env.DB, keys.address)
}
