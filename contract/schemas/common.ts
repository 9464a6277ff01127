import * as v from 'valibot'

/** Every /api error body (spec §8: a message the UI can show, plus field messages for 400s). */
export const ApiErrorSchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  requestId: v.optional(v.string()),
})
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

/** Largest /api request body accepted: a larger one is a 413 (worker/api/validate.ts). */
export const MAX_BODY_BYTES = 64 * 1024

/** Response header carrying the session's current expiry, epoch seconds (docs/architecture.md §5). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires'

/**
 * Upstream header of an opaque read-consistency bookmark (docs/decisions/032-d1-read-replicas.md):
 * a backend may answer one; the storefront sends the bookmark of the customer's last write with
 * their following requests, so that a read answered by a replica still sees that write.
 */
export const CONSISTENCY_BOOKMARK_HEADER = 'X-Consistency-Bookmark'

/** A bookmark as the storefront relays it: opaque, short, header- and cookie-safe. */
export const isConsistencyBookmark = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value)
