import { messages } from '../../lib/messages'

/** Invoices in the invoice layout (spec §2); the account issue adds the invoice data. */
export function InvoiceList() {
  return (
    <section data-testid="invoice-list">
      <h1 className="text-2xl font-bold text-ink">{messages.account.invoices}</h1>
      <p className="card mt-4">{messages.account.noInvoices}</p>
    </section>
  )
}
