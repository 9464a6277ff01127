import type { OrderTotals as Totals } from '#contract/schemas/orders'
import { shippingRows } from '../../../lib/shippingRows'
import { useStoreFormat } from '../../session/useStoreFormat'
import { ordersMessages } from './ordersMessages'

/**
 * spec §9 totals labels, a column that adds up (docs/decisions/015-totals-add-up.md): subtotal
 * at list prices − discount ('Alennus') + shipping + VAT per rate = grand total. With the
 * order's shipping breakdown, shipping is the method's row and a row per surcharge
 * (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
 */
export function OrderTotals({
  totals,
  shippingBreakdown = [],
}: {
  totals: Totals
  /** The order's shipping_method.carrier_title; without it shipping is one row. */
  shippingBreakdown?: readonly { name: string; value: number }[]
}) {
  const { money } = useStoreFormat()
  const row = 'flex justify-between gap-4'
  return (
    <dl className="flex flex-col gap-1 text-sm" data-testid="order-totals">
      <div className={row}>
        <dt>{totals.discounts.length > 0 ? ordersMessages.listSubtotal : ordersMessages.subtotal}</dt>
        <dd className="tabular-nums">{money(totals.subtotal_excluding_tax.value)}</dd>
      </div>
      {totals.discounts.map((discount) => (
        <div key={discount.label} className={`${row} text-brand-800`}>
          <dt>{discount.label || ordersMessages.discount}</dt>
          <dd className="tabular-nums">{money(-Math.abs(discount.amount.value))}</dd>
        </div>
      ))}
      {shippingRows(shippingBreakdown, totals.shipping.value).map((r) => (
        <div
          key={`${r.kind}-${r.name}`}
          className={row}
          data-testid={r.kind === 'method' ? 'totals-shipping' : 'totals-surcharge'}
        >
          <dt>
            {r.kind === 'surcharge' ? r.name : r.name ? ordersMessages.shippingWith(r.name) : ordersMessages.shipping}
          </dt>
          <dd className="tabular-nums">{money(r.value)}</dd>
        </div>
      ))}
      {totals.applied_taxes.map((tax) => (
        <div key={`${tax.label}-${tax.rate}`} className={`${row} text-ink-muted`}>
          <dt>{tax.label}</dt>
          <dd className="tabular-nums">{money(tax.amount.value)}</dd>
        </div>
      ))}
      <div className={`${row} mt-2 border-t border-line pt-2 text-base font-bold`}>
        <dt>{ordersMessages.grandTotal}</dt>
        <dd className="tabular-nums" data-testid="order-grand-total">
          {money(totals.grand_total.value)}
        </dd>
      </div>
    </dl>
  )
}
