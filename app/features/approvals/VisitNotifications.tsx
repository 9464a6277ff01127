import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { NotificationsResponseSchema } from '../../../contract/schemas/notifications'
import { api } from '../../lib/api'
import { AppLink } from '../../ui/AppLink'
import { Icon } from '../../ui/Icon'
import { userQuery } from '../session/queries'

/** Its own three words, not the approvals pages' messages every account page would then load. */
const t = { notificationsLabel: 'Ilmoitukset', dismiss: 'Merkitse luetuksi', open: 'Avaa' } as const

/** The caller's unread notices (spec §12: "notified on their next visit"); per-user key. */
const notificationsQuery = (navId: string) => ({
  queryKey: ['customer', navId, 'notifications'] as const,
  queryFn: () => api('/api/customer/notifications', NotificationsResponseSchema),
  // Read once a visit: once shown they are marked read, and the list shown stays until dismissed.
  staleTime: Infinity,
})

/**
 * spec §12: what happened to the user's purchase requests since the last visit
 * (approved, changed, rejected), at the top of the account area. Shown once: they are marked
 * read as they appear, and each can be dismissed; a failed load shows nothing.
 */
export function VisitNotifications() {
  const { data: user } = useQuery(userQuery())
  const navId = user?.navId ?? null
  const { data } = useQuery({ ...notificationsQuery(navId ?? 'guest'), enabled: Boolean(navId) })
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set())
  const marked = useRef(new Set<number>())
  const markRead = useMutation({
    mutationFn: (ids: number[]) =>
      api('/api/customer/notifications/read', NotificationsResponseSchema, { method: 'POST', body: { ids } }),
  })
  const items = (data?.items ?? []).filter((item) => !dismissed.has(item.id))
  const { mutate } = markRead
  useEffect(() => {
    const fresh = (data?.items ?? []).map((item) => item.id).filter((id) => !marked.current.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) marked.current.add(id)
    mutate(fresh.slice(0, 100))
  }, [data, mutate])
  if (items.length === 0) return null
  return (
    <section aria-label={t.notificationsLabel} className="mb-4 flex flex-col gap-2" data-testid="visit-notifications">
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex items-start gap-3 rounded-md border-l-4 border-brand-600 bg-brand-50 py-1 pl-4 pr-1 text-sm text-brand-900"
            data-testid="visit-notification"
            data-kind={item.kind}
          >
            <Icon name="info" size="s" className="mt-3 shrink-0" />
            <p className="flex-1 py-2">
              {item.message}
              {item.link ? (
                <>
                  {' '}
                  <AppLink href={item.link} className="link font-semibold">
                    {t.open}
                  </AppLink>
                </>
              ) : null}
            </p>
            <button
              type="button"
              className="icon-btn"
              aria-label={t.dismiss}
              onClick={() => setDismissed((set) => new Set(set).add(item.id))}
              data-testid="visit-notification-dismiss"
            >
              <Icon name="close" size="s" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
