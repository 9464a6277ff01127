import { taxCents, type Totals } from '../cart/totals.ts'

/**
 * What an order and its lines store, as placeOrder (cart/placeOrder.ts) writes them and the
 * seed's order history (seed/history.ts) writes them too, so the order views (orders/lines.ts)
 * read both alike: the money in cents, the shipping breakdown in euros, VAT per rate and per line.
 * Plain values, no database: the seed runs in Node.
 */

/** The money columns of `orders`. */
export function orderMoney(totals: Totals, shippingBreakdown: readonly { name: string; cents: number }[]) {
  return {
    shipping_breakdown: JSON.stringify(shippingBreakdown.map((b) => ({ name: b.name, value: b.cents / 100 }))),
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    shipping_cents: totals.shippingCents,
    tax_cents: totals.taxCents,
    grand_total_cents: totals.grandTotalCents,
    taxes: JSON.stringify(totals.taxes.map((t) => ({ rate: t.rate, label: t.label, amount_cents: t.cents }))),
  }
}

export type OrderMoney = ReturnType<typeof orderMoney>
export const ORDER_MONEY_COLUMNS = [
  'shipping_breakdown',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'tax_cents',
  'grand_total_cents',
  'taxes',
] as const satisfies readonly (keyof OrderMoney)[]

export interface OrderLineInput {
  productId: number
  sku: string
  name: string
  /** The chosen variant, e.g. "Koko: M"; '' for a simple product. */
  options: string
  quantity: number
  unitCents: number
  regularCents: number
  vatRate: number
}

/** An `order_lines` row but for its order and number: the row total and its VAT, rounded per line. */
export function orderLine(line: OrderLineInput) {
  const rowTotal = line.unitCents * line.quantity
  return {
    product_id: line.productId,
    sku: line.sku,
    name: line.name,
    options: line.options,
    quantity: line.quantity,
    unit_price_cents: line.unitCents,
    regular_price_cents: line.regularCents,
    row_total_cents: rowTotal,
    vat_rate: line.vatRate,
    tax_cents: taxCents(rowTotal, line.vatRate),
  }
}

export type OrderLineColumns = ReturnType<typeof orderLine>
export const ORDER_LINE_COLUMNS = [
  'product_id',
  'sku',
  'name',
  'options',
  'quantity',
  'unit_price_cents',
  'regular_price_cents',
  'row_total_cents',
  'vat_rate',
  'tax_cents',
] as const satisfies readonly (keyof OrderLineColumns)[]

// Each list names every column of its row: the compiler refuses a column left out.
type Unlisted<Row, Listed> = Exclude<keyof Row, Listed>
const everyColumnListed: [Unlisted<OrderMoney, (typeof ORDER_MONEY_COLUMNS)[number]>] extends [never]
  ? [Unlisted<OrderLineColumns, (typeof ORDER_LINE_COLUMNS)[number]>] extends [never]
    ? true
    : never
  : never = true
void everyColumnListed
