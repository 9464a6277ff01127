import type { ReactNode } from 'react'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { Skeleton } from '../../../ui/Skeleton'
import { customerMessages } from './customerMessages'

const t = customerMessages

/**
 * The form pages' own states; the loading, error, 403 and 404 states shared with every account
 * page are in ../AccountPageStates.tsx.
 */

/** Title, a lead sentence and an optional "← back" link above an account page. */
export function PageHeader({
  title,
  lead,
  back,
  action,
}: {
  title: string
  lead?: string
  back?: { href: string; label: string }
  action?: ReactNode
}) {
  return (
    <header className="mb-6">
      {back ? (
        <AppLink
          href={back.href}
          className="tap -ml-2 mb-1 inline-flex items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Icon name="chevron-left" size="s" />
          {back.label}
        </AppLink>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="page-title">{title}</h1>
          {lead ? <p className="mt-2 max-w-prose text-ink-muted">{lead}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
    </header>
  )
}

/** Route pendingComponent of a form page: title, lead and a card of field-shaped blocks. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <div aria-busy="true" data-testid="customer-skeleton">
      <span className="sr-only" role="status">
        {t.common.loading}
      </span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-3 h-4 w-full max-w-md" />
      <div className="card mt-6 grid gap-4 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}
