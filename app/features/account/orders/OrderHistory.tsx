import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { OrderHistorySearch } from '#contract/schemas/accountListSearch'
import {
  filterParams,
  MAX_PRODUCT_FILTER,
  MAX_REFERENCE_FILTER,
  ORDER_FILTER_ENTRIES,
  readFilters,
} from '#contract/schemas/historyFilters'
import { ORDER_STATUSES, type OrderSummary } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { messages } from '../../../lib/messages'
import { Icon } from '../../../ui/Icon'
import { EmptyState } from '../AccountPageStates'
import { HistoryFilterForm, type FilterField } from '../history/HistoryFilterForm'
import { historyMessages } from '../history/historyMessages'
import { DocumentTable } from '../DocumentTable'
import { pageCount, pageHref } from '../../../ui/Pager'
import { AccountListPage } from '../AccountListPage'
import { orderListQuery } from './queries'
import { standingOrdersQuery } from '../standingOrders/queries'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ReorderButton } from './ReorderButton'
import { ordersMessages } from './ordersMessages'
import { DocumentCardBody } from '../DocumentCard'

const FILTER_FIELDS: readonly FilterField[] = [
  { name: 'from', label: historyMessages.from, kind: 'date' },
  { name: 'to', label: historyMessages.to, kind: 'date' },
  {
    name: 'status',
    label: historyMessages.status,
    kind: 'select',
    options: ORDER_STATUSES.map((status) => ({ value: status, label: ordersMessages.statuses[status] })),
  },
  { name: 'reference', label: historyMessages.reference, kind: 'text', maxLength: MAX_REFERENCE_FILTER },
  {
    name: 'product',
    label: historyMessages.product,
    kind: 'text',
    help: historyMessages.productHelp,
    maxLength: MAX_PRODUCT_FILTER,
  },
]

/**
 * The history's filters, and "Vakiotilaus" when the user has standing orders
 * (docs/decisions/079-standing-orders.md): read after the page, so the list never waits for it.
 */
function useFilterFields(navId: string): readonly FilterField[] {
  const { data } = useQuery({ ...standingOrdersQuery(navId), staleTime: 60_000 })
  if (!data || data.items.length === 0) return FILTER_FIELDS
  return [
    ...FILTER_FIELDS,
    {
      name: 'standing',
      label: historyMessages.standingOrder,
      kind: 'select',
      options: data.items.map((item) => ({ value: String(item.id), label: item.name })),
    },
  ]
}

/**
 * spec §2 order history: newest first, a table from 992 px up and cards on phones, ?page= paging;
 * filters by date range, status, own reference and product, and the filtered lines as CSV
 * (docs/decisions/036-history-filters-and-csv-export.md), all in the URL.
 */
export function OrderHistory({ navId, page, search }: { navId: string; page: number; search: OrderHistorySearch }) {
  const { filters, errors } = readFilters(ORDER_FILTER_ENTRIES, search)
  const { data } = useSuspenseQuery(orderListQuery(navId, page, filters))
  const fields = useFilterFields(navId)
  const pages = pageCount(data.total_count, data.page_size)
  const filtered = Object.keys(filters).length > 0
  const { page: _page, ...raw } = search
  return (
    <AccountListPage
      testId="order-history"
      title={messages.account.orders}
      lead={ordersMessages.lead}
      aside={
        <Link to="/account/delivery" className="link inline-flex min-h-11 items-center gap-1 font-semibold sm:min-h-0">
          <Icon name="package" size="s" />
          {ordersMessages.toDeliveries}
        </Link>
      }
      count={{ text: historyMessages.orderCount(data.total_count), testId: 'order-count', id: RESULTS_ID, live: false }}
      table={<OrderTable orders={data.items} navId={navId} />}
      cards={data.items.map((order) => (
        <OrderCard key={order.order_number} order={order} navId={navId} />
      ))}
      listLabel={ordersMessages.listLabel}
      page={page}
      pages={pages}
      hrefFor={(n) => pageHref('/account/order', { ...filters, page: n })}
      pastTheEnd={
        data.total_count > 0
          ? { icon: 'package', title: ordersMessages.pageEmpty, firstPageHref: pageHref('/account/order', filters) }
          : undefined
      }
      empty={
        filtered ? (
          <EmptyState
            icon="search"
            title={historyMessages.noMatchingOrders}
            text={historyMessages.noMatchNext}
            testId="orders-no-match"
          />
        ) : (
          <EmptyState
            icon="package"
            title={ordersMessages.noOrders}
            text={ordersMessages.noOrdersNext}
            testId="orders-empty"
            action={
              <Link to="/category/$" params={{ _splat: 'kaikki-tuotteet' }} className="btn-primary w-full sm:w-auto">
                {ordersMessages.browseProducts}
              </Link>
            }
          />
        )
      }
    >
      <HistoryFilterForm
        className="mt-6"
        path="/account/order"
        label={historyMessages.orderFiltersLabel}
        fields={fields}
        values={raw}
        errors={errors}
        csvHref={`/api/customer/orders.csv${query(filterParams(filters))}`}
        active={filtered || Object.keys(errors).length > 0}
        resultsId={RESULTS_ID}
        found={data.total_count === 0 ? historyMessages.noMatchingOrders : ordersMessages.found(data.total_count)}
      />
    </AccountListPage>
  )
}

const RESULTS_ID = 'order-results'

const query = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : '')

function ChannelLabel({ order }: { order: OrderSummary }) {
  return <>{ordersMessages.channels[order.channel]}</>
}

function OrderTable({ orders, navId }: { orders: OrderSummary[]; navId: string }) {
  const { date, money } = useStoreFormat()
  return (
    <DocumentTable
      caption={ordersMessages.listLabel}
      columns={[
        ordersMessages.orderNumber,
        ordersMessages.date,
        ordersMessages.customerReference,
        ordersMessages.status,
        ordersMessages.channel,
        ordersMessages.items,
        ordersMessages.total,
      ]}
      testId="order-table"
      compact
    >
      {orders.map((order) => (
        <tr key={order.order_number} className="hover:bg-surface-alt" data-testid="order-row">
          <th scope="row" className="px-3 py-2 text-left font-semibold">
            <span className="flex items-center gap-1">
              <Link
                to="/account/order/$orderNumber"
                params={{ orderNumber: order.order_number }}
                className="link inline-flex min-h-11 items-center"
              >
                {order.order_number}
              </Link>
              {/* spec §10: reorder from the history without opening the order. */}
              <ReorderButton navId={navId} orderNumber={order.order_number} className="icon-btn" iconOnly />
            </span>
          </th>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{date(order.created_at)}</td>
          <td className="max-w-40 break-words px-3 py-2" data-testid="order-row-reference">
            {order.customerReference}
          </td>
          <td className="px-3 py-2">
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="px-3 py-2 text-ink-muted">
            <ChannelLabel order={order} />
          </td>
          {/* May wrap: at 1280 px beside the account navigation every column must fit (docs/decisions/062-account-lists-print-and-invitations.md). */}
          <td className="px-3 py-2 text-ink-muted">
            {ordersMessages.itemSummary(order.item_count, order.total_quantity)}
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">
            {money(order.grand_total.value)}
          </td>
        </tr>
      ))}
    </DocumentTable>
  )
}

function OrderCard({ order, navId }: { order: OrderSummary; navId: string }) {
  const { date, money } = useStoreFormat()
  // The card holds its order's reorder button, so the button is seen as that order's.
  return (
    <li className="card flex flex-col gap-3 !p-4 hover:border-brand-300" data-testid="order-card">
      <Link
        to="/account/order/$orderNumber"
        params={{ orderNumber: order.order_number }}
        className="flex items-center gap-3"
      >
        <DocumentCardBody
          title={order.order_number}
          badges={<OrderStatusBadge status={order.status} />}
          amount={money(order.grand_total.value)}
        >
          <p className="text-sm text-ink-muted">
            {date(order.created_at)} · <ChannelLabel order={order} />
          </p>
          {order.customerReference ? (
            <p className="break-words text-sm" data-testid="order-card-reference">
              {ordersMessages.customerReference}: {order.customerReference}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">{ordersMessages.itemSummary(order.item_count, order.total_quantity)}</p>
        </DocumentCardBody>
      </Link>
      <ReorderButton navId={navId} orderNumber={order.order_number} className="btn-secondary w-full" />
    </li>
  )
}
