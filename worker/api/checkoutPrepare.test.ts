import { describe, expect, it } from 'vitest'
import { PrepareCheckoutResponseSchema } from '../../contract/schemas/cart'
import { CookieJar, postJson } from '../test/helpers'
import { customerWithScope } from '../test/customerFixtures'
import { ADDRESS, addToCart, cartOf } from '../test/cartFixtures'
import * as v from 'valibot'

// docs/decisions/058-one-page-checkout-and-repeat-orders.md: the checkout's choices that hold no
// decision are made and saved by POST /api/checkout/prepare, on the caller's own cart only.

const ALL = ['checkout', 'orders', 'invoices', 'shoppinglists']
const prepare = async (jar: CookieJar) => {
  const res = await postJson('/api/checkout/prepare', {}, { jar })
  expect(res.status).toBe(200)
  return v.parse(PrepareCheckoutResponseSchema, await res.json())
}
const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
const saveAddress = (jar: CookieJar, address: typeof ADDRESS, is_default = true) =>
  postJson('/api/customer/addresses', { address, is_default }, { jar })

describe('POST /api/checkout/prepare', () => {
  it('fills the default address, the cheapest delivered method, the only payment method and billing as shipping', async () => {
    const { jar } = await customerWithScope(ALL)
    expect((await saveAddress(jar, ADDRESS)).status).toBe(201)
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const { cart, terms_accepted_before } = await prepare(jar)
    expect(cart.shipping_addresses[0]?.street).toEqual(ADDRESS.street)
    const method = cart.shipping_addresses[0]?.selected_shipping_method
    // Never pickup unless chosen: the cheapest method that delivers.
    expect(method?.carrier_code).not.toBe('nouto')
    const delivered = cart.available_shipping_methods.filter((m) => !m.pickup_point).map((m) => m.amount.value)
    expect(method?.amount.value).toBe(Math.min(...delivered))
    expect(cart.selected_payment_method?.code).toBe('invoice')
    expect(cart.billing_address?.street).toEqual(ADDRESS.street)
    expect(terms_accepted_before).toBe(false)
  })

  it('keeps what the buyer chose, and offers the method the company used last on the next order', async () => {
    const { jar } = await customerWithScope(ALL)
    expect((await saveAddress(jar, ADDRESS)).status).toBe(201)
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    await prepare(jar)
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    const { cart } = await prepare(jar)
    expect(cart.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe('posti')
    const placed = await postJson(
      '/api/checkout/placeOrder',
      { cart_id: cart.id, hasAcceptedTermsAndConditions: true },
      { jar },
    )
    expect(placed.status).toBe(200)

    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const next = await prepare(jar)
    expect(next.cart.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe('posti')
    expect(next.terms_accepted_before).toBe(true)
  })

  it('sets no address when the company has none, and needs a login and the checkout scope', async () => {
    const { jar } = await customerWithScope(ALL)
    await cartOf(addToCart(jar, 'HOI-1001', 1))
    const { cart } = await prepare(jar)
    expect(cart.shipping_addresses).toEqual([])
    expect(cart.selected_payment_method?.code).toBe('invoice')
    expect(cart.billing_address).toBeNull()

    expect((await postJson('/api/checkout/prepare', {}, { jar: new CookieJar() })).status).toBe(401)
    const browser = await customerWithScope(['orders', 'shoppinglists'])
    expect((await postJson('/api/checkout/prepare', {}, { jar: browser.jar })).status).toBe(403)
    expect((await postJson('/api/checkout/prepare', { extra: 1 }, { jar })).status).toBe(400)
  })
})
