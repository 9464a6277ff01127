/**
 * The per-request context the worker hands to Start (worker/ssr.ts): the CSP nonce and an
 * in-process /api client. Read on the server with getGlobalStartContext().
 */
export interface ShopRequestContext {
  nonce: string
  requestId: string
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>
}

declare module '@tanstack/router-core' {
  interface Register {
    server: { requestContext: ShopRequestContext }
  }
}
