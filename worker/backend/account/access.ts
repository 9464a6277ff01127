import type { Context } from 'hono'
import { SCOPE_RULES } from '../../../contract/schemas/customer'
import type { BackendEnv } from '../types'
import { BackendError } from '../errors'
import { customerOf } from '../auth'

/** The customer's permission scopes (spec §6), a JSON list in customers.scope. */
export async function customerScope(db: D1Database, customerId: number): Promise<string[]> {
  const row = await db.prepare('SELECT scope FROM customers WHERE id = ?').bind(customerId).first<{ scope: string }>()
  try {
    const value: unknown = JSON.parse(row?.scope ?? '[]')
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

const FORBIDDEN: Record<keyof typeof SCOPE_RULES, string> = {
  changevet: 'Sinulla ei ole oikeutta eläinlääkärin vaihtoon. Pyydä yrityksesi pääkäyttäjää tekemään pyyntö.',
  billing: 'Sinulla ei ole oikeutta muuttaa laskutustietoja. Pyydä yrityksesi pääkäyttäjää tekemään muutos.',
  addresses: 'Sinulla ei ole oikeutta muuttaa yrityksen osoitekirjaa. Pyydä muutosta yrityksesi pääkäyttäjältä.',
}

/** The caller must hold one of the scopes of the rule (contract/schemas/customer.ts SCOPE_RULES), else 403. */
export async function requireScope(c: Context<BackendEnv>, rule: keyof typeof SCOPE_RULES): Promise<number> {
  const customerId = customerOf(c)
  const scope = await customerScope(c.env.DB, customerId)
  if (!SCOPE_RULES[rule].some((s) => scope.includes(s))) throw new BackendError(403, FORBIDDEN[rule])
  return customerId
}
