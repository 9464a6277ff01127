import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { apiError } from '../api/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF protection for cookie-authenticated writes (docs/architecture.md §1). Browsers send
 * Sec-Fetch-Site and/or Origin on every cross-origin POST; a write is accepted only when it
 * is same-origin. Requests with neither header come from non-browser clients, which hold no
 * cookies of a victim, so they pass.
 */
export const csrf = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const site = c.req.header('Sec-Fetch-Site')
    const origin = c.req.header('Origin')
    const selfOrigin = new URL(c.req.url).origin
    const siteOk = site === undefined || site === 'same-origin'
    const originOk = origin === undefined || origin === selfOrigin
    if (!siteOk || !originOk) {
      c.var.log.warn('csrf rejected', { method: c.req.method, path: c.req.path, site, origin })
      return apiError(c, 403, 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.')
    }
    return next()
  })
