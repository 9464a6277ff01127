import type { CartItem } from '../../../contract/schemas/cart'
import { availabilityState } from '../../../contract/availability'
import { AvailabilityLabel } from '../catalog/AvailabilityLabel'
import { cartMessages } from './cartMessages'
import { LineShipChoice } from './LineShipChoice'
import { Icon } from '../../ui/Icon'
import { QuantitySelector } from '../../ui/QuantitySelector'
import { Spinner } from '../../ui/Spinner'
import { useStoreFormat } from '../session/useStoreFormat'
import { useRemoveCartItem, useUpdateCartItem } from './mutations'

/**
 * One cart row: image, name, options, quantity selector (spec §5 rules) with a per-item
 * loading state while its quantity updates (spec §4), row total, delete.
 */
export function CartLine({
  item,
  navId,
  compact = false,
}: {
  item: CartItem
  navId: string | null
  compact?: boolean
}) {
  const { money } = useStoreFormat()
  const update = useUpdateCartItem(navId)
  const remove = useRemoveCartItem(navId)
  const busy = update.isPending || remove.isPending
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" data-sku={item.product.sku} aria-busy={busy}>
      <img
        src={item.product.image.url}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 shrink-0 rounded-md border border-line bg-surface-alt object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <a href={`/product/${item.product.url_key}`} className="font-semibold text-ink hover:text-brand-800">
              {item.product.name}
            </a>
            <p className="text-xs text-ink-muted">
              {item.product.sku} · {item.product.pakkauskokoteksti}
              {item.configurable_options.map((o) => ` · ${o.option_label}: ${o.value_label}`).join('')}
            </p>
            {/* Only what a buyer must notice: a plainly stocked line says nothing. */}
            {availabilityState(item.product) === 'in-stock' ? null : (
              <AvailabilityLabel product={item.product} className="text-xs" />
            )}
          </div>
          <button
            type="button"
            className="icon-btn text-ink-muted hover:text-danger-600"
            onClick={() => remove.mutate(item.id)}
            disabled={busy}
            aria-label={cartMessages.removeItem(item.product.name)}
            data-testid="cart-line-remove"
          >
            <Icon name="trash" size="s" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantitySelector
            value={item.quantity}
            onChange={(quantity) => update.mutate({ cart_item_id: item.id, quantity })}
            busy={update.isPending}
            disabled={remove.isPending}
            name={`qty-${item.id}`}
            className={compact ? 'scale-95' : ''}
            rules={item.product.quantity_rules ?? null}
          />
          {busy ? (
            // spec §4: the line being updated shows it, not only through disabled buttons.
            <span className="inline-flex items-center gap-2 text-sm text-ink-muted" data-testid="cart-line-updating">
              <Spinner size="s" label={cartMessages.updating} />
            </span>
          ) : null}
          {item.prices ? (
            <span
              className={`ml-auto flex flex-col items-end text-right transition-opacity ${busy ? 'opacity-50' : ''}`}
            >
              <span className="font-semibold" data-testid="cart-line-total">
                {money(item.prices.row_total.value)}
              </span>
              {/* spec §3: the unit price (prices.price) beside the row total */}
              <span className="text-xs text-ink-muted" data-testid="cart-line-unit-price">
                {cartMessages.unitPrice(money(item.prices.price.value))}
              </span>
            </span>
          ) : null}
        </div>
        <LineShipChoice item={item} navId={navId} />
        {update.isError || remove.isError ? (
          <p role="alert" className="text-sm text-danger-600">
            {(update.error ?? remove.error)?.message ?? cartMessages.updateFailed}
          </p>
        ) : null}
      </div>
    </li>
  )
}
