import { INVITE_LIMITS } from '../../throttle/limits'
import { countRequest, counterKey } from '../../throttle/store'
import { BackendError } from '../errors'

/**
 * Invitations are counted per inviter (an hour) and per company (a day) in the D1 counters of
 * docs/decisions/013-auth-throttling.md (docs/decisions/045-invitations-and-company-approval.md). The inviter's window is
 * counted first; an invitation it refuses does not spend the company's window, so one
 * administrator cannot use up the others' invitations by retrying.
 */
export async function throttleInvitation(db: D1Database, companyId: number, inviterId: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000)
  const inviter = await countRequest(
    db,
    await counterKey(['invite', 'inviter', String(inviterId)]),
    INVITE_LIMITS.inviter,
    now,
  )
  if (inviter.count > INVITE_LIMITS.inviter.max) throw tooMany(inviter.windowEnds - now)
  const company = await countRequest(
    db,
    await counterKey(['invite', 'company', String(companyId)]),
    INVITE_LIMITS.company,
    now,
  )
  if (company.count > INVITE_LIMITS.company.max) throw tooMany(company.windowEnds - now)
}

function tooMany(retryAfterSeconds: number): BackendError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const minutes = Math.ceil(seconds / 60)
  const wait = minutes > 120 ? `${Math.ceil(minutes / 60)} tunnin` : minutes === 1 ? 'minuutin' : `${minutes} minuutin`
  return new BackendError(
    429,
    `Liian monta kutsua lyhyessä ajassa. Yritä uudelleen ${wait} kuluttua, tai pyydä asiakaspalvelua lisäämään käyttäjät.`,
    undefined,
    { 'Retry-After': String(seconds) },
  )
}
