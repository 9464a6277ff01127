import * as v from 'valibot'

/**
 * ?auditUser= and ?auditPage= of /account/permissions: the audit trail's filter and page
 * (docs/decisions/047-audit-trail.md). A value the trail cannot use (0, -1, "abc") is no
 * filter, page 1. Its own module with the same valibot functions as ./accountListSearch.ts,
 * because a route's search validation loads with the app's root chunk.
 */
export const AuditTrailSearchSchema = v.object({
  auditUser: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  auditPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1)),
})
export type AuditTrailSearch = v.InferOutput<typeof AuditTrailSearchSchema>
