import * as v from 'valibot'
import { AddressViewSchema } from '../../../contract/schemas/cart'
import type { OrderLine, OrderTotals } from '../../../contract/schemas/orders'
import { euros, vatLabel } from '../cart/totals'

/** Reading what checkout (worker/backend/cart/placeOrder.ts) or the ERP stored on an order. */

export interface OrderRow {
  id: number
  order_number: string
  customer_id: number
  channel: string
  status: string
  shipping_address: string | null
  billing_address: string | null
  shipping_method: string | null
  shipping_breakdown: string
  payment_method: string | null
  currency: string
  total_quantity: number
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  tax_cents: number
  grand_total_cents: number
  taxes: string
  created_at: number
  customer_reference: string
  requested_delivery_date: string | null
  delivery_note: string
}

/** The order details of the billing step (docs/decisions/035-order-details-and-delivery-dates.md) as the order answers them. */
export function orderDetailsOf(row: OrderRow | undefined) {
  return {
    customerReference: row?.customer_reference ?? '',
    requestedDeliveryDate: row?.requested_delivery_date ?? null,
    deliveryNote: row?.delivery_note ?? '',
  }
}

interface LineRow {
  line_no: number
  sku: string
  name: string
  options: string
  quantity: number
  unit_price_cents: number
  row_total_cents: number
  vat_rate: number
  url_key: string | null
  backordered_qty: number
  fulfilment: 'backorder' | 'partial' | null
  expected_date: string | null
  replaces_sku: string | null
  replaces_name: string | null
  replaces_quantity: number | null
  replaces_note: string | null
}

/** The lines of an order with the product page of each product still sold. */
export const linesStatement = (db: D1Database, orderId: number) =>
  db
    .prepare(
      `SELECT l.line_no, l.sku, l.name, l.options, l.quantity, l.unit_price_cents, l.row_total_cents, l.vat_rate,
         p.url_key, l.backordered_qty, l.fulfilment, l.expected_date,
         l.replaces_sku, l.replaces_name, l.replaces_quantity, l.replaces_note
       FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
       WHERE l.order_id = ? ORDER BY l.line_no`,
    )
    .bind(orderId)

export const toLines = (rows: unknown[]): OrderLine[] =>
  (rows as LineRow[]).map((l) => ({
    line_no: l.line_no,
    sku: l.sku,
    name: l.name,
    options: l.options,
    url_key: l.url_key,
    quantity: l.quantity,
    unit_price: { value: euros(l.unit_price_cents) },
    row_total: { value: euros(l.row_total_cents) },
    vat_rate: l.vat_rate,
    // Only a line still waiting carries its backorder (an order of old, or one shipped in full, does not).
    ...(l.backordered_qty > 0
      ? { backorder: { quantity: l.backordered_qty, fulfilment: l.fulfilment, expected_date: l.expected_date } }
      : {}),
    ...(l.replaces_sku !== null && l.replaces_name !== null
      ? {
          replaces: {
            sku: l.replaces_sku,
            name: l.replaces_name,
            quantity: l.replaces_quantity ?? 0,
            note: l.replaces_note,
          },
        }
      : {}),
  }))

const StoredTaxesSchema = v.array(v.object({ rate: v.number(), label: v.string(), amount_cents: v.number() }))
const BreakdownSchema = v.array(v.object({ name: v.string(), value: v.number() }))

/** Parses a JSON column with a schema; anything unreadable is the fallback, never a crash. */
export function parseJson<S extends v.GenericSchema>(
  json: string | null,
  schema: S,
  fallback: v.InferOutput<S>,
): v.InferOutput<S> {
  if (!json) return fallback
  try {
    const parsed = v.safeParse(schema, JSON.parse(json))
    return parsed.success ? parsed.output : fallback
  } catch {
    return fallback
  }
}

export const parseAddress = (json: string | null) => parseJson(json, v.nullable(AddressViewSchema), null)
export const parseBreakdown = (json: string) => parseJson(json, BreakdownSchema, [])

/** One entry per VAT rate as checkout stored them (spec §3 applied_taxes, with the rate). */
export function appliedTaxes(order: Pick<OrderRow, 'taxes' | 'tax_cents'>) {
  const taxes = parseJson(order.taxes, StoredTaxesSchema, [])
  if (taxes.length === 0 && order.tax_cents > 0) {
    // An order without the per-rate split (an import) still shows its VAT.
    return [{ label: 'ALV', rate: 0, amount: { value: euros(order.tax_cents) } }]
  }
  return taxes.map((t) => ({
    label: t.label || vatLabel(t.rate),
    rate: t.rate,
    amount: { value: euros(t.amount_cents) },
  }))
}

/**
 * spec §3/§9 totals of an order, shaped like the cart's (docs/decisions/015-totals-add-up.md):
 * subtotal before discounts − discounts + shipping + taxes = grand total. An order stores the
 * subtotal at the prices paid (subtotal_cents) and the saving (discount_cents) as checkout
 * priced them; the list-price subtotal is their sum, so orders placed before this shape show
 * the same stored figures, now adding up.
 */
export function orderTotals(order: OrderRow): OrderTotals {
  return {
    subtotal_excluding_tax: { value: euros(order.subtotal_cents + order.discount_cents) },
    discounts:
      order.discount_cents > 0
        ? [{ label: 'Alennus', amount: { value: euros(order.discount_cents), currency: order.currency } }]
        : [],
    shipping: { value: euros(order.shipping_cents) },
    applied_taxes: appliedTaxes(order),
    grand_total: { value: euros(order.grand_total_cents) },
  }
}

/** An order line as a reorder takes it: what was ordered, by code. */
export interface ReorderLineRow {
  line_no: number
  sku: string
  name: string
  quantity: number
  /** What the unit cost then (alv 0 %), to show a price changed since (docs/decisions/058-one-page-checkout-and-repeat-orders.md). */
  unit_price_cents: number
  /** The buyer's choice for a line that could not ship in full when ordered; null when it shipped in full. */
  fulfilment: 'backorder' | 'partial' | null
}

/** The lines of the company's order by its number, in order; none for another company's order. */
export async function companyOrderLines(
  db: D1Database,
  orderNumber: string,
  companyId: number,
): Promise<ReorderLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.line_no, l.sku, l.name, l.quantity, l.unit_price_cents, l.fulfilment
       FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.order_number = ?1 AND o.company_id = ?2 ORDER BY l.line_no`,
    )
    .bind(orderNumber, companyId)
    .all<ReorderLineRow>()
  return results
}
