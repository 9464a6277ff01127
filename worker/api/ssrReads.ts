import type { Context } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import { getPath, tryDecodeURIComponent } from 'hono/utils/url'
import type { SsrReadResult } from '../../contract/ssrRead'
import type { AppEnv } from '../env'
import { HttpError } from './errors'
import { serviceOf, type ReadService } from './readRoute'

interface ApiRoutes {
  routes: { method: string; path: string; handler: unknown }[]
}

/** A route behind a sub-app's own middleware (e.g. a login guard): only the /api hop runs that. */
const GUARDED = 'guarded'
type Entry = ReadService | typeof GUARDED | null

let router: TrieRouter<Entry> | null = null

/**
 * The GET routes of the /api app in their registration order, so a path finds the handler
 * Hono itself would run (literal routes before parameter routes, docs/architecture.md §3).
 * Built once per isolate from the route list, which never changes after start.
 */
function readRouter(api: ApiRoutes): TrieRouter<Entry> {
  if (router) return router
  const built = new TrieRouter<Entry>()
  for (const route of api.routes) {
    // The /api app's own middleware (`/*`: CSRF, Cache-Control) is for HTTP; a sub-app's (a
    // login guard) may decide the answer, so a path under it is never served as a bare service.
    if (route.method === 'ALL' && route.path !== '/*') built.add('GET', `/api${route.path}`, GUARDED)
    if (route.method !== 'GET') continue // writes are never read from SSR
    built.add('GET', `/api${route.path}`, serviceOf(route.handler))
  }
  router = built
  return built
}

/**
 * The page's own context, minus what would change the page's answer: a read's HTTP headers
 * (Cache-Control, Vary, cookies) belong to its /api answer, not to the HTML around it. The in-process
 * /api hop this replaces dropped them the same way.
 */
function withoutHeaders(c: Context<AppEnv>): Context<AppEnv> {
  return new Proxy(c, {
    get(target, prop) {
      if (prop === 'header') return () => undefined
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/**
 * Runs a GET of the /api surface as its service, with this page request's context: the session
 * the middleware resolved once, the request's upstream client and its per-request memo.
 */
export async function ssrRead(c: Context<AppEnv>, api: ApiRoutes, path: string): Promise<SsrReadResult> {
  const url = new URL(path, 'http://ssr.invalid')
  // Hono's own path decoding, so a path matches here exactly as it does over HTTP.
  const [matches, stash] = readRouter(api).match('GET', getPath({ url: url.href } as Request)) as unknown as [
    [Entry, Record<string, number | string>][],
    string[] | undefined,
  ]
  if (matches.some(([entry]) => entry === GUARDED)) return null
  const first = matches[0]
  const service = first?.[0]
  if (!first || !service || service === GUARDED) return null
  const params: Record<string, string> = {}
  for (const [name, at] of Object.entries(first[1])) {
    const raw = stash && typeof at === 'number' ? stash[at] : at
    if (typeof raw === 'string') params[name] = tryDecodeURIComponent(raw)
  }
  try {
    return { ok: true, value: await service(withoutHeaders(c), { params, query: url.searchParams }) }
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, status: error.status, message: error.message, fields: error.fields }
    c.var.log.error('unhandled SSR read error', {
      path: url.pathname,
      error: String(error),
      stack: (error as Error).stack,
    })
    return { ok: false, status: 500, message: 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.' }
  }
}
