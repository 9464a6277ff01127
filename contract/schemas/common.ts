import * as v from 'valibot'

/** Every /api error body (spec §8: a message the UI can show, plus field messages for 400s). */
export const ApiErrorSchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  requestId: v.optional(v.string()),
})
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

/** Largest /api request body accepted (issue: > 64 KB is a 400). */
export const MAX_BODY_BYTES = 64 * 1024

/** Response header carrying the session's current expiry, epoch seconds (docs/architecture.md §5). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires'
