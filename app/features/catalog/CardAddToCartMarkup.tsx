import { Icon } from '../../ui/Icon'
import { stepperBoxClass, stepperInputClass } from '../../ui/QuantitySelector'
import { uiMessages } from '../../ui/uiMessages'
import { cartMessages } from '../cart/cartMessages'
import { catalogMessages } from './catalogMessages'

/**
 * What the server renders of a product card's add-to-cart (docs/decisions/037-add-to-cart-from-listings.md, docs/decisions/042-card-add-to-cart-server-markup.md): the look of
 * the compact `AddToCart` (stepper filling the card above a full-width "Lisää"), as plain
 * elements. A category page has 24 cards and renders them all before its first byte, so each
 * card's form, stepper, cart mutation and ids would cost that byte (docs/architecture.md budgets: well under
 * 100 ms); none of it works before the page hydrates anyway. `CardAddToCart` swaps in the real
 * form right after hydration, and on client-side navigation renders it at once.
 *
 * The names are the real controls' names, so the page reads the same before hydration. The
 * stepper's frame stands straight in the form's column: the real form's label wrapper holds only
 * a visually hidden label, which the markup's named input does not need (docs/decisions/053-lighter-listing-cards.md).
 */
export function CardAddToCartMarkup({
  name,
  quantity,
  canIncrease,
}: {
  name: string
  /** The product's first allowed quantity (its pack-size minimum). */
  quantity: number
  /** False when the minimum is also the maximum. */
  canIncrease: boolean
}) {
  return (
    <form method="post" noValidate className="flex flex-col gap-2" data-testid="add-to-cart">
      <div className={stepperBoxClass(true)}>
        <button
          type="button"
          className="qty-step border-r border-line"
          disabled
          aria-label={`${uiMessages.decreaseQuantity}: ${name}`}
        >
          <Icon name="minus" size="s" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name="quantity"
          className={stepperInputClass(true)}
          defaultValue={quantity}
          aria-label={`${catalogMessages.quantity}: ${name}`}
        />
        <button
          type="button"
          className="qty-step border-l border-line"
          disabled={!canIncrease}
          aria-label={`${uiMessages.increaseQuantity}: ${name}`}
        >
          <Icon name="plus" size="s" />
        </button>
      </div>
      <button
        type="submit"
        className="btn-primary w-full"
        aria-label={`${cartMessages.addToCart}: ${name}`}
        data-testid="add-to-cart-button"
      >
        <Icon name="cart" size="s" />
        {cartMessages.add}
      </button>
    </form>
  )
}
