import * as v from 'valibot'
import { oneLine } from './text'
import { AddressViewSchema } from './cart'
import { AddressSchema } from './cartRequests'
import { DEFAULT_STORE_CONFIG } from './core'
import { isValidBusinessId } from '../businessId'

/**
 * The account area's /api/customer calls (spec §2 account routes, §7): registration, password
 * and login links, details and billing, the address book, permissions and the change of
 * veterinarian. Request bodies are strict; every message is Finnish UI text.
 */

// ---------------------------------------------------------------- fields

export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} puuttuu.`),
    v.trim(),
    v.nonEmpty(`${label} puuttuu.`),
    v.maxLength(max, `${label} on liian pitkä (enintään ${max} merkkiä).`),
    oneLine(label),
  )

export const Email = v.pipe(
  v.string('Sähköposti puuttuu.'),
  v.trim(),
  v.nonEmpty('Sähköposti puuttuu.'),
  v.maxLength(254, 'Sähköposti on liian pitkä.'),
  v.email('Tarkista sähköpostiosoite.'),
)

const Phone = v.pipe(
  v.string('Puhelinnumero puuttuu.'),
  v.trim(),
  v.nonEmpty('Puhelinnumero puuttuu.'),
  v.regex(/^\+?[0-9][0-9 ()-]{4,19}$/, 'Tarkista puhelinnumero.'),
)

export const Postcode = v.pipe(
  v.string('Postinumero puuttuu.'),
  v.trim(),
  v.regex(/^\d{5}$/, 'Postinumerossa on viisi numeroa.'),
)

export const MIN_PASSWORD_LENGTH = 8

/** A new password: at least 8 characters, never trimmed (spaces may be part of it). */
const NewPassword = v.pipe(
  v.string('Salasana puuttuu.'),
  v.minLength(MIN_PASSWORD_LENGTH, `Salasanassa pitää olla vähintään ${MIN_PASSWORD_LENGTH} merkkiä.`),
  v.maxLength(200, 'Salasana on liian pitkä (enintään 200 merkkiä).'),
)

/** Y-tunnus; eight digits without the dash are accepted and written with it. */
export const BusinessId = v.pipe(
  v.string('Y-tunnus puuttuu.'),
  v.trim(),
  v.nonEmpty('Y-tunnus puuttuu.'),
  v.transform((s) => (/^\d{8}$/.test(s) ? `${s.slice(0, 7)}-${s.slice(7)}` : s)),
  v.regex(/^\d{7}-\d$/, 'Anna Y-tunnus muodossa 1234567-8.'),
  v.check(isValidBusinessId, 'Y-tunnuksen tarkistusnumero ei täsmää. Tarkista Y-tunnus.'),
)

/** The secret of a one-time link: 256 random bits as 43 base64url characters. */
export const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{43}$/
const LINK_INVALID = 'Linkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'
const OneTimeToken = v.pipe(v.string(LINK_INVALID), v.regex(ONE_TIME_TOKEN, LINK_INVALID))

/** The shop's origin, which the upstream puts in front of the paths of the links it mails. */
export const ShopOrigin = v.pipe(v.string(), v.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'Virheellinen osoite.'))

// ---------------------------------------------------------------- registration and passwords

/** POST /api/customer/customer/register: a professional customer and its contact person. */
export const RegisterRequestSchema = v.strictObject({
  company: requiredText('Yrityksen tai klinikan nimi', 120),
  business_id: BusinessId,
  firstname: requiredText('Etunimi', 60),
  lastname: requiredText('Sukunimi', 60),
  email: Email,
  phone: Phone,
  street: requiredText('Katuosoite', 100),
  postcode: Postcode,
  city: requiredText('Postitoimipaikka', 60),
  password: NewPassword,
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>

/** The registration as the worker sends it upstream: plus the shop's origin for the mail's links. */
export const UpstreamRegisterRequestSchema = v.strictObject({ ...RegisterRequestSchema.entries, origin: ShopOrigin })

/**
 * What a registration answers (202), the same whether or not the e-mail already had an account
 * (no account enumeration): no session; the browser then logs in with the password.
 * The mail to the address says which it was. New accounts wait for approval before ordering.
 */
export const REGISTRATION_RECEIVED =
  'Kiitos rekisteröitymisestä! Lähetimme vahvistuksen sähköpostiisi. Uusi asiakastili hyväksytään ennen ensimmäistä tilausta.'
export const RegisterResponseSchema = v.object({ message: v.string() })
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>

/** POST /api/customer/customer/forgotPassword: always answers the same message. */
export const ForgotPasswordRequestSchema = v.strictObject({ email: Email })
/** Upstream forgotPassword: the BFF adds the shop's origin for the link. */
export const UpstreamForgotPasswordRequestSchema = v.strictObject({ email: Email, origin: ShopOrigin })

/** POST /api/customer/customer/resetPassword: the token of the link and the new password. */
export const ResetPasswordRequestSchema = v.strictObject({ token: OneTimeToken, password: NewPassword })

/**
 * POST /api/customer/password (logged in). `currentPassword` is required, except of an invited
 * user setting their first password (spec §11: user.mustSetPassword), which the backend knows.
 */
export const CURRENT_PASSWORD_MISSING = 'Anna nykyinen salasana.'
export const ChangePasswordRequestSchema = v.pipe(
  v.strictObject({
    currentPassword: v.optional(
      v.pipe(
        v.string(CURRENT_PASSWORD_MISSING),
        v.nonEmpty(CURRENT_PASSWORD_MISSING),
        v.maxLength(200, 'Salasana on liian pitkä.'),
      ),
    ),
    newPassword: NewPassword,
  }),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'Uuden salasanan pitää erota nykyisestä.',
    ),
    ['newPassword'],
  ),
)

/** POST /api/customer/loginLink: mails a one-time login link; `redirect` is where it leads. */
export const LoginLinkRequestSchema = v.strictObject({
  email: Email,
  redirect: v.optional(v.pipe(v.string('Virheellinen paluuosoite.'), v.maxLength(2000, 'Paluuosoite on liian pitkä.'))),
})
/** Upstream loginLink: the redirect already checked by the BFF (safeRedirectTarget), and the origin. */
export const UpstreamLoginLinkRequestSchema = v.strictObject({
  email: Email,
  redirect: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000)),
  origin: ShopOrigin,
})
/** Upstream POST /api/customer/loginLink/exchange: answers like a login ({ token }). */
export const LoginLinkExchangeRequestSchema = v.strictObject({ token: OneTimeToken })

// ---------------------------------------------------------------- details and billing

/**
 * How the company receives its invoices (docs/decisions/085-invoice-sending.md): as e-invoices to
 * its e-invoice address, or as PDFs mailed to its billing e-mail.
 */
export const INVOICE_CHANNELS = ['einvoice', 'email'] as const
export type InvoiceChannel = (typeof INVOICE_CHANNELS)[number]

/** GET /api/customer/details: the contact person and the company; address = billing address. */
export const CustomerDetailsSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  phone: v.string(),
  company: v.string(),
  business_id: v.string(),
  nav_id: v.string(),
  address: v.object({ street: v.string(), postcode: v.string(), city: v.string() }),
  /** The company's, as are the channel and the billing e-mail below. */
  einvoice_address: v.nullable(v.string()),
  einvoice_operator: v.nullable(v.string()),
  invoice_channel: v.optional(v.picklist(INVOICE_CHANNELS), 'email'),
  /** Where invoices are mailed; null: to the e-mail of the user who ordered. */
  billing_email: v.optional(v.nullable(v.string()), null),
})
export type CustomerDetails = v.InferOutput<typeof CustomerDetailsSchema>
export const CustomerDetailsResponseSchema = v.object({ details: CustomerDetailsSchema })

/** The e-mail is the login name: changing it needs the current password (security review). */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Anna nykyinen salasana vaihtaaksesi sähköpostiosoitteen.'
export const CURRENT_PASSWORD_WRONG = 'Nykyinen salasana on väärin.'

/**
 * POST /api/customer/details: the contact person; a new e-mail must not belong to another account
 * and needs `currentPassword` (checked by the backend, which knows the current e-mail).
 */
export const UpdateDetailsRequestSchema = v.strictObject({
  firstname: requiredText('Etunimi', 60),
  lastname: requiredText('Sukunimi', 60),
  email: Email,
  phone: Phone,
  currentPassword: v.optional(
    v.pipe(v.string(EMAIL_CHANGE_NEEDS_PASSWORD), v.maxLength(200, 'Salasana on liian pitkä.')),
  ),
})
export type UpdateDetailsRequest = v.InferOutput<typeof UpdateDetailsRequestSchema>

// ---------------------------------------------------------------- address book

export const MAX_ADDRESSES = 50

/** An address book entry: AddressSchema of the cart plus its id and the default-shipping flag. */
export const SavedAddressSchema = v.object({ ...AddressViewSchema.entries, id: v.number(), is_default: v.boolean() })
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>

/** POST /api/customer/addresses and /addresses/{id}. */
export const SaveAddressRequestSchema = v.strictObject({
  address: AddressSchema,
  is_default: v.optional(v.boolean('Valitse, onko osoite oletustoimitusosoite.')),
})
export type SaveAddressRequest = v.InferOutput<typeof SaveAddressRequestSchema>

export const AddressBookResponseSchema = v.object({ addresses: v.array(SavedAddressSchema) })
export const AddressResponseSchema = v.object({ address: SavedAddressSchema, addresses: v.array(SavedAddressSchema) })

/** The {id} of /api/customer/addresses/{id}; anything else is "not found". */
export const AddressIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))

// ---------------------------------------------------------------- permissions (spec §6)

// The scope names and rules live in ../scopes.ts (no valibot), so pages can check them cheaply.
export { KNOWN_SCOPES, SCOPE_RULES, hasScopeFor, type KnownScope } from '../scopes'
import { KNOWN_SCOPES, type KnownScope } from '../scopes'

export const SCOPE_INFO: Record<KnownScope, { label: string; description: string }> = {
  orders: { label: 'Tilaukset', description: 'Näet yrityksen tilaushistorian ja tilausten tiedot.' },
  invoices: {
    label: 'Laskut',
    description: 'Näet yrityksen laskut ja voit muuttaa laskutusosoitetta ja verkkolaskutietoja.',
  },
  shoppinglists: { label: 'Ostoslistat', description: 'Voit luoda ostoslistoja ja tilata niiden tuotteita.' },
  checkout: { label: 'Tilaaminen', description: 'Voit tehdä tilauksia yrityksen laskulle.' },
  permissions: {
    label: 'Pääkäyttäjä',
    description: 'Hallinnoit yrityksen tiliä: käyttöoikeudet, laskutustiedot ja vastaavan eläinlääkärin vaihdot.',
  },
  changevet: {
    label: 'Eläinlääkärin vaihto',
    description: 'Voit pyytää klinikan vastaavan eläinlääkärin vaihtoa.',
  },
}

export const PermissionSchema = v.object({
  code: v.string(),
  label: v.string(),
  description: v.string(),
  granted: v.boolean(),
})
/** GET /api/customer/permissions: the caller's scope and every known permission with its state. */
export const PermissionsResponseSchema = v.object({
  scope: v.array(v.string()),
  permissions: v.array(PermissionSchema),
})
export type PermissionsResponse = v.InferOutput<typeof PermissionsResponseSchema>
/** Upstream GET /api/customer/permissions. */
export const UpstreamPermissionsResponseSchema = v.object({ scope: v.array(v.string()) })

/** The known scopes in a fixed order with their Finnish texts, then any unknown granted scope. */
export function describePermissions(scope: readonly string[]): PermissionsResponse {
  const known = KNOWN_SCOPES.map((code) => ({ code, ...SCOPE_INFO[code], granted: scope.includes(code) }))
  const unknown = scope
    .filter((code) => !(KNOWN_SCOPES as readonly string[]).includes(code))
    .map((code) => ({ code, label: code, description: '', granted: true }))
  return { scope: [...scope], permissions: [...known, ...unknown] }
}

// ---------------------------------------------------------------- change of veterinarian

/** Today's date in Finland as yyyy-mm-dd (a start date may be today but not earlier). */
export function todayInFinland(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_STORE_CONFIG.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

const isCalendarDate = (s: string): boolean => {
  const date = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s)
}

export const MAX_PENDING_VET_CHANGES = 5

/** POST /api/customer/changevet. Licence number: the vet's Finnish licence (laillistus) number, digits only. */
export const ChangeVetRequestSchema = v.strictObject({
  newVetName: requiredText('Eläinlääkärin nimi', 120),
  licenceNumber: v.pipe(
    v.string('Laillistusnumero puuttuu.'),
    v.trim(),
    v.nonEmpty('Laillistusnumero puuttuu.'),
    v.regex(/^\d{4,12}$/, 'Anna laillistusnumero pelkkinä numeroina (4–12 numeroa).'),
  ),
  startDate: v.pipe(
    v.string('Aloituspäivä puuttuu.'),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Anna aloituspäivä muodossa vvvv-kk-pp.'),
    v.check(isCalendarDate, 'Tarkista aloituspäivä.'),
    v.check((s) => s >= todayInFinland(), 'Aloituspäivä ei voi olla menneisyydessä.'),
  ),
  message: v.optional(
    v.pipe(
      v.string('Viesti on virheellinen.'),
      v.trim(),
      v.maxLength(1000, 'Viesti on liian pitkä (enintään 1000 merkkiä).'),
    ),
    '',
  ),
})
export type ChangeVetRequest = v.InferOutput<typeof ChangeVetRequestSchema>

export const VetChangeRequestSchema = v.object({
  id: v.number(),
  new_vet_name: v.string(),
  licence_number: v.string(),
  start_date: v.string(),
  message: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected']),
  /** ISO 8601 */
  created_at: v.string(),
})
export type VetChangeRequest = v.InferOutput<typeof VetChangeRequestSchema>

/** GET /api/customer/changevet; POST answers the same with a message. */
export const ChangeVetResponseSchema = v.object({
  current: v.nullable(v.object({ name: v.string(), licence_number: v.string() })),
  requests: v.array(VetChangeRequestSchema),
})
export type ChangeVetResponse = v.InferOutput<typeof ChangeVetResponseSchema>
export const ChangeVetCreatedResponseSchema = v.object({ ...ChangeVetResponseSchema.entries, message: v.string() })
