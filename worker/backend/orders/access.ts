import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { BackendEnv } from '../types'

/**
 * Who may read what in the account area (spec §6: permissions come from the user's scope).
 * Every route of orders, invoices, deliveries and shopping lists runs after
 * authenticate({ required: true }) and this check, and every query names the caller's
 * customer id, so another customer's document is simply not found (404).
 */
export type AccountScope = 'orders' | 'invoices' | 'shoppinglists' | 'checkout'

const DENIED: Record<AccountScope, string> = {
  orders: 'Sinulla ei ole oikeutta nähdä tilauksia ja toimituksia. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
  invoices: 'Sinulla ei ole oikeutta nähdä laskuja. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
  shoppinglists: 'Sinulla ei ole oikeutta käyttää ostoslistoja. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
  checkout: 'Sinulla ei ole oikeutta tehdä tilauksia. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
}

const ScopeSchema = v.array(v.string())

function hasScope(raw: string, scope: AccountScope): boolean {
  try {
    const parsed = v.safeParse(ScopeSchema, JSON.parse(raw))
    return parsed.success && parsed.output.includes(scope)
  } catch {
    return false
  }
}

/** The SQL that reads a customer's scope, also for a batch that needs it beside other reads. */
export const CUSTOMER_SCOPE_SQL = 'SELECT scope FROM customers WHERE id = ?'

/** Whether the customer's scope (read now) has `scope`; for parts of an answer, not a whole route. */
export async function customerHasScope(db: D1Database, customerId: number, scope: AccountScope): Promise<boolean> {
  const row = await db.prepare(CUSTOMER_SCOPE_SQL).bind(customerId).first<{ scope: string }>()
  return row !== null && hasScope(row.scope, scope)
}

/** The account scopes of a customers.scope value (null: no such customer, so none). */
export function scopesOf(raw: string | null): Record<AccountScope, boolean> {
  const has = (scope: AccountScope) => raw !== null && hasScope(raw, scope)
  return {
    orders: has('orders'),
    invoices: has('invoices'),
    shoppinglists: has('shoppinglists'),
    checkout: has('checkout'),
  }
}

/** 403 unless the caller's scope (read now, so a changed permission applies at once) has `scope`. */
export const requireScope = (scope: AccountScope) =>
  createMiddleware<BackendEnv>(async (c, next) => {
    const customerId = c.get('customerId')
    if (!customerId) return c.json({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' }, 401)
    if (!(await customerHasScope(c.env.DB, customerId, scope))) return c.json({ message: DENIED[scope] }, 403)
    return next()
  })

export const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString()

export interface Paging {
  page: number
  pageSize: number
}

export const pageWindow = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize })
