import { useState } from 'react'
import { messages } from '../../lib/messages'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { QuantitySelector } from '../../ui/QuantitySelector'
import { useAddToCart } from './mutations'
import { catalogMessages } from '../catalog/catalogMessages'

/**
 * Quantity selector and add-to-cart (spec §5 quantity rules). A configurable product needs a
 * chosen variant first (sku null). Opens the minicart on success.
 */
export function AddToCart({ sku, inStock, navId }: { sku: string | null; inStock: boolean; navId: string | null }) {
  const [quantity, setQuantity] = useState(1)
  const add = useAddToCart(navId)
  return (
    <div className="flex flex-col gap-2" data-testid="add-to-cart">
      <div className="flex flex-wrap items-end gap-3">
        <QuantitySelector
          value={quantity}
          onChange={setQuantity}
          label={catalogMessages.quantity}
          showLabel
          name="quantity"
        />
        <Button
          onClick={() => sku && add.mutate({ sku, quantity })}
          disabled={!sku || !inStock || add.isPending}
          className="flex-1"
          data-testid="add-to-cart-button"
        >
          <Icon name="cart" size="s" />
          {add.isPending ? messages.cart.adding : messages.cart.addToCart}
        </Button>
      </div>
      {!sku ? <p className="text-sm text-ink-muted">{messages.cart.chooseVariant}</p> : null}
      {add.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {add.error.message}
        </p>
      ) : null}
    </div>
  )
}
