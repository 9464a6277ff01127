import { afterEach, describe, expect, it, vi } from 'vitest'
import { addToCart } from './test/cartFixtures'
import { CookieJar, login, pageFetch } from './test/helpers'
import { app } from './app'

// docs/decisions/050-one-data-path.md: a page's SSR reads its data through the /api routes'
// services on the page request's own context, not through an in-process Request into the /api
// app (which ran the whole middleware chain and a JSON round trip per read).

const PAGES = [
  '/',
  '/category/hoitotarvikkeet/haavanhoito',
  '/product/sideharso-10-cm',
  '/cart',
  '/searchresults?search=sideharso',
]

afterEach(() => vi.restoreAllMocks())

/** The /api paths the page's render sent through the in-process hop. */
async function hopsOf(path: string, jar: CookieJar): Promise<string[]> {
  const hop = vi.spyOn(app, 'fetch')
  const res = await pageFetch(path, { jar })
  expect(res.status).toBe(200)
  const paths = hop.mock.calls.map(([request]) => new URL((request as Request).url).pathname)
  hop.mockRestore()
  return paths.filter((p) => p.startsWith('/api/'))
}

describe("a page's SSR reads", () => {
  it('go through the services for a guest with a cart', async () => {
    const jar = new CookieJar()
    expect((await addToCart(jar, 'HOI-1001', 1)).status).toBe(200)
    for (const page of PAGES) expect({ page, hops: await hopsOf(page, jar) }).toEqual({ page, hops: [] })
  })

  it('go through the services for a customer with a cart', async () => {
    const { jar } = await login()
    expect((await addToCart(jar, 'HOI-1001', 1)).status).toBe(200)
    for (const page of PAGES) expect({ page, hops: await hopsOf(page, jar) }).toEqual({ page, hops: [] })
  })
})
