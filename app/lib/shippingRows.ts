/** A shipping breakdown item (carrier_title) in euros, alv 0 %. */
interface BreakdownItem {
  name: string
  value: number
}

export interface ShippingRow {
  /** 'method' is the delivery itself, 'surcharge' a charge added to it (the cold-chain surcharge). */
  kind: 'method' | 'surcharge'
  name: string
  value: number
}

/**
 * The rows a totals column shows for shipping (docs/decisions/059-honest-delivery-prices-and-empty-states.md):
 * the method with its own price, then each surcharge as a row of its own, so a buyer sees what
 * the delivery costs and what is added. A breakdown that does not add up to the amount (an
 * external carrier's, or none) is shown as one row of the amount, so the column still adds up
 * (docs/decisions/015-totals-add-up.md).
 */
export function shippingRows(breakdown: readonly BreakdownItem[], amount: number): ShippingRow[] {
  const [method, ...surcharges] = breakdown
  const cents = (value: number) => Math.round(value * 100)
  const sum = breakdown.reduce((total, item) => total + cents(item.value), 0)
  if (!method || sum !== cents(amount)) return [{ kind: 'method', name: method?.name ?? '', value: amount }]
  return [
    { kind: 'method', name: method.name, value: method.value },
    ...surcharges.map((s) => ({ kind: 'surcharge' as const, name: s.name, value: s.value })),
  ]
}
