import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'

/** Invoices in the invoice layout (spec §2); the account issue adds the invoice data. */
export function InvoiceList() {
  return (
    <section data-testid="invoice-list">
      <h1 className="page-title">{messages.account.invoices}</h1>
      <div className="card mt-6 flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="receipt" size="m" />
        </span>
        <div>
          <p className="font-semibold text-ink">{messages.account.noInvoices}</p>
          <p className="mt-1 text-ink-muted">{messages.account.noInvoicesNext}</p>
        </div>
      </div>
    </section>
  )
}
