import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CookieJar, login, postJson } from '../test/helpers'
import { ADDRESS, addToCart, cartOf, countRows } from '../test/cartFixtures'
import { getJson, registration } from '../test/customerFixtures'

// A self-registered account may log in, browse and fill a cart, but ordering waits until an
// operator approves its company (`npm run customer:approve -- EMAIL`, docs/decisions/045-invitations-and-company-approval.md).
const EMAIL = 'kaisa.karhu@example.fi'
const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

async function registeredWithReadyCart() {
  expect((await postJson('/api/customer/customer/register', registration())).status).toBe(202)
  const { jar } = await login(EMAIL, 'hyvä-salasana-1')
  await cartOf(addToCart(jar, 'HOI-1001', 2))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  const cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
  return { jar, cartId: cart.id as string }
}

describe('new registrations are held for approval', () => {
  it('fill a cart but cannot place the order (Finnish 403, nothing placed) until approved', async () => {
    const { jar, cartId } = await registeredWithReadyCart()
    const refused = await step(jar, 'placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      message:
        'Asiakastilisi odottaa vielä hyväksyntää. Voit selata tuotteita ja koota ostoskorin, mutta tilata voit vasta, kun asiakaspalvelu on hyväksynyt tilin.',
    })
    expect(await countRows('SELECT * FROM orders')).toBe(0)
    expect(await countRows("SELECT * FROM carts WHERE id = ? AND status = 'active'", cartId)).toBe(1)

    // What scripts/customer-approve.ts runs against the local or remote D1.
    await env.DB.prepare(
      'UPDATE companies SET approval_pending = 0 WHERE id = (SELECT company_id FROM customers WHERE email = ? COLLATE NOCASE)',
    )
      .bind(EMAIL.toUpperCase())
      .run()
    const user = await (await getJson('/api/auth/user', { jar })).json<{ user: Record<string, unknown> }>()
    expect(user.user).not.toHaveProperty('awaitingApproval')
    const placed = await step(jar, 'placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true })
    expect(placed.status).toBe(200)
    expect(await countRows('SELECT * FROM orders')).toBe(1)
  })

  it('seeded and existing customers are approved', async () => {
    expect(await countRows('SELECT * FROM companies WHERE approval_pending = 1')).toBe(0)
    const { jar } = await login()
    const user = await (await getJson('/api/auth/user', { jar })).json<{ user: Record<string, unknown> }>()
    expect(user.user).not.toHaveProperty('awaitingApproval')
  })
})
