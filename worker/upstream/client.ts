import type { Context } from 'hono'
import { backend } from '../backend/app'
import type { AppEnv } from '../env'
import { HttpError } from '../api/errors'
import { sessionUserOncePerRequest } from './sessionUserMemo'

/** spec §7/§9: every upstream call gives up after 30 s. */
export const UPSTREAM_TIMEOUT_MS = 30_000

export interface UpstreamRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path and query on the commerce API, e.g. `/api/auth/user`. */
  path: string
  body?: unknown
  /** Send the customer's token (default: whenever the visitor has one). */
  auth?: boolean
  /** Override the cart header (defaults to the customer's cart when logged in, else the guest cart). */
  cartId?: string | null
}

/**
 * The commerce API client (docs/architecture.md §6). With API_ORIGIN set, calls go over
 * HTTP to that origin; unset, the embedded backend answers in-process with the same
 * contract. Headers per spec §7: Authorization (the token, once), cart and Store.
 */
export async function callUpstream(c: Context<AppEnv>, req: UpstreamRequest): Promise<Response> {
  const token = req.auth === false ? null : c.var.token
  if (token && req.path === '/api/auth/user' && (req.method ?? 'GET') === 'GET') {
    return sessionUserOncePerRequest(c, token, () => sendUpstream(c, req, token))
  }
  return sendUpstream(c, req, token)
}

async function sendUpstream(c: Context<AppEnv>, req: UpstreamRequest, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', Store: c.env.STORE_CODE || 'fi' })
  // The token goes once, as the bearer token; copying it into a second header (`user`) only
  // doubled where it could leak (access logs, proxies that strip Authorization but not others).
  if (token) headers.set('Authorization', `Bearer ${token}`)
  // spec §7 `cart`: a customer's calls name their own cart, a guest's the guest cart. A guest
  // cart cookie left beside a session (a merge that failed) is not the customer's cart.
  const cartId = req.cartId !== undefined ? req.cartId : token ? c.var.customerCartId : c.var.guestCartId
  if (cartId) headers.set('cart', cartId)
  headers.set('X-Request-Id', c.var.requestId)
  let body: string | undefined
  if (req.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(req.body)
  }
  const method = req.method ?? 'GET'
  const origin = c.env.API_ORIGIN?.replace(/\/+$/, '')

  if (!origin) {
    const request = new Request(`http://backend.internal${req.path}`, { method, headers, body })
    return backend.fetch(request, c.env, c.executionCtx)
  }

  const started = Date.now()
  try {
    return await fetch(`${origin}${req.path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    c.var.log.error('upstream request failed', {
      path: req.path,
      method,
      timedOut,
      ms: Date.now() - started,
      error: String(error),
    })
    if (timedOut) throw new HttpError(504, 'Palvelu ei vastannut ajoissa. Yritä hetken kuluttua uudelleen.')
    throw new HttpError(502, 'Palveluun ei saatu yhteyttä. Yritä hetken kuluttua uudelleen.')
  }
}
