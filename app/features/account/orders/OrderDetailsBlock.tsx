import type { OrderDetails } from '#contract/schemas/cart'
import { formatCalendarDate } from '../invoices/paymentFormat'
import { ordersMessages } from './ordersMessages'

/**
 * The order details the buyer gave at checkout (docs/decisions/035-order-details-and-delivery-dates.md): their own order reference, the
 * requested delivery date (dd.MM.yyyy, spec §1) and the delivery note. Shown by the order view,
 * its print view and the invoice view alike.
 */
export function OrderDetailsBlock({ details, className = '' }: { details: OrderDetails; className?: string }) {
  const rows: [label: string, value: string, testId: string][] = [
    [ordersMessages.customerReference, details.customerReference || ordersMessages.notGiven, 'order-reference'],
    [
      ordersMessages.requestedDeliveryDate,
      details.requestedDeliveryDate
        ? formatCalendarDate(details.requestedDeliveryDate)
        : ordersMessages.firstPossibleDay,
      'order-delivery-date',
    ],
    [ordersMessages.deliveryNote, details.deliveryNote || ordersMessages.notGiven, 'order-delivery-note'],
  ]
  return (
    <dl className={`flex min-w-0 flex-col gap-2 ${className}`} data-testid="order-details">
      {rows.map(([label, value, testId]) => (
        <div key={testId}>
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="whitespace-pre-line break-words text-ink" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
