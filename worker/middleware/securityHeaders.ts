import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

const CONTENTFUL_IMAGE_HOST = 'https://images.ctfassets.net'

export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

/** The https origin of the chat widget script (CHAT_WIDGET_URL), or null when none is configured. */
function originOf(url: string): string | null {
  if (!url.startsWith('https://')) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The CSP of every HTML page. Scripts and styles run only with this request's nonce
 * ('strict-dynamic' lets Start's nonce'd bootstrap load the route chunks). Off-site we allow
 * only Contentful's image host and the configured chat widget origin.
 */
export function contentSecurityPolicy(nonce: string, chatWidgetUrl: string): string {
  const chatOrigin = originOf(chatWidgetUrl)
  const chat = chatOrigin ? ` ${chatOrigin}` : ''
  return [
    `default-src 'self'`,
    // 'wasm-unsafe-eval' compiles WebAssembly only (no eval of script): the barcode reader, loaded
    // from this origin when a buyer starts scanning (docs/decisions/082-scan-to-order.md).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${chat}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${CONTENTFUL_IMAGE_HOST}`,
    `font-src 'self'`,
    `connect-src 'self'${chat}`,
    `frame-src${chat || " 'none'"}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/**
 * The CSP of JSON, plain-text and CSV answers (/api, errors, the history exports): nothing loads from them, nobody frames
 * them. Not on scripts: a CSP sent with /sw.js would govern the service worker itself.
 */
export const NON_DOCUMENT_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`

/** Security headers on every response; the page CSP (with its nonce) on HTML, a closed one on JSON and text. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Only documents run scripts: /api answers JSON (a page render calls it about ten times in
    // process, and drawing a nonce for each was a measurable part of the render; docs/decisions/031-isolate-memo.md).
    // An HTML answer under /api (the login-link callback's confirmation) draws its own.
    c.set('nonce', c.req.path.startsWith('/api/') ? '' : randomNonce())
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', headers.get('Referrer-Policy') ?? 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'DENY')
    // The camera for scanning packs, from this origin only (docs/decisions/082-scan-to-order.md).
    headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()')
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(c.var.nonce || randomNonce(), c.env.CHAT_WIDGET_URL ?? ''),
      )
    } else if (/^(application\/json|text\/plain|text\/csv)/.test(headers.get('Content-Type') ?? '')) {
      headers.set('Content-Security-Policy', NON_DOCUMENT_CSP)
    }
  })
