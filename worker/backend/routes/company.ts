import { releaseApprovalCheckouts } from '../approvals/approvalCart'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ADMIN_SCOPE } from '../../../contract/companyRoles'
import {
  ChangeUserRoleRequestSchema,
  CompanyIdParamSchema,
  SaveCustomRoleRequestSchema,
  UpstreamInviteUserRequestSchema,
  UpstreamResendInvitationRequestSchema,
  type ChangeUserRoleRequest,
} from '../../../contract/schemas/company'
import { customerScope } from '../account/access'
import { isAwaitingApproval } from '../account/approval'
import { createLinkToken, INVITE_LINK_SECONDS } from '../account/links'
import { alreadyHasAccountInviteMail, inviteMail, loginLink } from '../account/mails'
import { authenticate, companyOf, customerOf } from '../auth'
import { throttleInvitation } from '../company/inviteThrottle'
import { readCompany } from '../company/read'
import { createRole, deleteRole, findRole, roleScope, updateRole } from '../company/roles'
import { choiceScope, effectiveScope } from '../company/scope'
import {
  activateMember,
  cancelInvitation,
  deactivateMember,
  findInvitee,
  findMember,
  inviteMember,
  memberScope,
  setMemberRole,
  withdrawInviteLinks,
} from '../company/users'
import { findCustomer } from '../customers'
import { BackendError } from '../errors'
import { sendMail } from '../../mail'
import type { BackendEnv } from '../types'
import { readBody, readParam } from '../validate'

/**
 * The company's users and roles (spec §11, spec §2 /account/permissions, §6), mounted under
 * /api/customer/company. Every call needs the `permissions` scope (403) and touches only the
 * caller's company: an id of another company is a 404, like an unknown one. The company never
 * loses its last active administrator (409).
 */
export const companyRoutes = new Hono<BackendEnv>()

type Ctx = Context<BackendEnv>

const FORBIDDEN = 'Sinulla ei ole oikeutta hallita yrityksen käyttäjiä. Pyydä yrityksesi pääkäyttäjää tekemään muutos.'
const USER_NOT_FOUND = 'Käyttäjää ei löytynyt.'
const ROLE_NOT_FOUND = 'Roolia ei löytynyt.'
export const LAST_ADMIN = 'Yrityksellä on oltava vähintään yksi pääkäyttäjä.'
const INVITE_AWAITING_APPROVAL =
  'Voit kutsua käyttäjiä vasta, kun asiakaspalvelu on hyväksynyt yrityksesi asiakastilin. Hyväksyntä tehdään yleensä yhden arkipäivän kuluessa.'
const NOT_SELF = 'Et voi poistaa omaa käyttäjätunnustasi käytöstä.'
const ROLE_NAME_TAKEN = 'Yrityksellä on jo tämän niminen rooli.'
const NOT_INVITED = 'Käyttäjällä ei ole avointa kutsua: hän on jo ottanut tunnuksensa käyttöön.'
const ROLE_IN_USE = 'Roolia ei voi poistaa, koska se on käyttäjien käytössä. Vaihda ensin heidän roolinsa.'

const loggedIn = authenticate({ required: true })

/**
 * The caller must hold `permissions` (spec §6). Per route, not `use('*')`: other calls under
 * /api/customer/company (the approval rules) keep their own rules.
 */
const admin = createMiddleware<BackendEnv>(async (c, next) => {
  const scope = await customerScope(c.env.DB, customerOf(c))
  if (!scope.includes(ADMIN_SCOPE)) throw new BackendError(403, FORBIDDEN)
  return next()
})

const answer = async (c: Ctx, message?: string, status: 200 | 201 = 200) =>
  c.json({ ...(await readCompany(c.env.DB, companyOf(c), customerOf(c))), ...(message ? { message } : {}) }, status)

const idOf = (c: Ctx, notFound: string) =>
  readParam(c.req.param('id') ?? '', CompanyIdParamSchema, () => new BackendError(404, notFound))

/** The role, custom role id and effective scope a choice gives (a custom role of another company: 404). */
async function resolveChoice(c: Ctx, choice: ChangeUserRoleRequest, previous: string[]) {
  let customScope: string[] | null = null
  if (choice.customRoleId !== undefined) {
    const role = await findRole(c.env.DB, companyOf(c), choice.customRoleId)
    if (!role) throw new BackendError(404, ROLE_NOT_FOUND)
    customScope = roleScope(role)
  }
  return {
    role: choice.role,
    customRoleId: choice.customRoleId ?? null,
    scope: effectiveScope(choiceScope(choice, customScope) ?? [], previous),
  }
}

companyRoutes.get('/', loggedIn, admin, (c) => answer(c))

/**
 * Invites a user by e-mail: created in the caller's company without a usable password, and
 * mailed a login link (72 h) that leads to /account/password, where they set one. Only an
 * approved company invites (403), within its and the inviter's limits (429), and an e-mail that
 * already has an account gets the same answer while its owner is mailed a notice and the
 * account stays where it is (docs/decisions/045-invitations-and-company-approval.md).
 */
companyRoutes.post('/users', loggedIn, admin, async (c) => {
  if (await isAwaitingApproval(c.env.DB, customerOf(c))) throw new BackendError(403, INVITE_AWAITING_APPROVAL)
  const { origin, email, firstname, lastname, ...choice } = await readBody(c, UpstreamInviteUserRequestSchema)
  const resolved = await resolveChoice(c, choice, [])
  await throttleInvitation(c.env.DB, companyOf(c), customerOf(c))
  const id = await inviteMember(c.env.DB, companyOf(c), customerOf(c), { email, firstname, lastname, ...resolved })
  const by = await inviterOf(c)
  const token = id ? await createLinkToken(c.env.DB, 'login', id, INVITE_LINK_SECONDS) : null
  if (token) await sendMail(c.env, inviteMail(email, loginLink(origin, token, '/account/password'), by))
  else if (!id) await sendMail(c.env, alreadyHasAccountInviteMail(email, by))
  return answer(c, `Kutsu on lähetetty osoitteeseen ${email}.`, 201)
})

/** The inviter's name and company, as the invitation mails say them. */
async function inviterOf(c: Ctx) {
  const inviter = await findCustomer(c.env.DB, customerOf(c))
  return { name: `${inviter?.firstname ?? ''} ${inviter?.lastname ?? ''}`.trim(), company: inviter?.company ?? '' }
}

/**
 * Sends a pending invitation again: a new 72 h link, the earlier unused ones ended. It is an
 * invitation like the first (an approved company, the same throttles per inviter and company:
 * docs/decisions/045-invitations-and-company-approval.md), so resending cannot bypass them
 * (docs/decisions/062-account-lists-print-and-invitations.md).
 */
companyRoutes.post('/users/:id/resend', loggedIn, admin, async (c) => {
  if (await isAwaitingApproval(c.env.DB, customerOf(c))) throw new BackendError(403, INVITE_AWAITING_APPROVAL)
  const { origin } = await readBody(c, UpstreamResendInvitationRequestSchema)
  const member = await findMember(c.env.DB, companyOf(c), idOf(c, USER_NOT_FOUND))
  if (!member) throw new BackendError(404, USER_NOT_FOUND)
  const invitee = await findInvitee(c.env.DB, companyOf(c), member.id)
  if (!invitee) throw new BackendError(409, NOT_INVITED)
  await throttleInvitation(c.env.DB, companyOf(c), customerOf(c))
  await withdrawInviteLinks(c.env.DB, invitee.id)
  const token = await createLinkToken(c.env.DB, 'login', invitee.id, INVITE_LINK_SECONDS)
  if (token)
    await sendMail(c.env, inviteMail(invitee.email, loginLink(origin, token, '/account/password'), await inviterOf(c)))
  return answer(c, `Kutsu on lähetetty uudelleen osoitteeseen ${invitee.email}.`)
})

/** Cancels a pending invitation: the invitee's link stops working and they leave the list. */
companyRoutes.post('/users/:id/cancel', loggedIn, admin, async (c) => {
  const member = await findMember(c.env.DB, companyOf(c), idOf(c, USER_NOT_FOUND))
  if (!member) throw new BackendError(404, USER_NOT_FOUND)
  if (!(await cancelInvitation(c.env.DB, companyOf(c), member.id, customerOf(c))))
    throw new BackendError(409, NOT_INVITED)
  return answer(c, 'Kutsu on peruttu.')
})

/** A new role for a user; their effective scope is rewritten and applies at their next call. */
companyRoutes.post('/users/:id', loggedIn, admin, async (c) => {
  const body = await readBody(c, ChangeUserRoleRequestSchema)
  const member = await findMember(c.env.DB, companyOf(c), idOf(c, USER_NOT_FOUND))
  if (!member) throw new BackendError(404, USER_NOT_FOUND)
  const resolved = await resolveChoice(c, body, memberScope(member))
  if (!(await setMemberRole(c.env.DB, companyOf(c), member.id, resolved, customerOf(c))))
    throw new BackendError(409, LAST_ADMIN)
  await releaseApprovalCheckouts(c.env.DB, companyOf(c))
  return answer(c, 'Käyttäjän rooli on vaihdettu.')
})

/** Ends the user's sessions and links at once; their orders stay the company's. */
companyRoutes.post('/users/:id/deactivate', loggedIn, admin, async (c) => {
  const member = await findMember(c.env.DB, companyOf(c), idOf(c, USER_NOT_FOUND))
  if (!member) throw new BackendError(404, USER_NOT_FOUND)
  if (member.id === customerOf(c)) throw new BackendError(409, NOT_SELF)
  if (member.active === 1 && !(await deactivateMember(c.env.DB, companyOf(c), member.id, customerOf(c)))) {
    throw new BackendError(409, LAST_ADMIN)
  }
  await releaseApprovalCheckouts(c.env.DB, companyOf(c))
  return answer(c, 'Käyttäjä on poistettu käytöstä.')
})

companyRoutes.post('/users/:id/activate', loggedIn, admin, async (c) => {
  const member = await findMember(c.env.DB, companyOf(c), idOf(c, USER_NOT_FOUND))
  if (!member) throw new BackendError(404, USER_NOT_FOUND)
  await activateMember(c.env.DB, companyOf(c), member.id, customerOf(c))
  return answer(c, 'Käyttäjä on otettu käyttöön.')
})

companyRoutes.post('/roles', loggedIn, admin, async (c) => {
  const body = await readBody(c, SaveCustomRoleRequestSchema)
  if (!(await createRole(c.env.DB, companyOf(c), body, customerOf(c)))) {
    throw new BackendError(409, ROLE_NAME_TAKEN, { name: ROLE_NAME_TAKEN })
  }
  return answer(c, 'Rooli on luotu.', 201)
})

/** Renames a role and sets its scopes; its users' effective scope follows at once. */
companyRoutes.post('/roles/:id', loggedIn, admin, async (c) => {
  const body = await readBody(c, SaveCustomRoleRequestSchema)
  const role = await findRole(c.env.DB, companyOf(c), idOf(c, ROLE_NOT_FOUND))
  if (!role) throw new BackendError(404, ROLE_NOT_FOUND)
  const result = await updateRole(c.env.DB, companyOf(c), role.id, body, { actorId: customerOf(c), from: role })
  if (result === 'nameTaken') throw new BackendError(409, ROLE_NAME_TAKEN, { name: ROLE_NAME_TAKEN })
  if (result === 'lastAdmin') throw new BackendError(409, LAST_ADMIN)
  await releaseApprovalCheckouts(c.env.DB, companyOf(c))
  return answer(c, 'Rooli on tallennettu.')
})

companyRoutes.delete('/roles/:id', loggedIn, admin, async (c) => {
  const role = await findRole(c.env.DB, companyOf(c), idOf(c, ROLE_NOT_FOUND))
  if (!role) throw new BackendError(404, ROLE_NOT_FOUND)
  if (!(await deleteRole(c.env.DB, companyOf(c), role.id, { actorId: customerOf(c), from: role })))
    throw new BackendError(409, ROLE_IN_USE)
  return answer(c, 'Rooli on poistettu.')
})
