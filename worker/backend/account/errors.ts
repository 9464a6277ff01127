import type { Context } from 'hono'
import { backendErrorResponse } from '../cart/errors'
import type { BackendEnv } from '../types'

type AccountErrorStatus = 400 | 401 | 403 | 404 | 409

/** A client error of the account routes: a Finnish message and, for a 400, field messages. */
export class AccountError extends Error {
  constructor(
    readonly status: AccountErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The upstream error contract `{ message, fields? }`; cart/errors.ts handles its own errors and 500s. */
export function accountErrorResponse(error: Error, c: Context<BackendEnv>): Response {
  if (!(error instanceof AccountError)) return backendErrorResponse(error, c)
  const body = error.fields ? { message: error.message, fields: error.fields } : { message: error.message }
  return c.json(body, error.status)
}
