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
import { InvoiceStatusBadge, isCreditedInFull } from './InvoiceStatusBadge'
import { formatCalendarDate } from './paymentFormat'
import { InvoiceCustomer } from './InvoiceCustomer'
import { EInvoiceDownloads } from './EInvoiceDownloads'
import { PaymentDetails } from './PaymentDetails'
import { SendingNote } from './SendingNote'
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
          <h1 className="page-title">{invoicesMessages.documentTitle(invoice)}</h1>
          <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} creditedInFull={isCreditedInFull(invoice)} />
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
        <SendingNote sending={invoice.sending} />
        {invoice.credits_invoice_number ? (
          <p
            className="flex items-start gap-2 rounded-md border border-brand-600/30 bg-brand-50 p-3 text-brand-900"
            data-testid="credit-note-notice"
          >
            <Icon name="info" size="s" className="mt-1" />
            <span>
              <Link
                to="/account/invoice/$invoiceNumber"
                params={{ invoiceNumber: invoice.credits_invoice_number }}
                className="link font-semibold"
              >
                {invoicesMessages.creditsInvoice(invoice.credits_invoice_number)}
              </Link>
              . {invoicesMessages.creditNoteNotice}
            </span>
          </p>
        ) : (
          <StatusNotice invoice={invoice} />
        )}
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
          <EInvoiceDownloads invoiceNumber={invoice.invoice_number} />
        </div>
      </header>

      {invoice.kind === 'credit_note' || isCreditedInFull(invoice) ? null : <PaymentDetails invoice={invoice} />}
      <CreditNotes invoice={invoice} />

      <OrderLines
        lines={invoice.items}
        title={invoice.kind === 'credit_note' ? invoicesMessages.creditedLines : invoicesMessages.lines}
      />

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

/** An invoice's credit notes, each to open, and what is still to pay after them. */
function CreditNotes({ invoice }: { invoice: InvoiceDetail }) {
  const { date, money } = useStoreFormat()
  if (invoice.credit_notes.length === 0) return null
  return (
    <section className="card" aria-labelledby="invoice-credit-notes-title" data-testid="invoice-credit-notes">
      <h2 id="invoice-credit-notes-title" className="section-title">
        {invoicesMessages.creditNotes}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {invoice.credit_notes.map((note) => (
          <li key={note.invoice_number}>
            <Link
              to="/account/invoice/$invoiceNumber"
              params={{ invoiceNumber: note.invoice_number }}
              className="tap flex items-center justify-between gap-3 py-2 hover:text-brand-800"
            >
              <span>
                <span className="font-semibold">{note.invoice_number}</span>{' '}
                <span className="text-sm text-ink-muted">{date(note.issued_at)}</span>
              </span>
              <span className="font-semibold tabular-nums">{money(-note.amount.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {invoice.status === 'paid' ? null : (
        <p className="mt-2 flex justify-between gap-3 border-t border-line pt-2 font-semibold">
          <span>{invoicesMessages.outstanding}</span>
          <span className="tabular-nums" data-testid="invoice-outstanding">
            {money(invoice.outstanding?.value ?? invoice.amount.value)}
          </span>
        </p>
      )}
    </section>
  )
}

function StatusNotice({ invoice }: { invoice: InvoiceDetail }) {
  const { date } = useStoreFormat()
  if (isCreditedInFull(invoice)) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-success-600/30 bg-success-50 p-3 text-success-900">
        <Icon name="check" size="s" className="mt-1" />
        {invoicesMessages.creditedInFullNotice}
      </p>
    )
  }
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
