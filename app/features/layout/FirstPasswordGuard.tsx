import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { userQuery } from '../session/queries'

const SET_PASSWORD = '/account/password'

/**
 * An invited company user (spec §11) who logged in with the invitation's link and has not set a
 * password yet is sent to set one before any other account page (user.mustSetPassword).
 */
export function FirstPasswordGuard() {
  const { data: user } = useQuery(userQuery())
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const router = useRouter()
  const mustSet = user?.mustSetPassword === true
  useEffect(() => {
    if (mustSet && pathname !== SET_PASSWORD) void router.navigate({ href: SET_PASSWORD, replace: true })
  }, [mustSet, pathname, router])
  return null
}
