import { Component, type ReactNode } from 'react'
import type { PricedProduct } from '../../../contract/pricing'
import { formatMoney } from '../../lib/format'
import { catalogMessages } from './catalogMessages'

/**
 * If the contract prices cannot be loaded, show the list price with a note instead of
 * breaking the page (the product data is already on screen).
 */
export class PriceErrorBoundary extends Component<
  { product: PricedProduct; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="flex flex-col gap-1" data-testid="product-price-fallback">
        <span className="text-xl font-bold text-ink">
          {formatMoney(this.props.product.price_range.minimum_price.final_price.value)}
        </span>
        <span className="text-xs text-ink-muted">{catalogMessages.contractPriceUnavailable}</span>
      </div>
    )
  }
}
