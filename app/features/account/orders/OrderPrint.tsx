import { useSuspenseQuery } from '@tanstack/react-query'
import { shippingRows } from '../../../lib/shippingRows'
import { useStoreFormat } from '../../session/useStoreFormat'
import { messages } from '../../../lib/messages'
import { Button } from '../../../ui/Button'
import { Logo } from '../../layout/Logo'
import { AddressBlock } from './AddressBlock'
import { BackLink } from '../AccountPageStates'
import { OrderDetailsBlock } from './OrderDetailsBlock'
import { OrderLines } from './OrderLines'
import { OrderTotals } from './OrderTotals'
import { orderQuery } from './queries'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ordersMessages } from './ordersMessages'

/**
 * spec §2 /account/order/{id}/print: the order alone, without the site's navigation. On paper
 * the buttons disappear and everything is black on white (UnoCSS `print:` variants).
 */
export function OrderPrint({ navId, orderNumber }: { navId: string; orderNumber: string }) {
  const { date, money } = useStoreFormat()
  const { order } = useSuspenseQuery(orderQuery(navId, orderNumber)).data
  const shipping = order.shipping_method
  return (
    <article
      className="mx-auto flex w-full max-w-[800px] flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0 print:text-black print:[&_*]:text-black print:[&_*]:shadow-none"
      data-testid="order-print"
    >
      <div className="flex flex-col gap-3 xs:flex-row xs:items-center xs:justify-between print:hidden">
        <BackLink href={`/account/order/${encodeURIComponent(order.order_number)}`}>
          {ordersMessages.backToOrder}
        </BackLink>
        <Button onClick={() => window.print()} data-testid="print-button">
          {ordersMessages.print}
        </Button>
      </div>

      <header className="flex flex-col gap-4 border-b border-line pb-4 print:border-black">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <Logo />
          <p className="text-sm text-ink-muted">{ordersMessages.printedFrom(messages.site.name)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{ordersMessages.detailTitle(order.order_number)}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-ink-muted">
          {ordersMessages.placedOn(date(order.created_at))} · {ordersMessages.channels[order.channel]}
          {order.external ? ` (${order.external.source_system}, ${order.external.external_reference})` : ''}
        </p>
      </header>

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
    </article>
  )
}
