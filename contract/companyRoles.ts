/**
 * The ready roles of a company's users (spec §11, spec §6). Plain values: no valibot, so any page
 * can import them. A role is a name and a set of scopes; the scopes of a user's role are written
 * into the user's effective scope list (customers.scope), which every check reads.
 */
import type { KnownScope } from './scopes'

export const READY_ROLES = ['admin', 'buyer', 'requester'] as const
export type ReadyRole = (typeof READY_ROLES)[number]
/** A user's role: a ready one, or 'custom' (a company's custom role, or scopes of the user's own). */
export type CompanyRole = ReadyRole | 'custom'

export interface ReadyRoleInfo {
  label: string
  description: string
  scope: readonly KnownScope[]
}

export const READY_ROLE_INFO: Record<ReadyRole, ReadyRoleInfo> = {
  admin: {
    label: 'Pääkäyttäjä',
    description: 'Tilaa, näkee laskut ja hallinnoi yrityksen käyttäjiä ja oikeuksia.',
    scope: ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions'],
  },
  buyer: {
    label: 'Tilaaja',
    description: 'Tilaa yrityksen laskulle ja näkee yrityksen tilaukset.',
    scope: ['orders', 'shoppinglists', 'checkout'],
  },
  requester: {
    label: 'Tilauspyytäjä',
    description: 'Kokoaa ostoskorin ja lähettää sen hyväksyttäväksi.',
    scope: ['orders', 'shoppinglists'],
  },
}

/** The scopes a company user may be given (changevet stays the operator's to grant). */
export const ASSIGNABLE_SCOPES = [
  'orders',
  'invoices',
  'shoppinglists',
  'checkout',
  'permissions',
] as const satisfies readonly KnownScope[]
export type AssignableScope = (typeof ASSIGNABLE_SCOPES)[number]

/** The scope that makes a user the company's administrator: a company always keeps one active. */
export const ADMIN_SCOPE = 'permissions' satisfies KnownScope

export const isReadyRole = (value: string): value is ReadyRole => (READY_ROLES as readonly string[]).includes(value)
