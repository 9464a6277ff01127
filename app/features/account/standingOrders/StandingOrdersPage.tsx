import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import type { StandingOrderSummary } from '#contract/schemas/standingOrders'
import { dayLabel } from '../../checkout/calendarDays'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { EmptyState, PageHeader } from '../AccountPageStates'
import { NewStandingOrderPage, newStandingFrom } from './NewStandingOrderPage'
import { standingOrdersQuery } from './queries'
import { StandingStatusBadge } from './StandingStatusBadge'
import { standingOrdersMessages as m } from './standingOrdersMessages'

/** /account/standing-orders (docs/decisions/079-standing-orders.md): each standing order with its next run. */
export function StandingOrdersPage({ navId }: { navId: string }) {
  const { items, manages_all } = useSuspenseQuery(standingOrdersQuery(navId)).data
  // "Tee vakiotilaus" from the cart, a list or an order opens the new standing order's form here.
  const making = newStandingFrom(useRouterState({ select: (s) => s.location.search as Record<string, unknown> }))
  if (making) return <NewStandingOrderPage navId={navId} from={making.from} name={making.name} />
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} lead={m.intro} />
      {items.length === 0 ? (
        <EmptyState
          icon="repeat"
          title={m.empty}
          text={m.emptyNext}
          testId="standing-orders-empty"
          action={
            <Link to="/account/shoppinglist" className="btn-secondary w-full sm:w-auto">
              {m.toLists}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="standing-orders">
          {items.map((item) => (
            <StandingOrderCard key={item.id} item={item} showOwner={manages_all} />
          ))}
        </ul>
      )}
    </div>
  )
}

function StandingOrderCard({ item, showOwner }: { item: StandingOrderSummary; showOwner: boolean }) {
  const next = item.next_run
  return (
    <li className="card flex flex-col gap-2" data-testid="standing-order-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AppLink
          href={`/account/standing-orders/${item.id}`}
          className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {item.name}
        </AppLink>
        <StandingStatusBadge status={item.status} />
      </div>
      <p className="text-sm text-ink-muted">
        {item.schedule_text} · {m.lineCount(item.line_count)}
        {showOwner && !item.mine ? ` · ${m.owner(item.owner_name)}` : ''}
      </p>
      <p className="flex items-center gap-2 text-sm" data-testid="standing-order-next">
        <Icon name="truck" size="s" className="text-ink-muted" />
        {next ? (
          <span>
            {m.nextRun}: <strong>{dayLabel(next.dispatch_date)}</strong>
            {next.moved_because ? <span className="text-ink-muted"> ({next.moved_because})</span> : null}
          </span>
        ) : (
          <span className="text-ink-muted">{m.noNextRun}</span>
        )}
      </p>
    </li>
  )
}
