import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { DeliverySummary } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { messages } from '../../../lib/messages'
import { Icon } from '../../../ui/Icon'
import { EmptyState } from '../AccountPageStates'
import { pageCount, pageHref } from '../../../ui/Pager'
import { AccountListPage } from '../AccountListPage'
import { carrierLabel, DeliveryStatusBadge } from './DeliveryStatusBadge'
import { deliveryListQuery } from './queries'
import { ordersMessages } from '../orders/ordersMessages'
import { deliveriesMessages } from './deliveriesMessages'

/** spec §2 /account/delivery: the customer's parcels, newest first, ?page= paging. */
export function DeliveryList({ navId, page }: { navId: string; page: number }) {
  const { data } = useSuspenseQuery(deliveryListQuery(navId, page))
  const pages = pageCount(data.total_count, data.page_size)
  return (
    <AccountListPage
      testId="delivery-list"
      title={deliveriesMessages.title}
      lead={deliveriesMessages.lead}
      cards={data.items.map((delivery) => (
        <DeliveryCard key={delivery.id} delivery={delivery} />
      ))}
      listLabel={deliveriesMessages.listLabel}
      page={page}
      pages={pages}
      hrefFor={(n) => pageHref('/account/delivery', { page: n })}
      empty={
        data.total_count > 0 ? (
          <EmptyState
            icon="package"
            title={deliveriesMessages.pageEmpty}
            action={
              <Link to="/account/delivery" className="btn-secondary w-full sm:w-auto">
                {ordersMessages.toFirstPage}
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon="package"
            title={deliveriesMessages.empty}
            text={deliveriesMessages.emptyNext}
            testId="deliveries-empty"
            action={
              <Link to="/account/order" className="btn-secondary w-full sm:w-auto">
                {messages.account.orders}
              </Link>
            }
          />
        )
      }
    />
  )
}

function DeliveryCard({ delivery }: { delivery: DeliverySummary }) {
  const { date } = useStoreFormat()
  return (
    <li>
      <Link
        to="/account/delivery/$id"
        params={{ id: String(delivery.id) }}
        className="card flex items-center gap-3 !p-4 hover:border-brand-300"
        data-testid="delivery-card"
      >
        <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 xs:flex">
          <Icon name="package" size="s" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-brand-800">
              {delivery.carrier_name || carrierLabel(delivery.carrier)}
            </span>
            <DeliveryStatusBadge status={delivery.status} />
          </div>
          <p className="text-sm text-ink-muted">
            {deliveriesMessages.trackingCode}{' '}
            <span className="inline-block max-w-full break-all font-mono text-ink">{delivery.tracking_code}</span>
          </p>
          <p className="text-sm text-ink-muted">
            {deliveriesMessages.order} {delivery.order_number} · {deliveriesMessages.updated}{' '}
            {date(delivery.updated_at)}
          </p>
        </div>
        <Icon name="chevron-right" size="s" className="text-ink-muted" />
      </Link>
    </li>
  )
}
