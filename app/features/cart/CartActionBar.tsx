import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Cart } from '../../../contract/schemas/cart'
import { useStoreFormat } from '../session/useStoreFormat'
import { cartMessages } from './cartMessages'
import { cartPageMessages } from './cartPageMessages'

/**
 * The phone's bar stuck to the bottom of the screen below a long cart: the grand total and the
 * way on, always at hand (docs/decisions/059-honest-delivery-prices-and-empty-states.md). When the
 * cart goes for approval the way on is the request form in the summary, which the bar jumps to.
 * It steps aside while the summary's own action (marked `data-cart-summary-action`) is on
 * screen above it, so a short cart does not show the same button twice. From `md` up the summary
 * column itself stays in view, and the bar is not drawn.
 */
export function CartActionBar({ cart, mustSend }: { cart: Cart; mustSend: boolean }) {
  const { money } = useStoreFormat()
  const summaryInView = useSummaryActionInView()
  if (!cart.prices) return null
  return (
    <div
      className={`sticky bottom-0 z-20 -mx-4 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:-mx-6 md:hidden ${summaryInView ? 'hidden' : ''}`}
      data-testid="cart-action-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 flex-col" aria-label={cartPageMessages.actionBar}>
          <span className="text-xs text-ink-muted">{cartMessages.grandTotal}</span>
          <span className="text-lg font-bold tabular-nums">{money(cart.prices.grand_total.value)}</span>
        </p>
        {mustSend ? (
          <a href="#cart-summary" className="btn-primary">
            {cartPageMessages.toApproval}
          </a>
        ) : (
          <Link to="/checkout" className="btn-primary">
            {cartMessages.toCheckout}
          </Link>
        )}
      </div>
    </div>
  )
}

/** The bar's height and a little more: the summary's action counts as seen only above the bar. */
const BAR_MARGIN = '0px 0px -96px 0px'

function useSummaryActionInView(): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const target = document.querySelector('[data-cart-summary-action]')
    if (!target) return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      rootMargin: BAR_MARGIN,
      threshold: 1,
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return inView
}
