import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { IdempotencyKeySchema } from '../../contract/schemas/quickOrder'
import { routeKey, UPSTREAM_ROUTES, type UpstreamRoute } from '../../contract/upstream'
import type { AppEnv } from '../env'
import { upstreamJson, upstreamStream } from '../upstream/forward'
import { HttpError } from './errors'
import { readRoute } from './readRoute'
import { parseOr400, readJson } from './validate'

/**
 * The /api routes that only pass a call through to the upstream at the same path
 * (docs/decisions/055-pass-through-adapters.md), made from their rows of contract/upstream.ts:
 * the session rule, the query, body and answer schemas and the 2xx status are the table's. The
 * shop adds what the table cannot say: the Finnish sentence a guest gets, and what a malformed
 * path parameter names (nothing: a 404). Scopes and ownership stay the upstream's (403/404 pass
 * through).
 */

/** A path parameter: a malformed one names no document, so it is a 404 like an unknown one. */
export interface ParamRule {
  schema: v.GenericSchema
  notFound: string
}

export interface PassThroughGroup {
  /** The 401 a guest gets on the group's routes with `auth: 'required'`. */
  login: string
  /** A rule for each `:name` of the group's paths. */
  params?: Record<string, ParamRule>
  /** Keys of contract routes (`routeKey`: 'GET /api/customer/orders'). */
  routes: readonly string[]
}

type Ctx = Context<AppEnv>

const BY_KEY = new Map(UPSTREAM_ROUTES.map((r) => [routeKey(r), r]))
const PARAM = /:([A-Za-z]+)/g

function contractRoute(key: string, group: PassThroughGroup): UpstreamRoute {
  const route = BY_KEY.get(key)
  if (!route) throw new Error(`pass-through: ${key} is not a route of contract/upstream.ts`)
  for (const [, name] of route.path.matchAll(PARAM))
    if (!group.params?.[name!]) throw new Error(`pass-through: ${key} has no rule for :${name}`)
  return route
}

/** The upstream path of a call: the route's own, its parameters checked (404) and encoded. */
function upstreamPath(route: UpstreamRoute, group: PassThroughGroup, params: Record<string, string>): string {
  return route.path.replace(PARAM, (_, name: string) => {
    const rule = group.params![name]!
    const parsed = v.safeParse(rule.schema, params[name])
    if (!parsed.success) throw new HttpError(404, rule.notFound)
    return encodeURIComponent(String(parsed.output))
  })
}

/** The checked query as the upstream takes it: every set value as a string. */
function upstreamQuery(route: UpstreamRoute, query: URLSearchParams): string {
  if (!route.query) return ''
  const parsed = parseOr400(route.query, Object.fromEntries(query)) as Record<string, unknown>
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(parsed)) if (value !== undefined) params.set(name, String(value))
  return params.size > 0 ? `?${params}` : ''
}

function checkSession(c: Ctx, route: UpstreamRoute, group: PassThroughGroup) {
  if (route.auth === 'required' && !c.var.token) throw new HttpError(401, group.login)
}

function register(app: Hono<AppEnv>, route: UpstreamRoute, group: PassThroughGroup) {
  const at = route.path.slice('/api'.length)
  if (route.method === 'GET' && route.answerType) {
    // Streamed through as it arrives, never held whole here (docs/decisions/036-history-filters-and-csv-export.md).
    const contentType = route.answerType
    app.get(at, async (c) => {
      checkSession(c, route, group)
      const path = upstreamPath(route, group, c.req.param()) + upstreamQuery(route, new URL(c.req.url).searchParams)
      return upstreamStream(c, { path, auth: route.auth !== 'none' }, contentType)
    })
    return
  }
  if (route.method === 'GET') {
    // A read is a service, so a page's SSR runs it without the /api hop (docs/decisions/050-one-data-path.md);
    // it checks the session itself, as no sub-app middleware runs there.
    app.get(
      at,
      readRoute(async (c, { params, query }) => {
        checkSession(c, route, group)
        const path = upstreamPath(route, group, params) + upstreamQuery(route, query)
        return upstreamJson(c, { path, auth: route.auth !== 'none' }, route.response)
      }),
    )
    return
  }
  app.on(route.method, at, async (c) => {
    checkSession(c, route, group)
    const path = upstreamPath(route, group, c.req.param()) + upstreamQuery(route, new URL(c.req.url).searchParams)
    const headers = route.idempotent
      ? { 'Idempotency-Key': parseOr400(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '') }
      : undefined
    const body: unknown = route.body ? await readJson(c, route.body) : undefined
    const req = { method: route.method, path, body, headers, auth: route.auth !== 'none' }
    const answer = await upstreamJson(c, req, route.response)
    return c.json(answer, route.status ?? 200)
  })
}

/** A sub-app (mounted at /api) with a handler for each route named in the groups. */
export function passThrough(groups: readonly PassThroughGroup[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const group of groups) for (const key of group.routes) register(app, contractRoute(key, group), group)
  return app
}
