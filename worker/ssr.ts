import startHandler from '@tanstack/react-start/server-entry'
import type { Context } from 'hono'
import { PAGE_STATUS_HEADER } from '../contract/pageStatus'
import { deferClientScripts } from './deferClientScripts'
import type { AppEnv } from './env'
import { inOwnStartScope } from './startRequestScope'
import { api } from './api'
import { ssrRead } from './api/ssrReads'

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>
type AppFetch = (request: Request, env: Env, ctx: Context['executionCtx']) => Response | Promise<Response>

/**
 * Hands a page request to TanStack Start and streams its answer. The request context gives
 * the router this request's CSP nonce, the /api reads as services on this request's context
 * (docs/architecture.md §3, docs/decisions/050-one-data-path.md: no Request, Response or JSON
 * between a loader and its data) and, for anything that is not a read service, an in-process
 * /api client that carries the visitor's cookies.
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
  const response = await inOwnStartScope(c.req.raw, () =>
    startHandler.fetch(c.req.raw, {
      context: { nonce: c.var.nonce, apiFetch, read: (path) => ssrRead(c, api, path), requestId: c.var.requestId },
    }),
  )
  // Copy into a response with mutable headers; the body keeps streaming.
  const headers = new Headers(response.headers)
  const status = pageStatus(headers, response.status)
  const html = headers.get('Content-Type')?.startsWith('text/html') ?? false
  if (html) {
    // HTML carries a per-request nonce and per-user parts: never in a shared cache.
    headers.set('Cache-Control', 'private, no-store')
  }
  // The client JS starts after the first paint (docs/decisions/026-largest-paint.md).
  const body = html ? deferClientScripts(response, c.var.nonce).body : response.body
  const page = new Response(body, {
    status,
    statusText: status === response.status ? response.statusText : '',
    headers,
  })
  // newResponse keeps what middleware set before the hand-off (e.g. the cleared cookies of a
  // dead session, the slid expiry); a bare Response would drop those headers.
  return c.newResponse(page.body, page)
}

/**
 * A route's own 4xx status (app/lib/pageStatus.ts), only on what Start answered 200: Start's
 * 404s, 500s and redirects stand. The header is removed either way.
 */
function pageStatus(headers: Headers, status: number): number {
  const asked = headers.get(PAGE_STATUS_HEADER)
  headers.delete(PAGE_STATUS_HEADER)
  return status === 200 && asked && /^4\d\d$/.test(asked) ? Number(asked) : status
}
