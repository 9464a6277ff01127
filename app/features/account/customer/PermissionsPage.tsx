import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Icon } from '../../../ui/Icon'
import { Spinner } from '../../../ui/Spinner'
import { PageHeader } from '../AccountPageStates'
import { customerMessages } from './customerMessages'
import { permissionsQuery } from './queries'

const t = customerMessages.permissions

// The company's administration is for the administrator alone and reads its data in the
// browser: its code (users, invitations, roles, the audit trail) loads only for them, so the
// page's first load stays within the route budget of docs/architecture.md §13.
const CompanyAdmin = lazy(() => import('../company/CompanyAdmin').then((m) => ({ default: m.CompanyAdmin })))

/**
 * spec §2 /account/permissions, §6: every known permission, granted or not, with what it allows.
 * A user with `permissions` (the company's administrator, spec §11) also manages the company's
 * users and roles here.
 */
export function PermissionsPage({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(permissionsQuery(navId))
  const admin = data.scope.includes('permissions')
  return (
    <section>
      <PageHeader title={t.title} lead={admin ? t.adminLead : t.lead} />
      {admin ? (
        <Suspense
          fallback={
            <div className="mt-8">
              <Spinner size="m" label={t.loadingAdmin} />
            </div>
          }
        >
          <CompanyAdmin navId={navId} />
        </Suspense>
      ) : null}
      {admin ? <h2 className="mb-4 mt-8 text-xl font-semibold text-ink">{t.ownTitle}</h2> : null}
      <ul
        aria-label={t.listLabel}
        className="divide-y divide-line rounded-lg border border-line bg-white shadow-sm"
        data-testid="permission-list"
      >
        {data.permissions.map((permission) => (
          <li
            key={permission.code}
            className="flex items-start gap-4 px-4 py-4 sm:px-6"
            data-testid="permission-item"
            data-granted={permission.granted}
          >
            <span
              className={
                permission.granted
                  ? 'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-600'
                  : 'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-sunk text-ink-faint'
              }
            >
              <Icon name={permission.granted ? 'check' : 'close'} size="s" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={permission.granted ? 'font-semibold text-ink' : 'font-semibold text-ink-muted'}>
                  {permission.label}
                </span>
                <span className={permission.granted ? 'badge bg-success-50 text-success-900' : 'badge-neutral'}>
                  {permission.granted ? t.granted : t.notGranted}
                </span>
              </div>
              {permission.description ? <p className="mt-1 text-sm text-ink-muted">{permission.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {admin ? null : (
        <p className="mt-4 flex items-start gap-2 text-sm text-ink-muted">
          <Icon name="info" size="s" className="mt-0.5" />
          {t.more}
        </p>
      )}
    </section>
  )
}
