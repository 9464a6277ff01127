import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env'
import { apiError, HttpError } from './errors'

/**
 * What the account area's document routes share (./orders.ts, ./invoices.ts, ./deliveries.ts,
 * spec §2): GET /api/customer/orders|invoices|deliveries[/…]. A guest gets a 401 here; the
 * upstream checks the scope (403) and that the document is the caller's (404), and answers
 * per-user data only (Cache-Control: private, no-store, set for all of /api).
 */

export const needsLogin =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.token) return apiError(c, 401, message)
    return next()
  }

/** A path parameter: a malformed one names no document, so it is a 404 like an unknown one. */
export function param<S extends v.GenericSchema>(
  value: string | undefined,
  schema: S,
  message: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) throw new HttpError(404, message)
  return parsed.output
}

export const pageParams = (
  query: { page: number; pageSize: number },
  extra: Record<string, string | undefined> = {},
) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value)
  return params
}
