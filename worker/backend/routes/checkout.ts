import { Hono, type Context } from 'hono'
import {
  BillingAddressRequestSchema,
  PaymentMethodRequestSchema,
  PlaceOrderRequestSchema,
  PrepareCheckoutRequestSchema,
  ShippingAddressRequestSchema,
  ShippingMethodRequestSchema,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '../../../contract/schemas/cartRequests'
import { notifyApprovalOnce } from '../approvals/notify'
import { authenticate, companyOf, customerOf } from '../auth'
import { requireScope } from '../orders/access'
import { BackendError } from '../errors'
import { readBody } from '../validate'
import { OrderDetailsRequestSchema } from '../../../contract/schemas/orderDetails'
import { assertDeliveryDate, offeredDeliveryDates } from '../cart/deliveryDateCheck'
import { placeOrder } from '../cart/placeOrder'
import { acceptedTermsBefore, preselectCheckout } from '../cart/preselect'
import { refuseDrugLines } from '../cart/restricted'
import { ensureCustomerCart, findCustomerCart, updateCheckout, type CheckoutChange } from '../cart/store'
import { offeredCode } from '../cart/methods'
import { loadCart, type CartState } from '../cart/view'
import { sendOrderConfirmationOnce } from '../orders/confirmationMail'
import type { BackendEnv } from '../types'

/**
 * spec §4/§7 checkout of the customer's open cart. Checkout needs a login (the guard table
 * makes /checkout login-required; guests cannot buy on invoice), so every call is a 401
 * without a valid token, and the `checkout` scope (spec §6: ordering on the company's
 * invoice), so a user who may only browse and fill a cart gets a 403 at every step.
 */
export const checkoutRoutes = new Hono<BackendEnv>()

checkoutRoutes.use('*', authenticate({ required: true }), requireScope('checkout'))

async function openCart(c: Context<BackendEnv>): Promise<CartState> {
  const customerId = customerOf(c)
  const state = await loadCart(c.env.DB, await ensureCustomerCart(c.env.DB, customerId), customerId)
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  return state
}

/** Stores a step on the open cart and answers the cart; a cart closed meanwhile is a 409. */
async function saveStep(c: Context<BackendEnv>, cartId: string, change: CheckoutChange) {
  const saved = await updateCheckout(c.env.DB, cartId, change)
  const state = saved ? await loadCart(c.env.DB, cartId, customerOf(c)) : null
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  return c.json({ cart: state.view })
}

/**
 * The choices that hold no decision, made on the caller's own open cart (the company's address
 * book and order history only; docs/decisions/058-one-page-checkout-and-repeat-orders.md).
 */
checkoutRoutes.post('/prepare', async (c) => {
  await readBody(c, PrepareCheckoutRequestSchema)
  const customerId = customerOf(c)
  const state = await preselectCheckout(c.env.DB, await openCart(c), customerId, companyOf(c))
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  return c.json({ cart: state.view, terms_accepted_before: await acceptedTermsBefore(c.env.DB, customerId) })
})

checkoutRoutes.post('/shippingAddress', async (c) => {
  const { address } = await readBody(c, ShippingAddressRequestSchema)
  const state = await openCart(c)
  return saveStep(c, state.row.id, { shippingAddress: address })
})

/** spec §4: the method goes on the first shipping address; free shipping only above the limit. */
checkoutRoutes.post('/shippingMethods', async (c) => {
  const { carrier_code } = await readBody(c, ShippingMethodRequestSchema)
  const state = await openCart(c)
  if (!state.shippingAddress) {
    throw new BackendError(400, 'Anna ensin toimitusosoite.', { carrier_code: 'Anna ensin toimitusosoite.' })
  }
  const code = offeredCode(
    state.view.available_shipping_methods.map((m) => m.carrier_code),
    carrier_code,
  )
  if (!code) {
    const message =
      carrier_code === 'freeshipping'
        ? 'Ilmainen toimitus ei ole käytettävissä: tilauksen arvo ei ole vielä ilmaisen toimituksen rajalla.'
        : 'Toimitustapa ei ole käytettävissä.'
    throw new BackendError(400, message, { carrier_code: message })
  }
  return saveStep(c, state.row.id, { shippingMethod: code })
})

checkoutRoutes.post('/paymentMethod', async (c) => {
  const { code } = await readBody(c, PaymentMethodRequestSchema)
  const state = await openCart(c)
  return saveStep(c, state.row.id, { paymentMethod: code })
})

checkoutRoutes.post('/billingAddress', async (c) => {
  const body = await readBody(c, BillingAddressRequestSchema)
  const state = await openCart(c)
  if (body.same_as_shipping && !state.shippingAddress) {
    throw new BackendError(400, 'Anna ensin toimitusosoite.', { same_as_shipping: 'Anna ensin toimitusosoite.' })
  }
  return saveStep(c, state.row.id, { billingAddress: body.address ?? 'same-as-shipping' })
})

/**
 * The delivery days the open cart may ask for, each with the reason why not (docs/decisions/035-order-details-and-delivery-dates.md):
 * the page only shows this, so the rules and the holiday data stay on the server.
 */
checkoutRoutes.get('/deliveryDates', async (c) => {
  // A read creates no cart (spec §7: no GET writes); without one, nothing needs a cold chain.
  const cartId = await findCustomerCart(c.env.DB, customerOf(c))
  const state = cartId ? await loadCart(c.env.DB, cartId, customerOf(c)) : null
  return c.json(await offeredDeliveryDates(state?.coldChain ?? false))
})

/** The order reference, requested delivery date and note (docs/decisions/035-order-details-and-delivery-dates.md); the date by the same rules. */
checkoutRoutes.post('/orderDetails', async (c) => {
  const body = await readBody(c, OrderDetailsRequestSchema)
  const state = await openCart(c)
  if (body.requestedDeliveryDate) await assertDeliveryDate(body.requestedDeliveryDate, state.coldChain)
  return saveStep(c, state.row.id, { orderDetails: body })
})

/** Exactly once per cart: see worker/backend/cart/placeOrder.ts. Only with the terms accepted (spec §3). */
checkoutRoutes.post('/placeOrder', async (c) => {
  const { cart_id, hasAcceptedTermsAndConditions } = await readBody(c, PlaceOrderRequestSchema)
  if (!hasAcceptedTermsAndConditions) {
    throw new BackendError(400, TERMS_NOT_ACCEPTED_MESSAGE, {
      hasAcceptedTermsAndConditions: TERMS_NOT_ACCEPTED_MESSAGE,
    })
  }
  const customerId = customerOf(c)
  await refuseDrugLines(c.env.DB, customerId, cart_id)
  const orderNumber = await placeOrder(c.env.DB, customerId, cart_id)
  await sendOrderConfirmationOnce(c.env, customerId, orderNumber)
  // An approval cart's order approved a purchase request: its requester hears of it (spec §12).
  await notifyApprovalOnce(c.env, orderNumber)
  return c.json({ order: { order_number: orderNumber } })
})
