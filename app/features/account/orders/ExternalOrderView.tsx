import { useSuspenseQuery } from '@tanstack/react-query'
import { useStoreFormat } from '../../session/useStoreFormat'
import { BackLink } from '../AccountPageStates'
import { OrderLines } from './OrderLines'
import { OrderTotals } from './OrderTotals'
import { externalOrderQuery } from './queries'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ordersMessages } from './ordersMessages'

/** spec §2 /account/order/{id}/external: an order of another sales channel as the ERP has it. */
export function ExternalOrderView({ navId, orderNumber }: { navId: string; orderNumber: string }) {
  const { date } = useStoreFormat()
  const { order } = useSuspenseQuery(externalOrderQuery(navId, orderNumber)).data
  const facts = [
    { term: ordersMessages.sourceSystem, value: order.source_system },
    { term: ordersMessages.externalReference, value: order.external_reference },
    { term: ordersMessages.orderedBy, value: order.ordered_by },
    { term: ordersMessages.date, value: date(order.created_at) },
  ]
  return (
    <article className="flex flex-col gap-6" data-testid="external-order-view">
      <header className="flex flex-col gap-3">
        <BackLink href={`/account/order/${encodeURIComponent(order.order_number)}`}>
          {ordersMessages.backToOrder}
        </BackLink>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{ordersMessages.externalTitle(order.order_number)}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-ink-muted">{ordersMessages.externalLead}</p>
      </header>

      <dl className="card grid gap-x-8 gap-y-4 xs:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-sm text-ink-muted">{fact.term}</dt>
            <dd className="mt-0.5 break-words font-semibold text-ink">{fact.value || ordersMessages.notGiven}</dd>
          </div>
        ))}
        {order.note ? (
          <div className="min-w-0 xs:col-span-2">
            <dt className="text-sm text-ink-muted">{ordersMessages.note}</dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-ink">{order.note}</dd>
          </div>
        ) : null}
      </dl>

      <OrderLines lines={order.items} title={ordersMessages.lines} />

      <section className="card md:ml-auto md:w-1/2" aria-labelledby="external-totals-title">
        <h2 id="external-totals-title" className="section-title mb-3">
          {ordersMessages.totals}
        </h2>
        <OrderTotals totals={order.totals} />
      </section>
    </article>
  )
}
