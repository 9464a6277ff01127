import type { Context } from 'hono'
import { backend } from '../backend/app'
import type { AppEnv } from '../env'
import { HttpError } from '../httpError'
import { CONSISTENCY_BOOKMARK_HEADER } from '../../contract/schemas/common'
import { keepWriteBookmark, readBookmark } from './consistency'
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
  /** Further headers of the call, e.g. a bulk add's Idempotency-Key. */
  headers?: Record<string, string>
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
  const res = await sendOnce(c, req, token)
  if ((req.method ?? 'GET') !== 'GET') keepWriteBookmark(c, res)
  return res
}

async function sendOnce(c: Context<AppEnv>, req: UpstreamRequest, token: string | null): Promise<Response> {
  const headers = new Headers({ ...req.headers, Accept: 'application/json', Store: c.env.STORE_CODE || 'fi' })
  // The token goes once, as the bearer token; copying it into a second header (`user`) only
  // doubled where it could leak (access logs, proxies that strip Authorization but not others).
  if (token) headers.set('Authorization', `Bearer ${token}`)
  // spec §7 `cart`: a customer's calls name their own cart, a guest's the guest cart. A guest
  // cart cookie left beside a session (a merge that failed) is not the customer's cart.
  const cartId = req.cartId !== undefined ? req.cartId : token ? c.var.customerCartId : c.var.guestCartId
  if (cartId) headers.set('cart', cartId)
  headers.set('X-Request-Id', c.var.requestId)
  const bookmark = readBookmark(c)
  if (bookmark) headers.set(CONSISTENCY_BOOKMARK_HEADER, bookmark)
  let body: string | undefined
  if (req.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(req.body)
  }
  const method = req.method ?? 'GET'
  const mode = upstreamMode(c.env)

  if (mode === 'in-process') {
    const request = new Request(`${BACKEND_INTERNAL_ORIGIN}${req.path}`, { method, headers, body })
    return backend.fetch(request, c.env, c.executionCtx)
  }

  // A Service Binding and an HTTPS origin fail the same ways (down, slow) and answer the same.
  const started = Date.now()
  try {
    const init = { method, headers, body, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) }
    return mode === 'binding'
      ? await c.env.BACKEND!.fetch(`${BACKEND_INTERNAL_ORIGIN}${req.path}`, init)
      : await fetch(`${c.env.API_ORIGIN.replace(/\/+$/, '')}${req.path}`, init)
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
    c.var.log.error('upstream request failed', {
      path: req.path,
      method,
      mode,
      timedOut,
      ms: Date.now() - started,
      error: String(error),
    })
    if (timedOut) throw new HttpError(504, 'Palvelu ei vastannut ajoissa. Yritä hetken kuluttua uudelleen.')
    throw new HttpError(502, 'Palveluun ei saatu yhteyttä. Yritä hetken kuluttua uudelleen.')
  }
}

/** The host the backend sees in its URLs when no public origin is involved (in-process, Service Binding). */
const BACKEND_INTERNAL_ORIGIN = 'http://backend.internal'

export type UpstreamMode = 'in-process' | 'binding' | 'http'

/**
 * docs/architecture.md §6: API_ORIGIN set means a commerce API over HTTPS; else a `BACKEND`
 * Service Binding means the embedded backend deployed as its own Worker; else the embedded
 * backend answers in this isolate. Configuration refuses both at once (worker/config.ts).
 */
export function upstreamMode(env: Pick<Env, 'API_ORIGIN' | 'BACKEND'>): UpstreamMode {
  if (env.API_ORIGIN) return 'http'
  return env.BACKEND ? 'binding' : 'in-process'
}
