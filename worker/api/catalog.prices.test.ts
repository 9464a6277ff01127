import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CookieJar, login, pageFetch, postJson, shopFetch, USERS } from '../test/helpers'

// Contract prices are per customer (docs/architecture.md §9 and §10): two customers with
// different seeded prices for the same SKU each get exactly their own, in /api and in the
// streamed product page, also when their requests interleave and after one logs out.

describe('contract prices of two customers for the same SKU', () => {
  type Prices = { customerPrices: { items: { product_no: string; special_price: number }[] } }
  const priceOf = async (jar: CookieJar, sku: string) => {
    const res = await shopFetch('/api/categorysearch/customerPrices', { jar })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Prices
    return body.customerPrices.items.filter((i) => i.product_no === sku).map((i) => i.special_price)
  }
  const pageHtml = async (jar: CookieJar) => (await pageFetch('/product/sideharso-10-cm', { jar })).text()

  beforeEach(async () => {
    // The test customer has HOI-1001 at 8,90 in the seed; the pharmacy gets its own price.
    await env.DB.prepare(
      "INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES (3, 'HOI-1001', 850, 1)",
    ).run()
  })

  it('each gets exactly their own price, in customerPrices and on the product page', async () => {
    const normal = await login(USERS.normal)
    const pharmacy = await login(USERS.pharmacy)
    expect(await priceOf(normal.jar, 'HOI-1001')).toEqual([8.9])
    expect(await priceOf(pharmacy.jar, 'HOI-1001')).toEqual([8.5])
    const a = await pageHtml(normal.jar)
    const b = await pageHtml(pharmacy.jar)
    expect(a).toContain('8,90')
    expect(a).not.toContain('8,50')
    expect(b).toContain('8,50')
    expect(b).not.toContain('8,90')
  })

  it('keeps them apart when the requests interleave', async () => {
    const [normal, pharmacy] = await Promise.all([login(USERS.normal), login(USERS.pharmacy)])
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => [priceOf(normal.jar, 'HOI-1001'), priceOf(pharmacy.jar, 'HOI-1001')]).flat(),
    )
    rounds.forEach((prices, i) => expect(prices).toEqual(i % 2 === 0 ? [8.9] : [8.5]))
    const [a, b] = await Promise.all([pageHtml(normal.jar), pageHtml(pharmacy.jar)])
    expect(a).toContain('8,90')
    expect(a).not.toContain('8,50')
    expect(b).toContain('8,50')
    expect(b).not.toContain('8,90')
  })

  it('after one logs out, the other still gets their own price and the logged-out one none', async () => {
    const normal = await login(USERS.normal)
    const pharmacy = await login(USERS.pharmacy)
    await priceOf(normal.jar, 'HOI-1001')
    await priceOf(pharmacy.jar, 'HOI-1001')
    const stale = new CookieJar({ session: normal.token })
    expect((await postJson('/api/auth/logout', {}, { jar: normal.jar })).status).toBe(200)
    expect((await shopFetch('/api/categorysearch/customerPrices', { jar: normal.jar })).status).toBe(401)
    expect((await shopFetch('/api/categorysearch/customerPrices', { jar: stale })).status).toBe(401)
    expect(await priceOf(pharmacy.jar, 'HOI-1001')).toEqual([8.5])
    const guest = await pageHtml(normal.jar)
    expect(guest).toContain('Kirjaudu nähdäksesi hinnat')
    expect(guest).not.toContain('8,90')
    expect(guest).not.toContain('8,50')
    const b = await pageHtml(pharmacy.jar)
    expect(b).toContain('8,50')
    expect(b).not.toContain('8,90')
  })
})
