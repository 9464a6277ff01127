import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '../../contract/schemas/cart'
import { backend } from '../backend/app'
import { UPSTREAM_TIMEOUT_MS } from '../upstream/client'
import { ADDRESS, addToCart, cartOf, countRows } from '../test/cartFixtures'
import {
  CookieJar,
  countTokens,
  login,
  ORIGIN,
  overrideEnv,
  pageFetch,
  postJson,
  shopFetch,
  USERS,
} from '../test/helpers'
import worker from '../index'

// docs/architecture.md §6: the storefront cannot tell its upstream modes apart. Here the backend
// runs as its own Worker (the bundle `npm run deploy:backend` uploads, vitest.config.ts), reached
// through the `BACKEND` Service Binding and over HTTP as API_ORIGIN; both Workers bind the same
// D1 database, as deployed. The in-process backend must not answer a single call.

const workers = env as unknown as { BACKEND: Fetcher; SLOW_BACKEND: Fetcher; DOWN_BACKEND: Fetcher }

const MODES: [string, Partial<Env>][] = [
  ['the BACKEND Service Binding', { BACKEND: workers.BACKEND }],
  // This project's env carries the binding; configuration refuses both at once (worker/config.ts).
  ['HTTP (API_ORIGIN)', { API_ORIGIN: 'https://commerce.test', BACKEND: undefined }],
]

type Prices = { customerPrices: { items: { product_no: string; special_price: number }[] } }

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
const placeOrder = (jar: CookieJar, cartId: string) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })
const orderNumberOf = async (res: Response) =>
  ((await res.json()) as { order: { order_number: string } }).order.order_number

let inProcess: ReturnType<typeof vi.spyOn>

afterEach(() => {
  overrideEnv({})
  vi.restoreAllMocks()
})

describe.each(MODES)('the storefront against the backend Worker through %s', (_mode, upstream) => {
  beforeEach(() => {
    overrideEnv(upstream)
    inProcess = vi.spyOn(backend, 'fetch')
  })
  afterEach(() => expect(inProcess).not.toHaveBeenCalled())

  it('logs in, reads the user, and shows a category page with the contract price', async () => {
    expect(await countTokens()).toBe(0)
    const { jar } = await login()
    // The backend Worker wrote the token (hashed) into the shared database.
    expect(await countTokens()).toBe(1)

    const user = await shopFetch('/api/auth/user', { jar })
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({
      user: { email: USERS.normal, scope: expect.arrayContaining(['checkout']) },
    })

    const prices = await shopFetch('/api/categorysearch/customerPrices?skus=HOI-1001', { jar })
    expect(((await prices.json()) as Prices).customerPrices.items).toEqual([
      expect.objectContaining({ product_no: 'HOI-1001', special_price: 8.9 }),
    ])

    const page = await pageFetch('/category/hoitotarvikkeet/haavanhoito', { jar })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Sideharso 10 cm x 4 m')
    expect(html).toContain('8,90')
  })

  it('fills a cart, goes through the checkout steps and places exactly one order, also when retried', async () => {
    const { jar } = await login()
    await cartOf(addToCart(jar, 'HOI-1001', 3))
    // The backend Worker answered the write with a consistency bookmark; the browser keeps it.
    expect(jar.get('read_bookmark')).toMatch(/^[A-Za-z0-9_-]+$/)
    await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
    await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
    await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
    const cart: Cart = await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
    expect(cart).toMatchObject({ total_quantity: 3, billing_address: expect.objectContaining({ city: 'Helsinki' }) })

    // A double click and a retry after a lost answer: one order, one number.
    const cartId = cart.id as string
    const answers = await Promise.all([placeOrder(jar, cartId), placeOrder(jar, cartId)])
    const retry = await placeOrder(jar, cartId)
    expect([...answers, retry].map((r) => r.status)).toEqual([200, 200, 200])
    const numbers = new Set(await Promise.all([...answers, retry].map(orderNumberOf)))
    expect(numbers.size).toBe(1)
    expect(await countRows('SELECT * FROM orders')).toBe(1)
    expect(await countRows('SELECT * FROM order_lines')).toBe(1)
  })

  it('passes the order history CSV on as it streams, byte for byte with its BOM', async () => {
    // 20 orders of 50 lines: 1,000 lines, two pages of the backend's reads.
    const statements = []
    for (let i = 1; i <= 20; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO orders (id, order_number, customer_id, status, total_quantity, subtotal_cents, tax_cents,
             grand_total_cents, created_at, customer_reference) VALUES (?, ?, 1, 'delivered', 50, 5000, 1275, 6275, ?, 'PO-1')`,
        ).bind(i, `W${1000 + i}`, 1_780_000_000 + i * 3600),
        env.DB.prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
           INSERT INTO order_lines (order_id, line_no, product_id, sku, name, quantity, unit_price_cents,
             regular_price_cents, row_total_cents, vat_rate, tax_cents)
           SELECT ?1, i, 4, 'HOI-' || (1000 + i), 'Sideharso ' || i, 1, 100, 100, 100, 25.5, 26 FROM n`,
        ).bind(i),
      )
    }
    await env.DB.batch(statements)
    const { jar } = await login()
    const ctx = createExecutionContext()
    const request = new Request(`${ORIGIN}/api/customer/orders.csv?reference=PO`, { headers: { Cookie: jar.header() } })
    const res = await worker.fetch(request, { ...env, ...upstream }, ctx)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="tilausrivit-/)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const reader = res.body!.getReader()
    const chunks: Uint8Array[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
    }
    await waitOnExecutionContext(ctx)
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0))
    chunks.reduce((offset, c) => (bytes.set(c, offset), offset + c.byteLength), 0)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = new TextDecoder().decode(bytes).split('\r\n')
    expect(rows).toHaveLength(1 + 1000 + 1) // header, lines, '' after the last CRLF
    expect(rows[1]).toMatch(/^W1020;.*;PO-1;;HOI-1001;Sideharso 1;;1;1,00;1,00;25,5$/)
    expect(chunks.length).toBeGreaterThanOrEqual(2)
  })

  it('logs out: the backend ends the token, and the next call is a guest', async () => {
    const { jar, token } = await login()
    const res = await postJson('/api/auth/logout', {}, { jar })
    expect(res.status).toBe(200)
    expect(await countTokens()).toBe(0)
    const stale = new CookieJar({ session: token })
    expect((await shopFetch('/api/auth/user', { jar: stale })).status).toBe(401)
  })
})

describe('a backend Worker that is slow or down', () => {
  it('answers 504 JSON after the 30 s timeout, and the page still renders with the price section degraded', async () => {
    const { jar } = await login()
    // Its contract prices take 3 s; the 30 s timeout signal is swapped for one of 300 ms.
    const realTimeout = AbortSignal.timeout.bind(AbortSignal)
    const timeout = vi
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation((ms) => realTimeout(ms === UPSTREAM_TIMEOUT_MS ? 300 : ms))
    overrideEnv({ BACKEND: workers.SLOW_BACKEND })

    const res = await shopFetch('/api/categorysearch/customerPrices?skus=HOI-1001', { jar })
    expect(timeout).toHaveBeenCalledWith(UPSTREAM_TIMEOUT_MS)
    expect(res.status).toBe(504)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({
      message: 'Palvelu ei vastannut ajoissa. Yritä hetken kuluttua uudelleen.',
    })

    const page = await pageFetch('/category/hoitotarvikkeet/haavanhoito', { jar })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Siirry sisältöön') // the layout
    expect(html).toContain('Sideharso 10 cm x 4 m') // the products
    expect(html).not.toContain('8,90')
  })

  it('answers 502 JSON when it is down, and pages keep their layout with a Finnish error', async () => {
    overrideEnv({ BACKEND: workers.DOWN_BACKEND })
    const api = await shopFetch('/api/catalog/category?path=hoitotarvikkeet/haavanhoito')
    expect(api.status).toBe(502)
    expect(api.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await api.json()).toMatchObject({ message: 'Palveluun ei saatu yhteyttä. Yritä hetken kuluttua uudelleen.' })

    const login = await postJson('/api/auth/login', { email: USERS.normal, password: 'salasana123' })
    expect(login.status).toBe(502)

    // The home page of a guest needs no commerce data; it renders whole.
    const home = await pageFetch('/')
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Tarvikkeet klinikallesi')
    // A page whose data is commerce data keeps its layout and says what happened, in Finnish.
    for (const path of ['/category/hoitotarvikkeet/haavanhoito', '/product/sideharso-10-cm']) {
      const page = await pageFetch(path)
      expect(page.headers.get('Content-Type'), path).toMatch(/^text\/html/)
      const html = await page.text()
      expect(html, path).toMatch(/<html[^>]* lang="fi"/)
      expect(html, path).toContain('Siirry sisältöön') // header
      expect(html, path).toContain('Asiakaspalvelu') // footer
      expect(html, path).toContain('Jokin meni vikaan')
      expect(html, path).toContain('Virhekoodi 502')
    }
  })
})
