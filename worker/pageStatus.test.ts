import { describe, expect, it } from 'vitest'
import { PAGE_STATUS_HEADER } from '../contract/pageStatus'
import { login, pageFetch, USERS } from './test/helpers'

// spec §6: a page whose scope the user lacks says so, and says it with HTTP 403 (not 200), so
// monitoring, crawlers and the browser's history see a refusal, not a page of content.

// The first render of the file loads the whole app: allow for it on a busy machine.
describe('pages refused by scope answer HTTP 403', { timeout: 60_000 }, () => {
  it('an account area outside the scope is a 403 page with the Finnish "no permission" text', async () => {
    const { jar } = await login() // orders, invoices, checkout: no shopping lists
    const res = await pageFetch('/account/shoppinglist', { jar })
    expect(res.status).toBe(403)
    expect(res.headers.get(PAGE_STATUS_HEADER)).toBeNull()
    expect(res.headers.get('Content-Type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('Ei käyttöoikeutta')
    expect(html).toContain('Sinulla ei ole oikeutta käyttää ostoslistoja.')
  })

  it('the same page within the scope is a 200', async () => {
    const { jar } = await login()
    const res = await pageFetch('/account/order', { jar })
    expect(res.status).toBe(200)
    expect(res.headers.get(PAGE_STATUS_HEADER)).toBeNull()
  })

  it('the checkout of a user without the ordering scope is a 403 that explains', async () => {
    const { jar } = await login(USERS.pharmacy) // scope: []
    const res = await pageFetch('/checkout', { jar })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Sinulla ei ole oikeutta tehdä tilauksia.')
  })

  it('a billing form outside the scope (checked before any API call) is a 403', async () => {
    const { jar } = await login(USERS.pharmacy)
    const res = await pageFetch('/account/edit/billing', { jar })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('Sinulla ei ole oikeutta muuttaa laskutustietoja.')
  })

  it('an unknown document is still a real 404', async () => {
    const { jar } = await login()
    const res = await pageFetch('/account/order/W999999999', { jar })
    expect(res.status).toBe(404)
  })
})
