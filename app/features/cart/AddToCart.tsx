import { useState, type ReactNode } from 'react'
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
 */
export function AddToCart({
  sku,
  inStock,
  navId,
  children,
}: {
  sku: string | null
  inStock: boolean
  navId: string | null
  /** Fields the SKU depends on (the variant picker), validated when the customer adds. */
  children?: ReactNode
}) {
  const [quantity, setQuantity] = useState(1)
  const add = useAddToCart(navId)
  return (
    <Form
      onValidSubmit={() => {
        if (sku) add.mutate({ sku, quantity })
      }}
      className="flex flex-col gap-2"
      data-testid="add-to-cart"
    >
      {children}
      <div className="flex flex-wrap items-end gap-3">
        <QuantitySelector
          value={quantity}
          onChange={setQuantity}
          label={catalogMessages.quantity}
          showLabel
          name="quantity"
        />
        <Button
          type="submit"
          disabled={(!sku && !children) || !inStock || add.isPending}
          className="flex-1"
          data-testid="add-to-cart-button"
        >
          <Icon name="cart" size="s" />
          {add.isPending ? cartMessages.adding : cartMessages.addToCart}
        </Button>
      </div>
      {!sku && !children ? <p className="text-sm text-ink-muted">{cartMessages.chooseVariant}</p> : null}
      {add.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {add.error.message}
        </p>
      ) : null}
    </Form>
  )
}
