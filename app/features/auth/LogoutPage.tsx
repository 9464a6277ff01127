import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { api } from '../../lib/api'
import { messages } from '../../lib/messages'
import { Spinner } from '../../ui/Spinner'
import { removeStoredExpiry } from '../session/expiry'
import { switchSession } from '../session/switchSession'

/** spec §4: logout calls the server, ignores any failure, clears user and tokens; then home. */
export function LogoutPage() {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    void (async () => {
      await api('/api/auth/logout', v.unknown(), { method: 'POST' }).catch(() => undefined)
      if (cancelled) return
      removeStoredExpiry()
      // The guest's page in one render: the guest's shell is read before the customer's is dropped.
      await switchSession(queryClient, null)
      if (cancelled) return
      await router.navigate({ to: '/', replace: true })
    })()
    return () => {
      cancelled = true
    }
  }, [queryClient, router])
  return (
    <div
      className="page-container flex items-center justify-center gap-3 py-16 text-ink-muted"
      data-testid="logout-page"
    >
      <Spinner size="m" />
      {messages.logout.inProgress}
    </div>
  )
}
