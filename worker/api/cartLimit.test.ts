import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MAX_CART_LINES } from '../../contract/schemas/cart'
import { login } from '../test/helpers'
import { addToCart, cartOf, countRows } from '../test/cartFixtures'

// Security review: a cart holds at most 500 distinct lines.
describe('the cart line limit', () => {
  it('refuses line 501 with a Finnish 409; existing lines still change', async () => {
    const { jar } = await login()
    const cart = await cartOf(addToCart(jar, 'HOI-1001', 1))
    // 500 more products; 499 of them fill the cart to the limit.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_CART_LINES})
       INSERT INTO products (sku, name, url_key, image_url, image_label, regular_price_cents, final_price_cents, vat_class)
       SELECT 'RAJA-' || i, 'Rajatuote ' || i, 'rajatuote-' || i, '/x.svg', 'x', 100, 100, 'other' FROM n`,
    ).run()
    await env.DB.prepare(
      `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
       SELECT ?1, id, 1, 0 FROM products WHERE sku GLOB 'RAJA-*' AND CAST(substr(sku, 6) AS INTEGER) < ${MAX_CART_LINES}`,
    )
      .bind(cart.id)
      .run()
    const lines = () => countRows('SELECT * FROM cart_items WHERE cart_id = ?', cart.id)
    expect(await lines()).toBe(MAX_CART_LINES)

    const refused = await addToCart(jar, `RAJA-${MAX_CART_LINES}`, 1)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      message: 'Ostoskorissa voi olla enintään 500 eri tuotetta. Poista ensin jokin rivi tai tee tilaus.',
    })
    expect(await lines()).toBe(MAX_CART_LINES)
    // More of a product already in the cart is no new line.
    expect((await addToCart(jar, 'HOI-1001', 2)).status).toBe(200)
  })
})
