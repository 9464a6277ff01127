import type { Context } from 'hono'
import { createLogger } from '../log'
import type { BackendEnv } from './types'

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503

/**
 * A client error of the embedded backend: a Finnish message and, for a 400 or a 409, field
 * messages; a 429 carries its Retry-After in `headers`.
 */
export class BackendError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/**
 * The backend's one error handler (registered once, in app.ts): the upstream error contract
 * `{ message, fields? }`. Sub-apps mounted with `.route()` and no onError of their own hand
 * their errors to it (hono's compose catches them where they were thrown, so the middleware
 * around still sees the answer).
 */
export function backendErrorResponse(error: Error, c: Context<BackendEnv>): Response {
  if (error instanceof BackendError) {
    return c.json(
      error.fields ? { message: error.message, fields: error.fields } : { message: error.message },
      error.status,
      error.headers,
    )
  }
  return unexpectedBackendError(error, c)
}

/**
 * An unexpected failure of the embedded backend: logged here, once, with the cause and the
 * shop's request id (the worker's upstream client does not log the 500 again), and answered
 * as the upstream error contract's 500.
 */
function unexpectedBackendError(error: Error, c: Context<BackendEnv>): Response {
  createLogger(c.req.header('X-Request-Id') ?? 'backend').error('backend error', {
    path: c.req.path,
    error: String(error),
  })
  return c.json({ message: 'Palvelussa tapahtui virhe.' }, 500)
}
