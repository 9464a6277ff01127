import * as v from 'valibot'
import { ApprovalRulesSchema } from './approvalRules'

/**
 * The company's audit trail (docs/decisions/047-audit-trail.md):
 *
 *   GET /api/customer/company/audit?user=&page=   a user with `permissions` (403 otherwise)
 *
 * Newest first, one page of AUDIT_PAGE_SIZE; `user` keeps the entries that user did or that
 * concerned them. Each entry says who did it (`actor`), when, whom it concerned and what changed
 * (`details`, one shape per `action`). Names are the users' names of today.
 */

export const AUDIT_PAGE_SIZE = 25

const PositiveNumber = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^[1-9]\d{0,8}$/, message),
    v.transform((s) => Number(s)),
  )

/** The query of the trail, as the shop's page and /api read it. */
export const AuditTrailQuerySchema = v.object({
  user: v.optional(PositiveNumber('Käyttäjän tunniste on virheellinen.')),
  page: v.optional(PositiveNumber('Sivunumero on virheellinen.'), '1'),
})
export type AuditTrailQuery = v.InferOutput<typeof AuditTrailQuerySchema>

/** A user's role as it was: a ready role, or a custom role (by its name then) or own scopes. */
const RoleStateSchema = v.object({
  role: v.picklist(['admin', 'buyer', 'requester', 'custom']),
  /** The custom role's name at the time; null for a ready role or own scopes. */
  role_name: v.nullable(v.string()),
  scope: v.array(v.string()),
})
export type AuditRoleState = v.InferOutput<typeof RoleStateSchema>

const CustomRoleStateSchema = v.object({ name: v.string(), scope: v.array(v.string()) })

const entry = <A extends string, D extends v.GenericSchema>(action: A, details: D) =>
  v.object({ action: v.literal(action), details })

/** What each kind of entry records. */
export const AuditChangeSchema = v.variant('action', [
  /** An approver placed the order of a request (the approval checkout). */
  entry('request_approved', v.object({ order_number: v.nullable(v.string()) })),
  entry('request_rejected', v.object({ reason: v.string() })),
  /** An approver changed quantities of a request's lines (0: removed). */
  entry(
    'request_lines_changed',
    v.object({
      lines: v.array(v.object({ sku: v.string(), name: v.string(), from: v.number(), to: v.number() })),
    }),
  ),
  entry('user_invited', v.object({ email: v.string(), to: RoleStateSchema })),
  /** The invitee's row is deleted with the invitation, so whom it concerned is kept here. */
  entry('invitation_cancelled', v.object({ email: v.string(), name: v.string() })),
  entry('user_role_changed', v.object({ from: RoleStateSchema, to: RoleStateSchema })),
  entry('user_deactivated', v.object({})),
  entry('user_activated', v.object({})),
  entry('role_created', CustomRoleStateSchema),
  entry('role_updated', v.object({ from: CustomRoleStateSchema, to: CustomRoleStateSchema })),
  entry('role_deleted', CustomRoleStateSchema),
  entry('approval_rules_changed', v.object({ from: ApprovalRulesSchema, to: ApprovalRulesSchema })),
])
export type AuditChange = v.InferOutput<typeof AuditChangeSchema>
export type AuditAction = AuditChange['action']
export type AuditDetails<A extends AuditAction> = Extract<AuditChange, { action: A }>['details']

const PersonSchema = v.object({ id: v.number(), name: v.string() })

export const AuditEntrySchema = v.intersect([
  v.object({
    id: v.number(),
    /** ISO 8601 time of the change. */
    at: v.string(),
    /** Who did it; null when that user no longer exists. */
    actor: v.nullable(PersonSchema),
    /** The user it concerned (a request's requester); null when none. */
    target_user: v.nullable(PersonSchema),
    request_id: v.nullable(v.number()),
  }),
  AuditChangeSchema,
])
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>

export const AuditTrailResponseSchema = v.object({
  items: v.array(AuditEntrySchema),
  page: v.number(),
  total: v.number(),
})
export type AuditTrailResponse = v.InferOutput<typeof AuditTrailResponseSchema>
