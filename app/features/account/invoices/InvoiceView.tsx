import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { InvoiceDetail } from '#contract/schemas/orders'
import { useMayOpen } from '../../session/useMayOpen'
import { useStoreFormat } from '../../session/useStoreFormat'
import { Icon } from '../../../ui/Icon'
import { AddressBlock } from '../orders/AddressBlock'
import { BackLink } from '../AccountPageStates'
import { OrderDetailsBlock } from '../orders/OrderDetailsBlock'
import { OrderLines } from '../orders/OrderLines'
import { OrderTotals } from '../orders/OrderTotals'
import { CopyField } from './CopyField'
import { InvoiceStatusBadge } from './InvoiceStatusBadge'
import { formatCalendarDate, formatReference } from './paymentFormat'
import { invoiceQuery } from './queries'
import { ordersMessages } from '../orders/ordersMessages'
import { invoicesMessages } from './invoicesMessages'

/** spec §2 /account/invoice/{id}: payment details first (what the reader came for), then lines and totals. */
export function InvoiceView({ navId, invoiceNumber }: { navId: string; invoiceNumber: string }) {
  const { date } = useStoreFormat()
  const { invoice } = useSuspenseQuery(invoiceQuery(navId, invoiceNumber)).data
  // A user without `orders` sees the order's number, not a link into a 403 (docs/decisions/049-offer-only-what-is-allowed.md).
  const mayOpen = useMayOpen()
  return (
    <article className="flex flex-col gap-6" data-testid="invoice-view" data-status={invoice.status}>
      <header className="flex flex-col gap-3">
        <BackLink href="/account/invoice">{invoicesMessages.backToList}</BackLink>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="page-title">{invoicesMessages.detailTitle(invoice.invoice_number)}</h1>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <p className="text-ink-muted">
          {invoicesMessages.issuedOn(date(invoice.issued_at))}
          {invoice.order_number ? (
            <>
              {' · '}
              {mayOpen('/account/order') ? (
                <Link to="/account/order/$orderNumber" params={{ orderNumber: invoice.order_number }} className="link">
                  {invoicesMessages.toOrder(invoice.order_number)}
                </Link>
              ) : (
                <span data-testid="invoice-order-number">{invoicesMessages.toOrder(invoice.order_number)}</span>
              )}
            </>
          ) : null}
        </p>
        <StatusNotice invoice={invoice} />
      </header>

      <PaymentDetails invoice={invoice} />

      <OrderLines lines={invoice.items} title={invoicesMessages.lines} />

      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="card grid gap-4 xs:grid-cols-2 md:grid-cols-1 lg:grid-cols-2"
          aria-label={invoicesMessages.customer}
        >
          <AddressBlock title={invoicesMessages.billingAddress} address={invoice.billing_address} />
          <dl className="flex flex-col gap-2">
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.customer}</dt>
              <dd className="break-words">{invoice.customer.company}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.businessId}</dt>
              <dd className="tabular-nums">{invoice.customer.business_id}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.customerNumber}</dt>
              <dd className="tabular-nums">{invoice.customer.customer_number}</dd>
            </div>
          </dl>
          {invoice.order_number ? (
            <OrderDetailsBlock details={invoice} className="xs:col-span-2 md:col-span-1 lg:col-span-2" />
          ) : null}
        </section>
        <section className="card h-fit" aria-labelledby="invoice-totals-title">
          <h2 id="invoice-totals-title" className="section-title mb-3">
            {ordersMessages.totals}
          </h2>
          <OrderTotals totals={invoice.totals} />
        </section>
      </div>
    </article>
  )
}

function StatusNotice({ invoice }: { invoice: InvoiceDetail }) {
  const { date } = useStoreFormat()
  if (invoice.status === 'overdue') {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-md border border-danger-600/40 bg-danger-50 p-3 text-danger-900"
      >
        <Icon name="alert" size="s" className="mt-1" />
        {invoicesMessages.overdueNotice(formatCalendarDate(invoice.due_date))}
      </p>
    )
  }
  if (invoice.status === 'paid' && invoice.paid_at) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-success-600/30 bg-success-50 p-3 text-success-900">
        <Icon name="check" size="s" className="mt-1" />
        {invoicesMessages.paidNotice(date(invoice.paid_at))}
      </p>
    )
  }
  return null
}

function PaymentDetails({ invoice }: { invoice: InvoiceDetail }) {
  const { money } = useStoreFormat()
  const { payment } = invoice
  const overdue = invoice.status === 'overdue'
  const facts = [
    { term: invoicesMessages.recipient, value: payment.recipient },
    { term: invoicesMessages.iban, value: payment.iban },
    { term: invoicesMessages.bic, value: payment.bic },
    { term: invoicesMessages.reference, value: formatReference(payment.reference), testId: 'invoice-reference' },
  ]
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="invoice-payment-title" data-testid="invoice-payment">
      <h2 id="invoice-payment-title" className="section-title">
        {invoicesMessages.payment}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 xs:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-sm text-ink-muted">{fact.term}</dt>
            <dd className="break-words font-semibold tabular-nums text-ink" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-ink-muted">{invoicesMessages.dueDate}</dt>
          <dd className={`font-semibold tabular-nums ${overdue ? 'text-danger-600' : 'text-ink'}`}>
            {formatCalendarDate(payment.due_date)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{invoicesMessages.amountToPay}</dt>
          <dd className="text-xl font-bold tabular-nums text-ink">{money(payment.amount.value)}</dd>
        </div>
      </dl>
      <CopyField label={invoicesMessages.barcode} value={payment.barcode} help={invoicesMessages.barcodeHelp} />
    </section>
  )
}
