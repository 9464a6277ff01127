import { Suspense } from 'react'
import type { PricedProduct } from '../../../contract/pricing'
import { catalogMessages } from '../catalog/catalogMessages'
import { PriceErrorBoundary } from '../catalog/PriceErrorBoundary'
import { usePriceView } from '../catalog/PriceScope'
import { useStoreFormat } from '../session/useStoreFormat'

/**
 * A product hit's price in the search panel: the customer's own, read from the panel's
 * `PriceScope` like a listing card's (docs/decisions/052-one-price-boundary.md), in one line
 * that fits a panel row. A failed price load shows the list price with its note, as on cards.
 */
export function PanelPrice({ product }: { product: PricedProduct }) {
  return (
    <PriceErrorBoundary product={product}>
      <Suspense fallback={<div className="h-5 w-24 animate-pulse rounded bg-surface-sunk" aria-hidden="true" />}>
        <PanelPriceView product={product} />
      </Suspense>
    </PriceErrorBoundary>
  )
}

function PanelPriceView({ product }: { product: PricedProduct }) {
  const { money } = useStoreFormat()
  const view = usePriceView(product)
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-bold text-ink" data-testid="search-price">
        {money(view.price)}
      </span>
      <span className="text-xs text-ink-muted">
        {view.isContract ? catalogMessages.yourContractPrice : catalogMessages.vatExcluded}
      </span>
    </p>
  )
}
