import * as v from 'valibot'
import { oneLine } from './text'
import { ASSIGNABLE_SCOPES, READY_ROLES } from '../companyRoles'
import { Email, ShopOrigin } from './customer'

/**
 * The company's users and roles (spec §11, spec §2 /account/permissions, §6): the calls under
 * /api/customer/company, for users with the `permissions` scope. Every write answers the whole
 * company view, so the page redraws from one answer. Messages are Finnish UI text.
 */

const name = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} puuttuu.`),
    v.trim(),
    v.nonEmpty(`${label} puuttuu.`),
    v.maxLength(max, `${label} on liian pitkä (enintään ${max} merkkiä).`),
    oneLine(label),
  )

const ScopeList = v.pipe(
  v.array(v.picklist(ASSIGNABLE_SCOPES, 'Tuntematon käyttöoikeus.'), 'Valitse käyttöoikeudet.'),
  v.maxLength(ASSIGNABLE_SCOPES.length, 'Liian monta käyttöoikeutta.'),
  // Each scope once, in the fixed order of ASSIGNABLE_SCOPES.
  v.transform((scope) => ASSIGNABLE_SCOPES.filter((s) => scope.includes(s))),
)

const RoleId = v.pipe(v.number('Valitse rooli.'), v.integer('Valitse rooli.'), v.minValue(1, 'Valitse rooli.'))

export const ROLE_CHOICE_INVALID =
  'Valitse valmis rooli, yrityksen oma rooli tai omat oikeudet (vähintään yksi käyttöoikeus).'

/**
 * A user's role: a ready role alone; or 'custom' with either a custom role's id or the user's
 * own scopes (at least one).
 */
const roleChoice = {
  role: v.picklist([...READY_ROLES, 'custom'], 'Valitse rooli.'),
  customRoleId: v.optional(RoleId),
  scope: v.optional(ScopeList),
}
type RoleChoice = { role: string; customRoleId?: number; scope?: string[] }
const validChoice = (input: RoleChoice) =>
  input.role === 'custom'
    ? (input.customRoleId === undefined) !== (input.scope === undefined) &&
      (input.scope === undefined || input.scope.length > 0)
    : input.customRoleId === undefined && input.scope === undefined

/** POST /api/customer/company/users/{id}: a new role for the user (their scope is rewritten). */
export const ChangeUserRoleRequestSchema = v.pipe(
  v.strictObject(roleChoice),
  v.forward(
    v.check((input) => validChoice(input), ROLE_CHOICE_INVALID),
    ['role'],
  ),
)
export type ChangeUserRoleRequest = v.InferOutput<typeof ChangeUserRoleRequestSchema>

/** POST /api/customer/company/users (the shop's call): invite a user by e-mail. */
export const InviteUserRequestSchema = v.pipe(
  v.strictObject({
    email: Email,
    firstname: name('Etunimi', 60),
    lastname: name('Sukunimi', 60),
    ...roleChoice,
  }),
  v.forward(
    v.check((input) => validChoice(input), ROLE_CHOICE_INVALID),
    ['role'],
  ),
)
export type InviteUserRequest = v.InferOutput<typeof InviteUserRequestSchema>

/** The invitation as the worker sends it upstream: plus the shop's origin for the mail's link. */
export const UpstreamInviteUserRequestSchema = v.pipe(
  v.strictObject({ ...InviteUserRequestSchema.pipe[0].entries, origin: ShopOrigin }),
  v.forward(
    v.check((input) => validChoice(input), ROLE_CHOICE_INVALID),
    ['role'],
  ),
)

/**
 * POST /api/customer/company/users/{id}/resend (the shop's call): no fields; the
 * invitation goes again to the e-mail it was made for.
 */
export const ResendInvitationRequestSchema = v.strictObject({})

/** The resend as the worker sends it upstream: the shop's origin for the mail's link. */
export const UpstreamResendInvitationRequestSchema = v.strictObject({ origin: ShopOrigin })

/** POST /api/customer/company/roles and /roles/{id}: a custom role's name and scopes. */
export const SaveCustomRoleRequestSchema = v.strictObject({
  name: name('Roolin nimi', 60),
  scope: v.pipe(ScopeList, v.minLength(1, 'Valitse roolille vähintään yksi käyttöoikeus.')),
})
export type SaveCustomRoleRequest = v.InferOutput<typeof SaveCustomRoleRequestSchema>

/** The {id} of /users/{id} and /roles/{id}; anything else is "not found". */
export const CompanyIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))

export const CompanyUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  role: v.picklist([...READY_ROLES, 'custom']),
  /** The custom role, when the user has one; null with role 'custom' means the user's own scopes. */
  customRoleId: v.nullable(v.number()),
  /** The effective scopes (what every check reads). */
  scope: v.array(v.string()),
  active: v.boolean(),
  /** Invited and not yet set a password. */
  invited: v.boolean(),
  /** When the user last logged in (ISO 8601); null: never (docs/decisions/062-account-lists-print-and-invitations.md). */
  lastLoginAt: v.nullable(v.string()),
  /** The caller. */
  self: v.boolean(),
})
export type CompanyUser = v.InferOutput<typeof CompanyUserSchema>

export const ReadyRoleSchema = v.object({
  id: v.picklist(READY_ROLES),
  label: v.string(),
  description: v.string(),
  scope: v.array(v.string()),
})

export const CustomRoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  scope: v.array(v.string()),
  /** How many of the company's users have the role (a role in use cannot be deleted). */
  users: v.number(),
})
export type CustomRole = v.InferOutput<typeof CustomRoleSchema>

/** GET /api/customer/company, and the answer of every write under it. */
export const CompanyResponseSchema = v.object({
  company: v.object({
    id: v.number(),
    name: v.string(),
    /** True while the operator has not approved the company: no orders, no invitations (docs/decisions/045-invitations-and-company-approval.md). */
    awaitingApproval: v.optional(v.boolean()),
  }),
  users: v.array(CompanyUserSchema),
  readyRoles: v.array(ReadyRoleSchema),
  customRoles: v.array(CustomRoleSchema),
  message: v.optional(v.string()),
})
export type CompanyResponse = v.InferOutput<typeof CompanyResponseSchema>
