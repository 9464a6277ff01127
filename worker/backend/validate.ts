import type { Context } from 'hono'
import * as v from 'valibot'
import { BackendError } from './errors'
import type { BackendEnv } from './types'

/** The first message of each field, keyed by its dot path (`_` for the whole value). */
function fieldMessages(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message
  return fields
}

/**
 * Reads and validates a JSON body; anything else is a 400 before anything changes. `limit`: a
 * route's own cap in bytes (the ERP's stock feed), a 413 above it; the storefront caps the rest.
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context<BackendEnv>,
  schema: S,
  limit?: number,
): Promise<v.InferOutput<S>> {
  if (limit !== undefined && Number(c.req.header('Content-Length') ?? '0') > limit) throw tooLarge(limit)
  const text = await c.req.text().catch(() => '')
  if (limit !== undefined && new TextEncoder().encode(text).byteLength > limit) throw tooLarge(limit)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new BackendError(400, 'Tarkista lähetetyt tiedot.', fieldMessages(parsed.issues))
  return parsed.output
}

const tooLarge = (limit: number) =>
  new BackendError(413, `Pyyntö on liian suuri (enintään ${Math.round(limit / 1024)} kt).`)

/** Validates the query string with a contract schema; a failure is a 400. */
export function readQuery<S extends v.GenericSchema>(c: Context<BackendEnv>, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(schema, c.req.query())
  if (!parsed.success) throw new BackendError(400, 'Tarkista hakuehdot.', fieldMessages(parsed.issues))
  return parsed.output
}

/** A path parameter; a malformed one names nothing, so it is `notFound`. */
export function readParam<S extends v.GenericSchema>(
  value: string,
  schema: S,
  notFound: () => Error,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) throw notFound()
  return parsed.output
}
