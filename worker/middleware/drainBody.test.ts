import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PAGE_METHODS } from '../app'
import worker from '../index'
import { BROWSER_UA, ORIGIN, pageFetch } from '../test/helpers'
import { DRAIN_LIMIT_BYTES } from './drainBody'

const CHUNK = new Uint8Array(16 * 1024).fill(0x78)

/** A request body that records how far the Worker read it. */
function trackedBody(bytes: number) {
  const state = { sent: 0, finished: false, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= bytes) {
        state.finished = true
        controller.close()
        return
      }
      controller.enqueue(CHUNK)
      state.sent += CHUNK.byteLength
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

async function send(path: string, headers: Record<string, string>, bytes = 5 * CHUNK.byteLength) {
  const { stream, state } = trackedBody(bytes)
  const request = new Request(new URL(path, ORIGIN), { method: 'POST', headers, body: stream })
  const ctx = createExecutionContext()
  const res = await worker.fetch(request, env, ctx)
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { res, state }
}

const json = { 'Content-Type': 'application/json' }
const form = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'User-Agent': BROWSER_UA }

describe('a refused write leaves no unread body on the connection', () => {
  it.each([
    ['the CSRF check (403)', '/api/auth/login', { ...json, Origin: 'https://evil.example' }, 403],
    ['a logged-out checkout (401)', '/api/checkout/placeOrder', json, 401],
    ['a logged-out account write (401)', '/api/customer/password', json, 401],
    ['an unknown /api path (404)', '/api/no/such/thing', json, 404],
    ['a form post to a page (405)', '/account/register', form, 405],
  ])('%s: the body is read to its end', async (_, path, headers, status) => {
    const { res, state } = await send(path, headers)
    expect(res.status).toBe(status)
    expect(state.finished).toBe(true)
  })

  it('cancels, rather than reads, a body larger than the drain limit', async () => {
    const { res, state } = await send('/api/no/such/thing', json, DRAIN_LIMIT_BYTES * 2)
    expect(res.status).toBe(404)
    expect(state.cancelled).toBe(true)
    expect(state.finished).toBe(false)
    expect(state.sent).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 2 * CHUNK.byteLength)
  })
})

describe('page URLs answer only GET and HEAD', () => {
  it.each([
    ['POST', '/account/register'],
    ['POST', '/account/forgot-password'],
    ['POST', '/product/no-such-product'],
    ['POST', '/'],
    ['PUT', '/account/login'],
    ['DELETE', '/cart'],
    ['PATCH', '/category/laakkeet'],
    ['OPTIONS', '/'],
  ])('%s %s is a 405 with Allow, not the page', async (method, path) => {
    const res = await pageFetch(path, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'OPTIONS' ? undefined : 'email=a%40example.fi&password=x',
    })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe(PAGE_METHODS)
    expect(PAGE_METHODS).toBe('GET, HEAD')
    expect(await res.text()).not.toContain('<html')
  })

  it('GET and HEAD still answer the page', async () => {
    const get = await pageFetch('/account/login')
    expect(get.status).toBe(200)
    expect(await get.text()).toContain('<html')
    const head = await pageFetch('/account/login', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})
