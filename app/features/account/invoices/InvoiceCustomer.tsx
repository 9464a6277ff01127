import type { InvoiceDetail } from '#contract/schemas/orders'
import { invoicesMessages } from './invoicesMessages'

/** The invoiced customer: company, business ID and customer number (the invoice page and its print view). */
export function InvoiceCustomer({ customer }: { customer: InvoiceDetail['customer'] }) {
  return (
    <dl className="flex flex-col gap-2">
      <div>
        <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.customer}</dt>
        <dd className="break-words">{customer.company}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.businessId}</dt>
        <dd className="tabular-nums">{customer.business_id}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-muted">{invoicesMessages.customerNumber}</dt>
        <dd className="tabular-nums">{customer.customer_number}</dd>
      </div>
    </dl>
  )
}
