import type { Logger } from './log'

/** Request-scoped values set by middleware; read with c.get / c.var. */
export interface AppVariables {
  requestId: string
  /** The CSP nonce of a page; empty on /api, whose JSON runs no scripts. */
  nonce: string
  log: Logger
  /** The upstream access token from the session cookie, or null for guests. */
  token: string | null
  guestCartId: string | null
  /** The logged-in customer's cart id for the upstream `cart` header (spec §7), once the upstream named it. */
  customerCartId: string | null
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
