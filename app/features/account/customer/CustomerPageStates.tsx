import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { Skeleton } from '../../../ui/Skeleton'
import { ErrorView } from '../../errors/ErrorPage'
import { customerMessages } from './customerMessages'

const t = customerMessages

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

/** spec §6: the user's scope lacks this action; say so, who can help and where permissions are seen. */
export function NoPermission({ title, message }: { title: string; message: string }) {
  return (
    <section data-testid="customer-forbidden">
      <PageHeader title={title} />
      <div role="alert" className="card flex flex-col items-start gap-4 sm:flex-row">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-warn-50 text-warn-900">
          <Icon name="shield" size="m" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-ink">{t.forbidden.title}</p>
          <p className="mt-1 text-ink-muted">{message}</p>
          <p className="mt-1 text-ink-muted">{t.forbidden.next}</p>
        </div>
        <AppLink href="/account/permissions" className="btn-secondary w-full sm:w-auto">
          {t.forbidden.toPermissions}
        </AppLink>
      </div>
    </section>
  )
}

/** Route errorComponent: a Finnish sentence and a retry that reloads the route's data. */
export function CustomerErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  const detail = error instanceof Error && error.message ? error.message : t.common.loadFailed
  return (
    <section role="alert" className="card flex flex-col items-start gap-4 sm:flex-row" data-testid="customer-error">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <Icon name="alert" size="m" />
      </span>
      <div className="flex-1">
        <h1 className="section-title">{t.common.loadFailedTitle}</h1>
        <p className="mt-1 text-ink-muted">{detail}</p>
      </div>
      <button
        type="button"
        className="btn-primary w-full sm:w-auto"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {t.common.retry}
      </button>
    </section>
  )
}

/** Route notFoundComponent: the shop's 404 view inside the account layout. */
export function CustomerNotFound() {
  return <ErrorView status={404} />
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

/** Route pendingComponent of a list page: title and rows in the shape of the list. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="customer-skeleton">
      <span className="sr-only" role="status">
        {t.common.loading}
      </span>
      <Skeleton className="h-8 w-56" />
      <div className="mt-6 flex flex-col gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="card flex flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}
