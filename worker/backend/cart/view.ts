import { DEFAULT_QUANTITY_RULES } from '../../../contract/quantityRules'
import { RULE_COLUMNS, rulesOf, type RuledLine } from '../catalog/quantityRules'
import * as v from 'valibot'
import { priceView } from '../../../contract/pricing'
import { AddressViewSchema, type Cart } from '../../../contract/schemas/cart'
import { type Address } from '../../../contract/schemas/cartRequests'
import { DEFAULT_STORE_CONFIG } from '../../../contract/schemas/core'
import {
  availableShippingMethods,
  isColdChainProduct,
  offeredCode,
  PAYMENT_METHODS,
  type ShippingOption,
} from './methods'
import type { OrderLineInput } from '../orders/orderColumns'
import { shipsNow } from '../../../contract/availability'
import { substituteQuantity } from '../../../contract/substitutes'
import type { Availability } from '../../../contract/schemas/availability'
import type { Fulfilment } from '../../../contract/schemas/cart'
import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from '../catalog/availability'
import { cartTotals, euros, rowTotalCents, VAT_RATES, type Totals, type VatClass } from './totals'

export interface CartRow {
  id: string
  customer_id: number | null
  status: 'active' | 'ordered' | 'merged'
  revision: number
  shipping_address: string | null
  shipping_method: string | null
  billing_address: string | null
  billing_same_as_shipping: number
  payment_method: string | null
  customer_reference: string
  requested_delivery_date: string | null
  delivery_note: string
  /** An approval cart (spec §12): the purchase request its order approves; null for a normal cart. */
  purchase_request_id: number | null
  /** A standing order run's cart (docs/decisions/079-standing-orders.md): whose run it is; null otherwise. */
  run_owner_id: number | null
}

interface ItemRow extends AvailabilityRow {
  item_id: number
  quantity: number
  fulfilment: Fulfilment | null
  product_id: number
  sku: string
  name: string
  url_key: string
  image_url: string
  image_label: string
  pakkauskokoteksti: string
  regular_price_cents: number
  final_price_cents: number
  vat_class: VatClass
  in_stock: number
  parent_id: number | null
  variant_attribute: string | null
  variant_value: string | null
  special_price_cents: number | null
  price_type: number | null
  cold_chain: number
  min_sale_qty: number
  max_sale_qty: number
  qty_increment: number
  replaces_sku: string | null
  replaces_name: string | null
  replaces_pack: string | null
  replaces_quantity: number | null
  replaces_reason: string | null
}

interface SiblingRow {
  parent_id: number
  sku: string
  variant_attribute: string | null
  variant_value: string | null
  in_stock: number
}

/** A priced cart line: what the view shows and what an order line stores (orders/orderColumns.ts). */
export interface CartLine extends OrderLineInput {
  itemId: number
  inStock: boolean
  availability: Availability
  /** What the buyer chose for a line that cannot ship in full; null while nothing is chosen. */
  fulfilment: Fulfilment | null
  /** Units that ship now (contract/availability.ts shipsNow). */
  shipsNow: number
  /** The product this line is a substitute for (docs/decisions/077-substitutes.md); null for most lines. */
  replaces: ReplacedProduct | null
}

export interface ReplacedProduct {
  sku: string
  name: string
  quantity: number
  reason: string | null
  /** The pack-size conversion while the line still holds the converted quantity. */
  note: string | null
}

export interface CartState {
  row: CartRow
  lines: CartLine[]
  totals: Totals
  shippingAddress: Address | null
  billingAddress: Address | null
  selectedShipping: ShippingOption | null
  paymentMethod: string | null
  /** Some line needs a cold chain (2–8 °C): it changes the shipping price and the dispatch days. */
  coldChain: boolean
  view: Cart
}

const ITEMS_SQL = `
  SELECT i.id AS item_id, i.quantity, i.fulfilment, ${availabilityColumns('p')}, p.id AS product_id, p.sku, p.name, p.url_key, p.image_url, p.image_label,
    p.pakkauskokoteksti, p.regular_price_cents, p.final_price_cents, p.vat_class, p.in_stock, p.parent_id,
    p.variant_attribute, p.variant_value, cp.special_price_cents, cp.price_type, ${RULE_COLUMNS},
    ${isColdChainProduct('p')} AS cold_chain,
    r.sku AS replaces_sku, r.name AS replaces_name, r.pakkauskokoteksti AS replaces_pack, i.replaces_quantity,
    rs.reason AS replaces_reason
  FROM cart_items i
  JOIN products p ON p.id = i.product_id
  LEFT JOIN contract_prices cp ON cp.company_id = (SELECT company_id FROM customers WHERE id = ?2) AND cp.product_no = p.sku
  LEFT JOIN products r ON r.id = i.replaces_product_id
  LEFT JOIN product_substitutes rs ON rs.product_id = i.replaces_product_id AND rs.substitute_id = i.product_id
  WHERE i.cart_id = ?1
  ORDER BY i.id`

const SIBLINGS_SQL = `
  SELECT s.parent_id, s.sku, s.variant_attribute, s.variant_value, s.in_stock FROM products s
  WHERE s.parent_id IN (
    SELECT p.parent_id FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ?1
  )
  ORDER BY s.parent_id, s.position, s.id`

function parseAddress(json: string | null): Address | null {
  if (!json) return null
  try {
    const parsed = v.safeParse(AddressViewSchema, JSON.parse(json))
    return parsed.success ? { ...parsed.output, country_code: 'FI' } : null
  } catch {
    return null
  }
}

/** The columns a unit price is computed from (a product row with its company's contract price). */
export type PriceRow = Pick<
  ItemRow,
  'sku' | 'final_price_cents' | 'regular_price_cents' | 'special_price_cents' | 'price_type'
>

/** What a customer pays per unit (alv 0 %): the contract price rules of contract/pricing.ts. */
export function unitCents(row: PriceRow, withContract: boolean): number {
  if (!withContract) return row.final_price_cents
  const view = priceView(
    {
      sku: row.sku,
      price_range: {
        minimum_price: {
          final_price: { value: euros(row.final_price_cents) },
          regular_price: { value: euros(row.regular_price_cents) },
        },
      },
      custom_price: null,
      new_from_date: null,
      new_to_date: null,
    },
    row.special_price_cents === null || row.price_type === null
      ? undefined
      : { product_no: row.sku, special_price: euros(row.special_price_cents), price_type: row.price_type },
  )
  return Math.round(view.price * 100)
}

/**
 * Whether the cart is the caller's: a guest's (customerId null), a customer's, or, asked for as
 * one, a standing order run's cart (docs/decisions/079-standing-orders.md), which is priced as its
 * owner's and is never a guest cart nor the owner's open cart.
 */
function isCartOf(cart: CartRow, customerId: number | null, run: boolean): boolean {
  if (run) return customerId !== null && cart.run_owner_id === customerId
  return cart.run_owner_id === null && cart.customer_id === customerId
}

/**
 * Loads a cart of its owner (a customer, or null for a guest cart) and prices it: customer
 * carts with the customer's contract prices and checkout data, guest carts at catalogue
 * prices without checkout data (the BFF removes guest prices, spec §6). Someone else's cart,
 * like an unknown one, is null.
 */
export async function loadCart(
  db: D1Database,
  cartId: string,
  customerId: number | null,
  opts: { run?: boolean } = {},
): Promise<CartState | null> {
  const [cartResult, itemsResult, siblingsResult, limitResult] = await db.batch([
    db.prepare('SELECT * FROM carts WHERE id = ?1').bind(cartId),
    db.prepare(ITEMS_SQL).bind(cartId, customerId ?? -1),
    db.prepare(SIBLINGS_SQL).bind(cartId),
    db.prepare("SELECT value FROM store_config WHERE key = 'free_shipping_limit'"),
  ])
  const found = cartResult?.results[0] as CartRow | undefined
  if (!found || !isCartOf(found, customerId, opts.run === true)) return null
  const row = opts.run ? { ...found, customer_id: customerId } : found
  const items = (itemsResult?.results ?? []) as ItemRow[]
  const siblings = (siblingsResult?.results ?? []) as SiblingRow[]
  const storedLimit = (limitResult?.results[0] as { value: string } | undefined)?.value
  const limit = Number(storedLimit ?? DEFAULT_STORE_CONFIG.free_shipping_limit)
  return priceCart(row, items, siblings, Number.isFinite(limit) && limit > 0 ? Math.round(limit * 100) : 0)
}

function priceCart(row: CartRow, items: ItemRow[], siblings: SiblingRow[], limitCents: number): CartState {
  const isCustomer = row.customer_id !== null
  const priced = items.map((item) => ({
    item,
    line: {
      itemId: item.item_id,
      productId: item.product_id,
      sku: item.sku,
      name: item.name,
      options: item.variant_attribute && item.variant_value ? `${item.variant_attribute}: ${item.variant_value}` : '',
      quantity: item.quantity,
      unitCents: unitCents(item, isCustomer),
      regularCents: item.regular_price_cents,
      vatRate: VAT_RATES[item.vat_class],
      inStock: item.in_stock === 1,
      availability: availabilityOfRow(item),
      fulfilment: item.fulfilment,
      shipsNow: shipsNow({ in_stock: item.in_stock === 1, availability: availabilityOfRow(item) }, item.quantity),
      replaces: replacedProduct(item),
    } satisfies CartLine,
  }))
  const lines = priced.map((p) => p.line)

  const subtotalCents = lines.reduce((sum, line) => sum + rowTotalCents(line), 0)
  const reachesLimit = limitCents > 0 && subtotalCents >= limitCents
  const shippingAddress = isCustomer ? parseAddress(row.shipping_address) : null
  const billingAddress = !isCustomer
    ? null
    : row.billing_same_as_shipping === 1
      ? shippingAddress
      : parseAddress(row.billing_address)
  const coldChain = items.some((i) => i.cold_chain === 1)
  const methods = isCustomer ? availableShippingMethods({ freeShipping: reachesLimit, coldChain }) : []
  // A stored method that is no longer offered (free shipping after removing items) is not selected;
  // Posti stays chosen as the free Posti from the limit on (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
  const selectedCode = offeredCode(
    methods.map((m) => m.code),
    row.shipping_method,
  )
  const selectedShipping = shippingAddress ? (methods.find((m) => m.code === selectedCode) ?? null) : null
  const totals = cartTotals(lines, selectedShipping?.cents ?? 0)
  const payments = isCustomer ? PAYMENT_METHODS : []
  const payment = payments.find((p) => p.code === row.payment_method) ?? null

  const siblingsOf = (parentId: number | null) => siblings.filter((s) => parentId !== null && s.parent_id === parentId)
  const breakdown = (m: ShippingOption) => m.breakdown.map((b) => ({ name: b.name, value: euros(b.cents) }))

  const view: Cart = {
    id: row.id,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    items: priced.map(({ item, line }) => ({
      id: item.item_id,
      quantity: item.quantity,
      product: {
        sku: item.sku,
        name: item.name,
        url_key: item.url_key,
        image: { url: item.image_url, label: item.image_label },
        pakkauskokoteksti: item.pakkauskokoteksti,
        in_stock: line.inStock,
        availability: line.availability,
        quantity_rules: rulesOf(item),
        variants: siblingsOf(item.parent_id).map((s) => ({
          sku: s.sku,
          option_label: s.variant_attribute ?? '',
          value_label: s.variant_value ?? '',
          in_stock: s.in_stock === 1,
        })),
      },
      configurable_options:
        item.variant_attribute && item.variant_value
          ? [{ option_label: item.variant_attribute, value_label: item.variant_value }]
          : [],
      prices: { price: { value: euros(line.unitCents) }, row_total: { value: euros(rowTotalCents(line)) } },
      ships_now: line.shipsNow,
      fulfilment: line.fulfilment,
      ...(line.replaces ? { replaces: line.replaces } : {}),
    })),
    prices: {
      subtotal_excluding_tax: { value: euros(totals.listSubtotalCents) },
      discounts:
        totals.discountCents > 0
          ? [{ label: 'Alennus', amount: { value: euros(totals.discountCents), currency: 'EUR' } }]
          : [],
      applied_taxes: totals.taxes.map((t) => ({ label: t.label, amount: { value: euros(t.cents) } })),
      grand_total: { value: euros(totals.grandTotalCents) },
    },
    shipping_addresses: shippingAddress
      ? [
          {
            ...shippingAddress,
            selected_shipping_method: selectedShipping
              ? {
                  carrier_code: selectedShipping.code,
                  carrier_title: breakdown(selectedShipping),
                  amount: { value: euros(selectedShipping.cents) },
                }
              : null,
          },
        ]
      : [],
    available_shipping_methods: methods.map((m) => ({
      carrier_code: m.code,
      carrier_title: breakdown(m),
      amount: { value: euros(m.cents) },
      pickup_point: m.pickup,
    })),
    selected_payment_method: payment ? { code: payment.code } : null,
    available_payment_methods: payments.map((p) => ({ code: p.code, title: p.title })),
    billing_address: billingAddress,
    free_shipping: {
      has_free_shipping_limit: limitCents > 0,
      is_free_shipping: reachesLimit,
      distance_to_free_shipping: limitCents > 0 ? euros(Math.max(0, limitCents - subtotalCents)) : 0,
    },
    order_details: isCustomer
      ? {
          customerReference: row.customer_reference ?? '',
          requestedDeliveryDate: row.requested_delivery_date ?? null,
          deliveryNote: row.delivery_note ?? '',
        }
      : null,
  }
  return {
    row,
    lines,
    totals,
    shippingAddress,
    billingAddress,
    selectedShipping,
    paymentMethod: payment?.code ?? null,
    coldChain,
    view,
  }
}

/** What a substituted line replaces, with the conversion the buyer read while it still holds (contract/substitutes.ts). */
function replacedProduct(item: ItemRow): ReplacedProduct | null {
  if (item.replaces_sku === null || item.replaces_name === null || item.replaces_quantity === null) return null
  const converted = substituteQuantity(
    { pakkauskokoteksti: item.replaces_pack ?? '', quantity: item.replaces_quantity },
    { pakkauskokoteksti: item.pakkauskokoteksti, quantity_rules: rulesOf(item) },
  )
  return {
    sku: item.replaces_sku,
    name: item.replaces_name,
    quantity: item.replaces_quantity,
    reason: item.replaces_reason,
    note: converted?.quantity === item.quantity ? converted.note : null,
  }
}

/** The cart's lines with their products' rules, for a check of every line (docs/decisions/048-quantity-rules-on-every-path.md). */
export const cartLinesWithRules = (state: CartState): RuledLine[] =>
  state.view.items.map((item) => ({
    name: item.product.name,
    quantity: item.quantity,
    rules: item.product.quantity_rules ?? DEFAULT_QUANTITY_RULES,
    field: `items.${item.id}.quantity`,
  }))
