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

/** Reads and validates a JSON body; anything else is a 400 before anything changes. */
export async function readBody<S extends v.GenericSchema>(
  c: Context<BackendEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body: unknown = await c.req.json().catch(() => undefined)
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new BackendError(400, 'Tarkista lähetetyt tiedot.', fieldMessages(parsed.issues))
  return parsed.output
}

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
