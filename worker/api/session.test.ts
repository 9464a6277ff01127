import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CookieJar, deletesCookie, login, pageFetch, shopFetch } from '../test/helpers'

// docs/architecture.md §5: a token expires after 60 minutes without use and after 12 hours at
// most. Only Date is faked: the Worker runs in this isolate, so its Date.now() follows.
const T0 = Date.UTC(2026, 2, 2, 6, 0, 0)
const at = (minutes: number) => vi.setSystemTime(T0 + minutes * 60_000)
const epochAt = (minutes: number) => String(T0 / 1000 + minutes * 60)

const keepAlive = (jar: CookieJar) => shopFetch('/api/core/topmenu', { jar })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  at(0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the sliding session', () => {
  it('starts with 60 minutes', async () => {
    const { res } = await login()
    expect(res.headers.get('X-Session-Expires')).toBe(epochAt(60))
  })

  it('is still alive just before 60 idle minutes', async () => {
    const { jar } = await login()
    at(59.9)
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(200)
  })

  it('ends after 60 minutes without use: 401 and the cookies are cleared', async () => {
    const { jar } = await login()
    at(60)
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' })
    expect(deletesCookie(res, 'session')).toBe(true)
    expect(jar.get('session')).toBeUndefined()
  })

  it('is extended by the keep-alive (GET /api/core/topmenu)', async () => {
    const { jar } = await login()
    at(45)
    const alive = await keepAlive(jar)
    expect(alive.status).toBe(200)
    expect(alive.headers.get('X-Session-Expires')).toBe(epochAt(105))

    at(100) // 100 idle minutes after login, 55 after the keep-alive
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Session-Expires')).toBe(epochAt(160))
  })

  it('is extended by viewing a guarded page', async () => {
    const { jar } = await login()
    at(50)
    const page = await pageFetch('/account/order', { jar })
    expect(page.status).toBe(200)
    expect(page.headers.get('X-Session-Expires')).toBe(epochAt(110))
    at(105)
    expect((await shopFetch('/api/auth/user', { jar })).status).toBe(200)
  })

  it('ends after 12 hours even with constant use', async () => {
    const { jar } = await login()
    for (let minutes = 45; minutes <= 675; minutes += 45) {
      at(minutes)
      const res = await keepAlive(jar)
      expect(res.status, `keep-alive at ${minutes} min`).toBe(200)
      expect(res.headers.get('X-Session-Expires')).toBe(epochAt(Math.min(minutes + 60, 720)))
    }
    at(715)
    const last = await shopFetch('/api/auth/user', { jar })
    expect(last.status).toBe(200)
    expect(last.headers.get('X-Session-Expires')).toBe(epochAt(720))

    at(720)
    const res = await shopFetch('/api/auth/user', { jar })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Istunto on päättynyt. Kirjaudu uudelleen.' })
    expect(deletesCookie(res, 'session')).toBe(true)
  })
})
