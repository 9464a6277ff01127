import type { Cart } from '../../../contract/schemas/cart'
import { shippingRows } from '../../lib/shippingRows'
import { cartMessages } from './cartMessages'
import { cartPageMessages } from './cartPageMessages'
import { useStoreFormat } from '../session/useStoreFormat'

/**
 * spec §9 totals labels, a column that adds up (docs/decisions/015-totals-add-up.md): subtotal
 * at list prices − discount ('Alennus') + shipping + VAT per rate = grand total. Shipping is the
 * method's row and a row per surcharge (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { money } = useStoreFormat()
  const prices = cart.prices
  if (!prices) return null
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method
  const row = 'flex justify-between gap-4'
  return (
    <dl className="flex flex-col gap-1 text-sm" data-testid="cart-totals">
      <div className={row}>
        <dt>{prices.discounts.length > 0 ? cartMessages.listSubtotal : cartMessages.subtotal}</dt>
        <dd data-testid="totals-subtotal">{money(prices.subtotal_excluding_tax.value)}</dd>
      </div>
      {prices.discounts.map((d) => (
        <div key={d.label} className={`${row} text-brand-800`} data-testid="totals-discount">
          <dt>{d.label}</dt>
          <dd>{money(-Math.abs(d.amount.value))}</dd>
        </div>
      ))}
      {shipping
        ? shippingRows(shipping.carrier_title, shipping.amount.value).map((r) => (
            <div
              key={`${r.kind}-${r.name}`}
              className={row}
              data-testid={r.kind === 'method' ? 'totals-shipping' : 'totals-surcharge'}
            >
              <dt>
                {r.kind === 'surcharge'
                  ? r.name
                  : r.name
                    ? cartPageMessages.shippingWith(r.name)
                    : cartMessages.shipping}
              </dt>
              <dd>{money(r.value)}</dd>
            </div>
          ))
        : null}
      {prices.applied_taxes.map((t) => (
        <div key={t.label} className={`${row} text-ink-muted`}>
          <dt>{t.label}</dt>
          <dd data-testid="totals-tax">{money(t.amount.value)}</dd>
        </div>
      ))}
      <div className={`${row} mt-2 border-t border-line pt-2 text-base font-bold`}>
        <dt>{cartMessages.grandTotal}</dt>
        <dd data-testid="totals-grand">{money(prices.grand_total.value)}</dd>
      </div>
    </dl>
  )
}
