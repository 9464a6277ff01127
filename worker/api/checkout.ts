import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import type * as v from 'valibot'
import {
  BillingAddressRequestSchema,
  CartResponseSchema,
  PaymentMethodRequestSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  ShippingAddressRequestSchema,
  ShippingMethodRequestSchema,
} from '../../contract/schemas/cart'
import { COOKIE } from '../cookies'
import type { AppEnv } from '../env'
import { upstreamJson } from '../upstream/forward'
import { apiError } from './errors'
import { readJson } from './validate'

/**
 * spec §4/§7 checkout. It needs a login: /checkout is login-required in the guard table and
 * customers buy on their B2B invoice account, so a guest gets a 401 here.
 */
export const checkout = new Hono<AppEnv>()

/** The success page's guard lets the customer in for this long after an order (spec §2). */
export const CHECKOUT_SUCCESS_MAX_AGE = 600

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

step('/shippingAddress', ShippingAddressRequestSchema)
step('/shippingMethods', ShippingMethodRequestSchema)
step('/paymentMethod', PaymentMethodRequestSchema)
step('/billingAddress', BillingAddressRequestSchema)

/**
 * Exactly once per cart (worker/backend/cart/orders.ts): a retry or a double click of the same
 * cart answers the same order number. Success sets the flag the /checkout/success guard
 * consumes (spec §2, §4).
 */
checkout.post('/placeOrder', async (c) => {
  const body = await readJson(c, PlaceOrderRequestSchema)
  const result = await upstreamJson(
    c,
    { method: 'POST', path: '/api/checkout/placeOrder', body, cartId: body.cart_id },
    PlaceOrderResponseSchema,
  )
  setCookie(c, COOKIE.checkoutSuccess, '1', {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: CHECKOUT_SUCCESS_MAX_AGE,
  })
  return c.json(result)
})
