import * as v from 'valibot'
import { CART_ID, FULFILMENTS, PAYMENT_METHOD_CODES, SHIPPING_METHOD_CODES } from './cart'
import { Quantity, Sku } from './lineItem'

/**
 * What a client sends to the cart and checkout routes. Apart from ./cart.ts (the answers) so a
 * page that only reads the cart, i.e. every page through the header's count, does not load the
 * checkout forms' schemas (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
 */

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

const FULFILMENT_MESSAGE = 'Valitse, odotetaanko koko määrää, toimitetaanko osissa vai otetaanko korvaava tuote.'

/**
 * How a line that cannot ship in full ships (docs/decisions/073-availability.md): wait, ship in
 * parts, take one of its substitutes (docs/decisions/077-substitutes.md), or take back the
 * product a substitute replaced ('original').
 */
export const LineFulfilmentRequestSchema = v.variant(
  'fulfilment',
  [
    v.strictObject({ cart_item_id: CartItemId, fulfilment: v.picklist(FULFILMENTS, FULFILMENT_MESSAGE) }),
    v.strictObject({ cart_item_id: CartItemId, fulfilment: v.literal('substitute'), substitute_sku: Sku }),
    v.strictObject({ cart_item_id: CartItemId, fulfilment: v.literal('original') }),
  ],
  FULFILMENT_MESSAGE,
)
export type LineFulfilmentRequest = v.InferOutput<typeof LineFulfilmentRequestSchema>

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

/** POST /api/checkout/prepare: no body of its own (an empty object). */
export const PrepareCheckoutRequestSchema = v.strictObject({})

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
