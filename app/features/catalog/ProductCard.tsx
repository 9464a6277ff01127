import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { hasPrices, isNew } from '../../../contract/pricing'
import type { ProductSummary } from '../../../contract/schemas/catalog'
import { OnListsMark } from '../account/shoppinglists/OnListsMark'
import { useListMembership } from '../account/shoppinglists/useListMembership'
import { AvailabilityLabel } from './AvailabilityLabel'
import { BadgeList } from './Badges'
import { ContractPrice, LoginForPrices } from './ContractPrice'
import { PriceScope } from './PriceScope'
import { catalogMessages } from './catalogMessages'

export function ProductCard({
  product,
  navId,
  eager = false,
  action,
  onLists = [],
}: {
  product: ProductSummary
  navId: string | null
  /** The caller's shopping lists that hold this product (the grid's `useListMembership`). */
  onLists?: readonly { title: string }[]
  /** In the first screen: load the image at once (a lazy image there delays the largest paint). */
  eager?: boolean
  /** Below the price: the listing's add to cart (docs/decisions/037-add-to-cart-from-listings.md), given by the page that wants it. */
  action?: ReactNode
}) {
  return (
    // Narrower sides below 480 px: two cards a row at 360–375 px leave room for the add-to-cart
    // stepper's 44 px buttons and a 44 px number field between them (docs/decisions/037-add-to-cart-from-listings.md).
    <li className="card flex h-full flex-col gap-3 p-3 lt-xs:!px-2.5" data-testid="product-card" data-sku={product.sku}>
      <Link
        to="/product/$slug"
        params={{ slug: product.url_key }}
        className="flex flex-col gap-3 text-ink no-underline hover:text-brand-800"
      >
        <img
          src={product.image.url}
          alt={product.image.label}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full rounded-md bg-surface-alt object-contain"
        />
        <BadgeList badges={isNew(product, new Date()) ? ['new'] : []} />
        {/* Three smaller lines on phones: two columns cut two lines before the size or strength
            that tells one product of a family from the next. */}
        <span
          className="line-clamp-3 min-h-15 text-sm font-semibold leading-5 sm:line-clamp-2 sm:min-h-12 sm:text-base sm:leading-6"
          data-testid="product-name"
        >
          {product.name}
        </span>
      </Link>
      <p className="text-sm text-ink-muted">
        {product.pakkauskokoteksti}
        <span className="sr-only">, </span>
        <span className="ml-2 text-ink-faint">{product.sku}</span>
      </p>
      <AvailabilityLabel product={product} />
      {navId ? <OnListsMark lists={onLists} /> : null}
      <div className="mt-auto flex flex-col gap-3">
        {/* A guest's answer has no price fields at all (spec §1, §6): the login prompt instead. */}
        {navId && hasPrices(product) ? (
          <ContractPrice product={product} from={product.type === 'configurable'} />
        ) : (
          <LoginForPrices />
        )}
        {action}
      </div>
    </li>
  )
}

/**
 * `eagerImages`: how many cards from the top are in the first screen (a grid at the top of a page).
 * `action`: what each card has below its price (category and search pages: CardAddToCart). A
 * render prop, so a page without it (home) does not load its code.
 */
export function ProductGrid({
  products,
  navId,
  eagerImages = 0,
  action,
}: {
  products: ProductSummary[]
  navId: string | null
  eagerImages?: number
  action?: (product: ProductSummary) => ReactNode
}) {
  const membership = useListMembership()
  return (
    // One price query for the grid, not one per card (docs/decisions/052-one-price-boundary.md).
    <PriceScope navId={navId} skus={products.map((product) => product.sku)}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="product-grid">
        {products.map((product, i) => (
          <ProductCard
            key={product.sku}
            product={product}
            navId={navId}
            eager={i < eagerImages}
            action={action?.(product)}
            onLists={membership?.bySku.get(product.sku)}
          />
        ))}
      </ul>
    </PriceScope>
  )
}
