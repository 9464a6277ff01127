import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuditTrailSearchSchema } from '#contract/schemas/auditTrailSearch'
import { AUDIT_PAGE_SIZE } from '#contract/schemas/auditTrail'
import type { CompanyResponse } from '#contract/schemas/company'
import { formatDate } from '../../../lib/format'
import { pageCount, Pager, pageHref } from '../../../ui/Pager'
import { Spinner } from '../../../ui/Spinner'
import { FormAlert } from '../customer/FormControls'
import { formatTime } from '../deliveries/formatTime'
import { describeAuditEntry } from './auditDescription'
import { auditTrailMessages as t } from './auditTrailMessages'
import { auditTrailQuery } from './auditTrailQueries'

const PATH = '/account/permissions'

/**
 * The company's audit trail on /account/permissions (docs/decisions/047-audit-trail.md): newest
 * first, one page at a time, narrowed to one user by ?auditUser= (so a filtered view can be
 * reloaded and shared). Loaded in the browser after the users, like the rest of the section.
 */
export function AuditTrail({ navId, company }: { navId: string; company: CompanyResponse }) {
  const search = useAuditSearch()
  const navigate = useNavigate()
  const filter = { user: search.auditUser, page: search.auditPage ?? 1 }
  const { data, error, isPending } = useQuery(auditTrailQuery(navId, filter))
  const pages = pageCount(data?.total ?? 0, AUDIT_PAGE_SIZE)
  return (
    <section aria-labelledby="audit-trail-title" className="mt-10" data-testid="audit-trail">
      <h2 id="audit-trail-title" className="text-xl font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.lead}</p>
      <div className="mt-4 max-w-sm">
        <label htmlFor="audit-trail-user" className="field-label">
          {t.filter}
        </label>
        <select
          id="audit-trail-user"
          className="field-select w-full"
          aria-describedby="audit-trail-user-help"
          value={filter.user === undefined ? '' : String(filter.user)}
          onChange={(event) => {
            const user = Number(event.target.value) || undefined
            void navigate({ href: pageHref(PATH, { auditUser: user }), resetScroll: false })
          }}
        >
          <option value="">{t.allUsers}</option>
          {company.users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {`${user.firstname} ${user.lastname}`.trim() || user.email}
              {user.active ? '' : ` ${t.inactive}`}
            </option>
          ))}
        </select>
        <p id="audit-trail-user-help" className="field-help">
          {t.filterHelp}
        </p>
      </div>
      {isPending ? (
        <div className="mt-6">
          <Spinner size="m" label={t.loading} />
        </div>
      ) : error ? (
        <div className="mt-6">
          <FormAlert>{error.message}</FormAlert>
        </div>
      ) : data.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line bg-white px-4 py-6 text-ink-muted">
          {filter.user === undefined ? t.empty : t.emptyFiltered}
        </p>
      ) : (
        <>
          <ol className="mt-6 divide-y divide-line rounded-lg border border-line bg-white" data-testid="audit-entries">
            {data.items.map((entry) => (
              <li key={entry.id} className="px-4 py-3 sm:px-6" data-testid="audit-entry" data-action={entry.action}>
                <p className="break-words text-ink">{describeAuditEntry(entry)}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-muted">
                  <time dateTime={entry.at}>{t.at(formatDate(entry.at), formatTime(entry.at))}</time>
                  <span>{t.by(entry.actor?.name || t.removedUser)}</span>
                </p>
              </li>
            ))}
          </ol>
          <Pager
            className="mt-4"
            page={filter.page}
            pages={pages}
            hrefFor={(page) => pageHref(PATH, { auditUser: filter.user, auditPage: page === 1 ? undefined : page })}
          />
        </>
      )}
    </section>
  )
}

/** ?auditUser= and ?auditPage= of the address, read here rather than by the route (see the route). */
function useAuditSearch() {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const params = new URLSearchParams(searchStr)
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined)
  const parsed = v.safeParse(AuditTrailSearchSchema, { auditUser: number('auditUser'), auditPage: number('auditPage') })
  return parsed.success ? parsed.output : { auditUser: undefined, auditPage: 1 }
}
