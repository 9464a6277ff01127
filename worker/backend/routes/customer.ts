import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  AddressIdParamSchema,
  ChangePasswordRequestSchema,
  ChangeVetRequestSchema,
  CURRENT_PASSWORD_MISSING,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  LoginLinkExchangeRequestSchema,
  MAX_ADDRESSES,
  MAX_PENDING_VET_CHANGES,
  REGISTRATION_RECEIVED,
  ResetPasswordRequestSchema,
  SaveAddressRequestSchema,
  UpdateDetailsRequestSchema,
  UpstreamForgotPasswordRequestSchema,
  UpstreamLoginLinkRequestSchema,
  UpstreamRegisterRequestSchema,
} from '../../../contract/schemas/customer'
import { UpdateBillingRequestSchema } from '../../../contract/schemas/billing'
import { customerScope, requireScope } from '../account/access'
import {
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../account/addresses'
import { createChangeVetRequest, readChangeVet } from '../account/changeVet'
import { mailLinkInBackground } from '../account/linkMail'
import { alreadyRegisteredMail, registeredMail, sendInBackground } from '../account/registrationMail'
import { changePassword, consumeLoginLink, resetPasswordWithLink } from '../account/links'
import { createCustomer, einvoiceAddressMismatch, readDetails, updateBilling, updateDetails } from '../account/profile'
import { authenticate, bearerToken, companyOf, customerOf } from '../auth'
import { BUSINESS_ID_TAKEN, isApprovedCompanysBusinessId } from '../company/businessId'
import { BackendError } from '../errors'
import { findCustomer } from '../customers'
import { hashPassword, verifyPassword } from '../password'
import { hashToken, issueToken } from '../tokens'
import type { BackendEnv } from '../types'
import { readBody } from '../validate'

/**
 * The account area of the upstream contract (spec §2 account routes). Registration, password
 * reset and login links are for guests; everything else needs a token and touches only the
 * token's own customer. Scope rules: contract/schemas/customer.ts SCOPE_RULES.
 */
export const customerRoutes = new Hono<BackendEnv>()

const loggedIn = authenticate({ required: true })

const FORGOT_SENT =
  'Jos sähköpostiosoitteella on asiakastili, lähetimme siihen linkin uuden salasanan asettamiseen. Linkki on voimassa 60 minuuttia.'
const LOGIN_LINK_SENT =
  'Jos sähköpostiosoitteella on asiakastili, lähetimme siihen kirjautumislinkin. Linkki on voimassa 10 minuuttia.'
const RESET_LINK_INVALID = 'Salasanan vaihtolinkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'
const LOGIN_LINK_INVALID = 'Kirjautumislinkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'
const ADDRESS_NOT_FOUND = 'Osoitetta ei löytynyt.'

// ---------------------------------------------------------------- guests: registration, passwords, login links

/**
 * Creates the customer, held for approval (account/approval.ts). The same 202 whether or not the
 * e-mail already has an account, with the same work (a password hash) before answering; the
 * mail, sent after the answer, tells the address's owner which it was. No session is issued.
 * An approved company's business ID is a 409 whatever the e-mail (public, docs/decisions/045-invitations-and-company-approval.md).
 */
customerRoutes.post('/customer/register', async (c) => {
  const { origin, ...body } = await readBody(c, UpstreamRegisterRequestSchema)
  if (await isApprovedCompanysBusinessId(c.env.DB, body.business_id)) {
    throw new BackendError(409, BUSINESS_ID_TAKEN, { business_id: BUSINESS_ID_TAKEN })
  }
  const customerId = await createCustomer(c.env.DB, body, await hashPassword(body.password))
  const mail = customerId ? registeredMail(body.email, origin) : alreadyRegisteredMail(body.email, origin)
  await sendInBackground(c, mail)
  return c.json({ message: REGISTRATION_RECEIVED }, 202)
})

customerRoutes.post('/customer/forgotPassword', async (c) => {
  const { email, origin } = await readBody(c, UpstreamForgotPasswordRequestSchema)
  await mailLinkInBackground(c, { kind: 'reset', email, origin })
  return c.json({ message: FORGOT_SENT })
})

customerRoutes.post('/customer/resetPassword', async (c) => {
  const { token, password } = await readBody(c, ResetPasswordRequestSchema)
  if (!(await resetPasswordWithLink(c.env.DB, token, await hashPassword(password)))) {
    throw new BackendError(400, RESET_LINK_INVALID, { token: RESET_LINK_INVALID })
  }
  return c.json({ message: 'Salasana on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.' })
})

customerRoutes.post('/loginLink', async (c) => {
  const { email, redirect, origin } = await readBody(c, UpstreamLoginLinkRequestSchema)
  await mailLinkInBackground(c, { kind: 'login', email, origin, redirect })
  return c.json({ message: LOGIN_LINK_SENT })
})

/** Trades a live login link for a session token, once. */
customerRoutes.post('/loginLink/exchange', async (c) => {
  const { token } = await readBody(c, LoginLinkExchangeRequestSchema)
  const customerId = await consumeLoginLink(c.env.DB, token)
  if (!customerId) throw new BackendError(400, LOGIN_LINK_INVALID, { token: LOGIN_LINK_INVALID })
  const session = await issueToken(c.env.DB, customerId)
  return c.json({ token: { accessToken: session.token, exp: session.exp } })
})

// ---------------------------------------------------------------- logged in: password, details, billing, permissions

customerRoutes.post('/password', loggedIn, async (c) => {
  const customerId = customerOf(c)
  const { currentPassword, newPassword } = await readBody(c, ChangePasswordRequestSchema)
  const customer = await findCustomer(c.env.DB, customerId)
  if (!customer) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  // An invited user (spec §11) logged in with the invitation's link and has no password to give.
  if (customer.must_set_password !== 1) {
    if (!currentPassword) {
      throw new BackendError(400, CURRENT_PASSWORD_MISSING, { currentPassword: CURRENT_PASSWORD_MISSING })
    }
    if (!(await verifyPassword(currentPassword, customer.password_hash))) {
      throw new BackendError(400, 'Nykyinen salasana on väärin.', { currentPassword: 'Nykyinen salasana on väärin.' })
    }
  }
  const current = await hashToken(bearerToken(c) ?? '')
  await changePassword(c.env.DB, customerId, await hashPassword(newPassword), current)
  return c.json({ message: 'Salasana on vaihdettu. Muut kirjautumiset tilillesi on päätetty.' })
})

async function detailsOf(c: Context<BackendEnv>, customerId: number) {
  const details = await readDetails(c.env.DB, customerId)
  if (!details) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  return c.json({ details })
}

customerRoutes.get('/details', loggedIn, (c) => detailsOf(c, customerOf(c)))

customerRoutes.post('/details', loggedIn, async (c) => {
  const customerId = customerOf(c)
  const body = await readBody(c, UpdateDetailsRequestSchema)
  const customer = await findCustomer(c.env.DB, customerId)
  if (!customer) throw new BackendError(401, 'Istunto on päättynyt. Kirjaudu uudelleen.')
  // The e-mail is the login name: a new one needs the current password, and ends the other
  // sessions and open links, as a password change does (a security review).
  const emailChanges = body.email.toLowerCase() !== customer.email.toLowerCase()
  if (emailChanges) {
    if (!body.currentPassword) {
      throw new BackendError(400, EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD })
    }
    if (!(await verifyPassword(body.currentPassword, customer.password_hash))) {
      throw new BackendError(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG })
    }
  }
  const keep = emailChanges ? { keepTokenHash: await hashToken(bearerToken(c) ?? '') } : undefined
  if (!(await updateDetails(c.env.DB, customerId, body, keep))) {
    throw new BackendError(409, 'Sähköpostiosoite on jo toisen asiakastilin käytössä.', {
      email: 'Sähköpostiosoite on jo toisen asiakastilin käytössä.',
    })
  }
  return detailsOf(c, customerId)
})

customerRoutes.post('/billing', loggedIn, async (c) => {
  const customerId = await requireScope(c, 'billing')
  const body = await readBody(c, UpdateBillingRequestSchema)
  const mismatch = await einvoiceAddressMismatch(c.env.DB, customerId, body.einvoice_address)
  if (mismatch) throw new BackendError(400, mismatch, { einvoice_address: mismatch })
  await updateBilling(c.env.DB, customerId, body)
  return detailsOf(c, customerId)
})

customerRoutes.get('/permissions', loggedIn, async (c) =>
  c.json({ scope: await customerScope(c.env.DB, customerOf(c)) }),
)

// ---------------------------------------------------------------- address book
// Read by every user of the company; written only with SCOPE_RULES.addresses (contract/scopes.ts).

function addressIdOf(c: Context<BackendEnv>): number {
  const parsed = v.safeParse(AddressIdParamSchema, c.req.param('id'))
  if (!parsed.success) throw new BackendError(404, ADDRESS_NOT_FOUND)
  return parsed.output
}

async function addressAnswer(c: Context<BackendEnv>, companyId: number, id: number) {
  const address = await findAddress(c.env.DB, companyId, id)
  if (!address) throw new BackendError(404, ADDRESS_NOT_FOUND)
  return c.json({ address, addresses: await listAddresses(c.env.DB, companyId) })
}

customerRoutes.get('/addresses', loggedIn, async (c) =>
  c.json({ addresses: await listAddresses(c.env.DB, companyOf(c)) }),
)

customerRoutes.post('/addresses', loggedIn, async (c) => {
  const customerId = await requireScope(c, 'addresses')
  const companyId = companyOf(c)
  const id = await createAddress(c.env.DB, companyId, await readBody(c, SaveAddressRequestSchema), customerId)
  if (!id) {
    throw new BackendError(
      409,
      `Osoitekirjaan mahtuu enintään ${MAX_ADDRESSES} osoitetta. Poista ensin jokin vanha osoite.`,
    )
  }
  c.status(201)
  return addressAnswer(c, companyId, id)
})

customerRoutes.get('/addresses/:id', loggedIn, async (c) => addressAnswer(c, companyOf(c), addressIdOf(c)))

customerRoutes.post('/addresses/:id', loggedIn, async (c) => {
  await requireScope(c, 'addresses')
  const companyId = companyOf(c)
  const id = addressIdOf(c)
  const body = await readBody(c, SaveAddressRequestSchema)
  if (!(await updateAddress(c.env.DB, companyId, id, body))) throw new BackendError(404, ADDRESS_NOT_FOUND)
  return addressAnswer(c, companyId, id)
})

customerRoutes.delete('/addresses/:id', loggedIn, async (c) => {
  await requireScope(c, 'addresses')
  const companyId = companyOf(c)
  if (!(await deleteAddress(c.env.DB, companyId, addressIdOf(c)))) throw new BackendError(404, ADDRESS_NOT_FOUND)
  return c.json({ addresses: await listAddresses(c.env.DB, companyId) })
})

customerRoutes.post('/addresses/:id/default', loggedIn, async (c) => {
  await requireScope(c, 'addresses')
  const companyId = companyOf(c)
  if (!(await setDefaultAddress(c.env.DB, companyId, addressIdOf(c)))) throw new BackendError(404, ADDRESS_NOT_FOUND)
  return c.json({ addresses: await listAddresses(c.env.DB, companyId) })
})

// ---------------------------------------------------------------- change of veterinarian

customerRoutes.get('/changevet', loggedIn, async (c) => {
  const customerId = await requireScope(c, 'changevet')
  return c.json(await readChangeVet(c.env.DB, customerId))
})

customerRoutes.post('/changevet', loggedIn, async (c) => {
  const customerId = await requireScope(c, 'changevet')
  const body = await readBody(c, ChangeVetRequestSchema)
  if (!(await createChangeVetRequest(c.env.DB, customerId, body))) {
    throw new BackendError(
      409,
      `Sinulla on jo ${MAX_PENDING_VET_CHANGES} käsittelyssä olevaa pyyntöä. Odota, että asiakaspalvelu käsittelee ne.`,
    )
  }
  const message = 'Pyyntö on vastaanotettu. Asiakaspalvelu käsittelee sen ennen aloituspäivää.'
  return c.json({ message, ...(await readChangeVet(c.env.DB, customerId)) }, 201)
})
