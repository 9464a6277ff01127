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
import { InvoiceStatusBadge } from './InvoiceStatusBadge'
import { formatCalendarDate } from './paymentFormat'
import { InvoiceCustomer } from './InvoiceCustomer'
import { PaymentDetails } from './PaymentDetails'
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
        <div className="flex flex-col gap-2 xs:flex-row xs:flex-wrap">
          {/* The accounting department's copy: the browser's print or PDF of the print view (spec §2). */}
          <Link
            to="/account/invoice/$invoiceNumber/print"
            params={{ invoiceNumber: invoice.invoice_number }}
            className="btn-secondary"
            data-testid="invoice-print-link"
          >
            {invoicesMessages.print}
          </Link>
          {/* The bookkeeper's file for the accounting system, in either Finnish format (docs/decisions/084-einvoices.md). */}
          {(['finvoice', 'peppol'] as const).map((format) => (
            <a
              key={format}
              href={`/api/customer/invoices/${encodeURIComponent(invoice.invoice_number)}/${format}.xml`}
              download
              className="btn-secondary"
              data-testid={`invoice-download-${format}`}
            >
              <Icon name="download" size="s" />
              {invoicesMessages.download[format]}
            </a>
          ))}
        </div>
      </header>

      <PaymentDetails invoice={invoice} />

      <OrderLines lines={invoice.items} title={invoicesMessages.lines} />

      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="card grid gap-4 xs:grid-cols-2 md:grid-cols-1 lg:grid-cols-2"
          aria-label={invoicesMessages.customer}
        >
          <AddressBlock title={invoicesMessages.billingAddress} address={invoice.billing_address} />
          <InvoiceCustomer customer={invoice.customer} />
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
