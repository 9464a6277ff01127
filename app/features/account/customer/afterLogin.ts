import type { QueryClient } from '@tanstack/react-query'
import { storeExpiry } from '../../session/expiry'
import { switchSession } from '../../session/switchSession'

/**
 * What the login form and the registration do once the worker has set a new session (spec §4):
 * store the expiry and hand the page to the new user at once (switchSession).
 */
export async function startSession(queryClient: QueryClient, exp: number) {
  storeExpiry(exp)
  return switchSession(queryClient)
}
