import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { login, pageFetch, shopFetch } from '../test/helpers'

// spec §3/§8: currency, locale and time zone come from the store config; the core state
// carries the shop's domain. The answer is edge-cached, so this file changes the config before
// its first read.

describe('the store config drives formatting', { timeout: 60_000 }, () => {
  it('answers the configured currency and time zone with the domain, and pages format prices with them', async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE store_config SET value = 'SEK' WHERE key = 'base_currency_code'"),
      env.DB.prepare("UPDATE store_config SET value = 'Europe/Stockholm' WHERE key = 'timezone'"),
    ])
    const res = await shopFetch('/api/core/storeconfig')
    expect(res.status).toBe(200)
    const body = await res.json<{ storeConfig: object }>()
    // The operator's settings in the same table (the seller's bank account) are not the storefront's.
    expect(Object.keys(body.storeConfig).filter((key) => key.startsWith('seller_'))).toEqual([])
    expect(body).toMatchObject({
      storeConfig: { locale: 'fi_FI', timezone: 'Europe/Stockholm', base_currency_code: 'SEK' },
      currency: 'SEK',
      domain: 'shop.test',
    })

    // The test customer's contract price of HOI-1001 is 8,90 (seed/test.sql).
    const { jar } = await login()
    const html = await (await pageFetch('/product/sideharso-10-cm', { jar })).text()
    expect(html).toContain('8,90\u00a0SEK')
    expect(html).not.toContain('8,90\u00a0€')
  })
})
