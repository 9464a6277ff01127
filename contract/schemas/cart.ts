import * as v from 'valibot'
import { AvailabilitySchema } from './availability'
import { QuantityRulesSchema } from '../quantityRulesSchema'

/** spec §5/§9: quantities are integers 1..999 (defined beside the pack-size rules). */
export { MAX_QUANTITY, MIN_QUANTITY } from '../quantityRulesSchema'
/** A cart holds at most this many distinct lines (no unbounded carts). */
export const MAX_CART_LINES = 500

export const SHIPPING_METHOD_CODES = ['posti', 'matkahuolto', 'nouto', 'freeshipping'] as const
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number]
/** Invoice only: card payments need a payment provider the shop does not have yet. */
export const PAYMENT_METHOD_CODES = ['invoice'] as const
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number]

/** Guest and customer cart ids: random 128-bit values as 32 hex characters. */
export const CART_ID = /^[a-f0-9]{32}$/

// Request schemas (what a client sends) are in ./cartRequests.ts: the app's root chunk reads
// the cart, so it carries only the answers' schemas below (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).

// ---------------------------------------------------------------- responses

const Money = v.object({ value: v.number() })
/** A carrier_title breakdown item, e.g. { name: 'Kylmäkuljetuslisä', value: 9.9 } (euros, alv 0 %). */
const BreakdownItem = v.object({ name: v.string(), value: v.number() })

export const AddressViewSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  company: v.string(),
  street: v.array(v.string()),
  postcode: v.string(),
  city: v.string(),
  country_code: v.string(),
  telephone: v.string(),
})
export type AddressView = v.InferOutput<typeof AddressViewSchema>

export const PickupPointSchema = v.object({
  name: v.string(),
  street: v.string(),
  postcode: v.string(),
  city: v.string(),
  opening_hours: v.string(),
})

export const ShippingMethodSchema = v.object({
  carrier_code: v.picklist(SHIPPING_METHOD_CODES),
  carrier_title: v.array(BreakdownItem),
  amount: Money,
  /** Only for 'nouto': where and when to pick the order up. */
  pickup_point: v.nullable(PickupPointSchema),
})
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>

export const SelectedShippingMethodSchema = v.object({
  carrier_code: v.picklist(SHIPPING_METHOD_CODES),
  carrier_title: v.array(BreakdownItem),
  amount: Money,
})

export const PaymentMethodSchema = v.object({ code: v.picklist(PAYMENT_METHOD_CODES), title: v.string() })

/**
 * How a line that cannot ship in full ships: wait for all of it ('backorder'), or ship what there
 * is now and the rest when it arrives ('partial'). Taking a substitute or removing the line are
 * line changes of their own.
 */
export const FULFILMENTS = ['backorder', 'partial'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

export const CartItemSchema = v.object({
  id: v.number(),
  quantity: v.number(),
  product: v.object({
    sku: v.string(),
    name: v.string(),
    url_key: v.string(),
    image: v.object({ url: v.string(), label: v.string() }),
    pakkauskokoteksti: v.string(),
    in_stock: v.boolean(),
    /** Counts, restock date, shortage (contract/availability.ts); an upstream without them leaves it out. */
    availability: v.optional(AvailabilitySchema),
    /** Pack-size rules (contract/quantityRules.ts); absent means 1…999 by 1. */
    quantity_rules: v.optional(QuantityRulesSchema),
    /** The sibling variants of a variant line (for a configurable product); [] for simple products. */
    variants: v.array(
      v.object({ sku: v.string(), option_label: v.string(), value_label: v.string(), in_stock: v.boolean() }),
    ),
  }),
  /** The chosen variant's options, e.g. [{ option_label: 'Koko', value_label: 'M' }]. */
  configurable_options: v.array(v.object({ option_label: v.string(), value_label: v.string() })),
  /** alv 0 %: what the customer pays per unit and for the row. null for guests (spec §6). */
  prices: v.nullable(v.object({ price: Money, row_total: Money })),
  /** Units of the line that ship now; fewer than `quantity` means the buyer chooses how it ships. */
  ships_now: v.optional(v.number()),
  /** The buyer's choice for a line that cannot ship in full (docs/decisions/073-availability.md). */
  fulfilment: v.optional(v.nullable(v.picklist(FULFILMENTS))),
  /**
   * The product this line replaces, when the buyer took a substitute for it
   * (docs/decisions/077-substitutes.md): its code, name and quantity, the operator's reason and the
   * pack-size conversion while the line still holds the converted quantity.
   */
  replaces: v.optional(
    v.nullable(
      v.object({
        sku: v.string(),
        name: v.string(),
        quantity: v.number(),
        reason: v.nullable(v.string()),
        note: v.nullable(v.string()),
      }),
    ),
  ),
})
export type CartItem = v.InferOutput<typeof CartItemSchema>

/**
 * spec §3 cart prices, a sum to the cent (docs/decisions/015-totals-add-up.md):
 * subtotal_excluding_tax is the goods at list prices, before discounts; discounts are what the
 * customer saves against list prices (contract and catalogue prices), subtracted; the row
 * totals add up to subtotal − discounts; applied_taxes has one entry per VAT rate, on what is
 * actually paid, shipping included at 25,5 %;
 * grand_total = subtotal_excluding_tax − discounts + shipping + applied_taxes.
 */
export const CartPricesSchema = v.object({
  subtotal_excluding_tax: Money,
  discounts: v.array(v.object({ label: v.string(), amount: v.object({ value: v.number(), currency: v.string() }) })),
  applied_taxes: v.array(v.object({ label: v.string(), amount: Money })),
  grand_total: Money,
})

export const FreeShippingSchema = v.object({
  has_free_shipping_limit: v.boolean(),
  is_free_shipping: v.boolean(),
  /** Euros (alv 0 %) still missing from the limit; 0 when reached. */
  distance_to_free_shipping: v.number(),
})

/**
 * The billing step's order details (docs/decisions/035-order-details-and-delivery-dates.md, contract/schemas/orderDetails.ts): the customer's
 * own order reference, the requested delivery date (yyyy-mm-dd; null = the first possible day)
 * and a delivery note. The cart and the order answer them alike.
 */
export const OrderDetailsSchema = v.object({
  customerReference: v.string(),
  requestedDeliveryDate: v.nullable(v.string()),
  deliveryNote: v.string(),
})
export type OrderDetails = v.InferOutput<typeof OrderDetailsSchema>

/**
 * spec §3 Cart. Guests get the same shape with every price field null and no checkout data
 * (spec §6: no cart prices for guests; checkout needs a login).
 */
export const CartSchema = v.object({
  /**
   * The cart's id (a customer cart's is the placeOrder idempotency key). The upstream answers a
   * guest cart's id too (contract/upstream.md); the shop keeps it in the HttpOnly cookie and
   * answers the browser null.
   */
  id: v.nullable(v.string()),
  total_quantity: v.number(),
  items: v.array(CartItemSchema),
  prices: v.nullable(CartPricesSchema),
  shipping_addresses: v.array(
    v.object({ ...AddressViewSchema.entries, selected_shipping_method: v.nullable(SelectedShippingMethodSchema) }),
  ),
  available_shipping_methods: v.array(ShippingMethodSchema),
  selected_payment_method: v.nullable(v.object({ code: v.picklist(PAYMENT_METHOD_CODES) })),
  available_payment_methods: v.array(PaymentMethodSchema),
  billing_address: v.nullable(AddressViewSchema),
  free_shipping: v.nullable(FreeShippingSchema),
  /**
   * The billing step's order details (docs/decisions/035-order-details-and-delivery-dates.md), customers only. Optional: an upstream that
   * does not know them leaves them out, and the billing step starts empty.
   */
  order_details: v.optional(v.nullable(OrderDetailsSchema), null),
})
export type Cart = v.InferOutput<typeof CartSchema>

/** Every cart write answers the cart. */
export const CartResponseSchema = v.object({ cart: CartSchema })

/**
 * POST /api/checkout/prepare: the cart with every choice that holds no decision made
 * (docs/decisions/058-one-page-checkout-and-repeat-orders.md), and whether the caller has
 * accepted the terms on an order before (the tick box then starts ticked).
 */
export const PrepareCheckoutResponseSchema = v.object({ cart: CartSchema, terms_accepted_before: v.boolean() })
export type CartResponse = v.InferOutput<typeof CartResponseSchema>

/** GET /api/cart: the visitor's current cart (null for a guest without one); customerCart only when logged in. */
export const GetCartResponseSchema = v.object({ cart: v.nullable(CartSchema), customerCart: v.nullable(CartSchema) })
export type GetCartResponse = v.InferOutput<typeof GetCartResponseSchema>

/** POST /api/checkout/placeOrder */
export const PlaceOrderResponseSchema = v.object({ order: v.object({ order_number: v.string() }) })
export type PlaceOrderResponse = v.InferOutput<typeof PlaceOrderResponseSchema>
