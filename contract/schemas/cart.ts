import * as v from 'valibot'

/** spec §5/§9: quantities are integers 1..999. */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 999
/** A cart holds at most this many distinct lines (issue 14: no unbounded carts). */
export const MAX_CART_LINES = 500

export const SHIPPING_METHOD_CODES = ['posti', 'matkahuolto', 'nouto', 'freeshipping'] as const
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number]
/** Invoice only: card payments need a payment provider the shop does not have yet. */
export const PAYMENT_METHOD_CODES = ['invoice'] as const
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number]

/** Guest and customer cart ids: random 128-bit values as 32 hex characters. */
export const CART_ID = /^[a-f0-9]{32}$/

// ---------------------------------------------------------------- requests

const Quantity = v.pipe(
  v.number('Anna määrä numerona.'),
  v.integer('Määrän pitää olla kokonaisluku.'),
  v.minValue(MIN_QUANTITY, `Määrän pitää olla vähintään ${MIN_QUANTITY}.`),
  v.maxValue(MAX_QUANTITY, `Määrä voi olla enintään ${MAX_QUANTITY}.`),
)

const Sku = v.pipe(
  v.string('Tuotekoodi puuttuu.'),
  v.trim(),
  v.nonEmpty('Tuotekoodi puuttuu.'),
  v.maxLength(64, 'Tuotekoodi on liian pitkä.'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Virheellinen tuotekoodi.'),
)

const CartItemId = v.pipe(
  v.number('Virheellinen ostoskoririvi.'),
  v.integer('Virheellinen ostoskoririvi.'),
  v.minValue(1, 'Virheellinen ostoskoririvi.'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Virheellinen ostoskoririvi.'),
)

const CartId = v.pipe(v.string('Ostoskorin tunniste puuttuu.'), v.regex(CART_ID, 'Virheellinen ostoskorin tunniste.'))

/** POST /api/cart/: a simple product or a variant SKU (a configurable parent is a 400). */
export const AddToCartRequestSchema = v.strictObject({ sku: Sku, quantity: Quantity })
export type AddToCartRequest = v.InferOutput<typeof AddToCartRequestSchema>

/** POST /api/cart/update */
export const UpdateCartItemRequestSchema = v.strictObject({ cart_item_id: CartItemId, quantity: Quantity })
export type UpdateCartItemRequest = v.InferOutput<typeof UpdateCartItemRequestSchema>

/** DELETE /api/cart/{itemId}: the path parameter. */
export const CartItemIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, 'Virheellinen ostoskoririvi.'),
  v.transform(Number),
)

/** Upstream POST /api/cart/merge, called by the BFF right after a login. */
export const MergeCartRequestSchema = v.strictObject({ guest_cart_id: CartId })

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} puuttuu.`),
    v.trim(),
    v.nonEmpty(`${label} puuttuu.`),
    v.maxLength(max, `${label} on liian pitkä (enintään ${max} merkkiä).`),
  )

/** A Finnish B2B address: company and contact person, 1–2 street lines, 5-digit postcode. */
export const AddressSchema = v.strictObject({
  firstname: text('Etunimi', 60),
  lastname: text('Sukunimi', 60),
  company: text('Yrityksen nimi', 120),
  street: v.pipe(
    v.array(v.pipe(v.string('Katuosoite puuttuu.'), v.trim(), v.maxLength(100, 'Katuosoite on liian pitkä.'))),
    v.transform((lines) => lines.filter((line) => line !== '')),
    v.minLength(1, 'Katuosoite puuttuu.'),
    v.maxLength(2, 'Katuosoitteessa voi olla enintään kaksi riviä.'),
  ),
  postcode: v.pipe(v.string('Postinumero puuttuu.'), v.trim(), v.regex(/^\d{5}$/, 'Postinumerossa on viisi numeroa.')),
  city: text('Postitoimipaikka', 60),
  country_code: v.picklist(['FI'], 'Toimitamme vain Suomeen.'),
  telephone: v.pipe(
    v.string('Puhelinnumero puuttuu.'),
    v.trim(),
    v.regex(/^\+?[0-9][0-9 ()-]{4,19}$/, 'Tarkista puhelinnumero.'),
  ),
})
export type Address = v.InferOutput<typeof AddressSchema>

/** POST /api/checkout/shippingAddress */
export const ShippingAddressRequestSchema = v.strictObject({ address: AddressSchema })

/** POST /api/checkout/shippingMethods */
export const ShippingMethodRequestSchema = v.strictObject({
  carrier_code: v.picklist(SHIPPING_METHOD_CODES, 'Valitse toimitustapa.'),
})

/** POST /api/checkout/paymentMethod */
export const PaymentMethodRequestSchema = v.strictObject({
  code: v.picklist(PAYMENT_METHOD_CODES, 'Valitse maksutapa.'),
})

/** POST /api/checkout/billingAddress: an address, or `same_as_shipping: true`. */
export const BillingAddressRequestSchema = v.pipe(
  v.strictObject({
    address: v.optional(AddressSchema),
    same_as_shipping: v.optional(v.boolean('Valitse, onko laskutusosoite sama kuin toimitusosoite.')),
  }),
  v.check(
    (body) => (body.same_as_shipping === true) !== (body.address !== undefined),
    'Anna laskutusosoite tai valitse, että se on sama kuin toimitusosoite.',
  ),
)
export type BillingAddressRequest = v.InferOutput<typeof BillingAddressRequestSchema>

/** The answer to an order sent without the terms accepted (spec §3 hasAcceptedTermsAndConditions). */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Hyväksy toimitusehdot ennen kuin lähetät tilauksen.'

/**
 * POST /api/checkout/placeOrder. The cart id (cart.id of GET /api/cart) is the idempotency
 * key: placing the same cart again answers the same order number. The buyer's acceptance of
 * the terms (spec §3 checkout state hasAcceptedTermsAndConditions) travels with the order: a
 * missing or false flag parses (so the answer can name the terms, not a generic field error)
 * and the BFF and the backend both refuse it with a 400, placing nothing.
 */
export const PlaceOrderRequestSchema = v.strictObject({
  cart_id: CartId,
  hasAcceptedTermsAndConditions: v.optional(v.boolean(TERMS_NOT_ACCEPTED_MESSAGE), false),
})
export type PlaceOrderRequest = v.InferInput<typeof PlaceOrderRequestSchema>

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
    /** The sibling variants of a variant line (for a configurable product); [] for simple products. */
    variants: v.array(
      v.object({ sku: v.string(), option_label: v.string(), value_label: v.string(), in_stock: v.boolean() }),
    ),
  }),
  /** The chosen variant's options, e.g. [{ option_label: 'Koko', value_label: 'M' }]. */
  configurable_options: v.array(v.object({ option_label: v.string(), value_label: v.string() })),
  /** alv 0 %: what the customer pays per unit and for the row. null for guests (spec §6). */
  prices: v.nullable(v.object({ price: Money, row_total: Money })),
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
})
export type Cart = v.InferOutput<typeof CartSchema>

/** Every cart write answers the cart. */
export const CartResponseSchema = v.object({ cart: CartSchema })
export type CartResponse = v.InferOutput<typeof CartResponseSchema>

/** GET /api/cart: the visitor's current cart (null for a guest without one); customerCart only when logged in. */
export const GetCartResponseSchema = v.object({ cart: v.nullable(CartSchema), customerCart: v.nullable(CartSchema) })
export type GetCartResponse = v.InferOutput<typeof GetCartResponseSchema>

/** POST /api/checkout/placeOrder */
export const PlaceOrderResponseSchema = v.object({ order: v.object({ order_number: v.string() }) })
export type PlaceOrderResponse = v.InferOutput<typeof PlaceOrderResponseSchema>
