import { MakeStandingOrderLink } from '../account/standingOrders/MakeStandingOrderLink'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { messages } from '../../lib/messages'
import { cartMessages } from './cartMessages'
import { LoginLink } from '../auth/LoginLink'
import { AwaitingApprovalNote } from './AwaitingApprovalNote'
import { CartActionBar } from './CartActionBar'
import { CartEmpty } from './CartEmpty'
import { CartLine } from './CartLine'
import { CartTotals } from './CartTotals'
import { FreeShippingIndicator } from './FreeShippingIndicator'
import { cartQuery } from './queries'
import { RequestSent, SendForApproval } from '../approvals/SendForApproval'
import { useCartApproval } from '../approvals/useCartApproval'

/**
 * spec §2 /cart: lines with quantity selector, delete, totals; guests have a cart but no prices
 * (spec §6). A customer without the ordering scope keeps the cart but is told why there is no
 * way to the checkout. When an approval rule catches the cart (spec §12: a requester, or
 * a rule of the company), "Lähetä hyväksyttäväksi" takes the checkout button's place.
 */
export function CartPage({ navId, mayOrder }: { navId: string | null; mayOrder: boolean }) {
  const { data } = useSuspenseQuery(cartQuery(navId))
  const cart = data.cart
  const approval = useCartApproval(navId, cart)
  // The request's id once sent: the cart is empty then, and the page says where the request went.
  const [sentId, setSentId] = useState<number | null>(null)
  const mustSend = approval.data?.required === true
  return (
    <div className="page-container flex flex-col gap-6 py-6" data-testid="cart-page">
      <h1 className="page-title">{messages.cart.title}</h1>
      {sentId !== null && (!cart || cart.items.length === 0) ? (
        <RequestSent id={sentId} />
      ) : !cart || cart.items.length === 0 ? (
        <CartEmpty navId={navId} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_360px]">
            <section className="card" aria-label={cartMessages.itemCount(cart.total_quantity)}>
              <p className="text-sm text-ink-muted" data-testid="cart-count">
                {cartMessages.itemCount(cart.total_quantity)}
              </p>
              <ul className="divide-y divide-line">
                {cart.items.map((item) => (
                  <CartLine key={item.id} item={item} navId={navId} />
                ))}
              </ul>
              {navId ? <MakeStandingOrderLink search={{ from: 'cart' }} className="mt-3" /> : null}
            </section>
            {/* From md up the summary stays beside the lines as they scroll, below the header when it shows; on a phone the bar below holds its total and action (docs/decisions/059-honest-delivery-prices-and-empty-states.md). */}
            <aside id="cart-summary" className="card flex h-fit flex-col gap-4 md:sticky md:top-32">
              <AwaitingApprovalNote />
              <FreeShippingIndicator cart={cart} />
              {cart.prices ? (
                <>
                  <CartTotals cart={cart} />
                  <div data-cart-summary-action>
                    {navId && mustSend ? (
                      <SendForApproval navId={navId} reasons={approval.data?.reasons ?? []} onSent={setSentId} />
                    ) : mayOrder ? (
                      <Link to="/checkout" className="btn-primary w-full" data-testid="to-checkout">
                        {cartMessages.toCheckout}
                      </Link>
                    ) : (
                      <NoOrderPermission />
                    )}
                  </div>
                </>
              ) : (
                <>
                  <p className="text-ink-muted">{cartMessages.guestPrices}</p>
                  <LoginLink className="btn-primary w-full" data-testid="cart-login">
                    {messages.nav.login}
                  </LoginLink>
                </>
              )}
            </aside>
          </div>
          {mayOrder || (navId && mustSend) ? <CartActionBar cart={cart} mustSend={Boolean(navId && mustSend)} /> : null}
        </>
      )}
    </div>
  )
}

export function NoOrderPermission() {
  return (
    <div className="flex flex-col gap-2" role="note" data-testid="no-order-permission">
      <p className="text-ink-muted">{cartMessages.noOrderPermission}</p>
      <Link to="/account/permissions" className="btn-secondary w-full">
        {cartMessages.toPermissions}
      </Link>
    </div>
  )
}
