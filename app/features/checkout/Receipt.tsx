import { backorderText, replacesText } from '../../../contract/backorderText'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { OrderDetail } from '../../../contract/schemas/orders'
import { errorMessages } from '../errors/errorMessages'
import { useStoreFormat } from '../session/useStoreFormat'
import { takeApprovedRequest, type ApprovedRequest } from './approvedRequestNote'
import { dayLabel } from './calendarDays'
import { checkoutMessages } from './checkoutMessages'

/**
 * The success page as a receipt (docs/decisions/058-one-page-checkout-and-repeat-orders.md): the
 * order's lines, own reference, requested delivery day, total and a link to the order; for an
 * approver's order, that the purchase request is closed and its requester was told. Without the
 * order's details (a user who may order but not read the history) the number alone is shown.
 */
export function Receipt({ orderNumber, order }: { orderNumber: string | null; order: OrderDetail | null }) {
  const { money } = useStoreFormat()
  const [approved, setApproved] = useState<ApprovedRequest | null>(null)
  useEffect(() => setApproved(takeApprovedRequest()), [])
  const row = 'flex justify-between gap-4'
  return (
    <section className="card mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="checkout-success">
      <div className="flex flex-col items-center gap-2 text-center">
        <h1 className="page-title text-brand-800">{checkoutMessages.successTitle}</h1>
        {orderNumber ? (
          <p className="text-lg font-semibold" data-testid="order-number">
            {checkoutMessages.orderNumber(orderNumber)}
          </p>
        ) : null}
        <p className="text-ink-muted">{checkoutMessages.successLead}</p>
      </div>
      {approved ? (
        <p role="status" className="rounded-md bg-brand-50 px-3 py-2" data-testid="approved-request">
          {checkoutMessages.requestClosed(approved.id, approved.requester)}
        </p>
      ) : null}
      {order ? (
        <>
          <dl className="flex flex-col gap-1 text-sm" data-testid="receipt-details">
            <div className={row}>
              <dt className="text-ink-muted">{checkoutMessages.receiptReference}</dt>
              <dd data-testid="receipt-reference">{order.customerReference || '–'}</dd>
            </div>
            <div className={row}>
              <dt className="text-ink-muted">{checkoutMessages.deliveryDate}</dt>
              <dd data-testid="receipt-delivery-date">
                {order.requestedDeliveryDate ? dayLabel(order.requestedDeliveryDate) : checkoutMessages.receiptFirstDay}
              </dd>
            </div>
          </dl>
          <div>
            <h2 className="section-title mb-2">{checkoutMessages.receiptLines}</h2>
            <ul className="flex flex-col divide-y divide-line text-sm" data-testid="receipt-lines">
              {order.items.map((line) => (
                <li key={line.line_no} className={`${row} py-2`}>
                  <span className="min-w-0">
                    {line.quantity} × {line.name}
                    {line.options ? <span className="text-ink-muted"> ({line.options})</span> : null}
                    {line.replaces ? (
                      <span className="block text-xs text-ink-muted" data-testid="receipt-replaces">
                        {replacesText(line.replaces)}
                      </span>
                    ) : null}
                    {line.backorder ? (
                      <span className="block text-xs font-semibold text-warn-900" data-testid="receipt-backorder">
                        {backorderText(line.backorder)}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0">{money(line.row_total.value)}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className={`${row} border-t border-line pt-2 text-base font-bold`} data-testid="receipt-total">
            <span>{checkoutMessages.receiptTotal}</span>
            <span>{money(order.totals.grand_total.value)}</span>
          </p>
        </>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {orderNumber && order ? (
          <Link
            to="/account/order/$orderNumber"
            params={{ orderNumber }}
            className="btn-primary"
            data-testid="receipt-order-link"
          >
            {checkoutMessages.toOrder(orderNumber)}
          </Link>
        ) : (
          <Link to="/account/order" className="btn-primary">
            {checkoutMessages.toOrders}
          </Link>
        )}
        <Link to="/" className="btn-secondary">
          {errorMessages.toHome}
        </Link>
      </div>
    </section>
  )
}
