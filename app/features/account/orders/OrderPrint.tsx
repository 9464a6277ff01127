import { useSuspenseQuery } from '@tanstack/react-query'
import { shippingRows } from '../../../lib/shippingRows'
import { useStoreFormat } from '../../session/useStoreFormat'
import { messages } from '../../../lib/messages'
import { AddressBlock } from './AddressBlock'
import { PrintSheet } from '../PrintFrame'
import { OrderDetailsBlock } from './OrderDetailsBlock'
import { OrderLines } from './OrderLines'
import { OrderTotals } from './OrderTotals'
import { orderQuery } from './queries'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ordersMessages } from './ordersMessages'

/**
 * spec §2 /account/order/{id}/print: the order alone, without the site's navigation, on the
 * print views' sheet (../PrintFrame.tsx).
 */
export function OrderPrint({ navId, orderNumber }: { navId: string; orderNumber: string }) {
  const { date, money } = useStoreFormat()
  const { order } = useSuspenseQuery(orderQuery(navId, orderNumber)).data
  const shipping = order.shipping_method
  return (
    <PrintSheet
      testId="order-print"
      back={{ href: `/account/order/${encodeURIComponent(order.order_number)}`, label: ordersMessages.backToOrder }}
      printedFrom={ordersMessages.printedFrom(messages.site.name)}
      title={ordersMessages.detailTitle(order.order_number)}
      badge={<OrderStatusBadge status={order.status} />}
      facts={
        <>
          {ordersMessages.placedOn(date(order.created_at))} · {ordersMessages.channels[order.channel]}
          {order.external ? ` (${order.external.source_system}, ${order.external.external_reference})` : ''}
        </>
      }
    >
      <section className="grid gap-4 xs:grid-cols-2" aria-label={ordersMessages.shippingAddress}>
        <AddressBlock title={ordersMessages.shippingAddress} address={order.shipping_address} />
        <AddressBlock title={ordersMessages.billingAddress} address={order.billing_address} />
        <div>
          <h3 className="text-sm font-semibold text-ink-muted">{ordersMessages.shippingMethod}</h3>
          <p className="mt-1">
            {shipping
              ? shippingRows(shipping.carrier_title, shipping.amount.value)
                  .map((r) => `${r.name || shipping.carrier_code} ${money(r.value)}`)
                  .join(', ')
              : ordersMessages.notGiven}
          </p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink-muted">{ordersMessages.paymentMethod}</h3>
          <p className="mt-1">{order.payment_method?.title ?? ordersMessages.notGiven}</p>
        </div>
        <OrderDetailsBlock details={order} className="xs:col-span-2" />
      </section>

      <OrderLines lines={order.items} title={ordersMessages.lines} />

      <section className="xs:ml-auto xs:w-80 print:ml-auto print:w-80" aria-labelledby="print-totals-title">
        <h2 id="print-totals-title" className="sr-only">
          {ordersMessages.totals}
        </h2>
        <OrderTotals totals={order.totals} shippingBreakdown={shipping?.carrier_title} />
      </section>
    </PrintSheet>
  )
}
