import type { Context, Handler } from 'hono'
import type * as v from 'valibot'
import type { AppEnv } from '../env'
import { parseOr400 } from './validate'

/**
 * One contract, two transports (docs/architecture.md §3;
 * docs/decisions/050-one-data-path.md). A read of the /api surface is written once, as a
 * service: the request's context (its session, resolved once by the middleware, and the
 * upstream client below) and the read's path parameters and query in, the typed answer out.
 * The browser reaches it through its /api route, whose handler `readRoute` makes; a page's SSR
 * calls the same service in-process (worker/api/ssrReads.ts) with no Request, Response or JSON
 * in between.
 *
 * A service says what the answer is; what HTTP adds to it (Cache-Control, Vary, a cookie) it
 * sets with `c.header` as before, which the SSR transport leaves out (a page's headers are the
 * page's own). Failures are thrown as HttpError, which both transports turn into the /api error.
 */
export interface ReadInput {
  params: Record<string, string>
  query: URLSearchParams
}

export type ReadService<T = unknown> = (c: Context<AppEnv>, input: ReadInput) => Promise<T>

const SERVICE = Symbol('read service')

interface ReadHandler extends Handler<AppEnv> {
  [SERVICE]: ReadService
}

/** The /api handler of a read: the service's answer as JSON. */
export function readRoute<T>(service: ReadService<T>): Handler<AppEnv> {
  const handler = (async (c: Context<AppEnv>) =>
    c.json(
      await service(c, { params: c.req.param() as Record<string, string>, query: new URL(c.req.url).searchParams }),
    )) as unknown as ReadHandler
  handler[SERVICE] = service
  return handler
}

/** The service behind a handler made by readRoute, or null for any other handler. */
export function serviceOf(handler: unknown): ReadService | null {
  return typeof handler === 'function' && SERVICE in handler ? (handler as ReadHandler)[SERVICE] : null
}

/** Validates a read's query (every value a string; a repeated key keeps its last value); a failure is a 400. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: URLSearchParams): v.InferOutput<S> {
  return parseOr400(schema, Object.fromEntries(query))
}
