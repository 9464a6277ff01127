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
import { MedicineRecordForm } from './MedicineRecordForm'
import { deliveryListQuery } from './queries'
import { deliveriesMessages } from './deliveriesMessages'
import { DOCUMENT_CARD_CLASS, DocumentCardBody } from '../DocumentCard'

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
      pastTheEnd={
        data.total_count > 0
          ? { icon: 'package', title: deliveriesMessages.pageEmpty, firstPageHref: '/account/delivery' }
          : undefined
      }
      empty={
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
      }
    >
      <MedicineRecordForm />
    </AccountListPage>
  )
}

function DeliveryCard({ delivery }: { delivery: DeliverySummary }) {
  const { date } = useStoreFormat()
  return (
    <li>
      <Link
        to="/account/delivery/$id"
        params={{ id: String(delivery.id) }}
        className={DOCUMENT_CARD_CLASS}
        data-testid="delivery-card"
      >
        <DocumentCardBody
          leading={
            <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 xs:flex">
              <Icon name="package" size="s" />
            </span>
          }
          title={delivery.carrier_name || carrierLabel(delivery.carrier)}
          badges={<DeliveryStatusBadge status={delivery.status} />}
        >
          <p className="text-sm text-ink-muted">
            {deliveriesMessages.trackingCode}{' '}
            <span className="inline-block max-w-full break-all font-mono text-ink">{delivery.tracking_code}</span>
          </p>
          <p className="text-sm text-ink-muted">
            {deliveriesMessages.order} {delivery.order_number} · {deliveriesMessages.updated}{' '}
            {date(delivery.updated_at)}
          </p>
        </DocumentCardBody>
      </Link>
    </li>
  )
}
