import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Fragment, useEffect, type ComponentType, type ReactNode } from 'react'
import { AppLink } from '../../ui/AppLink'
import { Icon, type IconName } from '../../ui/Icon'
import { Skeleton } from '../../ui/Skeleton'
import { ErrorView } from '../errors/ErrorPage'
import { accountPageMessages } from './accountPageMessages'

/**
 * The page frame and the loading, empty, error, 403 and 404 states of every account page
 * (orders, invoices, deliveries, shopping lists and the customer's own forms), so they look
 * and read the same everywhere.
 */

/** A sentence and a next step (docs/architecture.md §15: every empty state has both). */
export function EmptyState({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon: IconName
  title: string
  text?: string
  action?: ReactNode
  testId?: string
}) {
  return (
    <div className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center" data-testid={testId}>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} size="m" />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-ink">{title}</p>
        {text ? <p className="mt-1 text-ink-muted">{text}</p> : null}
      </div>
      {action ? <div className="w-full sm:w-auto">{action}</div> : null}
    </div>
  )
}

/** spec §6: the customer's scope lacks this area; say so and where permissions are seen. */
export function ForbiddenNotice({ title, message }: { title: string; message: string }) {
  return (
    <section data-testid="account-forbidden">
      <h1 className="page-title">{title}</h1>
      <div role="alert" className="card mt-6 flex flex-col items-start gap-4 sm:flex-row">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-warn-50 text-warn-900">
          <Icon name="shield" size="m" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-ink">{accountPageMessages.forbiddenTitle}</p>
          <p className="mt-1 text-ink-muted">{message}</p>
          <p className="mt-1 text-ink-muted">{accountPageMessages.forbiddenNext}</p>
        </div>
        <a href="/account/permissions" className="btn-secondary w-full sm:w-auto">
          {accountPageMessages.toPermissions}
        </a>
      </div>
    </section>
  )
}

/**
 * An account page's body, or in its place the ForbiddenNotice when the page's loader found no
 * permission (loadAccountPage's `forbidden`; accountRoute's `headers` make that page a 403).
 * `frame` wraps the notice where the page has no layout (the print view).
 */
export function AccountGate({
  title,
  forbidden,
  frame: Frame = Fragment,
  children,
}: {
  title: string
  forbidden: string | null
  frame?: ComponentType<{ children: ReactNode }>
  children: ReactNode
}) {
  if (!forbidden) return children
  return (
    <Frame>
      <ForbiddenNotice title={title} message={forbidden} />
    </Frame>
  )
}

/** Route errorComponent: a Finnish sentence and a retry that reloads the route's data. */
export function AccountErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  const detail = error instanceof Error && error.message ? error.message : accountPageMessages.loadFailed
  return (
    <section role="alert" className="card flex flex-col items-start gap-4 sm:flex-row" data-testid="account-error">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <Icon name="alert" size="m" />
      </span>
      <div className="flex-1">
        <h1 className="section-title">{accountPageMessages.loadFailedTitle}</h1>
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
        {accountPageMessages.retry}
      </button>
    </section>
  )
}

/** Route notFoundComponent: the shop's 404 view inside the current layout. */
export function AccountNotFound() {
  return <ErrorView status={404} />
}

/** Route pendingComponent of a list page: title bar and rows in the shape of the list. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Loading testId="account-skeleton">
      <Skeleton className="h-8 w-56" />
      <div className="mt-6 flex flex-col gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="card flex items-center gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
    </Loading>
  )
}

/** Route pendingComponent of a document page: heading, a block of lines and a totals box. */
export function DocumentSkeleton() {
  return (
    <Loading testId="account-skeleton">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-8 w-64" />
      <div className="card mt-6 flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </Loading>
  )
}

/** A small "← back" link above a document's heading. */
export function BackLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <AppLink
      href={href}
      className={`tap -ml-2 inline-flex items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 print:hidden ${className ?? ''}`}
    >
      <Icon name="chevron-left" size="s" />
      {children}
    </AppLink>
  )
}

/** Title, a lead sentence and an optional "← back" link above an account form page. */
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
        <BackLink href={back.href} className="mb-1">
          {back.label}
        </BackLink>
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
    <Loading testId="customer-skeleton">
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
    </Loading>
  )
}

/** A page still loading: announced once to screen readers; its placeholder blocks are not. */
function Loading({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <span className="sr-only" role="status">
        {accountPageMessages.loading}
      </span>
      {children}
    </div>
  )
}
