import { messages } from '../../lib/messages'

/** Order history (spec §2). Orders come from checkout; the account issue adds the list. */
export function OrderHistory() {
  return (
    <section data-testid="order-history">
      <h1 className="text-2xl font-bold text-ink">{messages.account.orders}</h1>
      <div className="card mt-4 flex flex-col items-start gap-3">
        <p>{messages.account.noOrders}</p>
        <a href="/category/kaikki-tuotteet" className="btn-primary">
          {messages.account.browseProducts}
        </a>
      </div>
    </section>
  )
}
