import * as v from 'valibot'

export const LoginRequestSchema = v.strictObject({
  email: v.pipe(
    v.string('Sähköposti puuttuu.'),
    v.trim(),
    v.nonEmpty('Sähköposti puuttuu.'),
    v.maxLength(254, 'Sähköposti on liian pitkä.'),
    v.email('Tarkista sähköpostiosoite.'),
  ),
  password: v.pipe(
    v.string('Salasana puuttuu.'),
    v.nonEmpty('Salasana puuttuu.'),
    v.maxLength(200, 'Salasana on liian pitkä.'),
  ),
})
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

/** What the commerce upstream answers to a login (the token never reaches the browser). */
export const UpstreamLoginResponseSchema = v.object({
  token: v.object({ accessToken: v.pipe(v.string(), v.minLength(16)), exp: v.number() }),
})

/** What the browser gets from POST /api/auth/login. */
export const LoginResponseSchema = v.object({
  token: v.object({ exp: v.number() }),
})
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** spec §3 User, with token.exp only: token.token is never sent (docs/architecture.md §1). */
export const UserSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  company: v.string(),
  navId: v.string(),
  token: v.object({ exp: v.number() }),
  scope: v.array(v.string()),
  denyMedListing: v.boolean(),
  cart_id: v.nullable(v.object({ id: v.string() })),
  /**
   * A self-registered account that may not order yet (docs/decisions/014-registration-approval.md; beyond spec §3, so optional:
   * an upstream without it means approved). The cart and checkout say so.
   */
  awaitingApproval: v.optional(v.boolean()),
  /**
   * An invited company user (spec §11) who logged in with the invitation's link and has not set
   * a password yet: the shop sends them to /account/password, which then asks no current one.
   */
  mustSetPassword: v.optional(v.boolean()),
})
export type User = v.InferOutput<typeof UserSchema>

export const UserResponseSchema = v.object({ user: UserSchema })
export type UserResponse = v.InferOutput<typeof UserResponseSchema>

export const MessageResponseSchema = v.object({ message: v.string() })
