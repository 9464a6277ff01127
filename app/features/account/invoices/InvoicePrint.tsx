import { useSuspenseQuery } from '@tanstack/react-query'
import { messages } from '../../../lib/messages'
import { useStoreFormat } from '../../session/useStoreFormat'
import { AddressBlock } from '../orders/AddressBlock'
import { OrderLines } from '../orders/OrderLines'
import { OrderTotals } from '../orders/OrderTotals'
import { ordersMessages } from '../orders/ordersMessages'
import { PrintSheet } from '../PrintFrame'
import { InvoiceCustomer } from './InvoiceCustomer'
import { InvoiceStatusBadge, isCreditedInFull } from './InvoiceStatusBadge'
import { invoicesMessages } from './invoicesMessages'
import { PaymentDetails } from './PaymentDetails'
import { formatCalendarDate } from './paymentFormat'
import { invoiceQuery } from './queries'

/**
 * spec §2 /account/invoice/{id}/print: the invoice alone, as an accounting department files it
 * on paper or as a PDF from the browser's print: the customer, the lines and totals, and the
 * payment details with the reference number and the virtual barcode
 * (docs/decisions/062-account-lists-print-and-invitations.md).
 */
export function InvoicePrint({ navId, invoiceNumber }: { navId: string; invoiceNumber: string }) {
  const { date } = useStoreFormat()
  const { invoice } = useSuspenseQuery(invoiceQuery(navId, invoiceNumber)).data
  return (
    <PrintSheet
      testId="invoice-print"
      back={{
        href: `/account/invoice/${encodeURIComponent(invoice.invoice_number)}`,
        label: invoicesMessages.backToInvoice,
      }}
      printedFrom={invoicesMessages.printedFrom(messages.site.name)}
      title={invoicesMessages.documentTitle(invoice)}
      badge={
        <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} creditedInFull={isCreditedInFull(invoice)} />
      }
      facts={
        <>
          {invoicesMessages.issuedOn(date(invoice.issued_at))} ·{' '}
          {invoice.credits_invoice_number
            ? invoicesMessages.creditsInvoice(invoice.credits_invoice_number)
            : invoicesMessages.dueOn(formatCalendarDate(invoice.payment.due_date))}
          {invoice.order_number ? ` · ${invoicesMessages.toOrder(invoice.order_number)}` : ''}
        </>
      }
    >
      <section className="grid gap-4 xs:grid-cols-2 print:grid-cols-2" aria-label={invoicesMessages.customer}>
        <AddressBlock title={invoicesMessages.billingAddress} address={invoice.billing_address} />
        <InvoiceCustomer customer={invoice.customer} />
      </section>

      <OrderLines
        lines={invoice.items}
        title={invoice.kind === 'credit_note' ? invoicesMessages.creditedLines : invoicesMessages.lines}
      />

      <section className="xs:ml-auto xs:w-80 print:ml-auto print:w-80" aria-labelledby="print-totals-title">
        <h2 id="print-totals-title" className="sr-only">
          {ordersMessages.totals}
        </h2>
        <OrderTotals totals={invoice.totals} />
      </section>

      {invoice.kind === 'credit_note' || isCreditedInFull(invoice) ? (
        <p className="font-semibold">
          {invoice.kind === 'credit_note' ? invoicesMessages.creditNoteNotice : invoicesMessages.creditedInFullNotice}
        </p>
      ) : (
        <PaymentDetails invoice={invoice} forPrint />
      )}
    </PrintSheet>
  )
}
