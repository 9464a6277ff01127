import { ClientOnly, Link } from '@tanstack/react-router'
import { isOrderable } from '../../../contract/availability'
import { describeRules, effectiveRules } from '../../../contract/quantityRules'
import type { ProductSummary } from '../../../contract/schemas/catalog'
import { AddToCart } from '../cart/AddToCart'
import { CardAddToCartMarkup } from './CardAddToCartMarkup'

/**
 * Here, not in catalogMessages: that module loads with the home page's product row, which does
 * not show this control (the home page's JS goal, docs/decisions/030-home-js.md).
 */
const messages = {
  chooseVariant: 'Valitse vaihtoehto',
  chooseVariantOf: (name: string) => `Valitse vaihtoehto: ${name}`,
} as const

/**
 * A product card's way to the cart (docs/decisions/037-add-to-cart-from-listings.md), so a buyer who knows
 * what to order need not open the product page. A simple product gets the product page's
 * stepper and button (its pack-size rules, the minicart on success), guests too, as on the
 * product page (spec §4 guest carts). A configurable product has no SKU to add until a variant
 * is chosen: a link to its page says so. What cannot ship now is added to wait for (the card
 * says when it is expected); only a discontinued product gets nothing to press, and its card
 * says "Poistunut" (docs/decisions/073-availability.md).
 *
 * Passed to the grid by category and search pages only: the home page's "Uutuudet" row stays
 * without it, so this form stays off the home page's first load (docs/decisions/037-add-to-cart-from-listings.md).
 */
export function CardAddToCart({ product, navId }: { product: ProductSummary; navId: string | null }) {
  if (product.type === 'configurable') {
    return (
      <Link
        to="/product/$slug"
        params={{ slug: product.url_key }}
        className="btn-secondary w-full"
        aria-label={messages.chooseVariantOf(product.name)}
        data-testid="card-choose-variant"
      >
        {messages.chooseVariant}
      </Link>
    )
  }
  if (!isOrderable(product)) return null
  const rulesText = describeRules(product.quantity_rules)
  const rules = effectiveRules(product.quantity_rules)
  // The server sends plain markup of the same look; the real form replaces it once the page has
  // hydrated (docs/decisions/042-card-add-to-cart-server-markup.md: a category page's first byte).
  const form = (
    <ClientOnly
      fallback={
        <CardAddToCartMarkup
          name={product.name}
          quantity={rules.min_sale_qty}
          canIncrease={rules.max_sale_qty > rules.min_sale_qty}
        />
      }
    >
      <AddToCart
        sku={product.sku}
        inStock
        navId={navId}
        rules={product.quantity_rules ?? null}
        productName={product.name}
        compact
      />
    </ClientOnly>
  )
  // Most products have no pack-size rule to state: then the form needs no wrapper
  // (docs/decisions/053-lighter-listing-cards.md).
  if (!rulesText) return form
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs text-ink-muted" data-testid="card-quantity-rules">
        {rulesText}
      </p>
      {form}
    </div>
  )
}
