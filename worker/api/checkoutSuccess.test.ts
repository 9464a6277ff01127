import { describe, expect, it } from 'vitest'
import { CookieJar, deletesCookie, login, pageFetch, postJson, setCookies, shopFetch } from '../test/helpers'
import { ADDRESS, addToCart, cartOf } from '../test/cartFixtures'

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

/** A logged-in customer who has just placed an order; the jar holds the success flag. */
async function placedOrder() {
  const { jar } = await login()
  await cartOf(addToCart(jar, 'HOI-1001', 2))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
  const res = await step(jar, 'placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true })
  expect(res.status).toBe(200)
  const { order } = (await res.json()) as { order: { order_number: string } }
  return { jar, res, orderNumber: order.order_number }
}

describe('the checkout success flag (spec §2)', () => {
  it('placeOrder sets it: the order number, HttpOnly, Secure, Strict, on the success page only, 10 minutes', async () => {
    const { res, orderNumber } = await placedOrder()
    expect(orderNumber).toMatch(/^W\d+$/)
    const flag = setCookies(res).get('checkout_success')
    expect(flag?.value).toBe(orderNumber)
    expect(new Set(flag?.attributes)).toEqual(
      new Set(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/checkout/success', 'Max-Age=600']),
    )
  })

  it('opens the success page once, with the order number, and clears the flag', async () => {
    const { jar, orderNumber } = await placedOrder()
    const res = await pageFetch('/checkout/success', { jar })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-testid="checkout-success"')
    expect(html).toContain(`Tilausnumero: ${orderNumber}`)
    expect(deletesCookie(res, 'checkout_success')).toBe(true)
    const cleared = setCookies(res).get('checkout_success')
    expect(cleared?.attributes).toContain('Path=/checkout/success')
    // A reload goes home.
    const reload = await pageFetch('/checkout/success', { jar })
    expect(reload.status).toBe(302)
    expect(reload.headers.get('Location')).toBe('/')
  })

  it('sends a visitor without the flag home', async () => {
    const res = await pageFetch('/checkout/success')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    const { jar } = await login()
    expect((await pageFetch('/checkout/success', { jar })).status).toBe(302)
  })

  it.each(['1', 'garbage', 'W12<script>', 'X100001', ''])('treats a flag of %j as absent', async (value) => {
    const res = await pageFetch('/checkout/success', { jar: new CookieJar({ checkout_success: value }) })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(deletesCookie(res, 'checkout_success')).toBe(true)
  })

  it('GET /api/checkout/success answers the flag’s order number or 404', async () => {
    const ok = await shopFetch('/api/checkout/success', { jar: new CookieJar({ checkout_success: 'W100123' }) })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ order: { order_number: 'W100123' } })
    expect((await shopFetch('/api/checkout/success')).status).toBe(404)
    const garbage = await shopFetch('/api/checkout/success', { jar: new CookieJar({ checkout_success: 'x' }) })
    expect(garbage.status).toBe(404)
  })
})
