import { useEffect, useState, type ReactNode } from 'react'
import { effectiveRules, roundQuantity, type QuantityRules } from '../../../contract/quantityRules'
import { cartMessages } from './cartMessages'
import { Button } from '../../ui/Button'
import { Form } from '../../ui/Form'
import { Icon } from '../../ui/Icon'
import { QuantitySelector } from '../../ui/QuantitySelector'
import { useAddToCart } from './mutations'
import { catalogMessages } from '../catalog/catalogMessages'

/**
 * Quantity selector and add-to-cart (spec §5 quantity rules), as one form. A configurable
 * product passes its variant picker as `children` and a null `sku` until a variant is chosen:
 * adding then validates the picker's required select, which says what is missing (spec §5),
 * instead of a disabled button that does not. Opens the minicart on success.
 *
 * `compact` is the product card's form (docs/decisions/037-add-to-cart-from-listings.md, add to cart from listings): the stepper fills
 * the card's width above a short "Lisää" button, so two cards fit side by side at 375 px; the
 * labels then name the product, as a listing has one form per product.
 */
export function AddToCart({
  sku,
  inStock,
  navId,
  rules = null,
  productName,
  compact = false,
  children,
}: {
  sku: string | null
  inStock: boolean
  navId: string | null
  /** The product's (or the chosen variant's) pack-size rules (docs/decisions/048-quantity-rules-on-every-path.md). */
  rules?: QuantityRules | null
  /** Named in the stepper's and the button's accessible names (a listing has many). */
  productName?: string
  compact?: boolean
  /** Fields the SKU depends on (the variant picker), validated when the customer adds. */
  children?: ReactNode
}) {
  const [quantity, setQuantity] = useState(() => effectiveRules(rules).min_sale_qty)
  // Another variant may come in other packs: keep the quantity, on its rules.
  const step = rules?.qty_increments
  const minimum = rules?.min_sale_qty
  const maximum = rules?.max_sale_qty
  useEffect(() => {
    setQuantity((q) =>
      roundQuantity({ qty_increments: step ?? 1, min_sale_qty: minimum ?? 1, max_sale_qty: maximum ?? 999 }, q),
    )
  }, [step, minimum, maximum])
  const add = useAddToCart(navId)
  const controls = (
    <>
      <QuantitySelector
        value={quantity}
        onChange={setQuantity}
        label={productName ? `${catalogMessages.quantity}: ${productName}` : catalogMessages.quantity}
        showLabel={!compact}
        name="quantity"
        rules={rules}
        itemName={productName}
        fill={compact}
      />
      <Button
        type="submit"
        disabled={(!sku && !children) || !inStock || add.isPending}
        className={compact ? 'w-full' : 'flex-1'}
        aria-label={productName ? `${cartMessages.addToCart}: ${productName}` : undefined}
        data-testid="add-to-cart-button"
      >
        <Icon name="cart" size="s" />
        {add.isPending ? cartMessages.adding : compact ? cartMessages.add : cartMessages.addToCart}
      </Button>
    </>
  )
  return (
    <Form
      onValidSubmit={() => {
        if (sku) add.mutate({ sku, quantity })
      }}
      className="flex flex-col gap-2"
      data-testid="add-to-cart"
    >
      {children}
      {/* A card's form is a column already: its controls need no row of their own (docs/decisions/053-lighter-listing-cards.md). */}
      {compact ? controls : <div className="flex flex-wrap items-end gap-3">{controls}</div>}
      {!sku && !children ? <p className="text-sm text-ink-muted">{cartMessages.chooseVariant}</p> : null}
      {add.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {add.error.message}
        </p>
      ) : null}
    </Form>
  )
}
