import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { DeskResponse } from '../../../contract/schemas/desk'
import { AppLink } from '../../ui/AppLink'
import { Icon, type IconName } from '../../ui/Icon'
import { deliveriesMessages } from '../account/deliveries/deliveriesMessages'
import { ordersMessages } from '../account/orders/ordersMessages'
import { ReorderButton } from '../account/orders/ReorderButton'
import { useStoreFormat } from '../session/useStoreFormat'
import { deskMessages as t } from './deskMessages'
import { deskQuery } from './deskQuery'

/**
 * The buyer's desk (docs/decisions/061-home-desk-and-session-switch.md): what a clinic orders and
 * waits for, from one read. Loaded as its own chunk (HomePage's React.lazy), so a guest's home
 * never loads it; it suspends on the desk read behind the home page's one deferred boundary.
 * A part outside the user's scope is null and left out (spec §6).
 *
 * A failed read costs the desk alone: its own error boundary (the router's CatchBoundary, already
 * in every page's code) says so with a retry, and the rest of the home stays.
 */
export default function CustomerDesk({ navId }: { navId: string }) {
  return (
    <CatchBoundary getResetKey={() => navId} errorComponent={DeskFailed}>
      <Desk navId={navId} />
    </CatchBoundary>
  )
}

/** The desk's error state: a Finnish sentence and a retry that reads the desk again. */
function DeskFailed({ reset }: ErrorComponentProps) {
  const queryReset = useQueryErrorResetBoundary()
  return (
    <section
      role="alert"
      className="card flex flex-col items-start gap-4 sm:flex-row sm:items-center"
      data-testid="home-desk-failed"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <Icon name="alert" size="m" />
      </span>
      <p className="flex-1 text-ink">{t.failed}</p>
      <button
        type="button"
        className="btn-primary w-full sm:w-auto"
        onClick={() => {
          // The failed read is asked again when the desk renders anew, not served from the cache's error.
          queryReset.reset()
          reset()
        }}
      >
        {t.retry}
      </button>
    </section>
  )
}

function Desk({ navId }: { navId: string }) {
  const { data } = useSuspenseQuery(deskQuery(navId))
  return (
    <section aria-labelledby="home-desk" data-testid="home-desk">
      <h2 id="home-desk" className="sr-only">
        {t.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {data.orders ? <LastOrders navId={navId} orders={data.orders} /> : null}
        <Requests requests={data.requests} />
        {data.lists ? <Lists lists={data.lists} /> : null}
        {data.deliveries ? <Deliveries deliveries={data.deliveries} /> : null}
        {data.invoices ? <Invoices invoices={data.invoices} /> : null}
      </div>
    </section>
  )
}

function Part(props: {
  id: string
  title: string
  icon: IconName
  more?: { href: string; label: string }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`desk-${props.id}`} className="card flex flex-col gap-3" data-testid={`desk-${props.id}`}>
      <h3 id={`desk-${props.id}`} className="flex items-center gap-2 font-semibold text-ink">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name={props.icon} size="s" />
        </span>
        {props.title}
      </h3>
      {props.children}
      {props.more ? (
        <AppLink href={props.more.href} className="link tap mt-auto inline-flex items-center self-start text-sm">
          {props.more.label}
        </AppLink>
      ) : null}
    </section>
  )
}

const empty = (text: string) => <p className="text-sm text-ink-muted">{text}</p>

function LastOrders({ navId, orders }: { navId: string; orders: NonNullable<DeskResponse['orders']> }) {
  const format = useStoreFormat()
  return (
    <Part id="orders" title={t.lastOrders} icon="package" more={{ href: '/account/order', label: t.allOrders }}>
      {orders.length === 0 ? empty(t.noOrders) : null}
      <ul className="flex flex-col divide-y divide-line">
        {orders.map((order) => (
          <li
            key={order.order_number}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="desk-order"
          >
            <div className="min-w-0">
              <AppLink href={`/account/order/${order.order_number}`} className="link font-semibold">
                {t.orderTitle(order.order_number)}
              </AppLink>
              <p className="text-sm text-ink-muted">
                {t.orderLine(format.date(order.created_at), order.item_count)} · {ordersMessages.statuses[order.status]}
              </p>
              <p className="text-sm font-semibold text-ink">{format.money(order.grand_total.value)}</p>
            </div>
            {order.status === 'cancelled' ? null : (
              <ReorderButton navId={navId} orderNumber={order.order_number} className="btn-secondary" />
            )}
          </li>
        ))}
      </ul>
    </Part>
  )
}

function Requests({ requests }: { requests: DeskResponse['requests'] }) {
  const { toApprove, toSend, mine } = requests
  const nothing = !toApprove && !toSend && !mine
  return (
    <Part id="requests" title={t.requests} icon="check">
      {nothing ? empty(t.noRequests) : null}
      {toApprove ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-ink">{t.toApprove(toApprove)}</p>
          <AppLink href="/account/approvals" className="btn-primary self-start">
            {t.approve}
          </AppLink>
        </div>
      ) : null}
      {toSend ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-ink">{t.toSend(toSend)}</p>
          <AppLink href="/cart" className="btn-primary self-start">
            {t.send}
          </AppLink>
        </div>
      ) : null}
      {mine ? (
        <p className="text-sm text-ink-muted">
          {t.mine(mine)}{' '}
          <AppLink href="/account/approvals" className="link">
            {t.myRequests}
          </AppLink>
        </p>
      ) : null}
    </Part>
  )
}

function Lists({ lists }: { lists: NonNullable<DeskResponse['lists']> }) {
  return (
    <Part id="lists" title={t.lists} icon="list" more={{ href: '/account/shoppinglist', label: t.allLists }}>
      {lists.length === 0 ? empty(t.noLists) : null}
      <ul className="flex flex-col divide-y divide-line">
        {lists.map((list) => (
          <li key={list.id} className="py-2" data-testid="desk-list">
            <AppLink href={`/account/shoppinglist/${list.id}`} className="link font-semibold">
              {list.title}
            </AppLink>
            <p className="text-sm text-ink-muted">
              {t.listItems(list.item_count)}
              {list.own ? (list.shared ? ` · ${t.sharedOwn}` : '') : ` · ${t.sharedBy(list.owner_name)}`}
            </p>
          </li>
        ))}
      </ul>
    </Part>
  )
}

function Deliveries({ deliveries }: { deliveries: NonNullable<DeskResponse['deliveries']> }) {
  return (
    <Part
      id="deliveries"
      title={t.deliveries}
      icon="package"
      more={deliveries.count > 0 ? { href: '/account/delivery', label: t.allDeliveries(deliveries.count) } : undefined}
    >
      {deliveries.count === 0 ? empty(t.noDeliveries) : null}
      <ul className="flex flex-col divide-y divide-line">
        {deliveries.items.map((delivery) => (
          <li key={delivery.id} className="flex items-center justify-between gap-2 py-2" data-testid="desk-delivery">
            <AppLink href={`/account/delivery/${delivery.id}`} className="link text-sm">
              {t.deliveryOf(delivery.order_number, delivery.carrier_name)}
            </AppLink>
            <span className="badge-neutral">{deliveriesMessages.steps[delivery.status]}</span>
          </li>
        ))}
      </ul>
    </Part>
  )
}

function Invoices({ invoices }: { invoices: NonNullable<DeskResponse['invoices']> }) {
  const format = useStoreFormat()
  return (
    <Part id="invoices" title={t.invoices} icon="receipt" more={{ href: '/account/invoice', label: t.allInvoices }}>
      {invoices.count === 0 ? (
        empty(t.noInvoices)
      ) : (
        <p className="text-ink">
          <span className="font-semibold">{t.invoiceSummary(invoices.count)}</span>,{' '}
          {format.money(invoices.total.value)}
          {invoices.overdue > 0 ? <span className="badge-accent ml-2">{t.overdue(invoices.overdue)}</span> : null}
        </p>
      )}
    </Part>
  )
}
