import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../contract/schemas/common'
import worker from '../index'
import { countTokens, ORIGIN, sameOriginJson } from '../test/helpers'
import { DRAIN_LIMIT_BYTES } from '../middleware/drainBody'

// docs/architecture.md §3: an /api body over 64 KB is refused with a 413 JSON answer, also when
// it comes without a Content-Length (chunked), and the rest of it is read and thrown away, not
// cancelled: the local server in front of workerd (`vite preview`) failed the request with a
// 500 and a stack trace when the Worker cancelled a body it was still sending.

const TOO_LARGE = 'Pyyntö on liian suuri (enintään 64 kt).'
const STACK_OR_PATH = /\bat \S+ \(|node_modules|\/work\/|\/home\/|file:\/\/|[A-Z]:\\/

/** A chunked body of `bytes` that records how far the Worker read it. */
function trackedBody(bytes: number) {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
  const state = { sent: 0, finished: false, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= bytes) {
        state.finished = true
        return controller.close()
      }
      controller.enqueue(chunk)
      state.sent += chunk.byteLength
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

async function send(path: string, init: RequestInit & { duplex?: 'half' }) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(new URL(path, ORIGIN), init), env, ctx)
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, text }
}

describe('an /api body over 64 KB', () => {
  it.each([
    ['/api/auth/login', 3 * MAX_BODY_BYTES],
    ['/api/customer/customer/register', 2 * MAX_BODY_BYTES],
    ['/api/auth/login', DRAIN_LIMIT_BYTES / 2],
  ])('sent chunked to %s (%i bytes): 413 JSON, and the body is read to its end', async (path, bytes) => {
    const { stream, state } = trackedBody(bytes)
    const { res, text } = await send(path, { method: 'POST', headers: sameOriginJson, body: stream, duplex: 'half' })
    expect(res.status).toBe(413)
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(JSON.parse(text)).toMatchObject({ message: TOO_LARGE })
    expect(state.finished).toBe(true)
    expect(state.cancelled).toBe(false)
    expect(await countTokens()).toBe(0)
  })

  it('with a Content-Length over the limit: 413 JSON', async () => {
    const body = JSON.stringify({ email: 'a@example.fi', password: 'x'.repeat(MAX_BODY_BYTES) })
    const { res, text } = await send('/api/auth/login', { method: 'POST', headers: sameOriginJson, body })
    expect(res.status).toBe(413)
    expect(JSON.parse(text)).toMatchObject({ message: TOO_LARGE })
  })

  it('beyond the drain limit: still a 413 JSON answer (the rest is cancelled)', async () => {
    const { stream } = trackedBody(DRAIN_LIMIT_BYTES * 2)
    const { res, text } = await send('/api/auth/login', {
      method: 'POST',
      headers: sameOriginJson,
      body: stream,
      duplex: 'half',
    })
    expect(res.status).toBe(413)
    expect(JSON.parse(text)).toMatchObject({ message: TOO_LARGE })
  })
})

describe('odd methods', () => {
  it.each(['PROPFIND', 'MKCOL', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s on a page, /api/auth/login and /api/cart: an answer without a stack trace or a path',
    async (method) => {
      for (const path of ['/', '/api/auth/login', '/api/cart']) {
        const { res, text } = await send(path, {
          method,
          headers: sameOriginJson,
          body: method === 'OPTIONS' ? undefined : '{"x":1}',
        })
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${method} ${path}`).toBeLessThan(500)
        expect(text).not.toMatch(STACK_OR_PATH)
      }
    },
  )
})
