import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'

/** Order history (spec §2). Orders come from checkout; the account issue adds the list. */
export function OrderHistory() {
  return (
    <section data-testid="order-history">
      <h1 className="page-title">{messages.account.orders}</h1>
      <div className="card mt-6 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="package" size="m" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-ink">{messages.account.noOrders}</p>
          <p className="mt-1 text-ink-muted">{messages.account.noOrdersNext}</p>
        </div>
        <a href="/category/kaikki-tuotteet" className="btn-primary w-full sm:w-auto">
          {messages.account.browseProducts}
        </a>
      </div>
    </section>
  )
}
