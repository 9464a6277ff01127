import type { RunHistory } from '#contract/schemas/standingOrders'
import { AppLink } from '../../../ui/AppLink'
import { Badge } from '../../../ui/Badge'
import { dayLabel } from '../../checkout/calendarDays'
import { RUN_TONE } from './NextRuns'
import { standingOrdersMessages as m } from './standingOrdersMessages'

/** The runs done: ordered, requested, skipped or failed, with their order or request. */
export function StandingHistory({ history, id }: { history: RunHistory[]; id: number }) {
  return (
    <section className="card" aria-labelledby="standing-history-title">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="standing-history-title" className="section-title">
          {m.historyTitle}
        </h2>
        <AppLink
          href={`/account/order?standing=${id}`}
          className="link inline-flex min-h-11 items-center text-sm font-semibold sm:min-h-0"
          data-testid="standing-orders-link"
        >
          {m.ordersLink}
        </AppLink>
      </div>
      {history.length === 0 ? (
        <p className="text-ink-muted">{m.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="standing-history">
          {history.map((run) => (
            <li key={run.run_date} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">{dayLabel(run.dispatch_date)}</p>
                {run.message ? <p className="text-sm text-ink-muted">{run.message}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
                <Badge tone={RUN_TONE[run.status]}>{m.runStatus[run.status] ?? run.status}</Badge>
                {run.order_number ? (
                  <AppLink
                    href={`/account/order/${run.order_number}`}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {run.order_number}
                  </AppLink>
                ) : null}
                {run.request_id ? (
                  <AppLink href={`/account/approvals/${run.request_id}`} className="text-brand-800 hover:underline">
                    {m.request(run.request_id)}
                    {run.request_status ? ` (${m.requestStatus[run.request_status] ?? run.request_status})` : ''}
                  </AppLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
