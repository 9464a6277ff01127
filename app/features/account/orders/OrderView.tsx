import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { OrderDetail } from '#contract/schemas/orders'
import { shippingRows } from '../../../lib/shippingRows'
import { useStoreFormat } from '../../session/useStoreFormat'
import { Icon } from '../../../ui/Icon'
import { carrierLabel, DeliveryStatusBadge } from '../deliveries/DeliveryStatusBadge'
import { InvoiceStatusBadge } from '../invoices/InvoiceStatusBadge'
import { AddressBlock } from './AddressBlock'
import { BackLink } from '../AccountPageStates'
import { OrderDetailsBlock } from './OrderDetailsBlock'
import { OrderLines } from './OrderLines'
import { ReorderPanel } from './ReorderPanel'
import { MakeStandingOrderLink } from '../standingOrders/MakeStandingOrderLink'
import { OrderTotals } from './OrderTotals'
import { orderQuery } from './queries'
import { AppLink } from '../../../ui/AppLink'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ordersMessages } from './ordersMessages'

/** spec §2 /account/order/{id}: lines, totals, addresses, methods, its deliveries and invoices. */
export function OrderView({ navId, orderNumber }: { navId: string; orderNumber: string }) {
  const { date } = useStoreFormat()
  const { order } = useSuspenseQuery(orderQuery(navId, orderNumber)).data
  return (
    <article className="flex flex-col gap-6" data-testid="order-view">
      <header className="flex flex-col gap-3">
        <BackLink href="/account/order">{ordersMessages.backToList}</BackLink>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{ordersMessages.detailTitle(order.order_number)}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-ink-muted">
          {ordersMessages.placedOn(date(order.created_at))} · {ordersMessages.channels[order.channel]}
          {order.external ? ` (${order.external.source_system})` : ''}
        </p>
        {order.standing_order ? (
          <p className="flex items-center gap-2" data-testid="order-standing-order">
            <Icon name="repeat" size="s" className="text-ink-muted" />
            {ordersMessages.fromStandingOrder}{' '}
            <AppLink
              href={`/account/standing-orders/${order.standing_order.id}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {order.standing_order.name}
            </AppLink>
          </p>
        ) : null}
        <div className="flex flex-col gap-2 xs:flex-row xs:flex-wrap">
          <Link
            to="/account/order/$orderNumber/print"
            params={{ orderNumber: order.order_number }}
            className="btn-secondary"
            data-testid="order-print-link"
          >
            {ordersMessages.printView}
          </Link>
          {order.channel === 'external' ? (
            <Link
              to="/account/order/$orderNumber/external"
              params={{ orderNumber: order.order_number }}
              className="btn-secondary"
              data-testid="order-external-link"
            >
              {ordersMessages.externalLink}
              <Icon name="chevron-right" size="s" />
            </Link>
          ) : null}
        </div>
      </header>

      <OrderLines lines={order.items} title={ordersMessages.lines} />
      <ReorderPanel navId={navId} orderNumber={order.order_number} lines={order.items} />
      <MakeStandingOrderLink search={{ from: 'order', order: order.order_number }} className="self-start" />

      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="card grid gap-4 xs:grid-cols-2 md:grid-cols-1 lg:grid-cols-2"
          aria-label={ordersMessages.shippingAddress}
        >
          <AddressBlock title={ordersMessages.shippingAddress} address={order.shipping_address} />
          <AddressBlock title={ordersMessages.billingAddress} address={order.billing_address} />
          <MethodBlock title={ordersMessages.shippingMethod}>
            {order.shipping_method ? <ShippingMethod method={order.shipping_method} /> : null}
          </MethodBlock>
          <MethodBlock title={ordersMessages.paymentMethod}>{order.payment_method?.title}</MethodBlock>
          <OrderDetailsBlock details={order} className="xs:col-span-2 md:col-span-1 lg:col-span-2" />
        </section>
        <section className="card h-fit" aria-labelledby="order-totals-title">
          <h2 id="order-totals-title" className="section-title mb-3">
            {ordersMessages.totals}
          </h2>
          <OrderTotals totals={order.totals} shippingBreakdown={order.shipping_method?.carrier_title} />
        </section>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <OrderDeliveries deliveries={order.deliveries} />
        <OrderInvoices invoices={order.invoices} />
      </div>
    </article>
  )
}

function MethodBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      <div className="mt-1 break-words text-ink">{children || ordersMessages.notGiven}</div>
    </div>
  )
}

function ShippingMethod({ method }: { method: NonNullable<OrderDetail['shipping_method']> }) {
  const { money } = useStoreFormat()
  // The method and each surcharge on a line of its own (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
  const [first, ...surcharges] = shippingRows(method.carrier_title, method.amount.value)
  return (
    <>
      {first?.name || carrierLabel(method.carrier_code)}
      <span className="block text-sm text-ink-muted tabular-nums">{money(first?.value ?? method.amount.value)}</span>
      {surcharges.map((s) => (
        <span key={s.name} className="block text-sm text-ink-muted tabular-nums">
          {s.name} {money(s.value)}
        </span>
      ))}
    </>
  )
}

function OrderDeliveries({ deliveries }: { deliveries: OrderDetail['deliveries'] }) {
  return (
    <section className="card" aria-labelledby="order-deliveries-title" data-testid="order-deliveries">
      <h2 id="order-deliveries-title" className="section-title">
        {ordersMessages.deliveries}
      </h2>
      {deliveries.length > 0 ? (
        <ul className="mt-2 divide-y divide-line">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <Link
                to="/account/delivery/$id"
                params={{ id: String(delivery.id) }}
                className="tap flex items-center justify-between gap-3 py-2 hover:text-brand-800"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{carrierLabel(delivery.carrier)}</span>
                  <span className="block break-all text-sm text-ink-muted">{delivery.tracking_code}</span>
                </span>
                <span className="flex items-center gap-2">
                  <DeliveryStatusBadge status={delivery.status} />
                  <Icon name="chevron-right" size="s" className="text-ink-muted print:hidden" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">{ordersMessages.noDeliveries}</p>
      )}
    </section>
  )
}

function OrderInvoices({ invoices }: { invoices: OrderDetail['invoices'] }) {
  return (
    <section className="card" aria-labelledby="order-invoices-title" data-testid="order-invoices">
      <h2 id="order-invoices-title" className="section-title">
        {ordersMessages.invoices}
      </h2>
      {invoices.length > 0 ? (
        <ul className="mt-2 divide-y divide-line">
          {invoices.map((invoice) => (
            <li key={invoice.invoice_number}>
              <Link
                to="/account/invoice/$invoiceNumber"
                params={{ invoiceNumber: invoice.invoice_number }}
                className="tap flex items-center justify-between gap-3 py-2 hover:text-brand-800"
              >
                <span className="font-semibold">{invoice.invoice_number}</span>
                <span className="flex items-center gap-2">
                  <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
                  <Icon name="chevron-right" size="s" className="text-ink-muted" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-muted">{ordersMessages.noInvoices}</p>
      )}
    </section>
  )
}
