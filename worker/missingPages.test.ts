import { afterEach, describe, expect, it, vi } from 'vitest'
import { backend } from './backend/app'
import { login, pageFetch } from './test/helpers'

// A missing product, category, order or invoice answers as fast as an existing one: the
// page's query is not asked again after a 404 (app/lib/queryRetry.ts), so the upstream is
// called once, and no retry delay holds the page back.

/** The upstream calls (embedded backend) to a path starting with `prefix`. */
function upstreamCalls(prefix: string): () => number {
  const spy = vi.spyOn(backend, 'fetch')
  return () => spy.mock.calls.filter(([request]) => new URL(request.url).pathname.startsWith(prefix)).length
}

afterEach(() => {
  vi.restoreAllMocks()
})

// The first render of the file loads the whole app: allow for it on a busy machine.
describe('a missing page is one upstream call, not a retried one', { timeout: 60_000 }, () => {
  it('a missing product', async () => {
    const calls = upstreamCalls('/api/catalog/productdetails/')
    const res = await pageFetch('/product/ei-ole-olemassa')
    expect(res.status).toBe(404)
    expect(calls()).toBe(1)
  })

  it('a missing category', async () => {
    const calls = upstreamCalls('/api/catalog/category')
    const res = await pageFetch('/category/ei-ole-olemassa')
    expect(res.status).toBe(404)
    expect(calls()).toBe(1)
  })

  it('a missing order and a missing invoice', async () => {
    const { jar } = await login()
    const orders = upstreamCalls('/api/customer/orders/')
    expect((await pageFetch('/account/order/W999999999', { jar })).status).toBe(404)
    expect(orders()).toBe(1)
    vi.restoreAllMocks()
    const invoices = upstreamCalls('/api/customer/invoices/')
    expect((await pageFetch('/account/invoice/L999999', { jar })).status).toBe(404)
    expect(invoices()).toBe(1)
  })
})
