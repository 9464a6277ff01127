import { availabilityState, isOrderable } from '../../../../contract/availability'
import { AvailabilityLabel } from '../../catalog/AvailabilityLabel'
import type { ShoppingList } from '#contract/schemas/shoppinglist'
import { Button } from '../../../ui/Button'
import { Icon } from '../../../ui/Icon'
import { QuantitySelector } from '../../../ui/QuantitySelector'
import { useAddToCart } from '../../cart/mutations'
import { useRemoveListItem, useSetListItemQuantity } from './mutations'
import { shoppingListsMessages } from './shoppingListsMessages'

type Entry = ShoppingList['products'][number]

/**
 * One product on a list: quantity bound to the set-quantity call (spec §5 rules), this row to
 * the cart at its quantity (spec §10; the minicart opens as on the product page), remove. A
 * sold-out row has no add button: its badge says why.
 */
export function ShoppingListItem({
  navId,
  listId,
  entry,
  readOnly = false,
}: {
  navId: string
  listId: number
  entry: Entry
  /** A colleague's shared list (spec §11): order from it, but its quantities are the owner's. */
  readOnly?: boolean
}) {
  const { product } = entry
  const setQuantity = useSetListItemQuantity(navId, listId)
  const remove = useRemoveListItem(navId, listId)
  const toCart = useAddToCart(navId)
  const busy = setQuantity.isPending || remove.isPending
  const error = setQuantity.error ?? remove.error ?? toCart.error
  return (
    <li className="flex gap-3 py-4" data-testid="shopping-list-item" data-sku={product.sku} aria-busy={busy}>
      <img
        src={product.image.url}
        alt={product.image.label || ''}
        width={64}
        height={64}
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded-md border border-line bg-surface-alt object-contain xs:h-16 xs:w-16"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 sm:flex-1">
            <a
              href={`/product/${product.url_key}`}
              className="break-words font-semibold text-ink hover:text-brand-800 hover:underline"
            >
              {product.name}
            </a>
            <p className="text-xs text-ink-muted">
              {shoppingListsMessages.sku} {product.sku}
              {product.pakkauskokoteksti ? ` · ${product.pakkauskokoteksti}` : ''}
            </p>
            {availabilityState(product) === 'in-stock' ? null : (
              <AvailabilityLabel product={product} className="mt-1 text-xs" />
            )}
          </div>
          {/* Two lines on a narrow phone (the stepper, then add and remove), one line when they fit. */}
          <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            {readOnly ? (
              <span className="text-sm font-semibold" data-testid="shopping-list-item-quantity">
                {shoppingListsMessages.readOnlyQuantity(entry.quantity)}
              </span>
            ) : (
              <QuantitySelector
                value={entry.quantity}
                onChange={(quantity) => setQuantity.mutate({ sku: product.sku, quantity })}
                busy={setQuantity.isPending}
                disabled={remove.isPending}
                label={shoppingListsMessages.quantityOf(product.name)}
                name={`qty-${product.sku}`}
                rules={product.quantity_rules ?? null}
                itemName={product.name}
              />
            )}
            <div className="flex flex-1 items-center justify-between gap-2">
              {isOrderable(product) ? (
                <Button
                  variant="secondary"
                  className="flex-1 sm:flex-none"
                  onClick={() => toCart.mutate({ sku: product.sku, quantity: entry.quantity })}
                  disabled={busy || toCart.isPending}
                  aria-label={shoppingListsMessages.addRowToCartOf(product.name)}
                  data-testid="shopping-list-item-to-cart"
                >
                  <Icon name="cart" size="s" />
                  <span>
                    {shoppingListsMessages.addRowToCart}
                    <span className="hidden sm:inline">{shoppingListsMessages.addRowToCartWide}</span>
                  </span>
                </Button>
              ) : null}
              {readOnly ? null : (
                <button
                  type="button"
                  className="icon-btn ml-auto hover:!text-danger-600"
                  onClick={() => remove.mutate(product.sku)}
                  disabled={busy}
                  aria-label={shoppingListsMessages.removeItem(product.name)}
                  data-testid="shopping-list-item-remove"
                >
                  <Icon name="trash" size="s" />
                </button>
              )}
            </div>
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error.message || shoppingListsMessages.updateFailed}
          </p>
        ) : null}
      </div>
    </li>
  )
}
