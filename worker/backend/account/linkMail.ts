import type { Context } from 'hono'
import { sendMail } from '../../mail'
import { findCustomerByEmail } from '../customers'
import type { BackendEnv } from '../types'
import { createLinkToken, type LinkKind } from './links'
import { loginLink, loginLinkMail, resetPasswordLink, resetPasswordMail } from './mails'

export interface LinkRequest {
  kind: LinkKind
  email: string
  /** The shop's origin, e.g. https://shop.example (the links are absolute). */
  origin: string
  /** Login links only: the internal path the link leads to. */
  redirect?: string
}

const log = (level: 'info' | 'error', message: string, params: Record<string, unknown> = {}) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ level, message, ...params }))

/** Mails a reset or login link to the customer of the e-mail, if there is one. */
async function mailLink(env: Env, req: LinkRequest): Promise<void> {
  const customer = await findCustomerByEmail(env.DB, req.email)
  // A deactivated user (spec §11) gets no links: they could not use them.
  if (!customer || customer.active !== 1) return
  const token = await createLinkToken(env.DB, req.kind, customer.id)
  if (!token) {
    log('info', 'account link not sent: too many live links', { kind: req.kind, customerId: customer.id })
    return
  }
  const mail =
    req.kind === 'reset'
      ? resetPasswordMail(customer.email, resetPasswordLink(req.origin, token))
      : loginLinkMail(customer.email, loginLink(req.origin, token, req.redirect ?? '/'))
  await sendMail(env, mail)
}

/**
 * No account enumeration: the caller answers the same message at once whether or not the
 * e-mail has an account, and the lookup, the link and the mail happen after the answer
 * (waitUntil), so neither the answer nor its timing tells the two apart.
 */
export async function mailLinkInBackground(c: Context<BackendEnv>, req: LinkRequest): Promise<void> {
  const work = mailLink(c.env, req).catch((error: unknown) =>
    log('error', 'account link mail failed', { kind: req.kind, error: String(error) }),
  )
  let waitUntil: ((promise: Promise<unknown>) => void) | null = null
  try {
    const ctx = c.executionCtx
    waitUntil = (promise) => ctx.waitUntil(promise)
  } catch {
    // No execution context (a bare app.request): finish before answering.
  }
  if (waitUntil) waitUntil(work)
  else await work
}
