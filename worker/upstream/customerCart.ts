import type { Context } from 'hono'
import { isCustomerCartId, setCustomerCartCookie } from '../cookies'
import type { AppEnv } from '../env'

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined

/**
 * The customer cart id an upstream answer names: a cart answer's `cart.id` or `customerCart.id`
 * (spec §3 Cart), or the user's `cart_id.id` (spec §3 User).
 */
export function customerCartIdOf(answer: unknown): string | null {
  const candidates = [
    field(field(answer, 'customerCart'), 'id'),
    field(field(answer, 'cart'), 'id'),
    field(field(field(answer, 'user'), 'cart_id'), 'id'),
  ]
  return candidates.find(isCustomerCartId) ?? null
}

/**
 * spec §7: every upstream call carries the `cart` header. A logged-in customer's cart is the
 * upstream's, so the worker learns its id from the answers that name it (login's user check, the
 * cart, checkout steps) and keeps it in an HttpOnly cookie beside the session; a new cart after an
 * order replaces it at the next answer that names it. Guests' answers are not looked at: a guest
 * cart's id lives in its own cookie.
 */
export function noteCustomerCart(c: Context<AppEnv>, answer: unknown): void {
  if (!c.var.token) return
  const cartId = customerCartIdOf(answer)
  if (cartId && cartId !== c.var.customerCartId) setCustomerCartCookie(c, cartId)
}
