import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mayOpen } from '#contract/pageAccess'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { orderListQuery } from '../account/orders/queries'
import { LoginLink } from '../auth/LoginLink'
import { userQuery } from '../session/queries'
import { useStoreFormat } from '../session/useStoreFormat'
import { cartMessages } from './cartMessages'
import { cartPageMessages } from './cartPageMessages'

/** How many of the last orders an empty cart offers to open (and order again from). */
const LAST_ORDERS = 3

/**
 * An empty cart leads somewhere (docs/decisions/059-honest-delivery-prices-and-empty-states.md):
 * a buyer gets the ways they fill a cart again — shopping lists, quick order, the last orders —
 * as far as their scopes open them (docs/decisions/049-offer-only-what-is-allowed.md); a guest
 * gets the products and the login. When the orders cannot be read the list is left out.
 */
export function CartEmpty({ navId }: { navId: string | null }) {
  const { data: user } = useQuery(userQuery())
  const reader = user ? { scope: user.scope } : null
  const ways = [
    { href: '/account/shoppinglist', label: cartPageMessages.toShoppingLists, icon: 'list' as const },
    { href: '/account/quickorder', label: messages.account.quickOrder, icon: 'zap' as const },
  ].filter((way) => navId && mayOpen(way.href, reader))
  return (
    <div className="card flex flex-col items-start gap-4" data-testid="cart-empty">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{cartMessages.empty}</p>
        <p className="text-ink-muted">{navId ? cartPageMessages.emptyNextBuyer : cartMessages.emptyNext}</p>
      </div>
      <div className="flex w-full flex-col gap-3 xs:w-auto xs:flex-row xs:flex-wrap">
        {ways.map((way) => (
          <a key={way.href} href={way.href} className="btn-secondary">
            <Icon name={way.icon} size="s" />
            {way.label}
          </a>
        ))}
        <Link
          to="/category/$"
          params={{ _splat: 'kaikki-tuotteet' }}
          className={navId ? 'btn-secondary' : 'btn-primary'}
        >
          {messages.nav.allProducts}
        </Link>
        {navId ? null : (
          <LoginLink className="btn-secondary" data-testid="cart-empty-login">
            {messages.nav.login}
          </LoginLink>
        )}
      </div>
      {navId && mayOpen('/account/order', reader) ? <LastOrders navId={navId} /> : null}
    </div>
  )
}

function LastOrders({ navId }: { navId: string }) {
  const { date, money } = useStoreFormat()
  const { data } = useQuery(orderListQuery(navId, 1))
  const orders = data?.items.slice(0, LAST_ORDERS) ?? []
  if (orders.length === 0) return null
  return (
    <section className="w-full border-t border-line pt-4" aria-labelledby="cart-empty-orders">
      <h2 id="cart-empty-orders" className="font-semibold">
        {cartPageMessages.lastOrders}
      </h2>
      <ul className="mt-2 divide-y divide-line" data-testid="cart-empty-orders">
        {orders.map((order) => (
          <li key={order.order_number}>
            <Link
              to="/account/order/$orderNumber"
              params={{ orderNumber: order.order_number }}
              className="tap flex items-center justify-between gap-3 py-2 hover:text-brand-800"
            >
              <span className="min-w-0">
                <span className="block font-semibold">{order.order_number}</span>
                <span className="block text-sm text-ink-muted">
                  {date(order.created_at)} · {cartMessages.itemCount(order.total_quantity)}
                </span>
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                {money(order.grand_total.value)}
                <Icon name="chevron-right" size="s" className="text-ink-muted" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/account/order"
        className="tap mt-2 inline-flex items-center text-sm font-semibold text-brand-800 underline"
      >
        {cartPageMessages.allOrders}
      </Link>
    </section>
  )
}
