import { Suspense } from 'react'
import type { PricedProduct } from '../../../contract/pricing'
import { LoginLink } from '../auth/LoginLink'
import { useStoreFormat } from '../session/useStoreFormat'
import { BadgeList } from './Badges'
import { PriceErrorBoundary } from './PriceErrorBoundary'
import { usePriceView } from './PriceScope'
import { catalogMessages } from './catalogMessages'

type PriceProps = {
  product: PricedProduct
  size?: 'm' | 'l'
  /** A configurable product with no variant chosen: its price is its cheapest variant's, "from". */
  from?: boolean
}

/**
 * The customer's price and the badges derived from it (docs/architecture.md §9), read from the
 * prices of the page (`PriceScope` around it, docs/decisions/052-one-price-boundary.md). It
 * streams in after the product data behind its own Suspense boundary, a skeleton of the same
 * size until then (docs/decisions/007-streamed-contract-prices.md); a failed price load shows
 * the list price with a note.
 */
export function ContractPrice(props: PriceProps) {
  return (
    <PriceErrorBoundary product={props.product}>
      <Suspense fallback={<PriceSkeleton size={props.size} />}>
        <PriceView {...props} />
      </Suspense>
    </PriceErrorBoundary>
  )
}

function PriceView({ product, size = 'm', from = false }: PriceProps) {
  const { money } = useStoreFormat()
  const view = usePriceView(product)
  const badges = [...(view.isContract ? (['contract'] as const) : []), ...(view.isSale ? (['sale'] as const) : [])]
  const showStrike = view.price < view.regular
  return (
    <div className="flex flex-col gap-1" data-testid="product-price">
      <BadgeList badges={badges} />
      <p className="flex flex-wrap items-baseline gap-x-2">
        {from ? <span className="text-sm text-ink-muted">{catalogMessages.priceFrom}</span> : null}
        <span className={`font-bold text-ink ${size === 'l' ? 'text-3xl' : 'text-xl'}`} data-testid="price-value">
          {money(view.price)}
        </span>
        {showStrike ? (
          <span className="text-sm text-ink-muted line-through" aria-label={catalogMessages.listPrice}>
            {money(view.regular)}
          </span>
        ) : null}
      </p>
      <p className="text-xs text-ink-muted">
        {view.isContract ? catalogMessages.yourContractPrice : catalogMessages.vatExcluded}
      </p>
    </div>
  )
}

export function PriceSkeleton({ size = 'm' }: { size?: 'm' | 'l' }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true" data-testid="price-loading">
      <span className={`block animate-pulse rounded bg-surface-sunk ${size === 'l' ? 'h-9 w-40' : 'h-7 w-28'}`} />
      <span className="block h-3 w-20 animate-pulse rounded bg-surface-sunk" />
    </div>
  )
}

export function LoginForPrices() {
  return (
    <LoginLink className="text-sm font-semibold text-brand-700 underline" data-testid="login-for-prices">
      {catalogMessages.loginForPrices}
    </LoginLink>
  )
}
