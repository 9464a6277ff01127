import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { priceView, type PricedProduct } from '../../../contract/pricing'
import { catalogMessages } from '../catalog/catalogMessages'
import { PriceErrorBoundary } from '../catalog/PriceErrorBoundary'
import { usePriceScope } from '../catalog/PriceScope'
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
  const scope = usePriceScope()
  if (!scope) throw new Error('PriceScope')
  const { data } = useSuspenseQuery(scope)
  const view = priceView(
    product,
    data.find((price) => price.product_no === product.sku),
  )
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
