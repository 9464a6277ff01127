import type { SsrReadResult } from '../contract/ssrRead'

/**
 * The per-request context the worker hands to Start (worker/ssr.ts): the CSP nonce, the /api
 * reads as in-process services with this request's session (docs/decisions/050-one-data-path.md),
 * and an in-process /api client for anything else. Read on the server with getGlobalStartContext().
 */
export interface ShopRequestContext {
  nonce: string
  requestId: string
  read: (path: string) => Promise<SsrReadResult>
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>
}

declare module '@tanstack/router-core' {
  interface Register {
    server: { requestContext: ShopRequestContext }
  }
}
