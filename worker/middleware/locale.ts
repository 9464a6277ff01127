import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { COOKIE, LOCALE_MAX_AGE } from '../cookies'

/** spec §1/§9: only fi exists; the locale cookie lasts 365 days and is set only when absent. */
export const localeCookie = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const present = getCookie(c, COOKIE.locale) !== undefined
    await next()
    if (!present) {
      setCookie(c, COOKIE.locale, 'fi', { path: '/', maxAge: LOCALE_MAX_AGE, sameSite: 'Lax', secure: true })
    }
  })
