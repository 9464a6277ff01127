import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import type * as v from 'valibot'
import {
  CartResponseSchema,
  PlaceOrderResponseSchema,
  PrepareCheckoutResponseSchema,
} from '../../contract/schemas/cart'
import {
  BillingAddressRequestSchema,
  PaymentMethodRequestSchema,
  PlaceOrderRequestSchema,
  PrepareCheckoutRequestSchema,
  ShippingAddressRequestSchema,
  ShippingMethodRequestSchema,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '../../contract/schemas/cartRequests'
import { DeliveryDatesResponseSchema, OrderDetailsRequestSchema } from '../../contract/schemas/orderDetails'
import { CHECKOUT_SUCCESS_PATH, COOKIE, readCheckoutSuccess } from '../cookies'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError, HttpError } from './errors'
import { readJson } from './validate'

/**
 * spec §4/§7 checkout. It needs a login: /checkout is login-required in the guard table and
 * customers buy on their B2B invoice account, so a guest gets a 401 here.
 */
export const checkout = new Hono<AppEnv>()

/** The success page's guard lets the customer in for this long after an order (spec §2). */
export const CHECKOUT_SUCCESS_MAX_AGE = 600

/**
 * The success page's order number (spec §2). The flag cookie lives on /checkout/success only, so
 * a browser never sends it here: the page's SSR loader calls this in-process with the page
 * request's cookies, before the page guard's response clears the flag. Registered before the
 * login check: the HttpOnly, SameSite=Strict flag alone is the proof.
 */
checkout.get('/success', (c) => {
  c.header('Cache-Control', 'private, no-store')
  const orderNumber = readCheckoutSuccess(c)
  if (!orderNumber) return apiError(c, 404, 'Tilausta ei löytynyt.')
  return c.json({ order: { order_number: orderNumber } })
})

checkout.use('*', async (c, next) => {
  if (!c.var.token) return apiError(c, 401, 'Kirjaudu sisään tehdäksesi tilauksen.')
  return next()
})

/** Each step validates its body, stores it upstream and answers the cart. */
function step(path: string, schema: v.GenericSchema) {
  checkout.post(path, async (c) => {
    const body = await readJson(c, schema)
    return c.json(await upstreamJson(c, { method: 'POST', path: `/api/checkout${path}`, body }, CartResponseSchema))
  })
}

/** The choices that hold no decision (docs/decisions/058-one-page-checkout-and-repeat-orders.md). */
checkout.post('/prepare', async (c) => {
  const body = await readJson(c, PrepareCheckoutRequestSchema)
  return c.json(
    await upstreamJson(c, { method: 'POST', path: '/api/checkout/prepare', body }, PrepareCheckoutResponseSchema),
  )
})

step('/shippingAddress', ShippingAddressRequestSchema)
step('/shippingMethods', ShippingMethodRequestSchema)
step('/paymentMethod', PaymentMethodRequestSchema)
step('/billingAddress', BillingAddressRequestSchema)
step('/orderDetails', OrderDetailsRequestSchema)

/** The delivery days the cart may ask for (docs/decisions/035-order-details-and-delivery-dates.md): computed upstream, where the rules are. */
checkout.get('/deliveryDates', async (c) =>
  c.json(await upstreamJson(c, { path: '/api/checkout/deliveryDates' }, DeliveryDatesResponseSchema)),
)

/**
 * Exactly once per cart (worker/backend/cart/placeOrder.ts): a retry or a double click of the same
 * cart answers the same order number. Success sets the flag the /checkout/success guard
 * consumes (spec §2, §4). The terms must be accepted (spec §3 hasAcceptedTermsAndConditions):
 * the browser's tick box is not the only guard, a request without it places nothing.
 */
checkout.post('/placeOrder', async (c) => {
  const body = await readJson(c, PlaceOrderRequestSchema)
  if (!body.hasAcceptedTermsAndConditions) {
    throw new HttpError(400, TERMS_NOT_ACCEPTED_MESSAGE, { hasAcceptedTermsAndConditions: TERMS_NOT_ACCEPTED_MESSAGE })
  }
  const result = await upstreamJson(
    c,
    { method: 'POST', path: '/api/checkout/placeOrder', body, cartId: body.cart_id },
    PlaceOrderResponseSchema,
  )
  setCookie(c, COOKIE.checkoutSuccess, result.order.order_number, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: CHECKOUT_SUCCESS_PATH,
    maxAge: CHECKOUT_SUCCESS_MAX_AGE,
  })
  return c.json(result)
})
