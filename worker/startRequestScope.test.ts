import { describe, expect, it } from 'vitest'
import { pageFetch } from './test/helpers'

/** The part of Start's AsyncLocalStorage recorded here. */
type Storage = { run: (store: object, fn: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown }

/**
 * workerd ties every Response to the async context it was made in, with strong handles to that
 * context's AsyncLocalStorage values; a value that still points at such a Response makes a cycle
 * the collector never frees, so the whole page request stays in the heap (docs/decisions/029).
 * This records the values Start's request scope is run with while a page is rendered and checks
 * that, once the page has been read, none of them holds a Response.
 */
describe('the request scope of a server render', () => {
  it('keeps no Response once a page has been streamed', async () => {
    const storage = (globalThis as Record<symbol, Storage | undefined>)[Symbol.for('tanstack-start:event-storage')]
    if (!storage) throw new Error("Start's request scope storage is not loaded")
    const scopes: object[] = []
    const run = storage.run
    storage.run = function (this: Storage, store, fn, ...args) {
      scopes.push(store)
      return run.call(this, store, fn, ...args)
    }
    try {
      const res = await pageFetch('/')
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('</html>')
    } finally {
      storage.run = run
    }
    expect(scopes.length).toBeGreaterThan(0)
    for (const scope of scopes) {
      for (const [key, value] of Object.entries(scope)) expect(value, key).not.toBeInstanceOf(Response)
    }
  })
})
