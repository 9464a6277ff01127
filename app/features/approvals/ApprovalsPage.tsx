import { useSuspenseQuery } from '@tanstack/react-query'
import type { User } from '../../../contract/schemas/auth'
import { ACCOUNT_PAGE_SIZE } from '../../../contract/schemas/orders'
import type { PurchaseRequestSummary } from '../../../contract/schemas/purchaseRequests'
import { AppLink } from '../../ui/AppLink'
import { Icon } from '../../ui/Icon'
import { pageCount, pageHref } from '../../ui/Pager'
import { AccountListPage } from '../account/AccountListPage'
import { EmptyState } from '../account/AccountPageStates'
import { DocumentTable } from '../account/DocumentTable'
import { canOrder } from '../checkout/canOrder'
import { useStoreFormat } from '../session/useStoreFormat'
import { approvalsMessages as t } from './approvalsMessages'
import { requestListQuery, type RequestView } from './queries'
import { RequestStatusBadge } from './RequestStatusBadge'
import { DOCUMENT_CARD_CLASS, DocumentCardBody } from '../account/DocumentCard'

const PATH = '/account/approvals'

/** An approver (a user with `checkout`) opens on what waits for them; a requester on their own. */
export const defaultView = (user: Pick<User, 'scope'> | null): RequestView => (canOrder(user) ? 'pending' : 'mine')

/**
 * spec §12: /account/approvals. A requester sees their own requests and each one's
 * status; an approver also the requests waiting for them and all of the company's. A table from
 * 768 px up, cards on phones (as the order history).
 */
export function ApprovalsPage({
  navId,
  user,
  view,
  page,
}: {
  navId: string
  user: User | null
  view: RequestView
  page: number
}) {
  const { data } = useSuspenseQuery(requestListQuery(navId, view, page))
  const approver = canOrder(user)
  const views: { view: RequestView; label: string; count?: number }[] = approver
    ? [
        { view: 'pending', label: t.toApprove, count: data.pending_for_me },
        { view: 'all', label: t.all },
        { view: 'mine', label: t.mine },
      ]
    : [{ view: 'mine', label: t.mine }]
  return (
    <AccountListPage
      testId="approvals-page"
      title={t.title}
      lead={t.lead}
      aside={
        user?.scope.includes('permissions') ? (
          <AppLink
            href={`${PATH}/rules`}
            className="link inline-flex min-h-11 items-center gap-1 font-semibold sm:min-h-0"
            data-testid="approval-rules-link"
          >
            <Icon name="shield" size="s" />
            {t.toRules}
          </AppLink>
        ) : null
      }
      count={{ text: t.count(data.total), testId: 'approvals-count' }}
      table={<RequestTable items={data.items} />}
      cards={data.items.map((item) => (
        <RequestCard key={item.id} item={item} />
      ))}
      listLabel={t.listLabel}
      empty={
        view === 'mine' ? (
          <EmptyState
            icon="cart"
            title={t.emptyMine}
            text={t.emptyMineNext}
            testId="approvals-empty"
            action={
              <AppLink href="/cart" className="btn-secondary w-full sm:w-auto">
                {t.toCart}
              </AppLink>
            }
          />
        ) : (
          <EmptyState icon="check" title={t.emptyPending} text={t.emptyPendingNext} testId="approvals-empty" />
        )
      }
      page={page}
      pages={pageCount(data.total, ACCOUNT_PAGE_SIZE)}
      hrefFor={(n) => pageHref(PATH, { view, page: n })}
    >
      {views.length > 1 ? (
        <nav aria-label={t.viewsLabel} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {views.map((v) => (
              <li key={v.view}>
                <AppLink
                  href={pageHref(PATH, { view: v.view })}
                  aria-current={v.view === view ? 'page' : undefined}
                  className={
                    v.view === view
                      ? 'tap inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white'
                      : 'tap inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 text-ink hover:border-brand-300'
                  }
                  data-testid={`approvals-view-${v.view}`}
                >
                  {v.label}
                  {v.count ? (
                    <span className="badge bg-warn-50 text-warn-900" aria-label={t.pendingCount(v.count)}>
                      {v.count}
                    </span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </AccountListPage>
  )
}

function RequestTable({ items }: { items: PurchaseRequestSummary[] }) {
  const { date, money } = useStoreFormat()
  return (
    <DocumentTable
      caption={t.listLabel}
      columns={[t.number, t.created, t.requester, t.status, t.lines, t.subtotal]}
      testId="approvals-table"
    >
      {items.map((item) => (
        <tr key={item.id} className="hover:bg-surface-alt" data-testid="approval-row">
          <th scope="row" className="px-4 py-2 text-left font-semibold">
            <AppLink href={`${PATH}/${item.id}`} className="link inline-flex min-h-11 items-center">
              #{item.id}
            </AppLink>
          </th>
          <td className="whitespace-nowrap px-4 py-2 tabular-nums">{date(item.created_at)}</td>
          <td className="px-4 py-2">{item.requester.name}</td>
          <td className="px-4 py-2">
            <span className="flex flex-wrap items-center gap-1">
              <RequestStatusBadge status={item.status} />
              {item.changed ? <span className="badge-neutral">{t.changedMark}</span> : null}
            </span>
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-ink-muted">{t.lineCount(item.line_count)}</td>
          <td className="whitespace-nowrap px-4 py-2 text-right font-semibold tabular-nums">{money(item.subtotal)}</td>
        </tr>
      ))}
    </DocumentTable>
  )
}

function RequestCard({ item }: { item: PurchaseRequestSummary }) {
  const { date, money } = useStoreFormat()
  return (
    <li>
      <AppLink href={`${PATH}/${item.id}`} className={DOCUMENT_CARD_CLASS} data-testid="approval-card">
        <DocumentCardBody
          title={t.requestTitle(item.id)}
          badges={
            <>
              <RequestStatusBadge status={item.status} />
              {item.changed ? <span className="badge-neutral">{t.changedMark}</span> : null}
            </>
          }
          amount={money(item.subtotal)}
        >
          <p className="text-sm text-ink-muted">
            {date(item.created_at)} · {item.requester.name}
          </p>
          <p className="text-sm text-ink-muted">{t.lineCount(item.line_count)}</p>
        </DocumentCardBody>
      </AppLink>
    </li>
  )
}
