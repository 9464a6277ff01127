import { useSuspenseQuery } from '@tanstack/react-query'
import { priceView, type PricedProduct } from '../../../contract/pricing'
import { LoginLink } from '../auth/LoginLink'
import { useStoreFormat } from '../session/useStoreFormat'
import { BadgeList } from './Badges'
import { contractPriceQuery } from './pagePrices'
import { catalogMessages } from './catalogMessages'

/**
 * The customer's price and the badges derived from it (docs/architecture.md §9). It suspends
 * on this product's contract price (pagePrices.ts), so it streams in after the product data; render it inside
 * <Suspense fallback={<PriceSkeleton/>}>. A failed price load shows the list price.
 */
export function ContractPrice({
  product,
  navId,
  size = 'm',
  from = false,
}: {
  product: PricedProduct
  navId: string
  size?: 'm' | 'l'
  /** A configurable product with no variant chosen: its price is its cheapest variant's, "from". */
  from?: boolean
}) {
  const { money } = useStoreFormat()
  const { data: contract } = useSuspenseQuery(contractPriceQuery(navId, product.sku))
  const view = priceView(product, contract ?? undefined)
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
