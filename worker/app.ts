import { Hono } from 'hono'
import { api } from './api'
import { loginLinkCallback, logoutPage } from './api/auth'
import { configProblems } from './config'
import { apiError } from './api/errors'
import type { AppEnv } from './env'
import { drainUnreadBody } from './middleware/drainBody'
import { localeCookie } from './middleware/locale'
import { pageGuards } from './middleware/pageGuards'
import { requestContext } from './middleware/requestContext'
import { securityHeaders } from './middleware/securityHeaders'
import { session } from './middleware/session'
import { renderPage } from './ssr'
import { benchStaticEnabled, benchStaticPage } from './benchStatic'

/** The methods a page URL answers (the `Allow` header of its 405). */
export const PAGE_METHODS = 'GET, HEAD'

/** The Worker's Hono composition (docs/architecture.md, Overview): middleware, /api, guards, SSR hand-off. */
export const app = new Hono<AppEnv>()

// First, so that it runs after every answer, also the early refusals below.
app.use('*', drainUnreadBody())
app.use('*', requestContext())
app.use('*', async (c, next) => {
  const problem = configProblems(c.env)
  if (problem) {
    c.var.log.error(problem)
    const message = 'Palvelu on väliaikaisesti poissa käytöstä (asetusvirhe).'
    // /api answers JSON errors, whatever went wrong (the /api contract).
    return c.req.path.startsWith('/api/') ? apiError(c, 500, message) : c.text(message, 500)
  }
  return next()
})
app.use('*', securityHeaders())
app.use('*', localeCookie())
app.use('*', session())

app.route('/api', api)
app.all('/api/*', (c) => apiError(c, 404, 'Tuntematon rajapinta.'))

// The one-time login-link callback (spec §2 /login) exchanges its token before anything renders.
// docs/decisions/020-login-link-and-logout-ask-from-other-sites.md: both ask first when opened from another site; their buttons POST back here.
app.on(['GET', 'POST'], '/login', loginLinkCallback)
app.on(['GET', 'POST'], '/account/logout', logoutPage)

app.get('/__bench/static/:bytes', (c, next) =>
  benchStaticEnabled(c) ? benchStaticPage(c, c.req.param('bytes')) : next(),
)
app.use('*', pageGuards())
// Pages are read, never written to (HEAD is answered by the GET route): any other method is a
// 405, not the page, so a scanner's form POST is refused without rendering anything.
app.get('*', (c) => renderPage(c, app.fetch))
app.all('*', (c) => {
  c.header('Allow', PAGE_METHODS)
  c.header('Cache-Control', 'private, no-store')
  return c.text('Sivu ei vastaanota tätä pyyntöä.', 405)
})

app.onError((error, c) => {
  c.var.log?.error('unhandled error', { path: c.req.path, error: String(error) })
  return c.text('Palvelussa tapahtui virhe.', 500)
})
