import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { randomNonce } from '../middleware/securityHeaders'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export interface ConfirmPage {
  /** The page's heading (also its title). */
  heading: string
  text: string
  /** Same-origin path the button POSTs to. */
  action: string
  button: string
  status?: 200 | 403
}

/**
 * A one-button page the worker answers itself, before the app (docs/decisions/020-login-link-and-logout-ask-from-other-sites.md): it must work
 * without JavaScript and must not run the app, whose scripts could act on the visitor's behalf.
 * Its one style block carries this request's CSP nonce; the form posts to the shop itself
 * (CSP `form-action 'self'`).
 */
export function confirmPage(c: Context<AppEnv>, page: ConfirmPage): Response {
  c.header('Cache-Control', 'private, no-store')
  // Under /api (the login-link callback) no nonce was drawn for the request: the page needs one.
  if (!c.var.nonce) c.set('nonce', randomNonce())
  const heading = escapeHtml(page.heading)
  return c.html(
    `<!doctype html><html lang="fi"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${heading}</title><style nonce="${escapeHtml(c.var.nonce)}">` +
      `body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#1f2933;background:#f6f7f9}` +
      `main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px #0002}` +
      `h1{font-size:1.35rem;margin:0 0 .75rem}p{line-height:1.5}` +
      `button{font:inherit;font-weight:600;color:#fff;background:#0b6e4f;border:0;border-radius:.375rem;padding:.7rem 1.4rem;cursor:pointer}` +
      `a{color:#0b6e4f}</style></head><body><main>` +
      `<h1>${heading}</h1><p>${escapeHtml(page.text)}</p>` +
      `<form method="post" action="${escapeHtml(page.action)}"><button type="submit">${escapeHtml(page.button)}</button></form>` +
      `<p><a href="/">Etusivulle</a></p></main></body></html>`,
    page.status ?? 200,
  )
}
