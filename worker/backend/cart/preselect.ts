import * as v from 'valibot'
import { AddressSchema } from '../../../contract/schemas/cartRequests'
import type { SavedAddress } from '../../../contract/schemas/customer'
import { listAddresses } from '../account/addresses'
import { PAYMENT_METHODS } from './methods'
import { updateCheckout } from './store'
import { loadCart, type CartState } from './view'

/**
 * The checkout's choices that hold no decision, made on the open cart
 * (docs/decisions/058-one-page-checkout-and-repeat-orders.md): the company's default address,
 * a delivery method (the one the company used last when the cart is offered it, else the
 * cheapest that delivers; pickup only when chosen), the only payment method, and billing as
 * shipping. Only what is still empty is filled, so a buyer's own choice is never overwritten.
 * Answers the cart as it is then, or null when the cart closed meanwhile.
 */
export async function preselectCheckout(
  db: D1Database,
  state: CartState,
  customerId: number,
  companyId: number,
): Promise<CartState | null> {
  const cartId = state.row.id
  let current: CartState | null = state
  if (!current.shippingAddress) {
    const [first] = await listAddresses(db, companyId)
    // An address saved before a rule changed may not pass it: the buyer then completes it in the form.
    const parsed = first ? v.safeParse(AddressSchema, addressFields(first)) : null
    if (parsed?.success) {
      await updateCheckout(db, cartId, { shippingAddress: parsed.output })
      current = await loadCart(db, cartId, customerId)
    }
  }
  if (!current) return null
  if (current.shippingAddress && !current.selectedShipping) {
    const code = await deliveryMethodFor(db, current, companyId)
    if (code) await updateCheckout(db, cartId, { shippingMethod: code })
  }
  const [onlyPayment] = PAYMENT_METHODS
  if (!current.paymentMethod && PAYMENT_METHODS.length === 1 && onlyPayment) {
    await updateCheckout(db, cartId, { paymentMethod: onlyPayment.code })
  }
  if (!current.billingAddress && current.shippingAddress) {
    await updateCheckout(db, cartId, { billingAddress: 'same-as-shipping' })
  }
  return loadCart(db, cartId, customerId)
}

const addressFields = ({ id: _id, is_default: _default, ...fields }: SavedAddress) => fields

/** The company's last delivery method when the cart is offered it, else the cheapest delivered one. */
async function deliveryMethodFor(db: D1Database, state: CartState, companyId: number): Promise<string | null> {
  const offered = state.view.available_shipping_methods
  const last = await db
    .prepare(
      `SELECT shipping_method FROM orders
       WHERE company_id = ? AND channel = 'web' AND shipping_method IS NOT NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(companyId)
    .first<{ shipping_method: string }>()
  if (last && offered.some((m) => m.carrier_code === last.shipping_method)) return last.shipping_method
  const delivered = offered.filter((m) => !m.pickup_point)
  delivered.sort((a, b) => a.amount.value - b.amount.value)
  return delivered[0]?.carrier_code ?? null
}

/** Every order was placed with the terms accepted (the server refuses one without). */
export async function acceptedTermsBefore(db: D1Database, customerId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS yes FROM orders WHERE customer_id = ? AND channel = 'web' LIMIT 1`)
    .bind(customerId)
    .first<{ yes: number }>()
  return row !== null
}
