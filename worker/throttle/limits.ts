/**
 * The limits of brute-force protection (docs/decisions/013-auth-throttling.md). Each action is
 * counted per account (the e-mail asked about) and per client address, in fixed windows that
 * simply end: nobody is locked out for good.
 */
export type ThrottledAction = 'login' | 'forgotPassword' | 'loginLink' | 'register'

export interface Limit {
  /** Requests allowed in one window; the next one is answered 429 until the window ends. */
  max: number
  windowSeconds: number
}

const MINUTE = 60
const HOUR = 60 * MINUTE

export const LIMITS: Record<ThrottledAction, { account: Limit; address: Limit }> = {
  // Only failed logins count: a success clears the account's window and gives the address its attempt back.
  login: { account: { max: 10, windowSeconds: 15 * MINUTE }, address: { max: 30, windowSeconds: 15 * MINUTE } },
  // Each of these sends an e-mail (or creates an account), whoever the address belongs to.
  forgotPassword: { account: { max: 5, windowSeconds: HOUR }, address: { max: 20, windowSeconds: HOUR } },
  loginLink: { account: { max: 5, windowSeconds: HOUR }, address: { max: 20, windowSeconds: HOUR } },
  register: { account: { max: 5, windowSeconds: HOUR }, address: { max: 10, windowSeconds: HOUR } },
}

/**
 * The Workers Rate Limiting binding `AUTH_RATE_LIMITER` (wrangler.toml `[[ratelimits]]`): per
 * client address over all four actions, a flood stop in front of the D1 counters. The binding's
 * own configuration holds these figures; they are repeated here for the 429's Retry-After.
 */
export const BURST_LIMIT = { max: 60, periodSeconds: 60 } as const

/**
 * Invitations of a company's users (docs/decisions/045-invitations-and-company-approval.md):
 * each sends an e-mail in the company's name, so they are counted per inviter and per company.
 * A clinic brings its staff in a few at a time; a larger one asks the shop.
 */
/** Receiving claims mail customer service: one per delivery, and at most this many a day per user. */
export const CLAIM_LIMITS = { user: { max: 20, windowSeconds: 24 * HOUR } } as const satisfies Record<string, Limit>

export const INVITE_LIMITS = {
  inviter: { max: 10, windowSeconds: HOUR },
  company: { max: 30, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, Limit>
