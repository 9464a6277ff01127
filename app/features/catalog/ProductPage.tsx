import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { hasPrices, isNew } from '../../../contract/pricing'
import { describeRules } from '../../../contract/quantityRules'
import { AddToCart } from '../cart/AddToCart'
import { isOrderable, shipsInFull } from '../../../contract/availability'
import { AvailabilityLabel } from './AvailabilityLabel'
import { BadgeList } from './Badges'
import { Breadcrumbs } from './Breadcrumbs'
import { ContractPrice, LoginForPrices } from './ContractPrice'
import { PriceScope } from './PriceScope'
import { ProductAttributes } from './ProductAttributes'
import { productSkus } from './productSkus'
import { productQuery } from './queries'
import { VariantPicker } from './VariantPicker'
import { catalogMessages } from './catalogMessages'
import { shelfLifeMessages } from './shelfLifeMessages'

// The shopping-list slot is per user and client-only: its code loads after the page.
const ProductSubstitutes = lazy(() => import('./ProductSubstitutes').then((m) => ({ default: m.ProductSubstitutes })))
const NotifyWhenAvailable = lazy(() =>
  import('./NotifyWhenAvailable').then((m) => ({ default: m.NotifyWhenAvailable })),
)
const ProductListsPanel = lazy(() =>
  import('../account/shoppinglists/ProductListsPanel').then((m) => ({ default: m.ProductListsPanel })),
)

/** spec §2 product page: gallery, package text, price, badges, variants. */
export function ProductPage({ slug, navId }: { slug: string; navId: string | null }) {
  const { data } = useSuspenseQuery(productQuery(slug))
  const { product } = data
  const [variantSku, setVariantSku] = useState<string | null>(null)
  const variant = product.variants.find((v) => v.product.sku === variantSku)?.product
  const shown = variant ?? product
  const gallery = product.media_gallery.length > 0 ? product.media_gallery : [product.image]
  const [activeImage, setActiveImage] = useState(0)
  const image = gallery[activeImage] ?? product.image
  const rulesText = describeRules(shown.quantity_rules)

  return (
    <article className="page-container flex flex-col gap-6 py-6" data-testid="product-page">
      <Breadcrumbs trail={[...product.breadcrumbs, { name: product.name, url_path: `product/${product.url_key}` }]} />
      {/* Phones: name, then images, then the details, so the first screen shows the name
          (docs/decisions/016-notices-and-login-return-on-phones.md). From md up: images on the left, name and details on the right. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-8 md:gap-y-4">
        <header className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-start-1">
          <BadgeList badges={isNew(product, new Date()) ? ['new'] : []} />
          <h1 className="text-2xl font-bold leading-tight text-ink sm:text-3xl">{product.name}</h1>
        </header>
        <section
          aria-label={catalogMessages.gallery}
          className="flex min-w-0 flex-col gap-3 md:col-start-1 md:row-span-2 md:row-start-1"
        >
          <img
            src={image.url}
            alt={image.label}
            width={600}
            height={600}
            fetchPriority="high"
            className="aspect-square w-full rounded-lg border border-line bg-surface-alt object-contain"
          />
          {gallery.length > 1 ? (
            <ul className="flex gap-2">
              {gallery.map((img, i) => (
                <li key={`${img.url}-${i}`}>
                  <button
                    type="button"
                    onClick={() => setActiveImage(i)}
                    aria-label={`${catalogMessages.gallery} ${i + 1}`}
                    aria-pressed={i === activeImage}
                    className={`tap overflow-hidden rounded-md border-2 ${i === activeImage ? 'border-brand-700' : 'border-line'}`}
                  >
                    <img src={img.url} alt="" width={64} height={64} className="h-16 w-16 object-contain" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="flex min-w-0 flex-col gap-4 md:col-start-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{catalogMessages.sku}</dt>
            <dd data-testid="product-sku">{shown.sku}</dd>
            {shown.ean ? (
              <>
                <dt className="text-ink-muted">{catalogMessages.ean}</dt>
                <dd data-testid="product-ean" className="tabular-nums">
                  {shown.ean}
                </dd>
              </>
            ) : null}
            {shown.vnr ? (
              <>
                <dt className="text-ink-muted">
                  <abbr title={catalogMessages.vnrLong}>{catalogMessages.vnr}</abbr>
                </dt>
                <dd data-testid="product-vnr" className="tabular-nums">
                  {shown.vnr}
                </dd>
              </>
            ) : null}
            <dt className="text-ink-muted">{catalogMessages.packageSize}</dt>
            <dd data-testid="product-package">{shown.pakkauskokoteksti}</dd>
            {rulesText ? (
              <>
                <dt className="text-ink-muted">{catalogMessages.orderQuantity}</dt>
                <dd data-testid="product-quantity-rules">{rulesText}</dd>
              </>
            ) : null}
            {product.min_shelf_life_months ? (
              <>
                <dt className="text-ink-muted">{shelfLifeMessages.label}</dt>
                <dd data-testid="product-shelf-life">{shelfLifeMessages.promise(product.min_shelf_life_months)}</dd>
              </>
            ) : null}
          </dl>
          <div className="rounded-lg bg-surface-alt p-4">
            {navId && hasPrices(shown) ? (
              // The product's and its variants' prices: choosing a variant shows its price at once.
              <PriceScope navId={navId} skus={productSkus(product)}>
                <ContractPrice product={shown} size="l" from={product.type === 'configurable' && !variant} />
              </PriceScope>
            ) : (
              <LoginForPrices />
            )}
          </div>
          {product.type === 'configurable' && !variant ? null : <AvailabilityLabel product={shown} className="" />}
          {navId && (product.type !== 'configurable' || variant) && isOrderable(shown) && !shipsInFull(shown, 1) ? (
            <Suspense fallback={null}>
              <NotifyWhenAvailable sku={shown.sku} navId={navId} />
            </Suspense>
          ) : null}
          {navId && (product.type !== 'configurable' || variant) && !shipsInFull(shown, 1) ? (
            <Suspense fallback={null}>
              <ProductSubstitutes sku={shown.sku} navId={navId} />
            </Suspense>
          ) : null}
          <AddToCart
            sku={product.type === 'configurable' ? (variant?.sku ?? null) : product.sku}
            inStock={isOrderable(shown)}
            navId={navId}
            rules={shown.quantity_rules ?? null}
          >
            {product.configurable_options.length > 0 ? (
              <VariantPicker product={product} selectedSku={variantSku} onSelect={setVariantSku} />
            ) : null}
          </AddToCart>
          <Suspense fallback={null}>
            <ProductListsPanel
              sku={product.type === 'configurable' ? (variant?.sku ?? null) : product.sku}
              skus={[product.sku, ...product.variants.map((v) => v.product.sku)]}
            />
          </Suspense>
          <ProductAttributes attributes={product.attributes} packageText={product.pakkauskokoteksti} />
          <section>
            <h2 className="text-lg font-semibold">{catalogMessages.description}</h2>
            <p className="mt-2 text-ink-muted">{product.description}</p>
          </section>
        </section>
      </div>
    </article>
  )
}
