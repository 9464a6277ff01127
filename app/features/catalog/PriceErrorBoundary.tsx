import { Component, type ReactNode } from 'react'
import type { PricedProduct } from '../../../contract/pricing'
import { useStoreFormat } from '../session/useStoreFormat'
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
        <ListPrice product={this.props.product} />
        <span className="text-xs text-ink-muted">{catalogMessages.contractPriceUnavailable}</span>
      </div>
    )
  }
}

/** The list price in the store's format (a hook, so not in the class component itself). */
function ListPrice({ product }: { product: PricedProduct }) {
  const { money } = useStoreFormat()
  return (
    <span className="text-xl font-bold text-ink">{money(product.price_range.minimum_price.final_price.value)}</span>
  )
}
