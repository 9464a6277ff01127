import { describe, expect, it } from 'vitest'
import { CookieJar, pageFetch, setCookies, shopFetch } from '../test/helpers'

describe('the locale cookie', () => {
  it('is set for 365 days when absent', async () => {
    const res = await shopFetch('/api/core/storeconfig')
    const locale = setCookies(res).get('locale')
    expect(locale?.value).toBe('fi')
    expect(locale?.attributes).toEqual(expect.arrayContaining([`Max-Age=${365 * 24 * 60 * 60}`, 'Path=/']))
  })

  it('is set on pages too', async () => {
    const res = await pageFetch('/account/login')
    expect(setCookies(res).get('locale')?.value).toBe('fi')
  })

  it('is not set again when present, on /api or on redirects', async () => {
    const jar = new CookieJar({ locale: 'fi' })
    expect(setCookies(await shopFetch('/api/core/storeconfig', { jar })).has('locale')).toBe(false)
    const redirect = await pageFetch('/account/order', { jar })
    expect(redirect.status).toBe(302)
    expect(setCookies(redirect).has('locale')).toBe(false)
  })
})
