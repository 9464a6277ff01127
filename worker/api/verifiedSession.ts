import type { Context } from 'hono'
import { UserResponseSchema } from '../../contract/schemas/auth'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { HttpError } from './errors'

/**
 * Whether the request's session is one the upstream accepts. A cookie that merely looks like a
 * token proves nothing (anyone can send one), so anything shown to logged-in users only (spec §6,
 * e.g. notices flagged loggedIn) waits for this check. A session the upstream refuses counts as
 * a guest: upstreamJson has already cleared its cookies.
 */
export async function hasVerifiedSession(c: Context<AppEnv>): Promise<boolean> {
  if (!c.var.token) return false
  try {
    await upstreamJson(c, { path: '/api/auth/user' }, UserResponseSchema)
    return true
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return false
    throw error
  }
}
