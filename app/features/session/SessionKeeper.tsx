import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { TopMenuResponseSchema } from '../../../contract/schemas/core'
import { loginPathFor } from '../../../contract/guards'
import { api, onApiResponse } from '../../lib/api'
import { messages } from '../../lib/messages'
import { notify } from '../notifications/store'
import { readStoredExpiry, removeStoredExpiry, storeExpiry } from './expiry'
import { userQuery } from './queries'

/** spec §7/§9: keep-alive every 2 700 000 ms while the token is valid. */
export const KEEP_ALIVE_MS = 2_700_000
/** spec §8: after the stored expiry passes, go to login after 6000 ms. */
export const EXPIRED_REDIRECT_MS = 6000
const LOGOUT_PATH = '/account/logout'

/**
 * Keeps the session alive and ends it cleanly (spec §4, §8; docs/architecture.md §4, §5):
 * - follows the sliding expiry from every authenticated /api answer,
 * - calls the keep-alive while logged in,
 * - on a 401 while logged in: auto-logout notification, cleared cache, login page,
 * - when the stored expiry passes: the same message, expiry removed, login after 6 s.
 */
export function SessionKeeper() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const { data: user } = useQuery(userQuery())
  const loggedIn = Boolean(user)
  const ending = useRef(false)

  useEffect(() => {
    // spec §4: the stored expiry exists only while logged in (also after a server-side logout),
    // and not again once the session is ending: the switch to the guest follows 6 s later.
    if (user && !ending.current) storeExpiry(user.token.exp)
    else if (user === null) {
      ending.current = false
      removeStoredExpiry()
    }
  }, [user])

  useEffect(() => {
    if (!loggedIn) return
    ending.current = false
    const endSession = (delayMs: number) => {
      if (ending.current) return
      ending.current = true
      notify(messages.session.autoLogout, 'error')
      removeStoredExpiry()
      const here = router.state.location.href
      window.setTimeout(() => {
        // Loaded when needed, so the first load of every page does not carry it (docs/decisions/030-home-js.md).
        void import('./switchSession')
          .then(({ switchSession }) => switchSession(queryClient, null))
          .then(() => router.navigate({ href: loginPathFor(here) }))
      }, delayMs)
    }
    const unsubscribe = onApiResponse(({ status, path, sessionExpires }) => {
      // An answer that arrives while the session is ending (a click during the message) must not
      // bring its expiry back.
      if (sessionExpires && !ending.current) storeExpiry(sessionExpires)
      // docs/architecture.md §4: react to 401 only while logged in, never to the login call itself,
      // nor on the logout page: there the session ends on purpose, and a read that was under way
      // answers 401 before the page has switched to the guest (docs/decisions/061-home-desk-and-session-switch.md).
      if (status === 401 && path !== '/api/auth/login' && router.state.location.pathname !== LOGOUT_PATH) endSession(0)
    })
    const keepAlive = window.setInterval(() => {
      void api('/api/core/topmenu', TopMenuResponseSchema).catch(() => undefined)
    }, KEEP_ALIVE_MS)
    const expiryCheck = window.setInterval(() => {
      const exp = readStoredExpiry()
      if (exp !== null && exp * 1000 <= Date.now()) endSession(EXPIRED_REDIRECT_MS)
    }, 5000)
    return () => {
      unsubscribe()
      window.clearInterval(keepAlive)
      window.clearInterval(expiryCheck)
    }
  }, [loggedIn, queryClient, router])

  return null
}
