import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError } from '../../contract/schemas/common'
import type { AppEnv } from '../env'

/** The JSON error envelope of every /api failure (spec §8). */
export function apiError(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
  fields?: Record<string, string>,
): Response {
  const body: ApiError = { message, requestId: c.var.requestId }
  if (fields) body.fields = fields
  c.header('Cache-Control', 'private, no-store')
  return c.json(body, status)
}

/** Thrown anywhere below an /api handler; the error handler turns it into the envelope. */
export { HttpError } from '../httpError'
