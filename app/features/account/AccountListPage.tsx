import type { ReactNode } from 'react'
import { AppLink } from '../../ui/AppLink'
import type { IconName } from '../../ui/Icon'
import { Pager } from '../../ui/Pager'
import { EmptyState } from './AccountPageStates'
import { ordersMessages } from './orders/ordersMessages'

/**
 * The shell of an account list page (orders, invoices, deliveries, purchase requests): the
 * title and its lead (with a link beside it from 640 px up), the page's own controls, the count
 * the filters leave, then a table from 768 px up with cards on phones (cards alone where the page
 * has no table), the empty state in their place (or, on a page past the last, a way back to
 * the first), and the pager.
 */
export function AccountListPage({
  testId,
  title,
  lead,
  aside,
  children,
  count,
  table,
  cards,
  listLabel,
  empty,
  pastTheEnd,
  page,
  pages,
  hrefFor,
}: {
  testId: string
  title: string
  lead: string
  /** A link beside the lead, e.g. from the orders to the deliveries. */
  aside?: ReactNode
  /** What goes between the lead and the list: summaries, views, filters (each with its own top margin). */
  children?: ReactNode
  /** The number of documents found, announced when the filters change it. */
  /** `live: false` where the page says what a search found itself (HistoryFilterForm's `found`). */
  count?: { text: string; testId: string; id?: string; live?: boolean }
  table?: ReactNode
  cards: ReactNode[]
  listLabel: string
  empty: ReactNode
  /** Given when there are documents but none on this page (a ?page= past the last). */
  pastTheEnd?: { icon: IconName; title: string; firstPageHref: string }
  page: number
  pages: number
  hrefFor: (page: number) => string
}) {
  return (
    <section data-testid={testId}>
      <h1 className="page-title">{title}</h1>
      {aside ? (
        <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-4">
          <p className="text-ink-muted">{lead}</p>
          {aside}
        </div>
      ) : (
        <p className="mt-1 text-ink-muted">{lead}</p>
      )}
      {children}
      {count ? (
        <p
          id={count.id}
          className="mt-4 scroll-mt-32 text-sm text-ink-muted"
          aria-live={count.live === false ? undefined : 'polite'}
          data-testid={count.testId}
        >
          {count.text}
        </p>
      ) : null}
      <div className={count ? 'mt-2' : 'mt-6'}>
        {cards.length > 0 ? (
          <>
            {table}
            <ul className={table ? 'flex flex-col gap-3 md:hidden' : 'flex flex-col gap-3'} aria-label={listLabel}>
              {cards}
            </ul>
          </>
        ) : pastTheEnd ? (
          <EmptyState
            icon={pastTheEnd.icon}
            title={pastTheEnd.title}
            action={
              <AppLink href={pastTheEnd.firstPageHref} className="btn-secondary w-full sm:w-auto">
                {ordersMessages.toFirstPage}
              </AppLink>
            }
          />
        ) : (
          empty
        )}
      </div>
      <Pager className="mt-6" page={page} pages={pages} hrefFor={hrefFor} />
    </section>
  )
}
