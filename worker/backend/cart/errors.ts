import type { Context } from 'hono'
import * as v from 'valibot'
import type { BackendEnv } from '../types'

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410

/** A client error of the cart and checkout routes: a Finnish message and field messages. */
export class BackendError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The error handler of the cart and checkout sub-apps: the upstream error contract `{ message, fields? }`. */
export function backendErrorResponse(error: Error, c: Context<BackendEnv>): Response {
  if (error instanceof BackendError) {
    return c.json(
      error.fields ? { message: error.message, fields: error.fields } : { message: error.message },
      error.status,
    )
  }
  console.error(JSON.stringify({ level: 'error', message: 'backend error', path: c.req.path, error: String(error) }))
  return c.json({ message: 'Palvelussa tapahtui virhe.' }, 500)
}

/** Reads and validates a JSON body; anything else is a 400 before anything changes. */
export async function readBody<S extends v.GenericSchema>(
  c: Context<BackendEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body: unknown = await c.req.json().catch(() => undefined)
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message
    throw new BackendError(400, 'Tarkista lähetetyt tiedot.', fields)
  }
  return parsed.output
}
