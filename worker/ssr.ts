import startHandler from '@tanstack/react-start/server-entry'
import type { Context } from 'hono'
import type { AppEnv } from './env'

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>
type AppFetch = (request: Request, env: Env, ctx: Context['executionCtx']) => Response | Promise<Response>

/**
 * Hands a page request to TanStack Start and streams its answer. The request context gives
 * the router this request's CSP nonce and an in-process /api client that carries the
 * visitor's cookies (ARCHITECTURE decision 3: no HTTP round trip during SSR).
 */
export async function renderPage(c: Context<AppEnv>, appFetch: AppFetch): Promise<Response> {
  const cookie = c.req.header('Cookie')
  const origin = new URL(c.req.url).origin
  const apiFetch: ApiFetch = (path, init) => {
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('Cookie', cookie)
    headers.set('X-Request-Id', c.var.requestId)
    return Promise.resolve(appFetch(new Request(new URL(path, origin), { ...init, headers }), c.env, c.executionCtx))
  }
  const response = await startHandler.fetch(c.req.raw, {
    context: { nonce: c.var.nonce, apiFetch, requestId: c.var.requestId },
  })
  // Copy into a response with mutable headers; the body keeps streaming.
  const headers = new Headers(response.headers)
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    // HTML carries a per-request nonce and per-user parts: never in a shared cache.
    headers.set('Cache-Control', 'private, no-store')
  }
  const page = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  // newResponse keeps what middleware set before the hand-off (e.g. the cleared cookies of a
  // dead session, the slid expiry); a bare Response would drop those headers.
  return c.newResponse(page.body, page)
}
