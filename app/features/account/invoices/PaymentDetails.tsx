import type { InvoiceDetail } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { CopyField } from './CopyField'
import { formatCalendarDate, formatReference } from './paymentFormat'
import { invoicesMessages } from './invoicesMessages'

/**
 * An invoice's payment details: recipient, account, reference number, due date, amount and the
 * virtual barcode (virtuaaliviivakoodi). On screen the barcode has its "Kopioi" button; on the
 * print view (`forPrint`) it is plain text that wraps, as a bank's paper form carries it.
 */
export function PaymentDetails({ invoice, forPrint = false }: { invoice: InvoiceDetail; forPrint?: boolean }) {
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
    <section
      className={`${forPrint ? 'rounded-lg border border-line p-4 print:border-black' : 'card'} flex flex-col gap-4`}
      aria-labelledby="invoice-payment-title"
      data-testid="invoice-payment"
    >
      <h2 id="invoice-payment-title" className="section-title">
        {invoicesMessages.payment}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 xs:grid-cols-2 print:grid-cols-2">
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
      {forPrint ? (
        <div>
          <p id="invoice-barcode-label" className="text-sm text-ink-muted">
            {invoicesMessages.barcode}
          </p>
          <code
            aria-labelledby="invoice-barcode-label"
            className="mt-1 block break-all font-mono text-sm leading-relaxed text-ink"
            data-testid="invoice-barcode"
          >
            {payment.barcode}
          </code>
        </div>
      ) : (
        <CopyField label={invoicesMessages.barcode} value={payment.barcode} help={invoicesMessages.barcodeHelp} />
      )}
    </section>
  )
}
